import { and, count, desc, eq, inArray, lt, max, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { CHANNEL_NAMES, type ChannelName, type FailingChannel, type OperationsAlerts, UNDELIVERED_STATES } from "../../contracts/admin";
import { appointmentNotices, cronRuns, deliveries, leads } from "../db/schema";
import { type ChannelConfig, configuredChannels } from "../leads/channels";
import { textCeiling } from "../leads/sms-ceiling";
import { overdueCrons } from "./crons";

/**
 * Whether leads reach the contractor: channels whose latest attempts all failed, leads whose
 * notification gave up, and leads still undelivered a while after they arrived. Read by the
 * admin banner, `GET /api/health`, the alerts and the daily digest.
 */

/** A channel whose last this-many attempts (across leads) all failed is failing. */
export const FAILING_STREAK = 3;
/** A lead not delivered on every channel this long after it arrived counts as undelivered. */
const UNDELIVERED_AFTER_MS = 15 * 60 * 1000;

/** The lead channels this deployment delivers on. */
export function configuredChannelNames(config: ChannelConfig): ChannelName[] {
  return configuredChannels(config).map((channel) => channel.name);
}

/** The unbroken run of failed attempts at the end of a channel's deliveries, newest first (at most `limit`). */
export async function failureStreak(db: DrizzleD1Database, channel: ChannelName, limit = 100) {
  const rows = await db
    .select({ id: deliveries.id, status: deliveries.status, error: deliveries.error, at: deliveries.createdAt })
    .from(deliveries)
    .where(eq(deliveries.channel, channel))
    .orderBy(desc(deliveries.id))
    .limit(limit);
  const end = rows.findIndex((row) => row.status === "sent");
  return end === -1 ? rows : rows.slice(0, end);
}

/** The configured channels that failed their last FAILING_STREAK attempts or more. */
async function failingChannels(db: DrizzleD1Database, configured: readonly ChannelName[]): Promise<FailingChannel[]> {
  const streaks = await Promise.all(configured.map(async (channel) => ({ channel, streak: await failureStreak(db, channel) })));
  return streaks
    .filter(({ streak }) => streak.length >= FAILING_STREAK)
    .map(({ channel, streak }) => ({
      channel,
      failures: streak.length,
      lastError: streak[0]!.error,
      since: streak.at(-1)!.at,
    }));
}

/** The id of the newest delivery attempt (0 when there is none): a mark to tell later attempts by. */
export async function latestDeliveryId(db: DrizzleD1Database): Promise<number> {
  const [row] = await db.select({ id: max(deliveries.id) }).from(deliveries);
  return row?.id ?? 0;
}

/** What needs the contractor's attention; the database's own failure is the caller's to catch. */
export async function operationsAlerts(
  db: DrizzleD1Database,
  configured: readonly ChannelName[],
  now = new Date(),
  /** SMS_HOURLY_LIMIT while texting is on: the banner then says when the ceiling holds texts back. */
  textLimit: number | null = null,
): Promise<OperationsAlerts> {
  const cutoff = new Date(now.getTime() - UNDELIVERED_AFTER_MS).toISOString();
  const [[undelivered], [failed], [unreached], [notices], crons, failing] = await Promise.all([
    db
      .select({ count: count() })
      .from(leads)
      .where(and(inArray(leads.notifyState, [...UNDELIVERED_STATES]), lt(leads.createdAt, cutoff))),
    db.select({ count: count() }).from(leads).where(eq(leads.notifyState, "failed")),
    db.select({ count: count() }).from(leads).where(eq(leads.notifyState, "undelivered")),
    db.select({ count: count() }).from(appointmentNotices).where(eq(appointmentNotices.state, "failed")),
    db.select().from(cronRuns),
    failingChannels(db, configured),
  ]);
  const ceiling = textLimit === null ? null : await textCeiling(db, textLimit, now);
  return {
    unreachedLeads: unreached?.count ?? 0,
    failedNotices: notices?.count ?? 0,
    overdueCrons: overdueCrons(Object.fromEntries(crons.map((run) => [run.cron, run.lastSuccessAt])), now),
    undeliveredLeads: undelivered?.count ?? 0,
    failedLeads: failed?.count ?? 0,
    failingChannels: failing,
    ...(ceiling ? { textCeiling: ceiling } : {}),
  };
}

/** The admin banner's alerts for this deployment's channels, the text-message ceiling included. */
export function alertsFor(db: DrizzleD1Database, config: ChannelConfig, now = new Date()): Promise<OperationsAlerts> {
  return operationsAlerts(db, configuredChannelNames(config), now, config.sms?.hourlyLimit ?? null);
}

/** What /api/health reports, read in one statement. */
export interface HealthSummary {
  undeliveredLeads: number;
  unreachedLeads: number;
  failedNotices: number;
  failingChannels: ChannelName[];
  crons: Record<string, string | null>;
  overdueCrons: string[];
}

/**
 * The public health check's figures in one D1 statement: every count reads an index (leads by
 * notification state, notices by state, each channel's deliveries newest first), so an uptime
 * monitor polling it costs a handful of index lookups.
 */
export async function healthSummary(db: DrizzleD1Database, configured: readonly ChannelName[], now = new Date()): Promise<HealthSummary> {
  const cutoff = new Date(now.getTime() - UNDELIVERED_AFTER_MS).toISOString();
  const states = sql.join(
    UNDELIVERED_STATES.map((state) => sql`${state}`),
    sql`, `,
  );
  // Per channel (every one, then those configured kept): its latest attempts that failed.
  const streaks = CHANNEL_NAMES.map(
    (channel) =>
      sql`(select count(*) from (select status from ${deliveries} where ${deliveries.channel} = ${channel} order by ${deliveries.id} desc limit ${FAILING_STREAK}) where status <> 'sent')`,
  );
  const row = await db.get<{
    undelivered: number;
    unreached: number;
    notices: number;
    crons: string | null;
    streaks: string;
  }>(sql`select
    (select count(*) from ${leads} where ${leads.notifyState} in (${states}) and ${leads.createdAt} < ${cutoff}) as undelivered,
    (select count(*) from ${leads} where ${leads.notifyState} = 'undelivered') as unreached,
    (select count(*) from ${appointmentNotices} where ${appointmentNotices.state} = 'failed') as notices,
    (select json_group_object(${cronRuns.cron}, ${cronRuns.lastSuccessAt}) from ${cronRuns}) as crons,
    json_array(${sql.join(streaks, sql`, `)}) as streaks`);
  const lastRuns = JSON.parse(row?.crons ?? "{}") as Record<string, string>;
  const failures = JSON.parse(row?.streaks ?? "[]") as number[];
  return {
    undeliveredLeads: row?.undelivered ?? 0,
    unreachedLeads: row?.unreached ?? 0,
    failedNotices: row?.notices ?? 0,
    failingChannels: CHANNEL_NAMES.filter((channel, i) => configured.includes(channel) && (failures[i] ?? 0) >= FAILING_STREAK),
    crons: { minute: lastRuns.minute ?? null, daily: lastRuns.daily ?? null },
    overdueCrons: overdueCrons(lastRuns, now),
  };
}
