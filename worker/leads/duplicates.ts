import { and, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { AuditEntryView, LinkedLead } from "../../contracts/admin";
import { URGENCIES } from "../../contracts/leads";
import { auditInsertWhere } from "../admin/audit";
import { chunked } from "../db/chunks";
import { appointments, auditLog, leads } from "../db/schema";

/**
 * The same homeowner asking twice: a lead whose e-mail (any case) or phone number (E.164) matches
 * an earlier one is linked to the earliest of them when it arrives, and takes over the assignee of
 * the latest assigned one, so it reaches the salesperson who already knows the homeowner.
 * Spam never counts as an earlier lead.
 */

/** SQL matching leads of the same homeowner in the table aliased "d". */
function sameHomeowner(email: string, phoneE164: string | null): SQL {
  const byEmail = sql`lower("d"."email") = lower(${email})`;
  return phoneE164 ? sql`(${byEmail} or "d"."phone_e164" = ${phoneE164})` : byEmail;
}

/** The columns a new lead gets on arrival: evaluated inside its INSERT, against the leads already stored. */
export function arrivalLinks(email: string, phoneE164: string | null): { duplicateOf: SQL; assignee: SQL } {
  const match = sql`${sameHomeowner(email, phoneE164)} and "d"."status" <> 'spam'`;
  return {
    duplicateOf: sql`(select "d"."id" from "leads" "d" where ${match} order by "d"."created_at", "d"."id" limit 1)`,
    assignee: sql`(select "d"."assignee" from "leads" "d" where ${match} and "d"."assignee" is not null order by "d"."created_at" desc limit 1)`,
  };
}

/** The lead a lead duplicates, and the leads that duplicate it (oldest first). */
export async function linkedLeads(db: DrizzleD1Database, lead: { id: string; duplicateOf: string | null }): Promise<LinkedLead[]> {
  const root = lead.duplicateOf ?? lead.id;
  return db
    .select({
      id: leads.id,
      name: leads.name,
      createdAt: leads.createdAt,
      status: leads.status,
      urgency: leads.urgency,
      service: leads.service,
      mergedInto: leads.mergedInto,
    })
    .from(leads)
    .where(and(or(eq(leads.id, root), eq(leads.duplicateOf, root)), sql`${leads.id} <> ${lead.id}`))
    .orderBy(leads.createdAt, leads.id);
}

/**
 * A lead's history gains the same homeowner's later requests (repeats that arrived after it), so
 * a repeat from a customer whose job is won shows on that job's lead, where the office looks
 * (the queue keeps such repeats below everything else). Newest first, like the rest.
 */
export function withRepeats(
  history: readonly AuditEntryView[],
  lead: { id: string; createdAt: string },
  linked: readonly LinkedLead[],
): AuditEntryView[] {
  const repeats = linked
    .filter((other) => other.createdAt > lead.createdAt && other.mergedInto === null)
    .map((other, index) => ({
      // Not an audit row: an id no audit row has.
      id: -1 - index,
      at: other.createdAt,
      actor: "the homeowner",
      action: "lead.repeat",
      subjectType: "lead",
      subjectId: other.id,
      detail: { service: other.service, urgency: other.urgency, status: other.status },
    }));
  return [...history, ...repeats].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
}

/** The ids whose history a lead's page shows: its own and those of the leads merged into it. */
export async function historySubjects(db: DrizzleD1Database, id: string): Promise<string[]> {
  const merged = await db.select({ id: leads.id }).from(leads).where(eq(leads.mergedInto, id));
  return [id, ...merged.map((row) => row.id)];
}

const moreUrgent = (a: string, b: string) =>
  URGENCIES.indexOf(a as (typeof URGENCIES)[number]) >= URGENCIES.indexOf(b as (typeof URGENCIES)[number]) ? a : b;

export type MergeOutcome = { kind: "merged" } | { kind: "refused"; status: 404 | 409; message: string };

const NO_SUCH_LEAD = "No such lead.";

/** Why a merge of `id` into `into` cannot happen now, or null when it can (as the rows were read). */
function mergeRefusal(duplicate: Lead | undefined, target: Lead | undefined): MergeOutcome | null {
  if (!duplicate || !target) return { kind: "refused", status: 404, message: NO_SUCH_LEAD };
  if (duplicate.id === target.id) return { kind: "refused", status: 409, message: "A lead cannot be merged into itself." };
  if (duplicate.mergedInto) return { kind: "refused", status: 409, message: "This lead was already merged." };
  if (target.mergedInto) return { kind: "refused", status: 409, message: "That lead was merged into another; merge into that one." };
  const same =
    duplicate.email.toLowerCase() === target.email.toLowerCase() ||
    (duplicate.phoneE164 !== null && duplicate.phoneE164 === target.phoneE164);
  if (!same) return { kind: "refused", status: 409, message: "Only leads with the same e-mail or phone number can be merged." };
  return null;
}

type Lead = typeof leads.$inferSelect;

async function bothLeads(db: DrizzleD1Database, id: string, into: string) {
  const rows = await db
    .select()
    .from(leads)
    .where(inArray(leads.id, [id, into]));
  return { duplicate: rows.find((row) => row.id === id), target: rows.find((row) => row.id === into) };
}

/** SQL: the lead exists and is merged into nothing. */
const unmerged = (id: string) => sql`exists (select 1 from "leads" "u" where "u"."id" = ${id} and "u"."merged_into" is null)`;

/** SQL: the history entry with this marker was written (the change it records goes through). */
const recorded = (action: string, subjectId: string, marker: string) =>
  sql`exists (select 1 from ${auditLog} where ${auditLog.action} = ${action} and ${auditLog.subjectId} = ${subjectId} and json_extract(${auditLog.detail}, '$.marker') = ${marker})`;

/**
 * Merges a duplicate into the lead it duplicates. Both rows and both histories stay: the
 * duplicate is marked merged (out of every queue and count), its appointments move to the
 * lead that carries on, which takes the higher urgency and, when it has none, the assignee and
 * follow-up date; each lead's history records the merge, with the duplicate's request.
 *
 * The check and the write are one D1 batch: its first statement writes the duplicate's
 * "lead.merged" entry only if, at that moment, both leads exist and neither is merged; every
 * other statement runs only if that entry was written. Two opposite merges at the same moment
 * cannot both pass (docs/decisions/036-office-data-merges-and-erasure.md). The entry names
 * what moved, so the merge can be undone (unmergeLead).
 */
export async function mergeLead(db: DrizzleD1Database, id: string, into: string, actor: string): Promise<MergeOutcome> {
  const { duplicate, target } = await bothLeads(db, id, into);
  const refusal = mergeRefusal(duplicate, target);
  if (refusal || !duplicate || !target) return refusal ?? { kind: "refused", status: 404, message: NO_SUCH_LEAD };
  const [moving, carried] = await Promise.all([
    db.select({ id: appointments.id }).from(appointments).where(eq(appointments.leadId, id)),
    db.select({ id: leads.id }).from(leads).where(eq(leads.mergedInto, id)),
  ]);
  const marker = crypto.randomUUID();
  const done = recorded("lead.merged", id, marker);
  const urgency = moreUrgent(duplicate.urgency, target.urgency);
  const [merged] = await db.batch([
    auditInsertWhere(
      db,
      {
        actor,
        action: "lead.merged",
        subjectType: "lead",
        subjectId: id,
        detail: {
          into,
          name: target.name,
          marker,
          appointments: moving.map((row) => row.id),
          carried: carried.map((row) => row.id),
        },
      },
      sql`${unmerged(id)} and ${unmerged(into)}`,
    ),
    db
      .update(leads)
      .set({ mergedInto: into })
      .where(and(eq(leads.id, id), done)),
    db
      .update(leads)
      .set({
        urgency,
        assignee: target.assignee ?? duplicate.assignee,
        followUpOn: target.followUpOn ?? duplicate.followUpOn,
      })
      .where(and(eq(leads.id, into), done)),
    // Leads merged into the duplicate before carry on in the target too.
    db
      .update(leads)
      .set({ mergedInto: into })
      .where(and(eq(leads.mergedInto, id), done)),
    db
      .update(appointments)
      .set({ leadId: into })
      .where(and(eq(appointments.leadId, id), done)),
    auditInsertWhere(
      db,
      {
        actor,
        action: "lead.merge",
        subjectType: "lead",
        subjectId: into,
        detail: {
          from: id,
          receivedAt: duplicate.createdAt,
          service: duplicate.service,
          urgency: duplicate.urgency,
          details: duplicate.projectDetails || duplicate.summary,
          ...(urgency !== target.urgency ? { urgencyRaised: { from: target.urgency, to: urgency } } : {}),
        },
      },
      done,
    ),
  ]);
  if (merged.meta.changes === 1) return { kind: "merged" };
  // Another change came first: say what it was, as the leads are now.
  const now = await bothLeads(db, id, into);
  return (
    mergeRefusal(now.duplicate, now.target) ?? { kind: "refused", status: 409, message: "The leads changed meanwhile. Please try again." }
  );
}

export type UnmergeOutcome = { kind: "unmerged" } | { kind: "refused"; status: 404 | 409; message: string };

/**
 * Takes a merge back: the lead returns to the list and the queue, with the appointments and the
 * leads that the merge moved (those still where it put them). The urgency, assignee and
 * follow-up day the lead that carried on took stay as they are now; both histories say so.
 * One batch, written only if the lead is still merged where its latest merge put it.
 */
export async function unmergeLead(db: DrizzleD1Database, id: string, actor: string, reason?: string): Promise<UnmergeOutcome> {
  const [lead] = await db.select({ mergedInto: leads.mergedInto }).from(leads).where(eq(leads.id, id)).limit(1);
  if (!lead) return { kind: "refused", status: 404, message: NO_SUCH_LEAD };
  if (!lead.mergedInto) return { kind: "refused", status: 409, message: "This lead is not merged." };
  const into = lead.mergedInto;
  const [entry] = await db
    .select({ detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, "lead"), eq(auditLog.subjectId, id), eq(auditLog.action, "lead.merged")))
    .orderBy(desc(auditLog.id))
    .limit(1);
  const merge = mergeRecord(entry?.detail);
  const moved = merge.into === into ? merge : { appointments: [], carried: [] };
  const statements = unmergeStatements(db, { id, into, actor, reason, ...moved });
  const [first, ...rest] = statements;
  const [written] = await db.batch([first, ...rest]);
  if (written.meta.changes === 1) return { kind: "unmerged" };
  return { kind: "refused", status: 409, message: "This lead is not merged." };
}

