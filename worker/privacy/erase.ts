import { and, desc, eq, inArray, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { ErasureCounts, ErasurePreview, ErasureRecord } from "../../contracts/admin";
import { e164 } from "../../contracts/person";
import { auditInsert } from "../admin/audit";
import type { ChatSession } from "../chat/session";
import { inChunks } from "../db/chunks";
import {
  appointmentNotices,
  appointments,
  auditLog,
  chatSessions,
  consents,
  deliveries,
  idempotencyKeys,
  leads,
  leadVisits,
  reviewRequests,
  reviews,
} from "../db/schema";
import { mergeRecord, unmergeStatements } from "../leads/duplicates";
import { errorSummary, logEvent } from "../operations/log";

/**
 * Erasing a person: every lead with their e-mail address or phone number, and with each lead
 * its appointments (and what they told the homeowner), consent records, delivery attempts, the
 * visit that could join it, their reviews and review requests, audit entries (notes may name them), stored idempotent
 * answers, and the chat conversation in its Durable Object. Beyond their leads: their
 * appointments on another lead (a booking that joined the lead of the same browser), the
 * record of their request merged into another lead, and notes elsewhere that name them
 * (struck out). Leads of others merged into theirs come back on their own. The retention policy deletes old
 * closed leads the same way. An erasure is audited with counts and the erased leads' ids only.
 */

const ERASE_ACTION = "person.erase";

/** An e-mail address (lower case) or a phone number (E.164): how a person is found. */
export type PersonKey = { email: string } | { phone: string };

/** The person an admin typed, or null when it is neither an e-mail address nor a phone number. */
export function personKey(text: string): PersonKey | null {
  const value = text.trim();
  if (/^[^\s@]+@[^\s@]+$/.test(value)) return { email: value.toLowerCase() };
  const phone = e164(value);
  return phone ? { phone } : null;
}

function leadsOf(key: PersonKey): SQL {
  return "email" in key ? sql`lower(${leads.email}) = ${key.email}` : eq(leads.phoneE164, key.phone);
}

type Chats = Pick<DurableObjectNamespace<ChatSession>, "get" | "idFromName">;

/** The digits of a US number without its country code: "+14435550123" -> "4435550123". */
const nationalDigits = (phone: string) => phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");

/** SQL: `column` with the usual phone separators taken out, so "(443) 555-0123" reads "4435550123". */
const digitsOf = (column: SQL) =>
  sql`replace(replace(replace(replace(replace(replace(${column}, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')`;

/**
 * What identifies the person in free text (notes, history): their e-mail addresses and names as
 * their own records give them, and a phone number unless someone who stays uses it too.
 */
interface Marks {
  words: string[];
  phones: string[];
}

/** Text with every mark of the person struck out. */
function strikeOut(text: string, marks: Marks): string {
  let out = text;
  for (const word of marks.words) out = out.replace(new RegExp(escapeRegExp(word), "giu"), ERASED);
  for (const phone of marks.phones) {
    const digits = phone.split("").join("[\\s().-]*");
    out = out.replace(new RegExp(`(\\+?1[\\s().-]*)?${digits}`, "g"), ERASED);
  }
  return out;
}

const ERASED = "[erased]";
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every string in a history entry's detail, struck out. */
function strikeOutDetail(value: unknown, marks: Marks): unknown {
  if (typeof value === "string") return strikeOut(value, marks);
  if (Array.isArray(value)) return value.map((item) => strikeOutDetail(item, marks));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, strikeOutDetail(v, marks)]));
  return value;
}

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

async function personAppointments(db: DrizzleD1Database, key: PersonKey) {
  if ("email" in key) return db.select().from(appointments).where(sql`lower(${appointments.email}) = ${key.email}`);
  const digits = nationalDigits(key.phone);
  const rows = await db
    .select()
    .from(appointments)
    .where(sql`${digitsOf(sql`${appointments.phone}`)} like ${`%${digits}`}`);
  return rows.filter((row) => e164(row.phone) === key.phone);
}

/**
 * Finds what the person left outside their leads (`leadIds`): appointments, history entries on
 * other leads, and the leads of others merged into theirs. Used alike by the preview and the
 * erasure, so the preview shows exactly what goes.
 */
