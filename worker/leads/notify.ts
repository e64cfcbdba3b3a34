import { and, count, eq, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { type ChannelName, UNDELIVERED_STATES } from "../../contracts/admin";
import { businessIdentity, siteConfig } from "../config";
import { chunked } from "../db/chunks";
import { database } from "../db/client";
import { KEY_TTL_MS } from "../db/idempotency";
import { deliveries, idempotencyKeys, leads } from "../db/schema";
import type { Env } from "../env";
import { alertNewFailureStreaks, raiseAlert } from "../operations/alerts";
import { latestDeliveryId } from "../operations/health";
import { errorSummary, logEvent } from "../operations/log";
import { deliverReviewRequest, markReviewRequestFailed, type ReviewMessageKind, reviewSetup } from "../reviews/requests";
import { deliverNotice, markNoticeFailed, noticeSetup } from "../schedule/notices";
import { deliverAcknowledgement } from "./acknowledge";
import { deliverAssignment } from "./assignment";
import { type Channel, type ChannelConfig, configuredChannels } from "./channels";
import { smsConfig } from "./sms";
import { readLead } from "./transcript";

/** What one message came to: done, to be retried, its lead gone, or its lead reached nobody (no working channel). */
type Outcome = "done" | "retry" | "gone" | "unreached";
type Deliver = (message: LeadNotification, final: boolean) => Promise<Outcome>;

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
  /** The lead's review request or its reminder instead (worker/reviews/requests.ts). */
  review?: ReviewMessageKind;
  /** The homeowner's acknowledgement of this lead instead of the lead itself (worker/leads/acknowledge.ts). */
  acknowledge?: true;
  /** Tell this team member that the lead was assigned to them (worker/leads/assignment.ts). */
  assigned?: string;
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
  return {
    siteUrl: site.siteUrl,
    identity: businessIdentity(env),
    email: env.LEAD_EMAIL && from ? { binding: env.LEAD_EMAIL, from, to: env.LEAD_EMAIL_TO?.trim() || site.email } : null,
    webhook: url && secret ? { url, secret } : null,
    sms: smsConfig(env),
  };
}

/** A channel that is half set up: it cannot deliver, and every attempt fails with `misconfigured` as its reason. */
interface MisconfiguredChannel extends Channel {
  misconfigured: string;
}

/**
 * The channels whose settings are begun but not complete: a webhook without its secret, text
 * messages without Twilio's three secrets or without anyone to text. Such a channel is not quietly
 * off: it fails every attempt, so the lead is not marked delivered and the alarm goes up.
 */
function misconfiguredChannels(env: Env): MisconfiguredChannel[] {
  const broken = (name: ChannelName, misconfigured: string): MisconfiguredChannel => ({
    name,
    misconfigured,
    deliver: async () => {
      throw new Error(misconfigured);
    },
  });
  const found: MisconfiguredChannel[] = [];
  if (env.LEAD_WEBHOOK_URL?.trim() && !env.LEAD_WEBHOOK_SECRET?.trim())
    found.push(broken("webhook", "LEAD_WEBHOOK_URL is set but the LEAD_WEBHOOK_SECRET secret is not: the webhook cannot sign leads"));
  const twilio = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM_NUMBER].filter((value) => value?.trim()).length;
  const recipients = Boolean(env.OFFICE_SMS_TO?.trim() || env.ON_CALL_SMS_TO?.trim());
  if (!smsConfig(env) && (twilio > 0 || recipients))
    found.push(
      broken(
        "sms",
        twilio < 3
          ? "text messages are half set up: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER must all be set"
          : "text messages have nobody to text: set OFFICE_SMS_TO or ON_CALL_SMS_TO to valid numbers",
      ),
    );
  return found;
}

/** Every lead channel of this deployment: the configured ones and the half-configured ones (which fail). */
function leadChannels(env: Env, fetcher: typeof fetch = fetch): Channel[] {
  return [...configuredChannels(channelConfig(env), fetcher), ...misconfiguredChannels(env)];
}

/** The names of every lead channel of this deployment, for health and the admin banner. */
export function leadChannelNames(env: Env): ChannelName[] {
  return leadChannels(env).map((channel) => channel.name);
}

const isMisconfigured = (channel: Channel): channel is MisconfiguredChannel => "misconfigured" in channel;

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
 * Leads queued or retrying this long after they were queued are queued again: the retries take
 * about 9 minutes, so such a lead lost its message (an outage of D1 or of the queue).
 */
