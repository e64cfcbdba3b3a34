import { and, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { AppointmentView, Availability, AvailabilityWindow, BookingConfirmation } from "../../client/lib/appointments";
import type { AppointmentStatus, ValidBooking } from "../../client/lib/contracts/appointments";
import { fieldErrors } from "../../client/lib/contracts/errors";
import { BOOKING_SOURCE, leadSchema } from "../../client/lib/contracts/leads";
import { toBase64Url } from "../../client/lib/text";
import { bookingConsentText } from "../../content/consent";
import { scheduling } from "../../content/schedule";
import { claimKey, findStoredAnswer, type IdempotencyClaim, keyHeldBy, type StoredAnswer } from "../db/idempotency";
import { insertWhere } from "../db/insert-where";
import { appointments, idempotencyKeys, leads } from "../db/schema";
import { leadRow, type SubmissionContext } from "../leads/intake";
import { sha256Hex } from "../security/sha256";
import { type ArrivalWindow, bookableDates, bookableWindow, dayLabel, windowInWords, windowsForDay } from "./calendar";

export const APPOINTMENT_SCOPE = "appointments";
/** Statuses that hold a place in their window. */
export const ACTIVE: readonly AppointmentStatus[] = ["requested", "confirmed"];
const NEAREST_ALTERNATIVES = 6;

/** SQL condition: the window still has a free place (evaluated inside the writing statement). */
export function hasRoom(windowId: string) {
  return sql`(select count(*) from ${appointments} where ${appointments.windowId} = ${windowId} and ${appointments.status} in ('requested', 'confirmed')) < ${scheduling.crewsPerWindow}`;
}

async function takenCounts(db: DrizzleD1Database, windowIds: readonly string[]): Promise<Map<string, number>> {
  if (windowIds.length === 0) return new Map();
  const rows = await db
    .select({ windowId: appointments.windowId, taken: sql<number>`count(*)` })
    .from(appointments)
    .where(
      and(
        inArray(appointments.status, [...ACTIVE]),
        gte(appointments.windowId, windowIds[0]!),
        lte(appointments.windowId, windowIds.at(-1)!),
      ),
    )
    .groupBy(appointments.windowId);
  return new Map(rows.map((row) => [row.windowId, Number(row.taken)]));
}

const withRoom = (window: ArrivalWindow, taken: number): AvailabilityWindow => {
  const remaining = Math.max(0, scheduling.crewsPerWindow - taken);
  return {
    id: window.id,
    label: window.label,
    dayLabel: dayLabel(window.date),
    start: window.start,
    end: window.end,
    remaining,
    available: remaining > 0,
  };
};

/** Open days from the lead time to the horizon (optionally between two dates), each window with its free places. */
export async function availability(db: DrizzleD1Database, now: Date, range: { from?: string; to?: string } = {}): Promise<Availability> {
  const dates = bookableDates(now).filter((date) => (!range.from || date >= range.from) && (!range.to || date <= range.to));
  const days = dates.map((date) => ({ date, windows: windowsForDay(date) })).filter((day) => day.windows.length > 0);
  const counts = await takenCounts(
    db,
    days.flatMap((day) => day.windows.map((w) => w.id)),
  );
  return {
    timeZone: scheduling.timeZone,
    days: days.map((day) => ({
      date: day.date,
      label: dayLabel(day.date),
      windows: day.windows.map((w) => withRoom(w, counts.get(w.id) ?? 0)),
    })),
  };
}

/** The open windows nearest to one that was taken: same day first, then the days around it. */
async function nearestOpenWindows(db: DrizzleD1Database, windowId: string, now: Date): Promise<AvailabilityWindow[]> {
  const { days } = await availability(db, now);
  const target = Date.parse(`${windowId}:00Z`);
  return days
    .flatMap((day) => day.windows)
    .filter((window) => window.available && window.id !== windowId)
    .sort((a, b) => Math.abs(Date.parse(`${a.id}:00Z`) - target) - Math.abs(Date.parse(`${b.id}:00Z`) - target))
    .slice(0, NEAREST_ALTERNATIVES);
}

const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

function referenceCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return `OLX-${Array.from(bytes, (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join("")}`;
}

