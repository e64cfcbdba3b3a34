import { plainText } from "./person";
import { REVIEW_TEXT_MAX } from "./reviews";
import { z } from "./z";

/** The review page's input, checked by the worker (the page itself posts a plain form). */
const RATING_MESSAGE = "Please choose a star rating from 1 to 5";
const REVIEW_TEXT_MESSAGE = "Please write a few words about the work";

/** POST /api/reviews/{token}: the homeowner's review. */
export const reviewSubmissionSchema = z.object({
  rating: z.coerce.number({ error: RATING_MESSAGE }).int(RATING_MESSAGE).min(1, RATING_MESSAGE).max(5, RATING_MESSAGE),
  text: z
    .string({ error: REVIEW_TEXT_MESSAGE })
    .overwrite((value) => plainText(value.replace(/\r\n?/g, "\n")).trim())
    .min(1, REVIEW_TEXT_MESSAGE)
    .max(REVIEW_TEXT_MAX, `Please keep it to ${REVIEW_TEXT_MAX} characters`),
  /** The separate question: may the words be shown on the site with first name, last initial and town. */
  showOnSite: z.boolean().default(false),
});
export type ReviewSubmission = z.infer<typeof reviewSubmissionSchema>;

const hideReason = z.string();
const nullableText = z.string().nullable();

/** An admin's view of a review (GET /api/admin/reviews). */
const adminReviewSchema = z.object({
  id: z.string(),
  leadId: z.string(),
  rating: z.number(),
  text: z.string(),
  showOnSite: z.boolean(),
  author: z.string(),
  town: z.string(),
  state: z.string(),
  service: z.string(),
  status: z.string(),
  hiddenReason: hideReason.nullable(),
  reply: nullableText,
  publishedAt: nullableText,
  createdAt: z.string(),
  /** The lead's full name and contact, for the card's Call and e-mail. */
  homeowner: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

const monthSchema = z.object({
  month: z.string(),
  sent: z.number(),
  opened: z.number(),
  received: z.number(),
  googleClicks: z.number(),
  averageRating: z.number().nullable(),
});
export type ReviewMonth = z.infer<typeof monthSchema>;

export const checkReviewList = (value: unknown) => z.object({ filter: z.string(), reviews: z.array(adminReviewSchema) }).parse(value);
export const checkReviewStats = (value: unknown) => z.object({ months: z.array(monthSchema) }).parse(value);

const requestSchema = z.object({
  state: z.string(),
  channel: nullableText,
  skipReason: nullableText,
  sentAt: nullableText,
  remindedAt: nullableText,
  openedAt: nullableText,
  reviewedAt: nullableText,
  error: nullableText,
});
export const checkJobReview = (value: unknown) =>
  z
    .object({ status: z.string(), jobCompletedOn: nullableText, request: requestSchema.nullable(), review: adminReviewSchema.nullable() })
    .parse(value);
export type JobReviewAnswer = ReturnType<typeof checkJobReview>;
