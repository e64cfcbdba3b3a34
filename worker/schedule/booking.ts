import { and, eq, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { SQLiteInsertValue } from "drizzle-orm/sqlite-core";
import { appointmentContactText, bookingAfterJobText, bookingMarketingText, officeBookingContactText } from "../../content/consent";
import type { AvailabilityWindow, BookingConfirmation } from "../../contracts/appointment-views";
import type { AppointmentStatus, ValidBooking } from "../../contracts/appointments";
import { type ChatMessage, transcriptSchema } from "../../contracts/chat";
import { fieldErrors } from "../../contracts/errors";
import { BOOKING_SOURCE, leadSchema, PHONE_BOOKING_SOURCE, URGENCIES, type Urgency } from "../../contracts/leads";
import { e164 } from "../../contracts/person";
import { auditInsertWhere } from "../admin/audit";
import { claimKey, findStoredAnswer, type IdempotencyClaim, keyHeldBy, type StoredAnswer } from "../db/idempotency";
import { insertWhere } from "../db/insert-where";
import { appointments, consents, idempotencyKeys, leads } from "../db/schema";
import { leadUrgency } from "../leads/gate";
import { leadRow, type SubmissionContext } from "../leads/intake";
import type { VisitLead } from "../leads/visit";
import { hasRoom, nearestOpenWindows } from "./availability";
import { bookableWindow, windowInWords } from "./calendar";
import { consultationLine, leadFollows, withConsultation } from "./lead-follows";
import { manageToken, manageUrl, tokenHash } from "./manage-link";
import { type NoticeRequest, noticeInsert } from "./notices";

export const APPOINTMENT_SCOPE = "appointments";

/** What a booking needs, whoever makes it. */
export type BookingDetails = Pick<ValidBooking, "service" | "windowId" | "name" | "email" | "phone" | "street" | "zip" | "notes">;

/** Who books: the homeowner online (with their answer to the optional marketing statement), or the office on the phone. */
export type Booker = { kind: "homeowner"; marketingConsent: boolean; afterJobConsent: boolean } | { kind: "office"; actor: string };

export type BookingResult =
  | { kind: "booked"; confirmation: BookingConfirmation; appointmentId: string; leadId: string; joined: boolean }
  | { kind: "repeat"; stored: StoredAnswer }
  | { kind: "closed" }
  | { kind: "taken"; alternatives: AvailabilityWindow[] }
  /** The person (same e-mail address or phone number) already holds an open booking: online, one at a time. */
  | { kind: "held" }
  /** The booking does not make a valid lead (the booking's limits fit the lead's, so this is a safety net). */
  | { kind: "invalid"; fields: Record<string, string> };

const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

function referenceCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return `OLX-${Array.from(bytes, (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join("")}`;
}

/** SQL condition: the appointment was written (the guard of everything that follows it in the batch). */
const appointmentWritten = (id: string) => sql`exists (select 1 from ${appointments} where ${appointments.id} = ${id})`;

/**
 * SQL condition: the person has no open booking, by e-mail address (any case) or phone number
 * (E.164, so however it was typed). A booking is open while requested or confirmed and its
 * window has not ended.
 */
function noOpenBooking(booking: Pick<BookingDetails, "email" | "phone">, now: Date) {
  const phone = e164(booking.phone);
  const samePhone = phone ? sql` or ${appointments.phoneE164} = ${phone}` : sql``;
  return sql`not exists (select 1 from ${appointments} where ${appointments.status} in ('requested', 'confirmed') and ${appointments.windowEnd} > ${now.toISOString()} and (lower(${appointments.email}) = lower(${booking.email.trim()})${samePhone}))`;
}

/** What the person told the assistant in this visit before booking (worker/leads/chat-visit.ts). */
export interface ToldTheAssistant {
  sessionId: string;
  messages: ChatMessage[];
}

/** Everything the person wrote: the booking's notes and their messages to the assistant. */
function wordsOf(booking: BookingDetails, chat: ToldTheAssistant | null): string[] {
  return [booking.notes, ...(chat?.messages.filter((m) => m.role === "user").map((m) => m.content) ?? [])];
}

