import { and, count, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { ChannelName } from "../../contracts/admin";
import { businessIdentity, siteConfig } from "../config";
import { database } from "../db/client";
import { KEY_TTL_MS } from "../db/idempotency";
import { deliveries, idempotencyKeys, leads } from "../db/schema";
import type { Env } from "../env";
import { alertNewFailureStreaks, raiseAlert } from "../operations/alerts";
import { latestDeliveryId } from "../operations/health";
import { errorSummary, logEvent } from "../operations/log";
import { deliverNotice, markNoticeFailed, noticeSetup } from "../schedule/notices";
import { type Channel, type ChannelConfig, configuredChannels } from "./channels";
import { smsConfig } from "./sms";
import { readLead } from "./transcript";

type Deliver = (message: LeadNotification, final: boolean) => Promise<"done" | "retry" | "gone">;

/**
 * Lead notifications: every new lead becomes one queue message; the consumer delivers it on
 * each configured channel, records every attempt, retries with backoff and, after the last
 * retry, lets the message go to the dead-letter queue with the delivery marked failed.
 */

export interface LeadNotification {
  leadId: string;
  /** Only these channels (an admin retry); all configured channels when absent. */
  channels?: ChannelName[];
  /** An appointment notice of this lead instead of the lead itself (worker/schedule/notices.ts). */
  noticeId?: number;
}

/** Must match max_retries of the lead-notifications consumer in wrangler.toml. */
export const MAX_RETRIES = 5;
/** Delay before retry n (1-based): 10 s, 30 s, 1 min, 2 min, 5 min. */
export const RETRY_DELAYS_S = [10, 30, 60, 120, 300] as const;

function retryDelay(attempt: number): number {
  return RETRY_DELAYS_S[Math.min(attempt, RETRY_DELAYS_S.length) - 1] ?? RETRY_DELAYS_S[0];
}

export function channelConfig(env: Env): ChannelConfig {
  const site = siteConfig(env);
  const from = env.LEAD_EMAIL_FROM?.trim();
  const url = env.LEAD_WEBHOOK_URL?.trim();
  const secret = env.LEAD_WEBHOOK_SECRET?.trim();
  if (url && !secret)
    logEvent(
      "config.warning",
      { message: "Lead webhook: LEAD_WEBHOOK_URL is set but LEAD_WEBHOOK_SECRET is not; the webhook is off" },
      "warn",
    );
  return {
    siteUrl: site.siteUrl,
    identity: businessIdentity(env),
    email: env.LEAD_EMAIL && from ? { binding: env.LEAD_EMAIL, from, to: env.LEAD_EMAIL_TO?.trim() || site.email } : null,
    webhook: url && secret ? { url, secret } : null,
    sms: smsConfig(env),
  };
}

/** Puts the lead's notification on the queue and marks it queued. Never throws: the sweep retries. */
export async function enqueueNotification(db: DrizzleD1Database, queue: Queue, leadId: string): Promise<boolean> {
  try {
    await queue.send({ leadId } satisfies LeadNotification, { contentType: "json" });
    await db
      .update(leads)
      .set({ notifyState: "queued", notifyQueuedAt: new Date().toISOString() })
      .where(and(eq(leads.id, leadId), eq(leads.notifyState, "pending")));
    return true;
  } catch (error) {
    logEvent("lead.queue_failed", { leadId, error: errorSummary(error) }, "error");
    return false;
  }
}

/** Leads still pending this long after arrival are queued by the cron sweep. */
const SWEEP_AFTER_MS = 30_000;

/**
 * The cron's work: queue notifications that never left (the queue was unreachable when
 * the lead arrived) and forget idempotency keys older than a day.
 */
export async function sweep(db: DrizzleD1Database, queue: Queue, now = new Date()): Promise<{ queued: number }> {
  const cutoff = new Date(now.getTime() - SWEEP_AFTER_MS).toISOString();
  const stragglers = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.notifyState, "pending"), lt(leads.createdAt, cutoff)))
    .orderBy(leads.createdAt)
    .limit(100);
  if (stragglers.length > 0) {
    await queue.sendBatch(stragglers.map(({ id }) => ({ body: { leadId: id } satisfies LeadNotification, contentType: "json" as const })));
    await db
      .update(leads)
      .set({ notifyState: "queued", notifyQueuedAt: now.toISOString() })
      .where(
        and(
          inArray(
            leads.id,
            stragglers.map((s) => s.id),
          ),
          eq(leads.notifyState, "pending"),
        ),
      );
  }
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEY_TTL_MS).toISOString()));
  return { queued: stragglers.length };
}

