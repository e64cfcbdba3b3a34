import { Children, type ReactNode } from "react";
import { CarouselArrows, CarouselDots } from "./carousel-controls";
import type { CarouselState } from "./use-carousel";

interface CarouselSectionProps {
  id: string;
  eyebrow: string;
  title: string;
  /** The item noun for the controls' names ("project" -> "Next project"). */
  itemLabel: string;
  carousel: CarouselState;
  /** The slides, each an `<li>` sized for 1/2/3 per view. */
  children: ReactNode;
  className?: string;
  footer?: ReactNode;
}

/**
 * A home-page carousel: heading with previous/next, the sliding list, then the position dots.
 * One slide has nowhere to go: it shows no arrows and no dots (known from the server on).
 */
export function CarouselSection({ id, eyebrow, title, itemLabel, carousel, children, className = "", footer }: CarouselSectionProps) {
  const moves = Children.count(children) > 1;
  return (
    <section aria-labelledby={`${id}-heading`} className={`py-16 ${className}`} data-testid={`${id}-carousel`}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-bold uppercase tracking-widest text-accent-700">{eyebrow}</p>
            <h2 id={`${id}-heading`} className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
              {title}
            </h2>
          </div>
          {moves ? <CarouselArrows carousel={carousel} label={itemLabel} /> : null}
        </div>
        <div className="mt-8 overflow-hidden" ref={carousel.viewportRef} data-selected-index={carousel.selected}>
          <ul className="-ml-6 flex touch-pan-y">{children}</ul>
        </div>
        {moves ? (
          <div className="mt-4">
            <CarouselDots carousel={carousel} label={`${itemLabel[0]!.toUpperCase()}${itemLabel.slice(1)}`} />
          </div>
        ) : null}
        {footer}
      </div>
    </section>
  );
}

/** The width of one slide: all of the view on phones, half at medium widths, a third when wide (client/styles.css). */
export const SLIDE_CLASS = "carousel-slide";