const STUCK_AFTER_MS = 20 * 60_000;
/** Leads that failed or reached nobody are sent again this long after their last try, until delivered or acknowledged. */
const RESEND_AFTER_MS = 60 * 60_000;
/** At most this many leads per sweep (the queue takes 100 messages per call). */
const SWEEP_LIMIT = 500;

/**
 * The cron's work: queue again every lead that has reached nobody past its deadline (pending
 * leads whose message never left, queued or retrying ones whose message was lost, failed and
 * unreached ones once an hour), and forget idempotency keys older than a day.
 */
export async function sweep(db: DrizzleD1Database, queue: Queue, now = new Date()): Promise<{ queued: number }> {
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const lastTry = sql`coalesce(${leads.notifyQueuedAt}, ${leads.createdAt})`;
  const stragglers = await db
    .select({ id: leads.id, state: leads.notifyState })
    .from(leads)
    .where(
      or(
        and(eq(leads.notifyState, "pending"), lt(leads.createdAt, before(SWEEP_AFTER_MS))),
        and(inArray(leads.notifyState, ["queued", "retrying"]), lt(lastTry, before(STUCK_AFTER_MS))),
        and(inArray(leads.notifyState, ["failed", "undelivered"]), lt(lastTry, before(RESEND_AFTER_MS))),
      ),
    )
    .orderBy(leads.createdAt)
    .limit(SWEEP_LIMIT);
  // The queue takes at most 100 messages per call; each hundred is marked queued once it is on the queue.
  for (let at = 0; at < stragglers.length; at += 100) {
    const ids = stragglers.slice(at, at + 100).map((s) => s.id);
    await queue.sendBatch(ids.map((leadId) => ({ body: { leadId } satisfies LeadNotification, contentType: "json" as const })));
    for (const mark of chunked(ids, (run) =>
      db
        .update(leads)
        .set({ notifyState: "queued", notifyQueuedAt: now.toISOString() })
        .where(and(inArray(leads.id, run), inArray(leads.notifyState, [...UNDELIVERED_STATES]))),
    ))
      await mark;
  }
  const requeued = stragglers.filter((s) => s.state !== "pending").length;
  if (requeued > 0) logEvent("lead.requeued", { leads: requeued }, "warn");
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEY_TTL_MS).toISOString()));
  return { queued: stragglers.length };
}

/** Per channel: how many attempts so far, and whether one of them delivered. */
async function deliveryHistory(db: DrizzleD1Database, leadId: string): Promise<Map<string, { attempts: number; sent: boolean }>> {
  const rows = await db
    .select({ channel: deliveries.channel, attempts: count(), sent: sql<number>`sum(${deliveries.status} = 'sent')` })
    .from(deliveries)
    // The homeowner's acknowledgement is not the office being reached.
    .where(and(eq(deliveries.leadId, leadId), isNull(deliveries.noticeId), ne(deliveries.channel, "homeowner")))
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
): Promise<Outcome> {
  const [row] = await db.select().from(leads).where(eq(leads.id, message.leadId)).limit(1);
  if (!row) return "gone";
  const lead = readLead(row);
  const wanted = (message.channels ? channels.filter((c) => message.channels?.includes(c.name)) : channels).filter(
    (c) => c.appliesTo?.(lead) ?? true,
  );
  const history = await deliveryHistory(db, lead.id);
  const reached = [...history.values()].some((channel) => channel.sent);
  if (!message.channels && !reached && !wanted.some((channel) => !isMisconfigured(channel)))
    return unreached(db, lead.id, wanted.filter(isMisconfigured), history);
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

/**
 * A lead no working channel can take: the half-configured channels' attempts are recorded as
 * failed, and the lead is undelivered (the alarm), to be sent again by the sweep or the office.
 */
async function unreached(
  db: DrizzleD1Database,
  leadId: string,
  broken: MisconfiguredChannel[],
  history: Map<string, { attempts: number }>,
): Promise<Outcome> {
  const attempts = broken.map((channel) => ({
    leadId,
    channel: channel.name,
    attempt: (history.get(channel.name)?.attempts ?? 0) + 1,
    status: "failed" as const,
    error: channel.misconfigured,
  }));
  if (attempts.length > 0) await db.insert(deliveries).values(attempts);
  await db.update(leads).set({ notifyState: "undelivered", notifyQueuedAt: new Date().toISOString() }).where(eq(leads.id, leadId));
  logEvent("lead.unreached", { leadId, misconfigured: broken.map((channel) => channel.name) }, "error");
  return "unreached";
}

/** The queue consumer for lead-notifications. */
export async function handleNotificationBatch(batch: MessageBatch<LeadNotification>, env: Env, fetcher: typeof fetch = fetch) {
  const db = database(env.DB);
  const config = channelConfig(env);
  const channels = leadChannels(env, fetcher);
  const notices = noticeSetup(env);
  const reviews = reviewSetup(env);
  const deliver: Deliver = (body, final) =>
    body.review
      ? deliverReviewRequest(db, reviews, body.leadId, body.review, final, fetcher)
      : body.assigned
        ? deliverAssignment(db, env, body.leadId, body.assigned, final, fetcher)
        : body.acknowledge
          ? deliverAcknowledgement(db, notices, body.leadId, final)
          : body.noticeId === undefined
            ? deliverNotification(db, channels, body, final)
            : deliverNotice(db, notices, body.noticeId, final);
  const mark = await latestDeliveryId(db);
  // Messages are handled side by side: one receiver that hangs until its timeout must not
  // hold up the other leads of the batch.
  const outcomes = await Promise.all(batch.messages.map((message) => handleNotification(deliver, message)));
  // A lead that reached nobody is an alarm: told through whatever can still carry an alert.
  for (const [i, outcome] of outcomes.entries())
    if (outcome === "unreached") await raiseAlert(config, [], { kind: "unreached", leadId: batch.messages[i]!.body.leadId }, fetcher);
  // A channel that has just failed several times in a row is reported through the other one.
  await alertNewFailureStreaks(db, config, mark, fetcher).catch((error: unknown) =>
    logEvent("alert.failed", { kind: "channel_failing", error: errorSummary(error) }, "error"),
  );
}

/** One message: deliver, then ack it, or ask the queue to bring it back after the backoff. */
async function handleNotification(deliver: Deliver, message: Message<LeadNotification>): Promise<Outcome | "error"> {
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
    return outcome;
  } catch (error) {
    logEvent("delivery.error", { leadId: message.body.leadId, attempt: message.attempts, error: errorSummary(error) }, "error");
    if (final) message.retry();
    else message.retry({ delaySeconds: retryDelay(message.attempts) });
    return "error";
  }
}

