import { eq, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { AppointmentView } from "../../contracts/appointment-views";
import { appointments } from "../db/schema";
import { ACTIVE } from "./availability";
import { whenInWords } from "./calendar";
import { changeStatus, type MoveOutcome, moveAppointment } from "./changes";
import { MANAGE_TOKEN, manageUrl, tokenHash } from "./manage-link";
import { noticeInsert } from "./notices";
import type { AppointmentRecord } from "./queries";
import { visitAddress } from "./visit-address";

/** The homeowner's side of a booking, through its private link: see it, cancel it, move it, have the link e-mailed. */

async function byToken(db: DrizzleD1Database, token: string): Promise<AppointmentRecord | null> {
  if (!MANAGE_TOKEN.test(token)) return null;
  const [row] = await db
    .select()
    .from(appointments)
    .where(eq(appointments.manageTokenHash, await tokenHash(token)))
    .limit(1);
  return row ?? null;
}

function view(row: AppointmentRecord, token: string, now: Date): AppointmentView {
  return {
    reference: row.reference,
    service: row.service,
    status: row.status,
    windowId: row.windowId,
    when: whenInWords(row.windowId),
    name: row.name,
    email: row.email,
    address: visitAddress(row.address, row.zip),
    manageUrl: manageUrl(token),
    calendarUrl: `/api/appointments/manage/${token}/calendar.ics`,
    canChange: ACTIVE.includes(row.status) && Date.parse(row.windowStart) > now.getTime(),
  };
}

export async function findByToken(db: DrizzleD1Database, token: string, now: Date) {
  const row = await byToken(db, token);
  return row ? { row, view: view(row, token, now) } : null;
}

/** The booking after an action through its link, and its id (to queue the notices the action made). */
type Managed = { view: AppointmentView; id: string };

/** Cancels through the private link; the place in the window is free again at once. */
export async function cancelByToken(db: DrizzleD1Database, token: string, now: Date): Promise<Managed | null> {
  const found = await findByToken(db, token, now);
  if (!found) return null;
  if (found.view.canChange) await changeStatus(db, found.row.id, "cancelled", { kind: "homeowner" }, now);
  return { view: (await findByToken(db, token, now))!.view, id: found.row.id };
}

type MoveResult = ({ kind: "moved" } & Managed) | Exclude<MoveOutcome, { kind: "moved" }>;

export async function rescheduleByToken(db: DrizzleD1Database, token: string, windowId: string, now: Date): Promise<MoveResult | null> {
  const found = await findByToken(db, token, now);
  if (!found) return null;
  if (!found.view.canChange) return { kind: "fixed" };
  const moved = await moveAppointment(db, found.row.id, windowId, { kind: "homeowner" }, now);
  if (moved.kind !== "moved") return moved;
  return { kind: "moved", view: (await findByToken(db, token, now))!.view, id: found.row.id };
}

/** "E-mail me this link": a notice to the booking's own e-mail address (never another), with the link. */
export async function emailLinkByToken(db: DrizzleD1Database, token: string, now: Date): Promise<Managed | null> {
  const found = await findByToken(db, token, now);
  if (!found) return null;
  const { row } = found;
  const guard = sql`exists (select 1 from ${appointments} where ${appointments.id} = ${row.id})`;
  await noticeInsert(db, row, { audience: "homeowner", event: "link", manageToken: token }, guard, now);
  return { view: found.view, id: row.id };
}
