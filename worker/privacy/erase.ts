import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
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
} from "../db/schema";
import { errorSummary, logEvent } from "../operations/log";

/**
 * Erasing a person: every lead with their e-mail address or phone number, and with each lead
 * its appointments (and what they told the homeowner), consent records, delivery attempts, the
 * visit that could join it, audit entries (notes may name them), stored idempotent
 * answers, and the chat conversation in its Durable Object. The retention policy deletes old
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
  const counts = await relatedCounts(
    db,
    found.map((lead) => lead.id),
  );
  return {
    person: "email" in key ? key.email : key.phone,
    leads: found.map(({ chatSessionId: _, ...lead }) => lead),
    appointments: counts.appointments,
    deliveries: counts.deliveries,
    chats: found.filter((lead) => lead.chatSessionId).length,
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

/**
 * Deletes the leads and everything that hangs on them: their chat conversations first (a
 * conversation whose lead is gone could no longer be found), then every D1 row in one batch
 * with `audit`, if given. Returns what was removed.
 */
export async function eraseLeads(
  db: DrizzleD1Database,
  chats: Chats,
  leadIds: readonly string[],
  audit?: (counts: ErasureCounts) => ReturnType<typeof auditInsert>,
): Promise<ErasureCounts> {
  if (leadIds.length === 0) return { leads: 0, appointments: 0, deliveries: 0, chats: 0 };
  const rows: { id: string; chatSessionId: string | null }[] = [];
  const appointmentIds: string[] = [];
  for (const ids of inChunks(leadIds)) {
    rows.push(...(await db.select({ id: leads.id, chatSessionId: leads.chatSessionId }).from(leads).where(inArray(leads.id, ids))));
    appointmentIds.push(
      ...(await db.select({ id: appointments.id }).from(appointments).where(inArray(appointments.leadId, ids))).map((a) => a.id),
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
    ...subjects("lead", ids),
    ...subjects("appointment", appointmentIds),
    ...inChunks([...ids, ...appointmentIds]).map((chunk) => db.delete(idempotencyKeys).where(inArray(idempotencyKeys.resourceId, chunk))),
    ...inChunks(sessions).map((chunk) => db.delete(chatSessions).where(inArray(chatSessions.id, chunk))),
    ...inChunks(ids).flatMap((chunk) => [
      db.delete(deliveries).where(inArray(deliveries.leadId, chunk)),
      db.delete(appointmentNotices).where(inArray(appointmentNotices.leadId, chunk)),
      db.delete(consents).where(inArray(consents.leadId, chunk)),
      db.delete(leadVisits).where(inArray(leadVisits.leadId, chunk)),
      db.delete(appointments).where(inArray(appointments.leadId, chunk)),
      db.delete(leads).where(inArray(leads.id, chunk)),
    ]),
    ...(audit ? [audit(counts)] : []),
  ];
  const [first, ...rest] = statements;
  await db.batch([first!, ...rest]);
  return counts;
}

/**
 * Erases the person's leads that the admin confirmed (the ids the preview showed): a lead that
 * arrived after the preview is left for a second look. Audited without the erased data.
 */
export async function erasePerson(
  db: DrizzleD1Database,
  chats: Chats,
  key: PersonKey,
  confirmed: readonly string[],
  actor: string,
): Promise<ErasureCounts> {
  const found = await findPerson(db, key);
  const ids = found.leads.map((lead) => lead.id).filter((id) => confirmed.includes(id));
  try {
    const counts = await eraseLeads(db, chats, ids, (erased) =>
      auditInsert(db, {
        actor,
        action: ERASE_ACTION,
        subjectType: "erasure",
        subjectId: crypto.randomUUID(),
        // The ids point at nothing once erased; they tell which leads to erase again if a backup
        // from before this moment is ever restored.
        detail: { ...erased, leadIds: ids },
      }),
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