async function personTraces(db: DrizzleD1Database, key: PersonKey, leadIds: readonly string[]): Promise<PersonTraces> {
  const own = new Set(leadIds);
  const theirLeads = leadIds.length
    ? (
        await Promise.all(
          inChunks(leadIds).map((ids) =>
            db.select({ name: leads.name, email: leads.email, phoneE164: leads.phoneE164 }).from(leads).where(inArray(leads.id, ids)),
          ),
        )
      ).flat()
    : [];
  const found = await personAppointments(db, key);
  const elsewhere = found.filter((row) => !own.has(row.leadId));
  const ownAppointments = (
    await Promise.all(
      inChunks(leadIds).map((ids) => db.select({ id: appointments.id }).from(appointments).where(inArray(appointments.leadId, ids))),
    )
  ).flat();
  const erasedAppointments = new Set([...ownAppointments.map((row) => row.id), ...elsewhere.map((row) => row.id)]);

  // Leads of others merged into one of theirs come back; the appointments the merge moved go with them.
  const merged = (
    await Promise.all(
      inChunks(leadIds).map((ids) =>
        db
          .select({ id: leads.id, into: leads.mergedInto })
          .from(leads)
          .where(and(inArray(leads.mergedInto, ids), sql`${leads.mergedInto} is not null`)),
      ),
    )
  )
    .flat()
    .filter((row) => !own.has(row.id));
  const matching = new Set(found.map((row) => row.id));
  const rehomed: PersonTraces["rehomed"] = [];
  for (const lead of merged) {
    const [entry] = await db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, "lead"), eq(auditLog.subjectId, lead.id), eq(auditLog.action, "lead.merged")))
      .orderBy(desc(auditLog.id))
      .limit(1);
    const record = mergeRecord(entry?.detail);
    const back = record.into === lead.into ? record.appointments.filter((id) => !matching.has(id)) : [];
    for (const id of back) erasedAppointments.delete(id);
    rehomed.push({ id: lead.id, into: lead.into!, appointments: back });
  }

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
 * them (struck out: the new detail).
 */
async function historyNaming(
  db: DrizzleD1Database,
  marks: Marks,
  leadIds: readonly string[],
  appointmentIds: readonly string[],
): Promise<PersonTraces["history"]> {
  const detail = sql`lower(${auditLog.detail})`;
  const naming = [
    ...marks.words.map((word) => sql`instr(${detail}, ${word.toLowerCase()}) > 0`),
    ...marks.phones.map((digits) => sql`instr(${digitsOf(sql`${auditLog.detail}`)}, ${digits}) > 0`),
  ];
  const fromErased = leadIds.length
    ? inChunks(leadIds).map((ids) => and(eq(auditLog.action, "lead.merge"), inArray(sql`json_extract(${auditLog.detail}, '$.from')`, ids)))
    : [];
  const conditions = [...naming, ...fromErased];
  if (conditions.length === 0) return [];
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(sql`${auditLog.action} <> ${ERASE_ACTION}`, or(...conditions)));
  const gone = new Set(leadIds);
  const goneAppointments = new Set(appointmentIds);
  const out: PersonTraces["history"] = [];
  for (const row of rows) {
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

/** Everything held about the person, for the admin to confirm before erasing. */
export async function findPerson(db: DrizzleD1Database, key: PersonKey): Promise<ErasurePreview> {
  const found = await db
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      name: leads.name,
      source: leads.source,
      status: leads.status,
      chatSessionId: leads.chatSessionId,
    })
    .from(leads)
    .where(leadsOf(key))
    .orderBy(desc(leads.createdAt));
  const ids = found.map((lead) => lead.id);
  const traces = await personTraces(db, key, ids);
  const counts = await relatedCounts(db, ids);
  const movedBack = traces.rehomed.reduce((n, lead) => n + lead.appointments.length, 0);
  return {
    person: "email" in key ? key.email : key.phone,
    leads: found.map(({ chatSessionId: _, ...lead }) => lead),
    appointments: counts.appointments - movedBack + traces.appointmentIds.length,
    appointmentIds: traces.appointmentIds,
    deliveries: counts.deliveries,
    chats: found.filter((lead) => lead.chatSessionId).length,
    historyEntries: traces.history.length,
    rehomed: traces.rehomed.length,
  };
}

async function relatedCounts(db: DrizzleD1Database, leadIds: readonly string[]) {
  let appointmentCount = 0;
  let deliveryCount = 0;
  for (const ids of inChunks(leadIds)) {
    const [[booked], [attempts]] = await Promise.all([
      db.select({ n: sql<number>`count(*)` }).from(appointments).where(inArray(appointments.leadId, ids)),
      db.select({ n: sql<number>`count(*)` }).from(deliveries).where(inArray(deliveries.leadId, ids)),
    ]);
    appointmentCount += booked?.n ?? 0;
    deliveryCount += attempts?.n ?? 0;
  }
  return { appointments: appointmentCount, deliveries: deliveryCount };
}

