import { and, desc, eq, getTableColumns, gte, inArray, lte, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { HIDE_REASONS, type HideReason, LOW_RATING_MAX, type ReviewStatus } from "../../contracts/reviews";
import { auditInsert } from "../admin/audit";
import { leads, reviewRequests, reviews } from "../db/schema";
import { canonicalLandingSpecs } from "../landing/catalogue";
import { localities } from "../landing/localities";
import { localDate } from "../schedule/calendar";

/**
 * The office's side of reviews: the Reviews screen's list, publishing, hiding for a stated reason
 * only, and public replies. Every change is recorded in the lead's history.
 */

export type ReviewFilter = "all" | "new" | "low";

/**
 * The Reviews screen's list, each review with its homeowner's full name and contact (the office
 * calls a low rating the same day, from the card).
 */
export async function listReviews(db: DrizzleD1Database, filter: ReviewFilter) {
  const where = filter === "new" ? eq(reviews.status, "new") : filter === "low" ? lte(reviews.rating, LOW_RATING_MAX) : undefined;
  return (
    db
      .select({ ...getTableColumns(reviews), homeowner: leads.name, phone: leads.phone, email: leads.email })
      .from(reviews)
      .innerJoin(leads, eq(leads.id, reviews.leadId))
      .where(where)
      // New reviews first (the office has not looked yet), then newest first.
      .orderBy(sql`(${reviews.status} = 'new') desc`, desc(reviews.createdAt))
      .limit(200)
  );
}

export type ModerationAction = { action: "publish" } | { action: "hide"; reason: string } | { action: "reply"; reply: string };

export type ModerationOutcome =
  | { kind: "done"; review: typeof reviews.$inferSelect }
  | { kind: "refused"; status: 400 | 404 | 409; message: string };

export const HIDE_REASON_MESSAGE = `Choose why it is kept off the site: ${HIDE_REASONS.join(", ")}`;

/**
 * One change by the office. Publishing needs the homeowner's consent; hiding needs one of the
 * fixed reasons (never the rating); a reply is public with the review.
 */
export async function moderateReview(
  db: DrizzleD1Database,
  id: string,
  change: ModerationAction,
  actor: string,
  now = new Date(),
): Promise<ModerationOutcome> {
  const [review] = await db.select().from(reviews).where(eq(reviews.id, id)).limit(1);
  if (!review) return { kind: "refused", status: 404, message: "No such review." };
  const at = now.toISOString();
  let set: Partial<typeof reviews.$inferSelect>;
  let detail: Record<string, unknown>;
  if (change.action === "publish") {
    if (!review.showOnSite) return { kind: "refused", status: 409, message: "The homeowner did not agree to this review being shown." };
    if (review.status === "published") return { kind: "refused", status: 409, message: "This review is already published." };
    set = { status: "published", hiddenReason: null, publishedAt: review.publishedAt ?? at };
    detail = { reviewId: id, from: review.status, to: "published" };
  } else if (change.action === "hide") {
    if (!HIDE_REASONS.includes(change.reason as HideReason)) return { kind: "refused", status: 400, message: HIDE_REASON_MESSAGE };
    if (review.status === "private")
      return { kind: "refused", status: 409, message: "The homeowner kept this review private: it is never shown." };
    set = { status: "hidden", hiddenReason: change.reason as HideReason };
    detail = { reviewId: id, from: review.status, to: "hidden", reason: change.reason };
  } else {
    const reply = change.reply.trim();
    set = { reply: reply || null, repliedAt: reply ? at : null };
    detail = { reviewId: id, reply };
  }
  await db.batch([
    db.update(reviews).set(set).where(eq(reviews.id, id)),
    auditInsert(db, { actor, action: `review.${change.action}`, subjectType: "lead", subjectId: review.leadId, detail }),
  ]);
  return { kind: "done", review: { ...review, ...set } };
}

/** The pages a review shows on once published: the home page and the town pages of its county (or its town). */
export function pagesShowing(review: { town: string; state: string; county: string }): string[] {
  const towns = [...localities.values()]
    .filter((town) => town.state === review.state && (town.name === review.town || (review.county && town.county === review.county)))
    .map((town) => town.slug);
  return [
    "/",
    "/roofing",
    "/siding",
    "/windows",
    ...canonicalLandingSpecs.filter((spec) => towns.includes(spec.locality)).map((spec) => spec.path),
  ];
}

/** The review and request of a lead, for its page in the admin. */
export async function jobReview(db: DrizzleD1Database, leadId: string) {
  const [request] = await db.select().from(reviewRequests).where(eq(reviewRequests.leadId, leadId)).limit(1);
  const [review] = request ? await db.select().from(reviews).where(eq(reviews.requestId, request.id)).limit(1) : [];
  return { request: request ?? null, review: review ?? null };
}

/** The statuses counted as "received" by the stats. */
const RECEIVED: readonly ReviewStatus[] = ["new", "published", "hidden", "private"];

/** Requests sent, opened, reviews received, their average and Google clicks, by month of the request (New York), newest first. */
export async function reviewStats(db: DrizzleD1Database, now = new Date()) {
  // The company's months, which SQLite cannot tell from UTC instants: the rows of the last two
  // years (a day's margin either side of New York's offset), counted here.
  const since = new Date(Date.UTC(now.getUTCFullYear() - 2, now.getUTCMonth(), 1) - 86_400_000).toISOString();
  const rows = await db
    .select({
      createdAt: reviewRequests.createdAt,
      sent: reviewRequests.sentAt,
      opened: reviewRequests.openedAt,
      received: reviewRequests.reviewedAt,
      googleClicked: reviewRequests.googleClickedAt,
      rating: reviews.rating,
    })
    .from(reviewRequests)
    .leftJoin(reviews, and(eq(reviews.requestId, reviewRequests.id), inArray(reviews.status, [...RECEIVED])))
    .where(gte(reviewRequests.createdAt, since));
  const months = new Map<string, { sent: number; opened: number; received: number; googleClicks: number; ratings: number[] }>();
  for (const row of rows) {
    const month = localDate(new Date(row.createdAt)).slice(0, 7);
    const counts = months.get(month) ?? { sent: 0, opened: 0, received: 0, googleClicks: 0, ratings: [] };
    if (row.sent) counts.sent++;
    if (row.opened) counts.opened++;
    if (row.received) counts.received++;
    if (row.googleClicked) counts.googleClicks++;
    if (row.rating !== null) counts.ratings.push(row.rating);
    months.set(month, counts);
  }
  return [...months]
    .sort(([a], [b]) => b.localeCompare(a))
    .slice(0, 24)
    .map(([month, { ratings, ...counts }]) => ({
      month,
      ...counts,
      averageRating:
        ratings.length === 0 ? null : Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10,
    }));
}
