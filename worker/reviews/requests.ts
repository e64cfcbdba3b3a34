import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { ReviewChannel, ReviewRequestState } from "../../contracts/reviews";
import { toBase64Url } from "../../contracts/text";
import { siteConfig } from "../config";
import { rowsInChunks } from "../db/chunks";
import { consents, leads, reviewOptOuts, reviewRequests } from "../db/schema";
import type { Env } from "../env";
import type { LeadNotification } from "../leads/notify";
import { sendText, smsConfig } from "../leads/sms";
import { wallClock } from "../schedule/calendar";
import { sha256Hex } from "../security/sha256";
import { planRequest } from "./consent";
import { reviewEmail, reviewText } from "./messages";

/**
 * Review requests (docs/decisions/044-reviews-real-reviews.md). A job marked completed gets one
 * row (unique per lead), then one message on the lead-notifications queue. The consumer claims
 * the row (queued -> sending, one UPDATE), sends, and marks it sent: a redelivered or duplicated
 * message finds nothing to claim and sends nothing. One reminder, the same way, a few days later
 * if no review came; never more.
 */

export type ReviewMessageKind = "ask" | "remind";

/** How review requests go out: the e-mail binding and sender, Twilio, the site's address, the Google link. */
export interface ReviewSetup {
  email: { binding: SendEmail; from: string } | null;
  sms: ReturnType<typeof smsConfig>;
  siteUrl: string;
}

export function reviewSetup(env: Env): ReviewSetup {
  const from = env.LEAD_EMAIL_FROM?.trim();
  return {
    email: env.LEAD_EMAIL && from ? { binding: env.LEAD_EMAIL, from } : null,
    sms: smsConfig(env),
    siteUrl: siteConfig(env).siteUrl,
  };
}

/** The business's Google review link (GOOGLE_REVIEW_URL), when it is an https address. */
export function googleReviewUrl(env: Pick<Env, "GOOGLE_REVIEW_URL">): string | null {
  const value = env.GOOGLE_REVIEW_URL?.trim() ?? "";
  return /^https:\/\/\S+$/.test(value) ? value : null;
}

/** Days after the request that the one reminder goes, when no review came (REVIEW_REMINDER_DAYS, default 4). */
export function reminderDays(env: Pick<Env, "REVIEW_REMINDER_DAYS">): number {
  const days = Number.parseInt(env.REVIEW_REMINDER_DAYS ?? "", 10);
  return Number.isInteger(days) && days >= 1 && days <= 30 ? days : 4;
}

const newReviewToken = () => toBase64Url(crypto.getRandomValues(new Uint8Array(32)));

/** The hashes a person's opt-out is kept under: the lower-cased e-mail and the phone number in E.164. */
export async function contactHashes(person: { email: string; phoneE164: string | null }): Promise<string[]> {
  const hashes = [];
  if (person.email.trim()) hashes.push(await sha256Hex(`email:${person.email.trim().toLowerCase()}`));
  if (person.phoneE164) hashes.push(await sha256Hex(`phone:${person.phoneE164}`));
  return hashes;
}

type LeadForRequest = Pick<typeof leads.$inferSelect, "id" | "email" | "phoneE164" | "contactPreference" | "consentText">;

/**
 * The request row for a job just completed, decided by the homeowner's consent and opt-out:
 * queued to be sent, or skipped with the reason. `requestInsert` makes its insert for a batch.
 */
export async function requestRow(db: DrizzleD1Database, setup: ReviewSetup, lead: LeadForRequest, now: Date) {
  const [marketing] = await db
    .select({ agreed: consents.agreed })
    .from(consents)
    // A booking's after-the-job statement, or its marketing one, covers a review request by phone, text or e-mail.
    .where(and(eq(consents.leadId, lead.id), inArray(consents.purpose, ["marketing", "after_job"]), eq(consents.agreed, true)))
    .limit(1);
  const hashes = await contactHashes(lead);
  const optedOut =
    (
      await rowsInChunks(hashes, (run) =>
        db.select({ at: reviewOptOuts.at }).from(reviewOptOuts).where(inArray(reviewOptOuts.contactHash, run)).limit(1),
      )
    ).length > 0;
  const plan = planRequest({
    ...lead,
    marketingAgreed: Boolean(marketing),
    optedOut,
    smsAvailable: setup.sms !== null,
    emailAvailable: setup.email !== null,
  });
  const token = newReviewToken();
  const at = now.toISOString();
  const row =
    "send" in plan
      ? { state: "queued" as const, channel: plan.send, skipReason: null, token, queuedAt: at }
      : { state: "skipped" as const, channel: null, skipReason: plan.skip, token: null, queuedAt: null };
  return { id: crypto.randomUUID(), leadId: lead.id, tokenHash: await sha256Hex(token), createdAt: at, ...row };
}

/** The insert of a request row (ON CONFLICT DO NOTHING: a job completed twice, or at once twice, asks once). */
export function requestInsert(db: DrizzleD1Database, row: typeof reviewRequests.$inferInsert) {
  return db.insert(reviewRequests).values(row).onConflictDoNothing({ target: reviewRequests.leadId });
}

/** Puts review messages on the queue. Never throws: the sweep sends what did not leave. */
export async function queueReviewMessages(queue: Queue, leadIds: string[], kind: ReviewMessageKind): Promise<void> {
  try {
    // A queue takes at most 100 messages per call.
    for (let i = 0; i < leadIds.length; i += 100) {
      const chunk = leadIds.slice(i, i + 100);
      await queue.sendBatch(
        chunk.map((leadId) => ({ body: { leadId, review: kind } satisfies LeadNotification, contentType: "json" as const })),
      );
    }
  } catch {
    // The sweep finds the rows still queued and queues them again.
  }
}

