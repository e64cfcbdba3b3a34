import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { LinkedLead } from "../../contracts/admin";
import { URGENCIES } from "../../contracts/leads";
import { auditInsert } from "../admin/audit";
import { appointments, leads } from "../db/schema";

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

/** The ids whose history a lead's page shows: its own and those of the leads merged into it. */
export async function historySubjects(db: DrizzleD1Database, id: string): Promise<string[]> {
  const merged = await db.select({ id: leads.id }).from(leads).where(eq(leads.mergedInto, id));
  return [id, ...merged.map((row) => row.id)];
}

const moreUrgent = (a: string, b: string) =>
  URGENCIES.indexOf(a as (typeof URGENCIES)[number]) >= URGENCIES.indexOf(b as (typeof URGENCIES)[number]) ? a : b;

export type MergeOutcome = { kind: "merged" } | { kind: "refused"; message: string };

/**
 * Merges a duplicate into the lead it duplicates. Both rows and both histories stay: the
 * duplicate is marked merged (out of every queue and count), its appointments move to the
 * lead that carries on, which takes the higher urgency and, when it has none, the assignee and
 * follow-up date; each lead's history records the merge, with the duplicate's request.
 */
export async function mergeLead(db: DrizzleD1Database, id: string, into: string, actor: string): Promise<MergeOutcome> {
  const rows = await db
    .select()
    .from(leads)
    .where(inArray(leads.id, [id, into]));
  const duplicate = rows.find((row) => row.id === id);
  const target = rows.find((row) => row.id === into);
  if (!duplicate || !target) return { kind: "refused", message: "No such lead." };
  if (id === into) return { kind: "refused", message: "A lead cannot be merged into itself." };
  if (duplicate.mergedInto) return { kind: "refused", message: "This lead was already merged." };
  if (target.mergedInto) return { kind: "refused", message: "That lead was merged into another; merge into that one." };
  const same =
    duplicate.email.toLowerCase() === target.email.toLowerCase() ||
    (duplicate.phoneE164 !== null && duplicate.phoneE164 === target.phoneE164);
  if (!same) return { kind: "refused", message: "Only leads with the same e-mail or phone number can be merged." };
  const urgency = moreUrgent(duplicate.urgency, target.urgency);
  await db.batch([
    db.update(leads).set({ mergedInto: into }).where(eq(leads.id, id)),
    db
      .update(leads)
      .set({
        urgency,
        assignee: target.assignee ?? duplicate.assignee,
        followUpOn: target.followUpOn ?? duplicate.followUpOn,
      })
      .where(eq(leads.id, into)),
    // Leads merged into the duplicate before carry on in the target too.
    db.update(leads).set({ mergedInto: into }).where(eq(leads.mergedInto, id)),
    db.update(appointments).set({ leadId: into }).where(eq(appointments.leadId, id)),
    auditInsert(db, { actor, action: "lead.merged", subjectType: "lead", subjectId: id, detail: { into, name: target.name } }),
    auditInsert(db, {
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
    }),
  ]);
  return { kind: "merged" };
}