/** Per channel: how many attempts so far, and whether one of them delivered. */
async function deliveryHistory(db: DrizzleD1Database, leadId: string): Promise<Map<string, { attempts: number; sent: boolean }>> {
  const rows = await db
    .select({ channel: deliveries.channel, attempts: count(), sent: sql<number>`sum(${deliveries.status} = 'sent')` })
    .from(deliveries)
    .where(and(eq(deliveries.leadId, leadId), isNull(deliveries.noticeId)))
    .groupBy(deliveries.channel);
  return new Map(rows.map((r) => [r.channel, { attempts: r.attempts, sent: r.sent > 0 }]));
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

/**
 * Delivers one message on the channels that have not delivered yet. Returns whether every
 * channel is done; the caller acks or retries the message.
 */
export async function deliverNotification(
  db: DrizzleD1Database,
  channels: Channel[],
  message: LeadNotification,
  final: boolean,
): Promise<"done" | "retry" | "gone"> {
  const [row] = await db.select().from(leads).where(eq(leads.id, message.leadId)).limit(1);
  if (!row) return "gone";
  const lead = readLead(row);
  const wanted = (message.channels ? channels.filter((c) => message.channels?.includes(c.name)) : channels).filter(
    (c) => c.appliesTo?.(lead) ?? true,
  );
  const history = await deliveryHistory(db, lead.id);
  // A channel may deliver otherwise, or not at all, for this lead (the SMS ceiling).
  const planned = await Promise.all(wanted.filter((c) => !history.get(c.name)?.sent).map((c) => (c.plan ? c.plan(db, lead) : c)));
  const pending = planned.filter((c): c is Channel => c !== null);
  const outcomes = await Promise.all(
    pending.map(async (channel) => {
      const attempt = (history.get(channel.name)?.attempts ?? 0) + 1;
      try {
        await channel.deliver(lead);
        return { channel: channel.name, attempt, status: "sent" as const, error: null };
      } catch (error) {
        return { channel: channel.name, attempt, status: final ? ("failed" as const) : ("retrying" as const), error: errorText(error) };
      }
    }),
  );
  if (outcomes.length > 0) await db.insert(deliveries).values(outcomes.map((o) => ({ leadId: lead.id, ...o })));
  for (const o of outcomes)
    logEvent(
      "delivery.attempt",
      { leadId: lead.id, channel: o.channel, attempt: o.attempt, outcome: o.status, error: o.error },
      o.error ? "warn" : "info",
    );
  const failed = outcomes.some((o) => o.status !== "sent");
  await db
    .update(leads)
    .set({ notifyState: failed ? (final ? "failed" : "retrying") : "delivered" })
    .where(eq(leads.id, lead.id));
  return failed ? "retry" : "done";
}

/** The queue consumer for lead-notifications. */
export async function handleNotificationBatch(batch: MessageBatch<LeadNotification>, env: Env, fetcher: typeof fetch = fetch) {
  const db = database(env.DB);
  const config = channelConfig(env);
  const channels = configuredChannels(config, fetcher);
  const notices = noticeSetup(env);
  const deliver: Deliver = (body, final) =>
    body.noticeId === undefined ? deliverNotification(db, channels, body, final) : deliverNotice(db, notices, body.noticeId, final);
  const mark = await latestDeliveryId(db);
  // Messages are handled side by side: one receiver that hangs until its timeout must not
  // hold up the other leads of the batch.
  await Promise.all(batch.messages.map((message) => handleNotification(deliver, message)));
  // A channel that has just failed several times in a row is reported through the other one.
  await alertNewFailureStreaks(db, config, mark, fetcher).catch((error: unknown) =>
    logEvent("alert.failed", { kind: "channel_failing", error: errorSummary(error) }, "error"),
  );
}

/** One message: deliver, then ack it, or ask the queue to bring it back after the backoff. */
async function handleNotification(deliver: Deliver, message: Message<LeadNotification>) {
  const final = message.attempts > MAX_RETRIES;
  try {
    const outcome = await deliver(message.body, final);
    if (outcome === "retry") {
      // On the final attempt a retry hands the message to the dead-letter queue.
      if (final) message.retry();
      else message.retry({ delaySeconds: retryDelay(message.attempts) });
    } else {
      if (outcome === "gone") logEvent("delivery.gone", { leadId: message.body.leadId }, "warn");
      message.ack();
    }
  } catch (error) {
    logEvent("delivery.error", { leadId: message.body.leadId, attempt: message.attempts, error: errorSummary(error) }, "error");
    if (final) message.retry();
    else message.retry({ delaySeconds: retryDelay(message.attempts) });
  }
}

/**
 * The dead-letter consumer: the deliveries are already marked failed; make sure the lead says
 * so, and alert the contractor through the channels that did not fail.
 */
export async function handleDeadLetters(batch: MessageBatch<LeadNotification>, env: Env, fetcher: typeof fetch = fetch) {
  const db = database(env.DB);
  const config = channelConfig(env);
  for (const message of batch.messages) {
    const { leadId, noticeId } = message.body;
    if (noticeId !== undefined) {
      // A homeowner's appointment e-mail: the office sees it failed in /admin/delivery.
      logEvent("delivery.dead_letter", { leadId, noticeId }, "error");
      await markNoticeFailed(db, noticeId);
      message.ack();
      continue;
    }
    await db
      .update(leads)
      .set({ notifyState: "failed" })
      .where(and(eq(leads.id, leadId), sql`${leads.notifyState} <> 'delivered'`));
    const failed = await failedChannels(db, leadId);
    logEvent("delivery.dead_letter", { leadId, channels: failed }, "error");
    await raiseAlert(config, failed, { kind: "dead_letter", leadId, channels: failed }, fetcher);
    message.ack();
  }
}

/** The channels on which the lead's latest attempt failed (none recorded: every configured channel). */
async function failedChannels(db: DrizzleD1Database, leadId: string): Promise<ChannelName[]> {
  const history = await deliveryHistory(db, leadId);
  return [...history].filter(([, channel]) => !channel.sent).map(([name]) => name as ChannelName);
}
