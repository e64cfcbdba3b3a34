import { and, count, desc, eq, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import {
  type ChannelName,
  type DeliveryChannel,
  type DeliveryLogEntry,
  type DeliveryState,
  UNDELIVERED_STATES,
} from "../../contracts/admin";
import { chunked } from "../db/chunks";
import { appointmentNotices, deliveries, leads } from "../db/schema";
import type { LeadNotification } from "../leads/notify";
import { auditInsert } from "./audit";

/**
 * The delivery log: one row per lead and channel (and appointment notice), as its latest attempt
 * left it (attempts count up on the same channel, so the latest row carries the count).
 */

export { DELIVERY_STATES } from "../../contracts/admin";

/** Only the latest attempt of each lead and channel, and of each appointment notice. */
const latestAttempt = sql`${deliveries.id} = (select max(d2.id) from deliveries d2 where d2.lead_id = ${deliveries.leadId} and d2.channel = ${deliveries.channel} and d2.notice_id is ${deliveries.noticeId})`;

export async function deliveryLog(
  db: DrizzleD1Database,
  filter: { status?: DeliveryState; leadId?: string; before?: number; limit?: number } = {},
): Promise<{ entries: DeliveryLogEntry[]; next: number | null }> {
  const limit = Math.min(Math.max(filter.limit ?? 50, 1), 500);
  const conditions: SQL[] = [latestAttempt];
  if (filter.status) conditions.push(eq(deliveries.status, filter.status));
  if (filter.leadId) conditions.push(eq(deliveries.leadId, filter.leadId));
  if (filter.before) conditions.push(lt(deliveries.id, filter.before));
  const rows = await db
    .select({
      id: deliveries.id,
      leadId: deliveries.leadId,
      leadName: leads.name,
      channel: deliveries.channel,
      noticeId: deliveries.noticeId,
      notice: appointmentNotices.event,
      attempts: deliveries.attempt,
      status: deliveries.status,
      lastError: deliveries.error,
      lastAttemptAt: deliveries.createdAt,
    })
    .from(deliveries)
    .innerJoin(leads, eq(leads.id, deliveries.leadId))
    .leftJoin(appointmentNotices, eq(appointmentNotices.id, deliveries.noticeId))
    .where(and(...conditions))
    .orderBy(desc(deliveries.id))
    .limit(limit + 1);
  const entries = rows.slice(0, limit);
  return { entries, next: rows.length > limit ? (entries.at(-1)?.id ?? null) : null };
}

/** Lead and channel pairs whose delivery gave up and has not succeeded since. */
export async function failedDeliveryCount(db: DrizzleD1Database): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(deliveries)
    .where(and(eq(deliveries.status, "failed"), latestAttempt));
  return row?.count ?? 0;
}

export interface RetryTarget {
  leadId: string;
  channel: DeliveryChannel;
  /** An appointment notice's delivery; null for the lead's own notification. */
  noticeId: number | null;
}

/**
 * Puts failed deliveries back on the notification queue (only the named channel of each
 * lead), marks the leads queued and records who asked, in one batch after the queue took
 * the messages. The consumer then attempts them with a fresh retry budget.
 */
export async function retryDeliveries(
  db: DrizzleD1Database,
  queue: Queue,
  targets: readonly RetryTarget[],
  actor: string,
): Promise<number> {
  if (targets.length === 0) return 0;
  const byLead = new Map<string, ChannelName[]>();
  const notices: { leadId: string; noticeId: number }[] = [];
  for (const { leadId, channel, noticeId } of targets) {
    if (noticeId !== null) notices.push({ leadId, noticeId });
    else if (channel !== "homeowner") byLead.set(leadId, [...(byLead.get(leadId) ?? []), channel]);
  }
  const messages = [
    ...[...byLead].map(([leadId, channels]) => ({ body: { leadId, channels } satisfies LeadNotification, contentType: "json" as const })),
    ...notices.map((body) => ({ body: body satisfies LeadNotification, contentType: "json" as const })),
  ];
  // The queue takes at most 100 messages per call.
  for (let i = 0; i < messages.length; i += 100) await queue.sendBatch(messages.slice(i, i + 100));
  const at = new Date().toISOString();
  const leadIds = [...byLead.keys()];
  const [first, ...rest] = [
    ...chunked(leadIds, (run) => db.update(leads).set({ notifyState: "queued", notifyQueuedAt: at }).where(inArray(leads.id, run))),
    ...chunked(
      notices.map((n) => n.noticeId),
      (run) => db.update(appointmentNotices).set({ state: "queued" }).where(inArray(appointmentNotices.id, run)),
    ),
    ...targets.map((target) =>
      auditInsert(db, {
        actor,
        action: "delivery.retry",
        subjectType: "lead",
        subjectId: target.leadId,
        detail: target.noticeId === null ? { channel: target.channel } : { channel: target.channel, noticeId: target.noticeId },
      }),
    ),
  ];
  await db.batch([first!, ...rest]);
  return targets.length;
}

/** Every failed lead and channel pair (for "retry all"), at most `limit`. */
export async function failedTargets(db: DrizzleD1Database, limit = 1000): Promise<RetryTarget[]> {
  const rows = await db
    .select({ leadId: deliveries.leadId, channel: deliveries.channel, noticeId: deliveries.noticeId })
    .from(deliveries)
    .where(and(eq(deliveries.status, "failed"), latestAttempt))
    .orderBy(desc(deliveries.id))
    .limit(limit);
  return rows;
}

/**
 * Sends a lead that has reached nobody again, on every channel, whatever state it was left in
 * (pending, queued, retrying, failed, undelivered). Returns false when the lead is delivered,
 * acknowledged or unknown.
 */
export async function resendLead(db: DrizzleD1Database, queue: Queue, leadId: string, actor: string): Promise<boolean> {
  const [lead] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.id, leadId), inArray(leads.notifyState, [...UNDELIVERED_STATES])));
  if (!lead) return false;
  await queue.send({ leadId } satisfies LeadNotification, { contentType: "json" });
  await db.batch([
    db.update(leads).set({ notifyState: "queued", notifyQueuedAt: new Date().toISOString() }).where(eq(leads.id, leadId)),
    auditInsert(db, { actor, action: "delivery.resend", subjectType: "lead", subjectId: leadId, detail: {} }),
  ]);
  return true;
}

/**
 * The office has dealt with a lead that failed or reached nobody (called the homeowner, say): it
 * stops raising the alarm and is no longer sent again. Returns false unless it was failed or undelivered.
 */
export async function acknowledgeLead(db: DrizzleD1Database, leadId: string, actor: string): Promise<boolean> {
  const [changed] = await db.batch([
    db
      .update(leads)
      .set({ notifyState: "acknowledged" })
      .where(and(eq(leads.id, leadId), inArray(leads.notifyState, ["failed", "undelivered"])))
      .returning({ id: leads.id }),
  ]);
  if (changed.length === 0) return false;
  await auditInsert(db, { actor, action: "delivery.acknowledge", subjectType: "lead", subjectId: leadId, detail: {} });
  return true;
}