/** 32 random bytes, URL-safe: the private manage link's secret. */
function manageToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return toBase64Url(bytes);
}

/** Only the hash of a manage token is stored. */
const tokenHash = sha256Hex;

const manageUrl = (token: string) => `/schedule/manage/${token}`;

export type BookingResult =
  | { kind: "booked"; confirmation: BookingConfirmation; leadId: string }
  | { kind: "repeat"; stored: StoredAnswer }
  | { kind: "closed" }
  | { kind: "taken"; alternatives: AvailabilityWindow[] }
  /** The booking does not make a valid lead (the booking's limits fit the lead's, so this is a safety net). */
  | { kind: "invalid"; fields: Record<string, string> };

/**
 * Books a window. The lead and the appointment are inserted in one D1 batch, each only if
 * the window still has room at that moment (and, with an Idempotency-Key, only if this request
 * holds the key), so concurrent bookings can never overfill a window.
 */
export async function bookAppointment(
  db: DrizzleD1Database,
  booking: ValidBooking,
  context: SubmissionContext,
  claim: IdempotencyClaim | null,
): Promise<BookingResult> {
  const window = bookableWindow(booking.windowId, context.now);
  if (!window) return { kind: "closed" };

  const id = crypto.randomUUID();
  const leadId = crypto.randomUUID();
  const reference = referenceCode();
  const token = manageToken();
  const when = windowInWords(window);
  const address = `${booking.street}, ${booking.zip}`;
  const parsed = leadSchema.safeParse({
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    address,
    service: booking.service,
    projectDetails:
      `Onsite consultation ${reference}: ${when}.${booking.notes ? `\n\nNotes from the homeowner:\n${booking.notes}` : ""}`.slice(0, 5000),
    source: BOOKING_SOURCE,
    urgency: "medium",
    contactPreference: "phone",
    consentText: bookingConsentText,
    page: /^\/\S*$/.test(context.page) ? context.page.slice(0, 300) : "/schedule",
  });
  if (!parsed.success) {
    // Named after the booking form's fields, which the visitor can correct.
    const fields = fieldErrors(parsed.error);
    if (fields.address) fields.street = fields.address;
    return { kind: "invalid", fields };
  }
  const lead = parsed.data;
  const confirmation: BookingConfirmation = { reference, manageToken: token, manageUrl: manageUrl(token), when };
  const at = context.now.toISOString();
  const condition = claim ? and(hasRoom(window.id), keyHeldBy(APPOINTMENT_SCOPE, claim.key, id))! : hasRoom(window.id);

  const writes = [
    insertWhere(db, leads, leadRow(leadId, lead, context), condition),
    insertWhere(
      db,
      appointments,
      {
        id,
        reference,
        leadId,
        service: booking.service,
        windowId: window.id,
        windowStart: window.start,
        windowEnd: window.end,
        name: booking.name,
        email: booking.email,
        phone: booking.phone,
        address: booking.street,
        zip: booking.zip,
        notes: booking.notes,
        status: "requested",
        manageTokenHash: await tokenHash(token),
        createdAt: at,
        updatedAt: at,
      },
      condition,
    ),
  ] as const;
  if (claim) {
    const answer: StoredAnswer = { fingerprint: claim.fingerprint, resourceId: id, status: 201, body: JSON.stringify(confirmation) };
    await db.batch([claimKey(db, APPOINTMENT_SCOPE, claim.key, answer), ...writes]);
  } else {
    await db.batch([...writes]);
  }

  const [booked] = await db.select({ id: appointments.id }).from(appointments).where(eq(appointments.id, id)).limit(1);
  if (booked) return { kind: "booked", confirmation, leadId };
  if (claim) {
    const stored = await findStoredAnswer(db, APPOINTMENT_SCOPE, claim.key);
    if (stored && stored.resourceId !== id) return { kind: "repeat", stored };
    // This request holds the key but the window was full: free the key for the visitor's next try.
    await db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, APPOINTMENT_SCOPE), eq(idempotencyKeys.key, claim.key), eq(idempotencyKeys.resourceId, id)));
  }
  return { kind: "taken", alternatives: await nearestOpenWindows(db, window.id, context.now) };
}

