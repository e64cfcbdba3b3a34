import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { AvailabilityWindow } from "../../contracts/appointment-views";
import type { AppointmentStatus, NoticeEvent } from "../../contracts/appointments";
import { auditInsertWhere } from "../admin/audit";
import { appointments } from "../db/schema";
import { ACTIVE, hasRoom, nearestOpenWindows } from "./availability";
import { bookableWindow } from "./calendar";
import { leadFollows } from "./lead-follows";
import type { AppointmentChange } from "./lead-status";
import { type NoticeRequest, noticeInsert } from "./notices";
import type { AppointmentRecord } from "./queries";

/**
 * Changes to an appointment, by the office (admin) or the homeowner (private link). Each is one
 * D1 batch: the appointment (its SEQUENCE one higher, only if nobody changed it meanwhile), its
 * history, the lead following it (lead-follows.ts) and the notices for the homeowner, and for the
 * office when the homeowner made the change. The caller queues the notices (queueNotices).
 */

export type ChangedBy = { kind: "office"; actor: string } | { kind: "homeowner" };

const actorName = (by: ChangedBy) => (by.kind === "office" ? by.actor : "homeowner");
const byWords = (by: ChangedBy) => (by.kind === "office" ? "by the office" : "by the homeowner");

export async function findAppointment(db: DrizzleD1Database, id: string): Promise<AppointmentRecord | null> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id)).limit(1);
  return row ?? null;
}

/** SQL condition: the appointment is at this SEQUENCE (the change went through). */
const atSequence = (id: string, sequence: number) =>
  sql`exists (select 1 from ${appointments} where ${appointments.id} = ${id} and ${appointments.sequence} = ${sequence})`;

/** What a status change means for the lead, and what the homeowner is told (nothing for completed or no-show). */
function statusChange(
  from: AppointmentStatus,
  to: AppointmentStatus,
  by: ChangedBy,
): { change: AppointmentChange; notice: NoticeEvent | null } {
  if (to === "cancelled") return { change: by.kind === "office" ? "cancelled-by-office" : "cancelled-by-homeowner", notice: "cancelled" };
  if (to === "completed" || to === "no-show") return { change: to, notice: null };
  if (!ACTIVE.includes(from)) return { change: "reinstated", notice: "reinstated" };
  return { change: "confirmed", notice: to === "confirmed" ? "confirmed" : null };
}

/** The history entry, the lead's part and the notices of one change, all guarded by `guard`. */
async function consequences(
  db: DrizzleD1Database,
  after: AppointmentRecord,
  change: {
    action: string;
    detail: Record<string, unknown>;
    lead: AppointmentChange;
    note: string;
    notice: NoticeEvent | null;
    previousWindowId?: string;
  },
  by: ChangedBy,
  guard: SQL,
  now: Date,
) {
  const notices: NoticeRequest[] = [];
  const previousWindowId = change.previousWindowId ?? null;
  if (change.notice) {
    notices.push({ audience: "homeowner", event: change.notice, previousWindowId });
    if (by.kind === "homeowner") notices.push({ audience: "office", event: change.notice, previousWindowId });
  }
  return [
    auditInsertWhere(
      db,
      { actor: actorName(by), action: change.action, subjectType: "appointment", subjectId: after.id, detail: change.detail },
      guard,
    ),
    ...(await leadFollows(db, {
      leadId: after.leadId,
      appointmentId: after.id,
      reference: after.reference,
      windowId: after.windowId,
      status: after.status,
      change: change.lead,
      actor: actorName(by),
      note: change.note,
      guard,
    })),
    ...notices.map((notice) => noticeInsert(db, after, notice, guard, now)),
  ];
}

export type StatusOutcome =
  | { kind: "changed"; appointment: AppointmentRecord }
  | { kind: "missing" }
  /** Back to requested or confirmed, but its window has filled meanwhile. */
  | { kind: "full" }
  /** Someone else changed it at the same moment: nothing was done. */
  | { kind: "stale" };

/**
 * Sets an appointment's status. Moving a cancelled or no-show booking back to requested or
 * confirmed takes its place again only if the window still has room.
 */
