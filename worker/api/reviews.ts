import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { reviewSubmissionSchema } from "../../contracts/review-input";
import { LOW_RATING_MAX, type ReviewReceipt } from "../../contracts/reviews";
import { type AppEnv, executionContext } from "../env";
import { channelConfig } from "../leads/notify";
import { raiseAlert } from "../operations/alerts";
import { googleReviewUrl } from "../reviews/requests";
import { findInvitation, optOut, recordGoogleClick, siteRating, submitReview } from "../reviews/reviews";
import { sameOriginOnly } from "../security/same-origin";
import { apiError } from "./errors";
import { jsonInput, jsonOnly } from "./json-input";

/** /api/reviews/{token}: the homeowner's side of a review request (docs/decisions/044-reviews-real-reviews.md). */
export const reviewsApi = new Hono<AppEnv>();

const UNKNOWN_LINK_MESSAGE = "We could not find that review link. Please use the link from our message, or call us.";
const ALREADY_REVIEWED_MESSAGE = "We already have your review. Thank you!";

/** GET /api/reviews/rating: the site's own rating ({value, count}), null while it has no review (public, cached a minute). */
reviewsApi.get("/rating", async (c) => {
  c.header("Cache-Control", "public, max-age=60");
  return c.json(await siteRating(c.var.db));
});

/** GET /api/reviews/{token}: who is asked about which job, and whether they have answered (the first look counts as opened). */
reviewsApi.get("/:token", async (c) => {
  const invitation = await findInvitation(c.var.db, c.req.param("token"), googleReviewUrl(c.env));
  if (!invitation) return apiError(c, 404, "not_found", UNKNOWN_LINK_MESSAGE);
  return c.json(invitation);
});

/**
 * POST /api/reviews/{token} {rating, text, showOnSite}: the review, once (409 for a second). A low
 * rating alerts the office through every channel, as an emergency lead does.
 */
reviewsApi.post("/:token", sameOriginOnly(), bodyLimit({ maxSize: 16 * 1024 }), jsonInput(reviewSubmissionSchema), async (c) => {
  const outcome = await submitReview(c.var.db, c.req.param("token"), c.req.valid("json"));
  if (outcome.kind === "unknown") return apiError(c, 404, "not_found", UNKNOWN_LINK_MESSAGE);
  if (outcome.kind === "already") return apiError(c, 409, "already_reviewed", ALREADY_REVIEWED_MESSAGE);
  if (outcome.kind === "opted_out")
    return apiError(c, 409, "opted_out", "You asked us not to ask for a review. Call us if you changed your mind.");
  if (outcome.rating <= LOW_RATING_MAX) {
    const alert = raiseAlert(channelConfig(c.env), [], {
      kind: "low_review",
      leadId: outcome.leadId,
      reviewId: outcome.reviewId,
      rating: outcome.rating,
      name: outcome.name,
      phone: outcome.phone,
    });
    const ctx = executionContext(c);
    if (ctx) ctx.waitUntil(alert);
    else await alert;
  }
  return c.json({ status: "received", googleReviewUrl: googleReviewUrl(c.env) } satisfies ReviewReceipt, 201);
});

/** POST /api/reviews/{token}/opt-out {}: no reminder, and no request for this person's later jobs. */
reviewsApi.post("/:token/opt-out", sameOriginOnly(), jsonOnly, async (c) => {
  if (!(await optOut(c.var.db, c.req.param("token")))) return apiError(c, 404, "not_found", UNKNOWN_LINK_MESSAGE);
  return c.json({ status: "opted_out" });
});

/** GET /api/reviews/{token}/google: counts the click, then on to the business's Google review page. */
reviewsApi.get("/:token/google", async (c) => {
  const google = googleReviewUrl(c.env);
  if (!google) return apiError(c, 404, "not_found", "The Google review link is not set up.");
  await recordGoogleClick(c.var.db, c.req.param("token"));
  return c.redirect(google, 302);
});
