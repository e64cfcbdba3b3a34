import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { AdminAppointment } from "../../client/lib/contracts/admin";
import type { AppointmentStatus } from "../../client/lib/contracts/appointments";
import { insertWhere } from "../db/insert-where";
import { appointments, auditLog } from "../db/schema";
import { ACTIVE, hasRoom, type MoveOutcome, moveAppointment } from "./booking";
import { addDays } from "./calendar";

/** Admin reads and changes for appointments (the admin area, issue 8). */

export type AppointmentRecord = typeof appointments.$inferSelect;

/** Appointments of some days ("YYYY-MM-DD", New York dates, `to` inclusive), optionally of some statuses, by window. */
export async function listAppointments(
  db: DrizzleD1Database,
  filter: { from: string; to?: string; statuses?: readonly AppointmentStatus[] },
): Promise<AppointmentRecord[]> {
  const conditions = [gte(appointments.windowId, filter.from), lt(appointments.windowId, addDays(filter.to ?? filter.from, 1))];
  if (filter.statuses?.length) conditions.push(inArray(appointments.status, [...filter.statuses]));
  return db
    .select()
    .from(appointments)
    .where(and(...conditions))
    .orderBy(asc(appointments.windowId), asc(appointments.createdAt));
}

/** An appointment as the admin sees it: everything but the hash of its private link. */
export function adminView({ manageTokenHash: _, ...row }: AppointmentRecord): AdminAppointment {
  return row;
}

export async function findAppointment(db: DrizzleD1Database, id: string): Promise<AppointmentRecord | null> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id)).limit(1);
  return row ?? null;
}

/**
 * Sets an appointment's status, with the audit entry (and `explain`: a reason, a note) in the
 * same batch; false when there is no such appointment. Moving a cancelled or no-show booking back
 * to requested or confirmed takes its place again only if the window still has room.
 */
export async function setAppointmentStatus(
  db: DrizzleD1Database,
  id: string,
  status: AppointmentStatus,
  actor: string,
  now = new Date(),
  explain: Record<string, unknown> = {},
): Promise<{ kind: "changed"; from: string } | { kind: "missing" } | { kind: "full" }> {
  const current = await findAppointment(db, id);
  if (!current) return { kind: "missing" };
  const retaking = ACTIVE.includes(status) && !ACTIVE.includes(current.status);
  const condition = retaking ? and(eq(appointments.id, id), hasRoom(current.windowId)) : eq(appointments.id, id);
  const [result] = await db.batch([
    db.update(appointments).set({ status, updatedAt: now.toISOString() }).where(condition),
    insertWhere(db, auditLog, audit(actor, "appointment.status", id, { from: current.status, to: status, ...explain }), sql`changes() = 1`),
  ]);
  return result.meta.changes === 1 ? { kind: "changed", from: current.status } : { kind: "full" };
}

/** Moves an appointment to another bookable window, respecting that window's capacity; audited when it moves. */
export async function rescheduleAppointment(
  db: DrizzleD1Database,
  id: string,
  windowId: string,
  actor: string,
  now = new Date(),
): Promise<MoveOutcome> {
  const current = await findAppointment(db, id);
  const from = current?.windowId ?? null;
  return moveAppointment(db, id, windowId, now, [
    insertWhere(db, auditLog, audit(actor, "appointment.reschedule", id, { from, to: windowId }), sql`changes() = 1`),
  ]);
}

const audit = (actor: string, action: string, id: string, detail: Record<string, unknown>) => ({
  actor,
  action,
  subjectType: "appointment",
  subjectId: id,
  detail: JSON.stringify(detail),
});
