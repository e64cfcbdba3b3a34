import { testimonials } from "../../../content/testimonials";
import { CarouselSection, SLIDE_CLASS } from "../carousel/carousel-section";
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
    <CarouselSection id="testimonials" eyebrow="Testimonials" title="What Our Customers Say" itemLabel="testimonial" carousel={carousel}>
      {testimonials.map((testimonial) => (
        <li key={testimonial.author} className={SLIDE_CLASS}>
          <figure className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
            <blockquote className="flex-1 text-slate-800">
              <p>&ldquo;{testimonial.text}&rdquo;</p>
            </blockquote>
            <figcaption className="mt-6 flex items-center gap-3">
              <span
                aria-hidden="true"
                className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-800 text-sm font-bold text-white"
              >
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
    </CarouselSection>
  );
}
