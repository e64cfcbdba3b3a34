import { and, asc, gte, inArray, lt } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { AdminAppointment } from "../../contracts/admin";
import { APPOINTMENT_STATUSES, type AppointmentStatus } from "../../contracts/appointments";
import { appointments } from "../db/schema";
import { addDays } from "./calendar";

/** Admin reads of appointments (changes: changes.ts). */

export type AppointmentRecord = typeof appointments.$inferSelect;

/** Appointments of some days ("YYYY-MM-DD", New York dates, `to` inclusive), optionally of some statuses, by window. */
export async function listAppointments(
  db: DrizzleD1Database,
  filter: { from: string; to?: string; statuses?: readonly AppointmentStatus[] },
): Promise<AppointmentRecord[]> {
  const conditions = [gte(appointments.windowId, filter.from), lt(appointments.windowId, addDays(filter.to ?? filter.from, 1))];
  // At most every status once, whatever the caller repeated.
  if (filter.statuses?.length)
    conditions.push(
      inArray(
        appointments.status,
        APPOINTMENT_STATUSES.filter((status) => filter.statuses?.includes(status)),
      ),
    );
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
