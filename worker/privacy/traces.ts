import { and, desc, eq, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { e164 } from "../../contracts/person";
import { OR_TERMS_PER_RUN, rowsInChunks } from "../db/chunks";
import { appointments, auditLog, leads } from "../db/schema";
import { mergeRecord } from "../leads/duplicates";
import { digitsOf, nationalDigits, type PersonKey, personAppointments } from "./person";
import { ERASED, type Marks, strikeOut, strikeOutDetail } from "./strike-out";

/**
 * What a person left outside their own leads, and the other leads their erasure touches: found
 * alike by the preview and the erasure (worker/privacy/erase.ts), so the preview shows exactly what goes.
 */

/** The audit action of an erasure: its entries are never struck out (they hold counts and ids only). */
export const ERASE_ACTION = "person.erase";

/** Everything of the person beyond their own leads, and the other leads their erasure touches. */
export interface PersonTraces {
  /** Their appointments on someone else's lead (a booking that joined the lead of the same browser). */
  appointmentIds: string[];
  /** History entries elsewhere that carry their data: removed (their merged request) or struck out (a note naming them). */
  history: { id: number; detail: string | null }[];
  /** Leads of others merged into one of theirs: back on their own, with what the merge moved. */
  rehomed: { id: string; into: string; appointments: string[] }[];
  /** Leads of others their booking joined: the notes and address it brought in, struck out. */
  joined: { id: string; projectDetails: string; address: string }[];
}

export const NO_TRACES: PersonTraces = { appointmentIds: [], history: [], rehomed: [], joined: [] };

/** The leads of others merged into these, with the appointments each merge moved (which go back with them). */
async function mergedInto(db: DrizzleD1Database, leadIds: readonly string[]): Promise<PersonTraces["rehomed"]> {
  const own = new Set(leadIds);
  const merged = await rowsInChunks(leadIds, (run) =>
    db
      .select({ id: leads.id, into: leads.mergedInto })
      .from(leads)
      .where(and(inArray(leads.mergedInto, run), isNotNull(leads.mergedInto))),
  );
  const rehomed: PersonTraces["rehomed"] = [];
  for (const lead of merged.filter((row) => !own.has(row.id))) {
    const [entry] = await db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, "lead"), eq(auditLog.subjectId, lead.id), eq(auditLog.action, "lead.merged")))
      .orderBy(desc(auditLog.id))
      .limit(1);
    const record = mergeRecord(entry?.detail);
    rehomed.push({ id: lead.id, into: lead.into!, appointments: record.into === lead.into ? record.appointments : [] });
  }
  return rehomed;
}

/** For erasures without a person (retention): the leads of others merged into these, which come back. */
export async function mergedIntoErased(db: DrizzleD1Database, leadIds: readonly string[]): Promise<PersonTraces> {
  return { ...NO_TRACES, rehomed: await mergedInto(db, leadIds) };
}

/**
 * Finds what the person left outside their leads (`leadIds`): appointments, history entries on
 * other leads, and the leads of others merged into theirs.
 */
export async function personTraces(db: DrizzleD1Database, key: PersonKey, leadIds: readonly string[]): Promise<PersonTraces> {
  const own = new Set(leadIds);
  const theirLeads = await rowsInChunks(leadIds, (run) =>
    db.select({ name: leads.name, email: leads.email, phoneE164: leads.phoneE164 }).from(leads).where(inArray(leads.id, run)),
  );
  const found = await personAppointments(db, key);
  const elsewhere = found.filter((row) => !own.has(row.leadId));
  const ownAppointments = await rowsInChunks(leadIds, (run) =>
    db.select({ id: appointments.id }).from(appointments).where(inArray(appointments.leadId, run)),
  );
  const erasedAppointments = new Set([...ownAppointments.map((row) => row.id), ...elsewhere.map((row) => row.id)]);

  // Leads of others merged into one of theirs come back; the appointments the merge moved go with
  // them, except the person's own (found by their address or number).
  const matching = new Set(found.map((row) => row.id));
  const rehomed = (await mergedInto(db, leadIds)).map((lead) => ({
    ...lead,
    appointments: lead.appointments.filter((id) => !matching.has(id)),
  }));
  for (const id of rehomed.flatMap((lead) => lead.appointments)) erasedAppointments.delete(id);

  const marks = await personMarks(db, key, [...theirLeads, ...found], own);
  const history = leadIds.length + elsewhere.length > 0 ? await historyNaming(db, marks, leadIds, [...erasedAppointments]) : [];
  return { appointmentIds: elsewhere.map((row) => row.id), history, rehomed, joined: await joinedLeads(db, elsewhere, marks) };
}

