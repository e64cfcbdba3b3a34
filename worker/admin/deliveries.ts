import { and, count, desc, eq, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { ChannelName, DeliveryLogEntry, DeliveryState } from "../../client/lib/contracts/admin";
import { inChunks } from "../db/chunks";
import { deliveries, leads } from "../db/schema";
import type { LeadNotification } from "../leads/notify";
import { auditInsert } from "./audit";

/**
 * The delivery log: one row per lead and channel, as its latest attempt left it (attempts
 * count up on the same channel, so the latest row carries the count).
 */

export { DELIVERY_STATES } from "../../client/lib/contracts/admin";

/** Only the latest attempt of each lead and channel. */
const latestAttempt = sql`${deliveries.id} = (select max(d2.id) from deliveries d2 where d2.lead_id = ${deliveries.leadId} and d2.channel = ${deliveries.channel})`;

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
      attempts: deliveries.attempt,
      status: deliveries.status,
      lastError: deliveries.error,
      lastAttemptAt: deliveries.createdAt,
    })
    .from(deliveries)
    .innerJoin(leads, eq(leads.id, deliveries.leadId))
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
  channel: ChannelName;
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
  for (const { leadId, channel } of targets) byLead.set(leadId, [...(byLead.get(leadId) ?? []), channel]);
  const messages = [...byLead].map(([leadId, channels]) => ({
    body: { leadId, channels } satisfies LeadNotification,
    contentType: "json" as const,
  }));
  // The queue takes at most 100 messages per call.
  for (let i = 0; i < messages.length; i += 100) await queue.sendBatch(messages.slice(i, i + 100));
  const at = new Date().toISOString();
  const leadIds = [...byLead.keys()];
  const [first, ...rest] = [
    ...inChunks(leadIds).map((ids) => db.update(leads).set({ notifyState: "queued", notifyQueuedAt: at }).where(inArray(leads.id, ids))),
    ...targets.map((target) =>
      auditInsert(db, {
        actor,
        action: "delivery.retry",
        subjectType: "lead",
        subjectId: target.leadId,
        detail: { channel: target.channel },
      }),
    ),
  ];
  await db.batch([first!, ...rest]);
  return targets.length;
}

/** Every failed lead and channel pair (for "retry all"), at most `limit`. */
export async function failedTargets(db: DrizzleD1Database, limit = 1000): Promise<RetryTarget[]> {
  const rows = await db
    .select({ leadId: deliveries.leadId, channel: deliveries.channel })
    .from(deliveries)
    .where(and(eq(deliveries.status, "failed"), latestAttempt))
    .orderBy(desc(deliveries.id))
    .limit(limit);
  return rows.map((row) => ({ leadId: row.leadId, channel: row.channel }));
}