type AppointmentRow = typeof appointments.$inferSelect;

async function byToken(db: DrizzleD1Database, token: string): Promise<AppointmentRow | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select()
    .from(appointments)
    .where(eq(appointments.manageTokenHash, await tokenHash(token)))
    .limit(1);
  return row ?? null;
}

function view(row: AppointmentRow, token: string, now: Date): AppointmentView {
  const window = windowsForDay(row.windowId.slice(0, 10)).find((w) => w.id === row.windowId);
  const when = window ? windowInWords(window) : `${row.windowId.replace("T", " ")} (Eastern Time)`;
  return {
    reference: row.reference,
    service: row.service,
    status: row.status,
    windowId: row.windowId,
    when,
    name: row.name,
    address: `${row.address}, ${row.zip}`,
    manageUrl: manageUrl(token),
    calendarUrl: `/api/appointments/manage/${token}/calendar.ics`,
    canChange: ACTIVE.includes(row.status) && Date.parse(row.windowStart) > now.getTime(),
  };
}

export async function findByToken(db: DrizzleD1Database, token: string, now: Date) {
  const row = await byToken(db, token);
  return row ? { row, view: view(row, token, now) } : null;
}

/** Cancels through the private link; the place in the window is free again at once. */
export async function cancelByToken(db: DrizzleD1Database, token: string, now: Date): Promise<AppointmentView | null> {
  const found = await findByToken(db, token, now);
  if (!found) return null;
  if (found.view.canChange) {
    await db
      .update(appointments)
      .set({ status: "cancelled", updatedAt: now.toISOString() })
      .where(and(eq(appointments.id, found.row.id), inArray(appointments.status, [...ACTIVE])));
  }
  return (await findByToken(db, token, now))!.view;
}

/** Why a move did not happen: the window is not bookable, it is full, or the appointment is no longer active. */
type MoveRefusal = { kind: "closed" } | { kind: "taken"; alternatives: AvailabilityWindow[] } | { kind: "fixed" };
export type MoveOutcome = { kind: "moved" } | MoveRefusal;
export type MoveResult = { kind: "moved"; view: AppointmentView } | MoveRefusal;

/** Moves an active appointment to another window, atomically against that window's capacity. */
/**
 * Moves an active appointment into a bookable window with room. `onMoved` are statements that
 * commit in the same batch, run right after the move (they can test `changes() = 1`).
 */
export async function moveAppointment(
  db: DrizzleD1Database,
  id: string,
  windowId: string,
  now: Date,
  onMoved: readonly BatchItem<"sqlite">[] = [],
): Promise<MoveOutcome> {
  const window = bookableWindow(windowId, now);
  if (!window) return { kind: "closed" };
  const move = db
    .update(appointments)
    .set({ windowId: window.id, windowStart: window.start, windowEnd: window.end, updatedAt: now.toISOString() })
    .where(
      and(
        eq(appointments.id, id),
        inArray(appointments.status, [...ACTIVE]),
        sql`${appointments.windowId} <> ${window.id}`,
        hasRoom(window.id),
      ),
    );
  const [result] = await db.batch([move, ...onMoved]);
  if (result.meta.changes === 1) return { kind: "moved" };
  const [row] = await db
    .select({ status: appointments.status, windowId: appointments.windowId })
    .from(appointments)
    .where(eq(appointments.id, id))
    .limit(1);
  if (!row || !ACTIVE.includes(row.status)) return { kind: "fixed" };
  if (row.windowId === window.id) return { kind: "moved" };
  return { kind: "taken", alternatives: await nearestOpenWindows(db, window.id, now) };
}

export async function rescheduleByToken(db: DrizzleD1Database, token: string, windowId: string, now: Date): Promise<MoveResult | null> {
  const found = await findByToken(db, token, now);
  if (!found) return null;
  if (!found.view.canChange) return { kind: "fixed" };
  const moved = await moveAppointment(db, found.row.id, windowId, now);
  if (moved.kind !== "moved") return moved;
  return { kind: "moved", view: (await findByToken(db, token, now))!.view };
}