/** The conversation kept on the booking's lead, as a chat lead keeps it (left out if it does not fit). */
function chatColumns(chat: ToldTheAssistant | null) {
  if (!chat) return {};
  const transcript = transcriptSchema.safeParse(chat.messages.map((m) => ({ role: m.role, text: m.content, sentAt: m.timestamp })));
  return transcript.success ? { transcript: transcript.data, chatSessionId: chat.sessionId } : {};
}

/** The new lead a booking makes when it joins none, checked like any lead. */
function newLead(
  leadId: string,
  booking: BookingDetails,
  by: Booker,
  details: string,
  context: SubmissionContext,
  chat: ToldTheAssistant | null,
): { row: SQLiteInsertValue<typeof leads> } | { fields: Record<string, string> } {
  const parsed = leadSchema.safeParse({
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    address: `${booking.street}, ${booking.zip}`,
    service: booking.service,
    projectDetails: details.slice(0, 5000),
    source: by.kind === "office" ? PHONE_BOOKING_SOURCE : BOOKING_SOURCE,
    urgency: leadUrgency({ words: wordsOf(booking, chat) }),
    contactPreference: "phone",
    consentText: by.kind === "office" ? officeBookingContactText : appointmentContactText,
    page: /^\/\S*$/.test(context.page) ? context.page.slice(0, 300) : "/schedule",
  });
  if (!parsed.success) {
    // Named after the booking form's fields, which the visitor can correct.
    const fields = fieldErrors(parsed.error);
    if (fields.address) fields.street = fields.address;
    return { fields };
  }
  return { row: { ...leadRow(leadId, parsed.data, context), ...chatColumns(chat), status: "scheduled" as const } };
}

/**
 * A joined lead keeps its details and gains what it lacked: a phone number, an address, and a
 * higher urgency when the booking's notes or the conversation say more than the lead did.
 */
function filledIn(lead: VisitLead, booking: BookingDetails, chat: ToldTheAssistant | null) {
  const chosen = URGENCIES.find((urgency) => urgency === lead.urgency);
  const urgency: Urgency = leadUrgency({ chosen, words: wordsOf(booking, chat) });
  return {
    ...(lead.phone ? {} : { phone: booking.phone, phoneE164: e164(booking.phone) }),
    ...(lead.address ? {} : { address: `${booking.street}, ${booking.zip}`, zip: booking.zip }),
    ...(urgency !== lead.urgency ? { urgency } : {}),
  };
}

/** The consent records of a booking: the appointment's contact (agreed by booking), and the marketing and after-the-job answers. */
function consentRecords(
  db: DrizzleD1Database,
  ids: { leadId: string; appointmentId: string },
  by: Booker,
  page: string,
  at: string,
  guard: SQL,
) {
  const records =
    by.kind === "office"
      ? [{ purpose: "appointment" as const, text: officeBookingContactText, agreed: true }]
      : [
          { purpose: "appointment" as const, text: appointmentContactText, agreed: true },
          { purpose: "marketing" as const, text: bookingMarketingText, agreed: by.marketingConsent },
          { purpose: "after_job" as const, text: bookingAfterJobText, agreed: by.afterJobConsent },
        ];
  return records.map((record) => insertWhere(db, consents, { ...ids, ...record, page, at }, guard));
}

/**
 * Books a window, for a new lead or onto `join` (a lead of the same visit, or the one the office
 * chose). The lead, the appointment, the consent records, the history and the notices are
 * written in one D1 batch, the lead and the appointment only if the window still has room at
 * that moment (and, with an Idempotency-Key, only if this request holds the key), so concurrent
 * bookings can never overfill a window. Online bookings are requested until the office confirms
 * them; the office's own bookings are confirmed.
 */
