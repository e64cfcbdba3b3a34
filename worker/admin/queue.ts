import { and, asc, count, eq, gt, gte, inArray, isNotNull, lt, lte, ne, type SQL, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { type NeedsAction, type QueueLead, type QueueReason, RESPONSE_PROMISE_MS } from "../../contracts/admin";
import { appointments, leads } from "../db/schema";
import { countable } from "../leads/queries";
import { localDate } from "../schedule/calendar";

/**
 * The "Needs action" queue, the admin's first screen, in the order the office should work it:
 * 1. emergencies nobody has contacted yet, longest waiting first;
 * 2. visits booked online that nobody has confirmed (the homeowner was told "we will call to
 *    confirm"), most urgent first, then soonest visit first;
 * 3. other new leads waiting past the 2-hour promise, longest waiting first;
 * 4. new leads still within the promise, longest waiting first;
 * 5. follow-ups due today or overdue, earliest due first.
 * Spam and merged leads are never in it. Each group shows at most QUEUE_LIMIT leads; the counts are whole.
 */

const QUEUE_LIMIT = 50;

const QUEUE_COLUMNS = {
  id: leads.id,
  createdAt: leads.createdAt,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  zip: leads.zip,
  service: leads.service,
  source: leads.source,
  urgency: leads.urgency,
  status: leads.status,
  assignee: leads.assignee,
  followUpOn: leads.followUpOn,
  duplicateOf: leads.duplicateOf,
};

/** Most urgent first, as text: emergency, high, medium, low. */
const urgencyRank = sql`case ${leads.urgency} when 'emergency' then 0 when 'high' then 1 when 'medium' then 2 else 3 end`;

interface Group {
  reason: QueueReason;
  where: SQL;
  order: SQL[];
  /** The group's rows come from the appointments awaiting confirmation, one per visit. */
  visits?: true;
}

function groups(now: Date): Group[] {
  const today = localDate(now);
  const overdue = new Date(now.getTime() - RESPONSE_PROMISE_MS).toISOString();
  const fresh = and(countable, eq(leads.status, "new"));
  return [
    { reason: "emergency", where: and(fresh, eq(leads.urgency, "emergency"))!, order: [asc(leads.createdAt)] },
    {
      reason: "confirm",
      where: and(countable, eq(appointments.status, "requested"), gt(appointments.windowEnd, now.toISOString()))!,
      order: [asc(urgencyRank), asc(appointments.windowStart)],
      visits: true,
    },
    {
      reason: "waiting",
      where: and(fresh, ne(leads.urgency, "emergency"), lt(leads.createdAt, overdue))!,
      order: [asc(leads.createdAt)],
    },
    { reason: "new", where: and(fresh, ne(leads.urgency, "emergency"), gte(leads.createdAt, overdue))!, order: [asc(leads.createdAt)] },
    {
      reason: "follow-up",
      where: and(countable, inArray(leads.status, ["contacted", "scheduled"]), isNotNull(leads.followUpOn), lte(leads.followUpOn, today))!,
      order: [asc(leads.followUpOn), asc(leads.createdAt)],
    },
  ];
}

const VISIT_COLUMNS = { reference: appointments.reference, windowId: appointments.windowId, windowStart: appointments.windowStart };

async function listed(db: DrizzleD1Database, group: Group, where: SQL, limit: number): Promise<QueueLead[]> {
  if (group.visits) {
    const rows = await db
      .select({ ...QUEUE_COLUMNS, visit: VISIT_COLUMNS })
      .from(appointments)
      .innerJoin(leads, eq(leads.id, appointments.leadId))
      .where(where)
      .orderBy(...group.order, asc(appointments.id))
      .limit(limit);
    return rows.map((row) => ({ reason: group.reason, ...row }));
  }
  const rows = await db
    .select(QUEUE_COLUMNS)
    .from(leads)
    .where(where)
    .orderBy(...group.order, asc(leads.id))
    .limit(limit);
  return rows.map((row) => ({ reason: group.reason, ...row, visit: null }));
}

async function counted(db: DrizzleD1Database, group: Group): Promise<number> {
  const query = group.visits
    ? db.select({ count: count() }).from(appointments).innerJoin(leads, eq(leads.id, appointments.leadId)).where(group.where)
    : db.select({ count: count() }).from(leads).where(group.where);
  const [total] = await query;
  return total?.count ?? 0;
}

export async function needsAction(db: DrizzleD1Database, now = new Date()): Promise<NeedsAction> {
  const results = await Promise.all(
    groups(now).map(async (group) => {
      const [rows, total] = await Promise.all([listed(db, group, group.where, QUEUE_LIMIT), counted(db, group)]);
      return { reason: group.reason, rows, count: total };
    }),
  );
  return {
    now: now.toISOString(),
    today: localDate(now),
    counts: Object.fromEntries(results.map((group) => [group.reason, group.count])) as NeedsAction["counts"],
    leads: results.flatMap((group) => group.rows),
  };
}

/** Why the lead is in the queue now (its first group), or null when it is not: the lead's page links back only then. */
export async function queueReasonOf(db: DrizzleD1Database, leadId: string, now = new Date()): Promise<QueueReason | null> {
  const found = await Promise.all(
    groups(now).map(async (group) => (await listed(db, group, and(group.where, eq(leads.id, leadId))!, 1)).length > 0),
  );
  return groups(now)[found.indexOf(true)]?.reason ?? null;
}