const CLAIM: Record<ReviewMessageKind, { from: ReviewRequestState; during: ReviewRequestState; done: ReviewRequestState }> = {
  ask: { from: "queued", during: "sending", done: "sent" },
  remind: { from: "remind_queued", during: "reminding", done: "reminded" },
};

/**
 * Sends one review message unless another delivery of it already did (or is doing so): the claim
 * is one UPDATE from the queued state, so of two deliveries of the same message only one sends.
 */
export async function deliverReviewRequest(
  db: DrizzleD1Database,
  setup: ReviewSetup,
  leadId: string,
  kind: ReviewMessageKind,
  final: boolean,
  fetcher: typeof fetch = fetch,
  now = new Date(),
): Promise<"done" | "retry" | "gone"> {
  const step = CLAIM[kind];
  const [claimed] = await db
    .update(reviewRequests)
    .set({ state: step.during, attempts: sql`${reviewRequests.attempts} + 1`, queuedAt: now.toISOString() })
    .where(and(eq(reviewRequests.leadId, leadId), eq(reviewRequests.state, step.from)))
    .returning();
  if (!claimed) return "done";
  const [lead] = await db
    .select({ name: leads.name, email: leads.email, phoneE164: leads.phoneE164, service: leads.service })
    .from(leads)
    .where(eq(leads.id, leadId))
    .limit(1);
  if (!lead || !claimed.token || !claimed.channel) {
    await db.update(reviewRequests).set({ state: "failed", error: "nothing to send" }).where(eq(reviewRequests.id, claimed.id));
    return "gone";
  }
  const words = {
    firstName: lead.name.trim().split(/\s+/)[0] ?? "",
    service: lead.service,
    link: `${setup.siteUrl}/review/${claimed.token}`,
    reminder: kind === "remind",
  };
  try {
    await send(setup, claimed.channel, lead, words, fetcher);
  } catch (error) {
    const message = (error instanceof Error ? error.name : "Error").slice(0, 100);
    await db
      .update(reviewRequests)
      .set({ state: final ? "failed" : step.from, error: message })
      .where(eq(reviewRequests.id, claimed.id));
    return "retry";
  }
  const at = now.toISOString();
  await db
    .update(reviewRequests)
    .set(kind === "ask" ? { state: step.done, sentAt: at, error: null } : { state: step.done, remindedAt: at, token: null, error: null })
    .where(and(eq(reviewRequests.id, claimed.id), eq(reviewRequests.state, step.during)));
  return "done";
}

async function send(
  setup: ReviewSetup,
  channel: ReviewChannel,
  lead: { email: string; phoneE164: string | null },
  words: Parameters<typeof reviewEmail>[0],
  fetcher: typeof fetch,
) {
  if (channel === "email") {
    if (!setup.email) throw new Error("e-mail is not configured");
    await setup.email.binding.send({ from: setup.email.from, to: lead.email, ...reviewEmail(words) });
    return;
  }
  if (!setup.sms || !lead.phoneE164) throw new Error("text messages are not configured");
  await sendText(setup.sms, lead.phoneE164, reviewText(words), fetcher);
}

/** A review message that went to the dead-letter queue: the request is marked failed (the office sees it on the lead). */
export async function markReviewRequestFailed(db: DrizzleD1Database, leadId: string): Promise<void> {
  await db
    .update(reviewRequests)
    .set({ state: "failed" })
    .where(and(eq(reviewRequests.leadId, leadId), inArray(reviewRequests.state, ["queued", "sending", "remind_queued", "reminding"])));
}

/** Claims whose message was lost (an outage) are queued again after this long. */
const STUCK_AFTER_MS = 20 * 60_000;
/** Reminders go out between these hours, New York time: nobody is texted at night. */
const REMINDER_HOURS = { from: "09:00", to: "19:00" } as const;

/**
 * The every-minute cron's part: requests whose message was lost are queued again, and the one
 * reminder goes to those asked `days` ago who have not answered (in the daytime only).
 */
export async function sweepReviewRequests(db: DrizzleD1Database, queue: Queue, days: number, now = new Date()): Promise<number> {
  const stuck = new Date(now.getTime() - STUCK_AFTER_MS).toISOString();
  const lost = await db
    .update(reviewRequests)
    .set({
      state: sql`case when ${reviewRequests.state} in ('sending', 'queued') then 'queued' else 'remind_queued' end`,
      queuedAt: now.toISOString(),
    })
    .where(and(inArray(reviewRequests.state, ["queued", "sending", "remind_queued", "reminding"]), lt(reviewRequests.queuedAt, stuck)))
    .returning({ leadId: reviewRequests.leadId, state: reviewRequests.state });
  const clock = wallClock(now).slice(11, 16);
  const daytime = clock >= REMINDER_HOURS.from && clock < REMINDER_HOURS.to;
  const due = daytime
    ? await db
        .update(reviewRequests)
        .set({ state: "remind_queued", queuedAt: now.toISOString() })
        .where(and(eq(reviewRequests.state, "sent"), lt(reviewRequests.sentAt, new Date(now.getTime() - days * 86_400_000).toISOString())))
        .returning({ leadId: reviewRequests.leadId })
    : [];
  await queueReviewMessages(
    queue,
    lost.filter((row) => row.state === "queued").map((row) => row.leadId),
    "ask",
  );
  await queueReviewMessages(
    queue,
    [...lost.filter((row) => row.state === "remind_queued"), ...due].map((row) => row.leadId),
    "remind",
  );
  return lost.length + due.length;
}
