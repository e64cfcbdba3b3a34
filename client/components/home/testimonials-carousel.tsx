import { testimonials } from "../../../content/testimonials";
import type { PublishedReview } from "../../../contracts/reviews";
import { CarouselSection, SLIDE_CLASS } from "../carousel/carousel-section";
import { useCarousel } from "../carousel/use-carousel";
import { ReviewQuote } from "../reviews/review-quote";
import { SampleLabel } from "../sample-label";

/** SPEC section 4: advances every 4 s and wraps; a manual step pauses it for 8 s. */
const TESTIMONIAL_TIMING = { intervalMs: 4000, resumeAfterMs: 8000 } as const;

/**
 * The testimonials carousel: three at a time on wide screens. Customers' published reviews when
 * there are any; the template's sample testimonials, labelled as samples, only until then.
 */
export function TestimonialsCarousel({ reviews }: { reviews: readonly PublishedReview[] }) {
  const carousel = useCarousel({
    embla: { align: "start", containScroll: "trimSnaps", slidesToScroll: 1 },
    autoAdvance: TESTIMONIAL_TIMING,
    wrapControls: true,
  });
  return (
    <CarouselSection id="testimonials" eyebrow="Testimonials" title="What Our Customers Say" itemLabel="testimonial" carousel={carousel}>
      {reviews.length > 0
        ? reviews.map((review) => (
            <li key={review.id} className={SLIDE_CLASS}>
              <ReviewQuote review={review} className="card testimonial" />
            </li>
          ))
        : testimonials.map((testimonial) => (
            <li key={testimonial.author} className={SLIDE_CLASS}>
              {/* 38 of these on the home page: styled by classes of their own (client/styles.css). */}
              <figure className="card testimonial">
                {testimonial.sample ? <SampleLabel kind="review" className="mb-2 self-start" /> : null}
                <blockquote>
                  <p>&ldquo;{testimonial.text}&rdquo;</p>
                </blockquote>
                <figcaption>
                  <span aria-hidden="true" className="testimonial-initials">
                    {testimonial.initials}
                  </span>
                  <span>
                    <span className="testimonial-author">{testimonial.author}</span>
                    <span className="testimonial-place">{testimonial.location}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
    </CarouselSection>
  );
}