/** The leads their bookings joined, with the booking's notes (added to the lead's details) and address (when it filled a gap) struck out. */
async function joinedLeads(
  db: DrizzleD1Database,
  bookings: { leadId: string; notes: string; address: string; zip: string }[],
  marks: Marks,
): Promise<PersonTraces["joined"]> {
  const out: PersonTraces["joined"] = [];
  for (const leadId of new Set(bookings.map((booking) => booking.leadId))) {
    const [lead] = await db
      .select({ projectDetails: leads.projectDetails, address: leads.address })
      .from(leads)
      .where(eq(leads.id, leadId));
    if (!lead) continue;
    let projectDetails = lead.projectDetails;
    let address = lead.address;
    for (const booking of bookings.filter((row) => row.leadId === leadId)) {
      if (booking.notes.trim()) projectDetails = projectDetails.split(booking.notes).join(ERASED);
      if (address === `${booking.address}, ${booking.zip}`) address = "";
    }
    projectDetails = strikeOut(projectDetails, marks);
    if (projectDetails !== lead.projectDetails || address !== lead.address) out.push({ id: leadId, projectDetails, address });
  }
  return out;
}

/** The person's e-mail addresses, names and (unless a lead that stays shares it) phone numbers. */
async function personMarks(
  db: DrizzleD1Database,
  key: PersonKey,
  records: { name: string; email: string; phoneE164?: string | null; phone?: string }[],
  own: ReadonlySet<string>,
): Promise<Marks> {
  const words = new Set<string>("email" in key ? [key.email] : []);
  const phones = new Set<string>("phone" in key ? [key.phone] : []);
  for (const record of records) {
    words.add(record.email.toLowerCase());
    // A whole name; a lone short word would strike out unrelated text.
    const name = record.name.trim().replace(/\s+/g, " ");
    if (name.length >= 5 && name.includes(" ")) words.add(name.toLowerCase());
    const phone = record.phoneE164 ?? (record.phone ? e164(record.phone) : null);
    if (phone) phones.add(phone);
  }
  for (const phone of phones) {
    if ("phone" in key && phone === key.phone) continue;
    const sharers = await db.select({ id: leads.id }).from(leads).where(eq(leads.phoneE164, phone));
    if (sharers.some((lead) => !own.has(lead.id))) phones.delete(phone);
  }
  return { words: [...words], phones: [...phones].map(nationalDigits) };
}

/**
 * History entries outside the erased subjects that carry the person: the "lead.merge" entry of
 * their request merged into another lead (removed: detail null), and entries whose text names
 * them (struck out: the new detail). A person with many leads has many marks: they are looked
 * for a run at a time, like every list bound into SQL.
 */
async function historyNaming(
  db: DrizzleD1Database,
  marks: Marks,
  leadIds: readonly string[],
  appointmentIds: readonly string[],
): Promise<PersonTraces["history"]> {
  const detail = sql`lower(${auditLog.detail})`;
  const notAnErasure = ne(auditLog.action, ERASE_ACTION);
  const looks = [...marks.words.map((word) => ({ word: word.toLowerCase() })), ...marks.phones.map((digits) => ({ digits }))];
  const [naming, mergedFrom] = await Promise.all([
    rowsInChunks(
      looks,
      (run) =>
        db
          .select()
          .from(auditLog)
          .where(
            and(
              notAnErasure,
              or(
                ...run.map((look) =>
                  "word" in look
                    ? sql`instr(${detail}, ${look.word}) > 0`
                    : sql`instr(${digitsOf(sql`${auditLog.detail}`)}, ${look.digits}) > 0`,
                ),
              ),
            ),
          ),
      OR_TERMS_PER_RUN,
    ),
    rowsInChunks(leadIds, (run) =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "lead.merge"), inArray(sql`json_extract(${auditLog.detail}, '$.from')`, run))),
    ),
  ]);
  const rows = new Map([...naming, ...mergedFrom].map((row) => [row.id, row]));
  const gone = new Set(leadIds);
  const goneAppointments = new Set(appointmentIds);
  const out: PersonTraces["history"] = [];
  for (const row of [...rows.values()].sort((a, b) => a.id - b.id)) {
    if (row.subjectType === "lead" && gone.has(row.subjectId)) continue;
    if (row.subjectType === "appointment" && goneAppointments.has(row.subjectId)) continue;
    const parsed = JSON.parse(row.detail) as Record<string, unknown>;
    if (row.action === "lead.merge" && typeof parsed.from === "string" && gone.has(parsed.from)) {
      out.push({ id: row.id, detail: null });
      continue;
    }
    const struck = JSON.stringify(strikeOutDetail(parsed, marks));
    if (struck !== row.detail) out.push({ id: row.id, detail: struck });
  }
  return out;
}