/**
 * The dead-letter consumer: the deliveries are already marked failed; make sure the lead (or the
 * appointment notice) says so, and alert the office through the channels that did not fail. When
 * D1 cannot be written, the alert still goes out (it needs no database), and the cron's sweep
 * finds the lead stuck and sends it again.
 */
export async function handleDeadLetters(batch: MessageBatch<LeadNotification>, env: Env, fetcher: typeof fetch = fetch) {
  const db = database(env.DB);
  const config = channelConfig(env);
  for (const message of batch.messages) {
    const { leadId, noticeId } = message.body;
    // A review request that gave up: marked failed on the lead; no alarm, no homeowner is waiting on it.
    if (message.body.review) {
      await markReviewRequestFailed(db, leadId).catch(() => undefined);
      message.ack();
      continue;
    }
    // The homeowner's acknowledgement and a salesperson's notice are not the lead: their failure is
    // recorded where they are (the delivery log, the lead's history); the lead keeps its state.
    if (message.body.acknowledge || message.body.assigned) {
      logEvent("delivery.dead_letter", { leadId, kind: message.body.acknowledge ? "acknowledgement" : "assignment" }, "error");
      message.ack();
      continue;
    }
    let failed: ChannelName[] = [];
    try {
      if (noticeId !== undefined) await markNoticeFailed(db, noticeId);
      else {
        await db
          .update(leads)
          .set({ notifyState: "failed" })
          .where(and(eq(leads.id, leadId), sql`${leads.notifyState} <> 'delivered'`));
        failed = await failedChannels(db, leadId);
      }
    } catch (error) {
      logEvent("delivery.dead_letter_unrecorded", { leadId, noticeId, error: errorSummary(error) }, "error");
    }
    logEvent("delivery.dead_letter", noticeId === undefined ? { leadId, channels: failed } : { leadId, noticeId }, "error");
    // A homeowner's appointment e-mail that gave up: the office must call them, so every channel is tried.
    if (noticeId !== undefined) await raiseAlert(config, [], { kind: "notice_failed", leadId, noticeId }, fetcher);
    else await raiseAlert(config, failed, { kind: "dead_letter", leadId, channels: failed }, fetcher);
    message.ack();
  }
}

/** The channels on which the lead's latest attempt failed (none recorded: every configured channel). */
async function failedChannels(db: DrizzleD1Database, leadId: string): Promise<ChannelName[]> {
  const history = await deliveryHistory(db, leadId);
  return [...history].filter(([, channel]) => !channel.sent).map(([name]) => name as ChannelName);
}
