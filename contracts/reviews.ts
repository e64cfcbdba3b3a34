/**
 * Reviews from homeowners whose job is done (docs/decisions/044-reviews-real-reviews.md): the
 * request a completed job sends, the review the homeowner writes on /review/<token>, and what the
 * office does with it. Both the worker and the pages read these.
 */

/**
 * Where a review stands: new (the office has not looked yet), published (on the site), hidden
 * (the office kept it off the site, for one of HIDE_REASONS), private (the homeowner did not
 * agree to it being shown: it never is).
 */
export const REVIEW_STATUSES = ["new", "published", "hidden", "private"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * The only reasons the office may keep a review the homeowner allowed to be shown off the site:
 * suppressing a review for its rating or its criticism is what 16 CFR 465 forbids.
 */
export const HIDE_REASONS = ["Personal data", "Profanity", "Not about our work"] as const;
export type HideReason = (typeof HIDE_REASONS)[number];

/** A rating at or below this is a low one: the office is alerted at once, and the Reviews screen filters on it. */
export const LOW_RATING_MAX = 2;

/** Where a review request stands (worker/reviews/requests.ts). */
export const REVIEW_REQUEST_STATES = [
  "queued",
  "sending",
  "sent",
  "remind_queued",
  "reminding",
  "reminded",
  "reviewed",
  "skipped",
  "opted_out",
  "failed",
] as const;
export type ReviewRequestState = (typeof REVIEW_REQUEST_STATES)[number];

export const REVIEW_CHANNELS = ["email", "sms"] as const;
export type ReviewChannel = (typeof REVIEW_CHANNELS)[number];

export const REVIEW_TEXT_MAX = 2000;

/** What /review/<token> shows: who is asked about which job, and whether they have answered. */
export interface ReviewInvitation {
  firstName: string;
  service: string;
  /** The business's Google review link (GOOGLE_REVIEW_URL); null until configured. */
  googleReviewUrl: string | null;
  /** answered: a review was received; opted_out: the homeowner asked not to be asked again. */
  state: "open" | "answered" | "opted_out";
}

/** The answer to a review: received, and where the homeowner may go next. */
export interface ReviewReceipt {
  status: "received";
  googleReviewUrl: string | null;
}

/**
 * The site's own rating: the average and count of every review homeowners sent through the site
 * that was not removed for one of HIDE_REASONS (new, published and private ones alike: the office
 * cannot raise it by publishing only the good ones). The owner's figure from elsewhere is a claim
 * of the registry (content/business.ts `rating`), shown until the site has a review of its own.
 */
export interface SiteRating {
  value: number;
  count: number;
}

/** "4.8 from 12 reviews on this site" ("1 review"). */
export const ratingInWords = (rating: SiteRating) =>
  `${rating.value} from ${rating.count} review${rating.count === 1 ? "" : "s"} on this site`;

/** A published review, as the public pages show it. */
export interface PublishedReview {
  id: string;
  rating: number;
  text: string;
  /** First name and last initial: "Dana W." */
  author: string;
  /** "Bel Air, MD"; empty when the job's town is not known. */
  location: string;
  /** The work done, as the lead named it ("Roofing"). */
  service: string;
  /** The day the review was written ("YYYY-MM-DD"). */
  date: string;
  /** The office's public reply, if any. */
  reply: string | null;
}

/**
 * "Dana W." from "Dana Whitfield": the first name and the last name's initial, nothing more. A
 * name of one word (often a surname) shows as its initial only.
 * @example displayName("dana  whitfield") // "Dana W."
 * @example displayName("Whitfield") // "W."
 */
export function displayName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const cap = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  if (parts.length === 0) return "A customer";
  if (parts.length === 1) return `${parts[0]!.charAt(0).toUpperCase()}.`;
  return `${cap(parts[0]!)} ${parts.at(-1)!.charAt(0).toUpperCase()}.`;
}

/** The stars as text, for screens and screen readers: "4 out of 5 stars". */
export const starsLabel = (rating: number) => `${rating} out of 5 stars`;
