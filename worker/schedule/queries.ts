import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { AppointmentStatus } from "../../client/lib/contracts/appointments";
import { appointments } from "../db/schema";
import { addDays } from "./calendar";
import { moveAppointment, type MoveOutcome } from "./booking";

/** Admin reads and changes for appointments (the admin area, issue 8). */

export type AppointmentRecord = typeof appointments.$inferSelect;

/** Appointments of some days ("YYYY-MM-DD", New York dates, `to` inclusive), optionally of some statuses, by window. */
export async function listAppointments(
  db: DrizzleD1Database,
  filter: { from: string; to?: string; statuses?: readonly AppointmentStatus[] },
): Promise<AppointmentRecord[]> {
  const conditions = [gte(appointments.windowId, filter.from), lt(appointments.windowId, addDays(filter.to ?? filter.from, 1))];
  if (filter.statuses?.length) conditions.push(inArray(appointments.status, [...filter.statuses]));
  return db.select().from(appointments).where(and(...conditions)).orderBy(asc(appointments.windowId), asc(appointments.createdAt));
}

/** Sets an appointment's status; false when there is no such appointment. */
export async function setAppointmentStatus(db: DrizzleD1Database, id: string, status: AppointmentStatus, now = new Date()): Promise<boolean> {
  const result = await db.update(appointments).set({ status, updatedAt: now.toISOString() }).where(eq(appointments.id, id));
  return result.meta.changes === 1;
}

/** Moves an appointment to another bookable window, respecting that window's capacity. */
export function rescheduleAppointment(db: DrizzleD1Database, id: string, windowId: string, now = new Date()): Promise<MoveOutcome> {
  return moveAppointment(db, id, windowId, now);
}
