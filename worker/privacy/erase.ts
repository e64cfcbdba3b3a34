import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { ErasureCounts, ErasurePreview, ErasureRecord } from "../../contracts/admin";
import { auditInsert } from "../admin/audit";
import type { ChatSession } from "../chat/session";
import { chunked, rowsInChunks } from "../db/chunks";
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
import { unmergeStatements } from "../leads/duplicates";
import { errorSummary, logEvent } from "../operations/log";
import { leadsOf, type PersonKey } from "./person";
import { ERASE_ACTION, mergedIntoErased, NO_TRACES, type PersonTraces, personTraces } from "./traces";

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

/** How many appointments and delivery attempts hang on these leads. */
async function relatedCounts(db: DrizzleD1Database, leadIds: readonly string[]) {
  const total = (rows: { n: number }[]) => rows.reduce((sum, row) => sum + row.n, 0);
  const [booked, attempts] = await Promise.all([
    rowsInChunks(leadIds, (run) => db.select({ n: sql<number>`count(*)` }).from(appointments).where(inArray(appointments.leadId, run))),
    rowsInChunks(leadIds, (run) => db.select({ n: sql<number>`count(*)` }).from(deliveries).where(inArray(deliveries.leadId, run))),
  ]);
  return { appointments: total(booked), deliveries: total(attempts) };
}

/**
 * Deletes the leads and everything that hangs on them: their chat conversations first (a
 * conversation whose lead is gone could no longer be found), then every D1 row in one batch
 * with `audit`, if given. With `traces`, also the person's appointments on other leads and the
 * history entries elsewhere that carry them. Leads of others merged into an erased lead come
 * back on their own (with the appointments the merge moved); none is left pointing at nothing.
 * Every list of ids is bound a run at a time (worker/db/chunks.ts). Returns what was removed.
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
  const movedBack = new Set(extra.rehomed.flatMap((lead) => lead.appointments));
  const [rows, own] = await Promise.all([
    rowsInChunks(leadIds, (run) =>
      db.select({ id: leads.id, chatSessionId: leads.chatSessionId }).from(leads).where(inArray(leads.id, run)),
    ),
    rowsInChunks(leadIds, (run) => db.select({ id: appointments.id }).from(appointments).where(inArray(appointments.leadId, run))),
  ]);
  const appointmentIds = [...extra.appointmentIds, ...own.map((a) => a.id).filter((id) => !movedBack.has(id))];
  const ids = rows.map((row) => row.id);
  const sessions = rows.map((row) => row.chatSessionId).filter((id): id is string => Boolean(id));
  // Conversations a few at a time: a morning's backlog of chat leads must not take minutes.
  for (let at = 0; at < sessions.length; at += 20)
    await Promise.all(sessions.slice(at, at + 20).map((sessionId) => chats.get(chats.idFromName(sessionId)).erase()));

  const counts: ErasureCounts = {
    leads: ids.length,
    appointments: appointmentIds.length,
    deliveries: (await relatedCounts(db, ids)).deliveries,
    chats: sessions.length,
  };
  const subjects = (type: string, subjectIds: string[]) =>
    chunked(subjectIds, (run) => db.delete(auditLog).where(and(eq(auditLog.subjectType, type), inArray(auditLog.subjectId, run))));
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
    // A merge into one of these that landed after the look above: back on its own too (one of
    // these merged into another of these is deleted below all the same).
    ...chunked(ids, (run) => db.update(leads).set({ mergedInto: null }).where(inArray(leads.mergedInto, run))),
    ...chunked(ids, (run) => db.update(leads).set({ duplicateOf: null }).where(inArray(leads.duplicateOf, run))),
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
    ...chunked([...ids, ...appointmentIds], (run) => db.delete(idempotencyKeys).where(inArray(idempotencyKeys.resourceId, run))),
    ...chunked(sessions, (run) => db.delete(chatSessions).where(inArray(chatSessions.id, run))),
    ...chunked(appointmentIds, (run) =>
      db
        .delete(deliveries)
        .where(
          inArray(
            deliveries.noticeId,
            db.select({ id: appointmentNotices.id }).from(appointmentNotices).where(inArray(appointmentNotices.appointmentId, run)),
          ),
        ),
    ),
    ...chunked(appointmentIds, (run) => db.delete(appointmentNotices).where(inArray(appointmentNotices.appointmentId, run))),
    ...chunked(appointmentIds, (run) => db.delete(consents).where(inArray(consents.appointmentId, run))),
    ...chunked(appointmentIds, (run) => db.delete(appointments).where(inArray(appointments.id, run))),
    ...chunked(ids, (run) => db.delete(deliveries).where(inArray(deliveries.leadId, run))),
    ...chunked(ids, (run) => db.delete(appointmentNotices).where(inArray(appointmentNotices.leadId, run))),
    ...chunked(ids, (run) => db.delete(consents).where(inArray(consents.leadId, run))),
    ...chunked(ids, (run) => db.delete(leadVisits).where(inArray(leadVisits.leadId, run))),
    // Their reviews (published or not) and review requests go with the job's lead.
    ...chunked(ids, (run) => db.delete(reviews).where(inArray(reviews.leadId, run))),
    ...chunked(ids, (run) => db.delete(reviewRequests).where(inArray(reviewRequests.leadId, run))),
    ...chunked(ids, (run) => db.delete(leads).where(inArray(leads.id, run))),
    ...(audit ? [audit(counts)] : []),
  ];
  const [first, ...rest] = statements;
  await db.batch([first!, ...rest]);
  return counts;
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
