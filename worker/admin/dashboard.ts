import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, lte, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { Dashboard, Period, SystemStatus } from "../../contracts/admin";
import { leadsByChannel } from "../attribution/sources-data";
import { appointments, auditLog, deliveries, idempotencyKeys, indexNowSubmissions, insightPosts, leads } from "../db/schema";
import { overdueSince } from "../leads/acknowledge";
import { countable } from "../leads/queries";
import { ACTIVE } from "../schedule/availability";
import { addDays, instant, localDate } from "../schedule/calendar";
import { failedDeliveryCount } from "./deliveries";
import { promiseOf, type QueueClock } from "./queue";

/**
 * The dashboard's numbers, without spam and merged leads. Days and weeks are the company's (America/New_York; weeks start
 * on Monday), turned into UTC instants once so every count is an index range on created_at.
 */

const CHART_WEEKS = 12;

/** Monday of the week a New York date falls in. */
function weekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

const midnight = (date: string) => instant(date, "00:00").toISOString();

/** Leads received since the first day, and appointments in the days from `from` up to `until` (exclusive). */
async function period(db: DrizzleD1Database, from: string, until: string): Promise<Period> {
  const since = midnight(from);
  const [bySource, [booked]] = await Promise.all([
    db
      .select({ source: leads.source, count: count() })
      .from(leads)
      .where(and(countable, gte(leads.createdAt, since)))
      .groupBy(leads.source)
      .orderBy(desc(count()), asc(leads.source)),
    db
      .select({ count: count() })
      .from(appointments)
      .where(
        and(gte(appointments.windowId, from), lt(appointments.windowId, until), inArray(appointments.status, [...ACTIVE, "completed"])),
      ),
  ]);
  return { from, leads: bySource.reduce((sum, row) => sum + row.count, 0), bySource, appointments: booked?.count ?? 0 };
}

async function weeklyChart(db: DrizzleD1Database, thisWeek: string): Promise<Dashboard["chart"]> {
  const weeks = Array.from({ length: CHART_WEEKS }, (_, i) => addDays(thisWeek, -7 * (CHART_WEEKS - 1 - i)));
  const bounds = weeks.map(midnight);
  // Newest boundary first, so the first one a lead is not older than names its week.
  const week = sql.join(
    [
      sql`case`,
      ...bounds
        .map((bound, i) => ({ bound, i }))
        .reverse()
        .map(({ bound, i }) => sql`when ${leads.createdAt} >= ${bound} then ${i}`),
      sql`end`,
    ],
    sql` `,
  );
  const rows = await db
    .select({ source: leads.source, week: sql<number>`${week}`.as("week"), count: count() })
    .from(leads)
    .where(and(countable, gte(leads.createdAt, bounds[0]!)))
    .groupBy(leads.source, sql`week`);
  const series: Record<string, number[]> = {};
  for (const row of rows) {
    series[row.source] ??= Array<number>(CHART_WEEKS).fill(0);
    series[row.source]![row.week] = row.count;
  }
  return { weeks, series };
}

export async function dashboard(db: DrizzleD1Database, clock: QueueClock, now = new Date()): Promise<Dashboard> {
  const today = localDate(now);
  const monday = weekStart(today);
  const promise = promiseOf(clock);
  // The queue's arithmetic: the promise counted in office hours, closures left out.
  const overdue = overdueSince(now, clock.officeHours, promise.hours).toISOString();
  const waitingWhere = and(countable, eq(leads.status, "new"), lte(leads.createdAt, overdue));
  const [todayPeriod, weekPeriod, [waitingCount], oldest, failed, chart, channelsThisWeek] = await Promise.all([
    period(db, today, addDays(today, 1)),
    period(db, monday, addDays(monday, 7)),
    db.select({ count: count() }).from(leads).where(waitingWhere),
    db
      .select({
        id: leads.id,
        name: leads.name,
        urgency: leads.urgency,
        service: leads.service,
        source: leads.source,
        phone: leads.phone,
        createdAt: leads.createdAt,
      })
      .from(leads)
      .where(waitingWhere)
      .orderBy(asc(leads.createdAt))
      .limit(10),
    failedDeliveryCount(db),
    weeklyChart(db, monday),
    leadsByChannel(db, midnight(monday)),
  ]);
  return {
    now: now.toISOString(),
    today: todayPeriod,
    week: weekPeriod,
    waiting: { count: waitingCount?.count ?? 0, oldest, promise, since: overdue },
    failedDeliveries: failed,
    chart,
    channelsThisWeek,
  };
}

/** The tables the system panel counts. */
const TABLES = {
  leads,
  deliveries,
  appointments,
  insight_posts: insightPosts,
  audit_log: auditLog,
  idempotency_keys: idempotencyKeys,
  indexnow_submissions: indexNowSubmissions,
} as const;

export async function systemStatus(db: DrizzleD1Database): Promise<Omit<SystemStatus, "channels">> {
  const started = Date.now();
  try {
    const tables = await Promise.all(
      Object.entries(TABLES).map(async ([name, table]) => ({ name, rows: (await db.select({ rows: count() }).from(table))[0]?.rows ?? 0 })),
    );
    const latencyMs = Date.now() - started;
    const [states, [oldest], lastErrors] = await Promise.all([
      db
        .select({ state: leads.notifyState, count: count() })
        .from(leads)
        .where(inArray(leads.notifyState, ["pending", "queued", "retrying", "failed"]))
        .groupBy(leads.notifyState),
      db
        .select({ at: sql<string | null>`min(${leads.createdAt})` })
        .from(leads)
        .where(inArray(leads.notifyState, ["pending", "queued", "retrying"])),
      db
        .select({
          leadId: deliveries.leadId,
          leadName: leads.name,
          channel: deliveries.channel,
          attempt: deliveries.attempt,
          error: sql<string>`${deliveries.error}`,
          at: deliveries.createdAt,
        })
        .from(deliveries)
        .innerJoin(leads, eq(leads.id, deliveries.leadId))
        .where(isNotNull(deliveries.error))
        .orderBy(desc(deliveries.id))
        .limit(5),
    ]);
    const state = (name: string) => states.find((row) => row.state === name)?.count ?? 0;
    return {
      database: { reachable: true, latencyMs, tables },
      notifications: {
        pending: state("pending"),
        queued: state("queued"),
        retrying: state("retrying"),
        failed: state("failed"),
        oldestWaitingAt: oldest?.at ?? null,
      },
      lastErrors,
    };
  } catch (error) {
    return {
      database: {
        reachable: false,
        latencyMs: Date.now() - started,
        error: error instanceof Error ? error.message : String(error),
        tables: [],
      },
      notifications: { pending: 0, queued: 0, retrying: 0, failed: 0, oldestWaitingAt: null },
      lastErrors: [],
    };
  }
}
