import { and, avg, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { reviewDisplayConsentText } from "../../content/consent";
import zipTowns from "../../content/zip-towns.json";
import type { ReviewSubmission } from "../../contracts/review-input";
import { displayName, type PublishedReview, type ReviewInvitation, type ReviewStatus, type SiteRating } from "../../contracts/reviews";
import type { CoreService } from "../../contracts/site-data";
import { appointments, leads, reviewOptOuts, reviewRequests, reviews } from "../db/schema";
import { localities } from "../landing/localities";
import { sha256Hex } from "../security/sha256";
import { contactHashes } from "./requests";

/**
 * The homeowner's side of a review request: the page behind the link, the review, the opt-out and
 * the Google link; and the published reviews the public pages show.
 */

type RequestRow = typeof reviewRequests.$inferSelect;

/** The request behind a link's token; null for any token that is not one (a guess, an erased person). */
async function requestOf(db: DrizzleD1Database, token: string): Promise<RequestRow | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .select()
    .from(reviewRequests)
    .where(eq(reviewRequests.tokenHash, await sha256Hex(token)))
    .limit(1);
  return row ?? null;
}

/** What /review/<token> shows; the first look is counted as "opened". Null for an unknown token. */
export async function findInvitation(
  db: DrizzleD1Database,
  token: string,
  google: string | null,
  now = new Date(),
): Promise<ReviewInvitation | null> {
  const request = await requestOf(db, token);
  if (!request) return null;
  const [lead] = await db.select({ name: leads.name, service: leads.service }).from(leads).where(eq(leads.id, request.leadId)).limit(1);
  if (!lead) return null;
  if (!request.openedAt)
    await db
      .update(reviewRequests)
      .set({ openedAt: now.toISOString() })
      .where(and(eq(reviewRequests.id, request.id), isNull(reviewRequests.openedAt)));
  return {
    firstName: lead.name.trim().split(/\s+/)[0] ?? "",
    service: lead.service,
    googleReviewUrl: google,
    state: request.reviewedAt ? "answered" : request.state === "opted_out" ? "opted_out" : "open",
  };
}

/**
 * The town of a job from its ZIP code: a town the site has pages for (with its county), else the
 * ZIP's post town (with the county of a town page of that name, so its county's pages show it).
 */
function townOf(zip: string | null): { town: string; state: string; county: string } {
  if (!zip) return { town: "", state: "", county: "" };
  for (const record of localities.values())
    if (record.zips.includes(zip)) return { town: record.name, state: record.state, county: record.county };
  const known = (zipTowns as Record<string, string>)[zip];
  if (!known) return { town: "", state: "", county: "" };
  const [town = "", state = ""] = known.split(", ");
  const named = [...localities.values()].find((record) => record.name === town && record.state === state);
  return { town, state, county: named?.county ?? "" };
}

/**
 * Where the job was: the lead's ZIP code, else its latest booking's (a lead that gave no address,
 * or one without a ZIP code, and then booked the visit with one).
 */
async function jobZip(db: DrizzleD1Database, leadId: string, leadZip: string | null): Promise<string | null> {
  if (leadZip) return leadZip;
  const [booked] = await db
    .select({ zip: appointments.zip })
    .from(appointments)
    .where(eq(appointments.leadId, leadId))
    .orderBy(desc(appointments.windowStart))
    .limit(1);
  return booked?.zip ?? null;
}

export type SubmitOutcome =
  | { kind: "received"; reviewId: string; leadId: string; rating: number; name: string; phone: string }
  | { kind: "unknown" }
  | { kind: "already" }
  | { kind: "opted_out" };

/**
 * Stores the homeowner's review: one per request (the unique request id refuses a second, even
 * two sent at once). Shown on the site only if they agreed (then it waits for the office: new),
 * otherwise private for good.
 */
export async function submitReview(
  db: DrizzleD1Database,
  token: string,
  review: ReviewSubmission,
  now = new Date(),
): Promise<SubmitOutcome> {
  const request = await requestOf(db, token);
  if (!request) return { kind: "unknown" };
  if (request.reviewedAt) return { kind: "already" };
  if (request.state === "opted_out") return { kind: "opted_out" };
  const [lead] = await db
    .select({ name: leads.name, phone: leads.phone, service: leads.service, zip: leads.zip })
    .from(leads)
    .where(eq(leads.id, request.leadId))
    .limit(1);
  if (!lead) return { kind: "unknown" };
  const place = townOf(await jobZip(db, request.leadId, lead.zip));
  const id = crypto.randomUUID();
  const at = now.toISOString();
  const [inserted] = await db
    .insert(reviews)
    .values({
      id,
      requestId: request.id,
      leadId: request.leadId,
      rating: review.rating,
      text: review.text,
      showOnSite: review.showOnSite,
      consentText: review.showOnSite ? reviewDisplayConsentText : `Not agreed: ${reviewDisplayConsentText}`,
      author: displayName(lead.name),
      ...place,
      service: lead.service,
      status: review.showOnSite ? "new" : "private",
      createdAt: at,
    })
    .onConflictDoNothing({ target: reviews.requestId })
    .returning({ id: reviews.id });
  if (!inserted) return { kind: "already" };
  await db.update(reviewRequests).set({ state: "reviewed", reviewedAt: at, token: null }).where(eq(reviewRequests.id, request.id));
  return { kind: "received", reviewId: id, leadId: request.leadId, rating: review.rating, name: lead.name, phone: lead.phone };
}

