import type { CarouselState } from "./use-carousel";

const arrowClass =
  "inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40";

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d={direction === "left" ? "M15 18l-6-6 6-6" : "M9 18l6-6-6-6"} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Previous and next buttons for a carousel named `label`. */
export function CarouselArrows({ carousel, label }: { carousel: CarouselState; label: string }) {
  return (
    <div className="flex gap-2">
      <button type="button" className={arrowClass} onClick={carousel.prev} disabled={!carousel.canPrev} aria-label={`Previous ${label}`}>
        <Chevron direction="left" />
      </button>
      <button type="button" className={arrowClass} onClick={carousel.next} disabled={!carousel.canNext} aria-label={`Next ${label}`}>
        <Chevron direction="right" />
      </button>
    </div>
  );
}

/**
 * One dot per position. The row has a fixed height and never wraps (it scrolls sideways when
 * there are many positions), so the dots appearing after hydration never move the page.
 */
export function CarouselDots({ carousel, label }: { carousel: CarouselState; label: string }) {
  const count = carousel.snapCount ?? 0;
  return (
    <div
      className="mx-auto flex min-h-11 w-fit max-w-full flex-nowrap items-center gap-1 overflow-x-auto"
      role="group"
      aria-label={`${label} positions`}
    >
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          onClick={() => carousel.goTo(index)}
          aria-label={`Go to position ${index + 1} of ${count}`}
          aria-current={index === carousel.selected ? "true" : undefined}
          className="group inline-flex h-6 w-6 shrink-0 items-center justify-center"
        >
          <span
            className={`block h-2.5 rounded-full transition-all ${index === carousel.selected ? "w-6 bg-brand-700" : "w-2.5 bg-slate-300 group-hover:bg-slate-400"}`}
          />
        </button>
      ))}
    </div>
  );
}