const NO_TRACES: PersonTraces = { appointmentIds: [], history: [], rehomed: [], joined: [] };

/**
 * Deletes the leads and everything that hangs on them: their chat conversations first (a
 * conversation whose lead is gone could no longer be found), then every D1 row in one batch
 * with `audit`, if given. With `traces`, also the person's appointments on other leads and the
 * history entries elsewhere that carry them. Leads of others merged into an erased lead come
 * back on their own (with the appointments the merge moved); none is left pointing at nothing.
 * Returns what was removed.
 */
export async function eraseLeads(
  db: DrizzleD1Database,
  chats: Chats,
  leadIds: readonly string[],
  audit?: (counts: ErasureCounts) => ReturnType<typeof auditInsert>,
  traces?: PersonTraces,
  actor = "retention",
): Promise<ErasureCounts> {
  const extra = traces ?? (leadIds.length > 0 ? await mergedIntoErased(db, leadIds) : NO_TRACES);
  if (leadIds.length === 0 && extra.appointmentIds.length === 0 && extra.history.length === 0)
    return { leads: 0, appointments: 0, deliveries: 0, chats: 0 };
  const rows: { id: string; chatSessionId: string | null }[] = [];
  const movedBack = new Set(extra.rehomed.flatMap((lead) => lead.appointments));
  const appointmentIds: string[] = [...extra.appointmentIds];
  for (const ids of inChunks(leadIds)) {
    rows.push(...(await db.select({ id: leads.id, chatSessionId: leads.chatSessionId }).from(leads).where(inArray(leads.id, ids))));
    appointmentIds.push(
      ...(await db.select({ id: appointments.id }).from(appointments).where(inArray(appointments.leadId, ids)))
        .map((a) => a.id)
        .filter((id) => !movedBack.has(id)),
    );
  }
  const ids = rows.map((row) => row.id);
  const sessions = rows.map((row) => row.chatSessionId).filter((id): id is string => Boolean(id));
  for (const sessionId of sessions) await chats.get(chats.idFromName(sessionId)).erase();

  const counts: ErasureCounts = {
    leads: ids.length,
    appointments: appointmentIds.length,
    deliveries: (await relatedCounts(db, ids)).deliveries,
    chats: sessions.length,
  };
  const subjects = (type: string, subjectIds: string[]) =>
    inChunks(subjectIds).map((chunk) => db.delete(auditLog).where(and(eq(auditLog.subjectType, type), inArray(auditLog.subjectId, chunk))));
  const statements = [
    // First the leads of others that were merged into these: back on their own, before anything is deleted.
    ...extra.rehomed.flatMap((lead) =>
      unmergeStatements(db, {
        id: lead.id,
        into: lead.into,
        actor,
        reason: "the lead it was merged into was erased",
        appointments: lead.appointments,
        carried: [],
      }),
    ),
    // A merge into one of these that landed after the look above: back on its own too.
    ...inChunks(ids).map((chunk) =>
      db
        .update(leads)
        .set({ mergedInto: null })
        .where(and(inArray(leads.mergedInto, chunk), notInArray(leads.id, chunk))),
    ),
    ...inChunks(ids).map((chunk) => db.update(leads).set({ duplicateOf: null }).where(inArray(leads.duplicateOf, chunk))),
    ...extra.joined.map((lead) =>
      db.update(leads).set({ projectDetails: lead.projectDetails, address: lead.address }).where(eq(leads.id, lead.id)),
    ),
    ...extra.history.map((entry) =>
      entry.detail === null
        ? db.delete(auditLog).where(eq(auditLog.id, entry.id))
        : db.update(auditLog).set({ detail: entry.detail }).where(eq(auditLog.id, entry.id)),
    ),
    ...subjects("lead", ids),
    ...subjects("appointment", appointmentIds),
    ...inChunks([...ids, ...appointmentIds]).map((chunk) => db.delete(idempotencyKeys).where(inArray(idempotencyKeys.resourceId, chunk))),
    ...inChunks(sessions).map((chunk) => db.delete(chatSessions).where(inArray(chatSessions.id, chunk))),
    ...inChunks(appointmentIds).flatMap((chunk) => [
      db
        .delete(deliveries)
        .where(
          inArray(
            deliveries.noticeId,
            db.select({ id: appointmentNotices.id }).from(appointmentNotices).where(inArray(appointmentNotices.appointmentId, chunk)),
          ),
        ),
      db.delete(appointmentNotices).where(inArray(appointmentNotices.appointmentId, chunk)),
      db.delete(consents).where(inArray(consents.appointmentId, chunk)),
      db.delete(appointments).where(inArray(appointments.id, chunk)),
    ]),
    ...inChunks(ids).flatMap((chunk) => [
      db.delete(deliveries).where(inArray(deliveries.leadId, chunk)),
      db.delete(appointmentNotices).where(inArray(appointmentNotices.leadId, chunk)),
      db.delete(consents).where(inArray(consents.leadId, chunk)),
      db.delete(leadVisits).where(inArray(leadVisits.leadId, chunk)),
      // Their reviews (published or not) and review requests go with the job's lead.
      db.delete(reviews).where(inArray(reviews.leadId, chunk)),
      db.delete(reviewRequests).where(inArray(reviewRequests.leadId, chunk)),
      db.delete(leads).where(inArray(leads.id, chunk)),
    ]),
    ...(audit ? [audit(counts)] : []),
  ];
  const [first, ...rest] = statements;
  await db.batch([first!, ...rest]);
  return counts;
}

