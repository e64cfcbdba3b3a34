import { testimonials } from "../../../content/testimonials";
import { CarouselArrows, CarouselDots } from "../carousel/carousel-controls";
import { useCarousel } from "../carousel/use-carousel";

/** SPEC section 4: advances every 4 s and wraps; a manual step pauses it for 8 s. */
export const TESTIMONIAL_TIMING = { intervalMs: 4000, resumeAfterMs: 8000 } as const;

/** The testimonials carousel: three at a time on wide screens. */
export function TestimonialsCarousel() {
  const carousel = useCarousel({
    embla: { align: "start", containScroll: "trimSnaps", slidesToScroll: 1 },
    autoAdvance: TESTIMONIAL_TIMING,
    wrapControls: true,
  });
  return (
    <section aria-labelledby="testimonials-heading" className="py-16" data-testid="testimonials-carousel">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-bold uppercase tracking-widest text-accent-700">Testimonials</p>
            <h2 id="testimonials-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
              What Our Customers Say
            </h2>
          </div>
          <CarouselArrows carousel={carousel} label="testimonial" />
        </div>
        <div className="mt-8 overflow-hidden" ref={carousel.viewportRef} data-selected-index={carousel.selected}>
          <ul className="-ml-6 flex touch-pan-y">
            {testimonials.map((testimonial) => (
              <li key={testimonial.author} className="min-w-0 shrink-0 grow-0 basis-full pl-6 md:basis-1/2 lg:basis-1/3">
                <figure className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
                  <blockquote className="flex-1 text-slate-800">
                    <p>&ldquo;{testimonial.text}&rdquo;</p>
                  </blockquote>
                  <figcaption className="mt-6 flex items-center gap-3">
                    <span aria-hidden="true" className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-800 text-sm font-bold text-white">
                      {testimonial.initials}
                    </span>
                    <span>
                      <span className="block font-semibold text-slate-900">{testimonial.author}</span>
                      <span className="block text-sm text-slate-600">{testimonial.location}</span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-4">
          <CarouselDots carousel={carousel} label="Testimonial" />
        </div>
      </div>
    </section>
  );
}
