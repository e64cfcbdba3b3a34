import { and, asc, count, desc, eq, gt, inArray, isNotNull, lte, ne, not, type SQL, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { NeedsAction, QueueCancellation, QueueLead, QueueReason, ResponsePromise } from "../../contracts/admin";
import { callbackHoursSetting, officeHoursSpans } from "../../contracts/business-settings";
import { rowsInChunks } from "../db/chunks";
import { appointments, auditLog, leads } from "../db/schema";
import { overdueSince } from "../leads/acknowledge";
import { countable } from "../leads/queries";
import { localDate } from "../schedule/calendar";

/**
 * The "Needs action" queue, the admin's first screen, in the order the office should work it:
 * 1. emergencies nobody has contacted yet, longest waiting first;
 * 2. visits booked online that nobody has confirmed (the homeowner was told "we will call to
 *    confirm"), most urgent first, then soonest visit first;
 * 3. other new leads waiting past the call-back promise, counted in office hours, longest waiting first;
 * 4. new leads still within the promise, longest waiting first;
 * 5. follow-ups due today or overdue, earliest due first;
 * 6. repeat requests from a homeowner whose job is already won or completed: their lead has them
 *    in its history, and they never rank above the rest, whatever urgency they were sent with.
 * Spam and merged leads are never in it. Each group shows at most QUEUE_LIMIT leads; the counts are whole.
 * A lead whose visit was cancelled says so, and who cancelled.
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

/**
 * The same homeowner's earlier lead that is won or whose job is completed (the lead this one
 * repeats, or another repeat of it), as SQL giving its id; null when there is none.
 */
const servedLeadId = sql<string | null>`(select "d"."id" from "leads" "d"
  where "leads"."duplicate_of" is not null
    and ("d"."id" = "leads"."duplicate_of" or "d"."duplicate_of" = "leads"."duplicate_of")
    and "d"."id" <> "leads"."id" and "d"."created_at" < "leads"."created_at"
    and "d"."merged_into" is null and ("d"."status" = 'won' or "d"."job_completed_on" is not null)
  order by "d"."created_at" desc limit 1)`;
const staleRepeat = sql`${servedLeadId} is not null`;

/** How long a lead may wait for its call, and how it is counted (the office's hours, or the clock when they are not configured). */
export interface QueueClock {
  /** OFFICE_HOURS as configured ("Mo-Fr 08:00-18:00"), "" when not. */
  officeHours: string;
  /** CALLBACK_HOURS as configured ("2"), "" when not. */
  callbackHours: string;
}

export function promiseOf(clock: QueueClock): ResponsePromise {
  return { hours: callbackHoursSetting(clock.callbackHours) ?? 2, officeHours: officeHoursSpans(clock.officeHours) !== null };
}

interface Group {
  reason: QueueReason;
  where: SQL;
  order: SQL[];
  /** The group's rows come from the appointments awaiting confirmation, one per visit. */
  visits?: true;
}

function groups(now: Date, clock: QueueClock): Group[] {
  const today = localDate(now);
  const promise = promiseOf(clock);
  // Received at or before this, the promised call is due: office hours and closures do not count.
  const overdue = overdueSince(now, clock.officeHours, promise.hours).toISOString();
  const fresh = and(countable, eq(leads.status, "new"));
  const first = and(fresh, not(staleRepeat));
  return [
    { reason: "emergency", where: and(first, eq(leads.urgency, "emergency"))!, order: [asc(leads.createdAt)] },
    {
      reason: "confirm",
      where: and(countable, eq(appointments.status, "requested"), gt(appointments.windowEnd, now.toISOString()))!,
      order: [asc(urgencyRank), asc(appointments.windowStart)],
      visits: true,
    },
    {
      reason: "waiting",
      where: and(first, ne(leads.urgency, "emergency"), lte(leads.createdAt, overdue))!,
      order: [asc(leads.createdAt)],
    },
    { reason: "new", where: and(first, ne(leads.urgency, "emergency"), gt(leads.createdAt, overdue))!, order: [asc(leads.createdAt)] },
    {
      reason: "follow-up",
      where: and(countable, inArray(leads.status, ["contacted", "scheduled"]), isNotNull(leads.followUpOn), lte(leads.followUpOn, today))!,
      order: [asc(leads.followUpOn), asc(leads.createdAt)],
    },
    { reason: "repeat", where: and(fresh, staleRepeat)!, order: [desc(leads.createdAt)] },
  ];
}

const VISIT_COLUMNS = { reference: appointments.reference, windowId: appointments.windowId, windowStart: appointments.windowStart };

type Listed = Omit<QueueLead, "cancelled">;

async function listed(db: DrizzleD1Database, group: Group, where: SQL, limit: number): Promise<Listed[]> {
  if (group.visits) {
    const rows = await db
      .select({ ...QUEUE_COLUMNS, visit: VISIT_COLUMNS })
      .from(appointments)
      .innerJoin(leads, eq(leads.id, appointments.leadId))
      .where(where)
      .orderBy(...group.order, asc(appointments.id))
      .limit(limit);
    return rows.map((row) => ({ reason: group.reason, ...row, servedLead: null }));
  }
  const rows = await db
    .select({ ...QUEUE_COLUMNS, servedLead: servedLeadId })
    .from(leads)
    .where(where)
    .orderBy(...group.order, asc(leads.id))
    .limit(limit);
  return rows.map((row) => ({ reason: group.reason, ...row, servedLead: group.reason === "repeat" ? row.servedLead : null, visit: null }));
}

async function counted(db: DrizzleD1Database, group: Group): Promise<number> {
  const query = group.visits
    ? db.select({ count: count() }).from(appointments).innerJoin(leads, eq(leads.id, appointments.leadId)).where(group.where)
    : db.select({ count: count() }).from(leads).where(group.where);
  const [total] = await query;
  return total?.count ?? 0;
}

/**
 * The latest cancelled visit of each of these leads that has no visit still open, with who
 * cancelled it: the homeowner online, or the office (its e-mail) with the reason given.
 */
async function cancellations(db: DrizzleD1Database, leadIds: readonly string[], now: Date): Promise<Map<string, QueueCancellation>> {
  const found = new Map<string, QueueCancellation>();
  const open = sql`exists (select 1 from "appointments" "o" where "o"."lead_id" = "appointments"."lead_id" and "o"."status" in ('requested', 'confirmed') and "o"."window_end" > ${now.toISOString()})`;
  const rows = await rowsInChunks([...new Set(leadIds)], (ids) =>
    db
      .select({
        leadId: appointments.leadId,
        reference: appointments.reference,
        windowStart: appointments.windowStart,
        at: auditLog.at,
        actor: auditLog.actor,
        reason: sql<string | null>`json_extract(${auditLog.detail}, '$.reason')`,
      })
      .from(appointments)
      .innerJoin(
        auditLog,
        and(
          eq(auditLog.subjectType, "appointment"),
          eq(auditLog.subjectId, appointments.id),
          eq(auditLog.action, "appointment.status"),
          sql`json_extract(${auditLog.detail}, '$.to') = 'cancelled'`,
        ),
      )
      .where(and(inArray(appointments.leadId, ids), eq(appointments.status, "cancelled"), not(open)))
      .orderBy(desc(auditLog.id)),
  );
  for (const row of rows) {
    if (found.has(row.leadId)) continue;
    found.set(row.leadId, {
      reference: row.reference,
      windowStart: row.windowStart,
      at: row.at,
      by: row.actor === "homeowner" ? "homeowner" : "office",
      actor: row.actor,
      reason: row.reason,
    });
  }
  return found;
}

export async function needsAction(db: DrizzleD1Database, clock: QueueClock, now = new Date()): Promise<NeedsAction> {
  const results = await Promise.all(
    groups(now, clock).map(async (group) => {
      const [rows, total] = await Promise.all([listed(db, group, group.where, QUEUE_LIMIT), counted(db, group)]);
      return { reason: group.reason, rows, count: total };
    }),
  );
  const rows = results.flatMap((group) => group.rows);
  const cancelled = await cancellations(
    db,
    rows.filter((row) => row.reason !== "confirm").map((row) => row.id),
    now,
  );
  return {
    now: now.toISOString(),
    today: localDate(now),
    promise: promiseOf(clock),
    counts: Object.fromEntries(results.map((group) => [group.reason, group.count])) as NeedsAction["counts"],
    leads: rows.map((row) => ({ ...row, cancelled: row.reason === "confirm" ? null : (cancelled.get(row.id) ?? null) })),
  };
}

/** Why the lead is in the queue now (its first group), or null when it is not: the lead's page links back only then. */
export async function queueReasonOf(
  db: DrizzleD1Database,
  leadId: string,
  clock: QueueClock,
  now = new Date(),
): Promise<QueueReason | null> {
  const all = groups(now, clock);
  const found = await Promise.all(
    all.map(async (group) => (await listed(db, group, and(group.where, eq(leads.id, leadId))!, 1)).length > 0),
  );
  return all[found.indexOf(true)]?.reason ?? null;
}
