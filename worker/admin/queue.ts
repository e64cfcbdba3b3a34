import { and, asc, count, eq, gte, inArray, isNotNull, lt, lte, ne, type SQL } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { type NeedsAction, type QueueLead, type QueueReason, RESPONSE_PROMISE_MS } from "../../contracts/admin";
import { leads } from "../db/schema";
import { countable } from "../leads/queries";
import { localDate } from "../schedule/calendar";

/**
 * The "Needs action" queue, the admin's first screen, in the order the office should work it:
 * 1. emergencies nobody has contacted yet, longest waiting first;
 * 2. other new leads waiting past the 2-hour promise, longest waiting first;
 * 3. new leads still within the promise, longest waiting first;
 * 4. follow-ups due today or overdue, earliest due first.
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

export async function needsAction(db: DrizzleD1Database, now = new Date()): Promise<NeedsAction> {
  const today = localDate(now);
  const overdue = new Date(now.getTime() - RESPONSE_PROMISE_MS).toISOString();
  const fresh = and(countable, eq(leads.status, "new"));
  const groups: [QueueReason, SQL, SQL[]][] = [
    ["emergency", and(fresh, eq(leads.urgency, "emergency"))!, [asc(leads.createdAt)]],
    ["waiting", and(fresh, ne(leads.urgency, "emergency"), lt(leads.createdAt, overdue))!, [asc(leads.createdAt)]],
    ["new", and(fresh, ne(leads.urgency, "emergency"), gte(leads.createdAt, overdue))!, [asc(leads.createdAt)]],
    [
      "follow-up",
      and(countable, inArray(leads.status, ["contacted", "scheduled"]), isNotNull(leads.followUpOn), lte(leads.followUpOn, today))!,
      [asc(leads.followUpOn), asc(leads.createdAt)],
    ],
  ];
  const results = await Promise.all(
    groups.map(async ([reason, where, order]) => {
      const [rows, [total]] = await Promise.all([
        db
          .select(QUEUE_COLUMNS)
          .from(leads)
          .where(where)
          .orderBy(...order, asc(leads.id))
          .limit(QUEUE_LIMIT),
        db.select({ count: count() }).from(leads).where(where),
      ]);
      return { reason, rows: rows.map((row): QueueLead => ({ reason, ...row })), count: total?.count ?? 0 };
    }),
  );
  return {
    now: now.toISOString(),
    today,
    counts: Object.fromEntries(results.map((group) => [group.reason, group.count])) as NeedsAction["counts"],
    leads: results.flatMap((group) => group.rows),
  };
}