export async function bookAppointment(
  db: DrizzleD1Database,
  booking: BookingDetails,
  context: SubmissionContext,
  claim: IdempotencyClaim | null,
  options: { by: Booker; join: VisitLead | null; chat?: ToldTheAssistant | null },
): Promise<BookingResult> {
  const window = bookableWindow(booking.windowId, context.now);
  if (!window) return { kind: "closed" };
  const { by, join } = options;
  const chat = options.chat ?? null;

  const id = crypto.randomUUID();
  const leadId = join?.id ?? crypto.randomUUID();
  const reference = referenceCode();
  const token = manageToken();
  const status: AppointmentStatus = by.kind === "office" ? "confirmed" : "requested";
  const line = consultationLine(reference, window.id, status);
  const actor = by.kind === "office" ? by.actor : "homeowner";
  const created = join ? null : newLead(leadId, booking, by, withConsultation("", reference, line, booking.notes), context, chat);
  if (created && "fields" in created) return { kind: "invalid", fields: created.fields };
  const newRow = created?.row;

  const confirmation: BookingConfirmation = { reference, manageToken: token, manageUrl: manageUrl(token), when: windowInWords(window) };
  const at = context.now.toISOString();
  // Online, one open booking per person; the office may book a caller more.
  const room = by.kind === "homeowner" ? and(hasRoom(window.id), noOpenBooking(booking, context.now))! : hasRoom(window.id);
  const condition = claim ? and(room, keyHeldBy(APPOINTMENT_SCOPE, claim.key, id))! : room;
  const guard = appointmentWritten(id);
  const state = { id, leadId, status, sequence: 0, windowId: window.id, windowStart: window.start, windowEnd: window.end };
  const notices: NoticeRequest[] = [{ audience: "homeowner", event: "booked", manageToken: token }];
  // The office hears of a booking onto a lead it already has: the lead's own notification went out before.
  if (join && by.kind === "homeowner") notices.push({ audience: "office", event: "booked" });

  const writes: BatchItem<"sqlite">[] = [
    ...(newRow ? [insertWhere(db, leads, newRow, condition)] : []),
    insertWhere(
      db,
      appointments,
      {
        ...state,
        reference,
        service: booking.service,
        name: booking.name,
        email: booking.email,
        phone: booking.phone,
        phoneE164: e164(booking.phone),
        address: booking.street,
        zip: booking.zip,
        notes: booking.notes,
        manageTokenHash: await tokenHash(token),
        createdAt: at,
        updatedAt: at,
      },
      condition,
    ),
    ...(join
      ? [
          ...(await leadFollows(db, {
            leadId,
            appointmentId: id,
            reference,
            windowId: window.id,
            status,
            change: "booked",
            actor,
            note: `Appointment ${reference} booked ${by.kind === "office" ? "by phone" : "online"}`,
            guard,
            notes: booking.notes,
            fill: filledIn(join, booking, chat),
          })),
        ]
      : []),
    ...consentRecords(db, { leadId, appointmentId: id }, by, context.page, at, guard),
    auditInsertWhere(
      db,
      {
        actor,
        action: "appointment.booked",
        subjectType: "appointment",
        subjectId: id,
        detail: { reference, to: window.id, status, joined: join !== null },
      },
      guard,
    ),
    ...notices.map((notice) => noticeInsert(db, state, notice, guard, context.now)),
  ];
  if (claim) {
    const answer: StoredAnswer = { fingerprint: claim.fingerprint, resourceId: id, status: 201, body: JSON.stringify(confirmation) };
    await db.batch([claimKey(db, APPOINTMENT_SCOPE, claim.key, answer), ...writes]);
  } else {
    const [first, ...rest] = writes;
    await db.batch([first!, ...rest]);
  }

  const [booked] = await db.select({ id: appointments.id }).from(appointments).where(eq(appointments.id, id)).limit(1);
  if (booked) return { kind: "booked", confirmation, appointmentId: id, leadId, joined: join !== null };
  if (claim) {
    const stored = await findStoredAnswer(db, APPOINTMENT_SCOPE, claim.key);
    if (stored && stored.resourceId !== id) return { kind: "repeat", stored };
    // This request holds the key but the window was full: free the key for the visitor's next try.
    await db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, APPOINTMENT_SCOPE), eq(idempotencyKeys.key, claim.key), eq(idempotencyKeys.resourceId, id)));
  }
  if (by.kind === "homeowner" && (await holdsOpenBooking(db, booking, context.now))) return { kind: "held" };
  return { kind: "taken", alternatives: await nearestOpenWindows(db, window.id, context.now) };
}

/** Whether the person already holds an open booking (the condition above, asked on its own). */
async function holdsOpenBooking(db: DrizzleD1Database, booking: BookingDetails, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(sql`not ${noOpenBooking(booking, now)}`)
    .limit(1);
  return row !== undefined;
}