/** For erasures without a person (retention): the leads of others merged into these, which come back. */
async function mergedIntoErased(db: DrizzleD1Database, leadIds: readonly string[]): Promise<PersonTraces> {
  const own = new Set(leadIds);
  const rehomed: PersonTraces["rehomed"] = [];
  for (const ids of inChunks(leadIds)) {
    const merged = await db.select({ id: leads.id, into: leads.mergedInto }).from(leads).where(inArray(leads.mergedInto, ids));
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
  }
  return { appointmentIds: [], history: [], rehomed, joined: [] };
}

/**
 * Erases the person's leads that the admin confirmed (the ids the preview showed), their
 * appointments on other leads that the preview showed, and the history entries elsewhere
 * that carry them: a lead that arrived after the preview is left for a second look. Audited
 * without the erased data.
 */
export async function erasePerson(
  db: DrizzleD1Database,
  chats: Chats,
  key: PersonKey,
  confirmed: readonly string[],
  actor: string,
  confirmedAppointments: readonly string[] = [],
): Promise<ErasureCounts> {
  const found = await db.select({ id: leads.id }).from(leads).where(leadsOf(key));
  const ids = found.map((lead) => lead.id).filter((id) => confirmed.includes(id));
  const traces = await personTraces(db, key, ids);
  if (traces.appointmentIds.some((id) => !confirmedAppointments.includes(id))) {
    // An appointment the preview did not show: leave it, and what it brought to the lead it joined, for a second look.
    traces.appointmentIds = traces.appointmentIds.filter((id) => confirmedAppointments.includes(id));
    traces.joined = [];
  }
  try {
    const counts = await eraseLeads(
      db,
      chats,
      ids,
      (erased) =>
        auditInsert(db, {
          actor,
          action: ERASE_ACTION,
          subjectType: "erasure",
          subjectId: crypto.randomUUID(),
          // The ids point at nothing once erased; they tell which leads to erase again if a backup
          // from before this moment is ever restored.
          detail: { ...erased, leadIds: ids, appointmentIds: traces.appointmentIds },
        }),
      traces,
      actor,
    );
    logEvent("person.erased", { ...counts });
    return counts;
  } catch (error) {
    logEvent("person.erase_failed", { leads: ids.length, error: errorSummary(error) }, "error");
    throw error;
  }
}

/** The latest erasures from the audit log, newest first. */
export async function recentErasures(db: DrizzleD1Database, limit = 10): Promise<ErasureRecord[]> {
  const rows = await db
    .select({ at: auditLog.at, actor: auditLog.actor, detail: auditLog.detail })
    .from(auditLog)
    .where(eq(auditLog.action, ERASE_ACTION))
    .orderBy(desc(auditLog.id))
    .limit(limit);
  return rows.map((row) => {
    const detail = JSON.parse(row.detail) as Partial<ErasureCounts>;
    return {
      at: row.at,
      actor: row.actor,
      leads: detail.leads ?? 0,
      appointments: detail.appointments ?? 0,
      deliveries: detail.deliveries ?? 0,
      chats: detail.chats ?? 0,
    };
  });
}
