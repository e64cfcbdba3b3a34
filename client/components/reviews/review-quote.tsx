import type { PublishedReview } from "../../../contracts/reviews";
import { starsLabel } from "../../../contracts/reviews";

/** "November 2026" from "2026-11-24", without Intl on the first load (docs/decisions/029). */
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const monthOf = (date: string) => `${MONTHS[Number(date.slice(5, 7)) - 1] ?? ""} ${date.slice(0, 4)}`;

/** A customer's published review: stars, words, who and where, the work done and when, and the office's reply. */
export function ReviewQuote({ review, className = "" }: { review: PublishedReview; className?: string }) {
  return (
    <figure className={className} data-review={review.id}>
      <p className="text-amber-800" role="img" aria-label={starsLabel(review.rating)}>
        {"★".repeat(review.rating)}
        {"☆".repeat(5 - review.rating)}
      </p>
      <blockquote>
        <p>&ldquo;{review.text}&rdquo;</p>
      </blockquote>
      <figcaption className="mt-2 text-sm">
        <span className="font-semibold text-slate-900">{review.author}</span>
        {review.location ? <span className="text-slate-700">, {review.location}</span> : null}
        <span className="block text-slate-700">
          {review.service}, <time dateTime={review.date}>{monthOf(review.date)}</time>
        </span>
      </figcaption>
      {review.reply ? (
        <p className="mt-2 border-l-2 border-slate-300 pl-3 text-sm text-slate-700">
          <span className="font-semibold">Our reply:</span> {review.reply}
        </p>
      ) : null}
    </figure>
  );
}