export async function changeStatus(
  db: DrizzleD1Database,
  id: string,
  status: AppointmentStatus,
  by: ChangedBy,
  now = new Date(),
  /** Why, when the office says so: a reason, a note, whether it undoes the last change (kept in the history). */
  explain: Record<string, unknown> = {},
): Promise<StatusOutcome> {
  const current = await findAppointment(db, id);
  if (!current) return { kind: "missing" };
  if (current.status === status) return { kind: "changed", appointment: current };
  const retaking = ACTIVE.includes(status) && !ACTIVE.includes(current.status);
  const after: AppointmentRecord = { ...current, status, sequence: current.sequence + 1, updatedAt: now.toISOString() };
  const meaning = statusChange(current.status, status, by);
  const guard = atSequence(id, after.sequence);
  const [result] = await db.batch([
    db
      .update(appointments)
      .set({ status, sequence: after.sequence, updatedAt: after.updatedAt })
      .where(and(eq(appointments.id, id), eq(appointments.sequence, current.sequence), retaking ? hasRoom(current.windowId) : undefined)),
    ...(await consequences(
      db,
      after,
      {
        action: "appointment.status",
        detail: { reference: current.reference, from: current.status, to: status, ...explain },
        lead: meaning.change,
        note: `Appointment ${current.reference} ${status} ${byWords(by)}`,
        notice: meaning.notice,
      },
      by,
      guard,
      now,
    )),
  ]);
  if (result.meta.changes === 1) return { kind: "changed", appointment: after };
  return retaking ? { kind: "full" } : { kind: "stale" };
}

/** Why a move did not happen: the window is not bookable, it is full, or the appointment is no longer active. */
export type MoveOutcome =
  | { kind: "moved"; appointment: AppointmentRecord }
  | { kind: "closed" }
  | { kind: "taken"; alternatives: AvailabilityWindow[] }
  | { kind: "fixed" };

/** How often a move is tried again when another change to the same appointment came first. */
const MOVE_ATTEMPTS = 25;

/**
 * Moves an active appointment into a bookable window with room, atomically against that window's
 * capacity. When another change to the same appointment lands first (its SEQUENCE moved on), the
 * move waits its turn and is tried again on the appointment as it now is: only a full window
 * answers "taken". The last move to be written wins.
 */
export async function moveAppointment(
  db: DrizzleD1Database,
  id: string,
  windowId: string,
  by: ChangedBy,
  now = new Date(),
): Promise<MoveOutcome> {
  const window = bookableWindow(windowId, now);
  if (!window) return { kind: "closed" };
  let current = await findAppointment(db, id);
  for (let attempt = 0; attempt < MOVE_ATTEMPTS; attempt++) {
    if (!current || !ACTIVE.includes(current.status)) return { kind: "fixed" };
    if (current.windowId === window.id) return { kind: "moved", appointment: current };
    const outcome = await tryMove(db, current, window, by, now);
    if (outcome.kind === "moved") return outcome;
    const latest = await findAppointment(db, id);
    // Nobody else changed it: the window had no room.
    if (latest && latest.sequence === current.sequence) break;
    current = latest;
  }
  if (!current || !ACTIVE.includes(current.status)) return { kind: "fixed" };
  if (current.windowId === window.id) return { kind: "moved", appointment: current };
  return { kind: "taken", alternatives: await nearestOpenWindows(db, window.id, now) };
}

/** One try: the move is written only if the appointment is still at the SEQUENCE read and the window has room. */
async function tryMove(
  db: DrizzleD1Database,
  current: AppointmentRecord,
  window: NonNullable<ReturnType<typeof bookableWindow>>,
  by: ChangedBy,
  now: Date,
): Promise<{ kind: "moved"; appointment: AppointmentRecord } | { kind: "not-written" }> {
  const id = current.id;
  const after: AppointmentRecord = {
    ...current,
    windowId: window.id,
    windowStart: window.start,
    windowEnd: window.end,
    sequence: current.sequence + 1,
    updatedAt: now.toISOString(),
  };
  const [result] = await db.batch([
    db
      .update(appointments)
      .set({ windowId: window.id, windowStart: window.start, windowEnd: window.end, sequence: after.sequence, updatedAt: after.updatedAt })
      .where(
        and(
          eq(appointments.id, id),
          eq(appointments.sequence, current.sequence),
          inArray(appointments.status, [...ACTIVE]),
          hasRoom(window.id),
        ),
      ),
    ...(await consequences(
      db,
      after,
      {
        action: "appointment.reschedule",
        detail: { reference: current.reference, from: current.windowId, to: window.id },
        lead: "rescheduled",
        note: `Appointment ${current.reference} moved ${byWords(by)}`,
        notice: "rescheduled",
        previousWindowId: current.windowId,
      },
      by,
      // This move, not another change that reached the same SEQUENCE at the same moment.
      sql`exists (select 1 from ${appointments} where ${appointments.id} = ${id} and ${appointments.sequence} = ${after.sequence} and ${appointments.windowId} = ${window.id} and ${appointments.updatedAt} = ${after.updatedAt})`,
      now,
    )),
  ]);
  return result.meta.changes === 1 ? { kind: "moved", appointment: after } : { kind: "not-written" };
}