/** What a "lead.merged" history entry says the merge moved. */
export function mergeRecord(detail: string | undefined): { into?: string; appointments: string[]; carried: string[] } {
  const parsed = (detail ? JSON.parse(detail) : {}) as { into?: string; appointments?: string[]; carried?: string[] };
  return { into: parsed.into, appointments: parsed.appointments ?? [], carried: parsed.carried ?? [] };
}

/**
 * The statements that take a merge back, for a batch: the first writes the "lead.unmerged"
 * entry only if the lead is still merged into `into`; the rest run only if it was written.
 */
export function unmergeStatements(
  db: DrizzleD1Database,
  undo: { id: string; into: string; actor: string; reason?: string; appointments: string[]; carried: string[] },
) {
  const { id, into, actor, reason } = undo;
  const marker = crypto.randomUUID();
  const done = recorded("lead.unmerged", id, marker);
  return [
    auditInsertWhere(
      db,
      { actor, action: "lead.unmerged", subjectType: "lead", subjectId: id, detail: { from: into, marker, ...(reason ? { reason } : {}) } },
      sql`exists (select 1 from "leads" "u" where "u"."id" = ${id} and "u"."merged_into" = ${into})`,
    ),
    db
      .update(leads)
      .set({ mergedInto: null })
      .where(and(eq(leads.id, id), done)),
    ...chunked(undo.carried, (run) =>
      db
        .update(leads)
        .set({ mergedInto: id })
        .where(and(inArray(leads.id, run), eq(leads.mergedInto, into), done)),
    ),
    ...chunked(undo.appointments, (run) =>
      db
        .update(appointments)
        .set({ leadId: id })
        .where(and(inArray(appointments.id, run), eq(appointments.leadId, into), done)),
    ),
    auditInsertWhere(
      db,
      { actor, action: "lead.unmerge", subjectType: "lead", subjectId: into, detail: { from: id, ...(reason ? { reason } : {}) } },
      done,
    ),
  ] as const;
}