/** "Do not ask me again": this request stops (no reminder), and no later job asks this person either. */
export async function optOut(db: DrizzleD1Database, token: string, now = new Date()): Promise<boolean> {
  const request = await requestOf(db, token);
  if (!request) return false;
  const [lead] = await db
    .select({ email: leads.email, phoneE164: leads.phoneE164 })
    .from(leads)
    .where(eq(leads.id, request.leadId))
    .limit(1);
  const at = now.toISOString();
  const hashes = lead ? await contactHashes(lead) : [];
  await db.batch([
    db
      .update(reviewRequests)
      .set({ state: "opted_out", token: null })
      .where(and(eq(reviewRequests.id, request.id), isNull(reviewRequests.reviewedAt))),
    ...hashes.map((contactHash) => db.insert(reviewOptOuts).values({ contactHash, at }).onConflictDoNothing()),
  ]);
  return true;
}

/** The Google link was followed from the review page: counted once per request. */
export async function recordGoogleClick(db: DrizzleD1Database, token: string, now = new Date()): Promise<boolean> {
  const request = await requestOf(db, token);
  if (!request) return false;
  await db
    .update(reviewRequests)
    .set({ googleClickedAt: now.toISOString() })
    .where(and(eq(reviewRequests.id, request.id), isNull(reviewRequests.googleClickedAt)));
  return true;
}

const PUBLISHED_COLUMNS = {
  id: reviews.id,
  rating: reviews.rating,
  text: reviews.text,
  author: reviews.author,
  town: reviews.town,
  state: reviews.state,
  county: reviews.county,
  service: reviews.service,
  createdAt: reviews.createdAt,
  reply: reviews.reply,
};

function published(row: { [K in keyof typeof PUBLISHED_COLUMNS]: (typeof reviews.$inferSelect)[K] }): PublishedReview {
  return {
    id: row.id,
    rating: row.rating,
    text: row.text,
    author: row.author,
    location: row.town ? `${row.town}, ${row.state}` : "",
    service: row.service,
    date: row.createdAt.slice(0, 10),
    reply: row.reply,
  };
}

const SERVICE_STEMS: Record<CoreService, string> = { roofing: "roof", siding: "siding", windows: "window" };

/** Only what the homeowner agreed to show and the office published: the one filter every public read goes through. */
const isPublished = and(eq(reviews.status, "published"), eq(reviews.showOnSite, true))!;

/**
 * Published reviews, newest first; with a town, that town's first, then the rest of its county
 * (a town page shows only its own area's reviews).
 */
export async function publishedReviews(
  db: DrizzleD1Database,
  options: { limit: number; town?: { name: string; state: string; county: string }; service?: CoreService },
): Promise<PublishedReview[]> {
  const { town, service } = options;
  const where = and(
    isPublished,
    town
      ? sql`((${reviews.town} = ${town.name} and ${reviews.state} = ${town.state}) or (${reviews.county} = ${town.county} and ${reviews.state} = ${town.state}))`
      : undefined,
    // The job's service as the lead named it ("Roofing", "Window replacement"): its word's stem.
    service ? sql`lower(${reviews.service}) like ${`${SERVICE_STEMS[service]}%`}` : undefined,
  );
  const order = town ? [sql`(${reviews.town} = ${town.name}) desc`, desc(reviews.createdAt)] : [desc(reviews.createdAt)];
  const rows = await db
    .select(PUBLISHED_COLUMNS)
    .from(reviews)
    .where(where)
    .orderBy(...order)
    .limit(options.limit);
  return rows.map(published);
}

/** The reviews the rating counts: every one homeowners sent, except those removed for one of HIDE_REASONS. */
const COUNTED_STATUSES: readonly ReviewStatus[] = ["new", "published", "private"];

/**
 * The site's own rating: the average and count of every review not removed for a listed reason
 * (new, published and private alike, so publishing only the good ones cannot raise it); null
 * while there is none.
 */
export async function siteRating(db: DrizzleD1Database): Promise<SiteRating | null> {
  const [row] = await db
    .select({ value: avg(reviews.rating), count: count() })
    .from(reviews)
    .where(inArray(reviews.status, [...COUNTED_STATUSES]));
  const counted = row?.count ?? 0;
  return counted > 0 ? { value: Math.round(Number(row?.value ?? 0) * 10) / 10, count: counted } : null;
}
