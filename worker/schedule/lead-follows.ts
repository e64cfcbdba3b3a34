import { and, count, eq, inArray, ne, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { LEAD_LIMITS } from "../../contracts/leads";
import { auditInsertWhere } from "../admin/audit";
import { appointments, leads } from "../db/schema";
import { ACTIVE } from "./availability";
import { whenInWords } from "./calendar";
import { type AppointmentChange, type LeadStatus, leadStatusAfter } from "./lead-status";

/**
 * The lead follows its appointments: its status by the rules of lead-status.ts, and its
 * details, whose line "Onsite consultation OLX-…: <when>." always names the current window
 * and, once it is no longer simply requested, its status.
 */

const statusNote: Partial<Record<string, string>> = { requested: "", confirmed: " (confirmed)" };

/** "Onsite consultation OLX-7K3Q9M: Tuesday, November 24, 2026, between 8:00 and 10:00 AM (Eastern Time) (confirmed)." */
export function consultationLine(reference: string, windowId: string, status: string): string {
  return `Onsite consultation ${reference}: ${whenInWords(windowId)}${statusNote[status] ?? ` (${status})`}.`;
}

/** The details with the consultation's line brought up to date, or added (with the homeowner's notes) when it is not there yet. */
export function withConsultation(details: string, reference: string, line: string, notes = ""): string {
  const existing = new RegExp(`Onsite consultation ${reference}: [^\\n]*`);
  if (existing.test(details)) return details.replace(existing, line);
  const added = `${line}${notes ? `\n\nNotes from the homeowner:\n${notes}` : ""}`;
  return (details.trim() ? `${details.trimEnd()}\n\n${added}` : added).slice(0, LEAD_LIMITS.projectDetails);
}

export interface LeadFollow {
  leadId: string;
  appointmentId: string;
  reference: string;
  /** The appointment after the change. */
  windowId: string;
  status: string;
  change: AppointmentChange;
  /** Who made the change, for the lead's history. */
  actor: string;
  /** Why, in the history's words: "Appointment OLX-… cancelled by the homeowner". */
  note: string;
  /** The statements run only when this holds (the change itself went through). */
  guard: SQL;
  /** A booking that joins the lead: the homeowner's notes, and what the lead lacked (a phone number, an address). */
  notes?: string;
  fill?: Partial<Pick<typeof leads.$inferInsert, "phone" | "phoneE164" | "address" | "zip" | "urgency">>;
}

/** The statements that make the lead follow one appointment change (for the change's batch). */
export async function leadFollows(db: DrizzleD1Database, follow: LeadFollow): Promise<BatchItem<"sqlite">[]> {
  const [[lead], [others]] = await Promise.all([
    db.select({ status: leads.status, projectDetails: leads.projectDetails }).from(leads).where(eq(leads.id, follow.leadId)).limit(1),
    db
      .select({ n: count() })
      .from(appointments)
      .where(
        and(eq(appointments.leadId, follow.leadId), ne(appointments.id, follow.appointmentId), inArray(appointments.status, [...ACTIVE])),
      ),
  ]);
  if (!lead) return [];
  const status: LeadStatus | null = leadStatusAfter(follow.change, lead.status, (others?.n ?? 0) > 0);
  const details = withConsultation(
    lead.projectDetails,
    follow.reference,
    consultationLine(follow.reference, follow.windowId, follow.status),
    follow.notes,
  );
  const statements: BatchItem<"sqlite">[] = [
    db
      .update(leads)
      .set({ ...follow.fill, projectDetails: details, ...(status ? { status } : {}) })
      .where(and(eq(leads.id, follow.leadId), follow.guard)),
  ];
  if (status) {
    statements.push(
      auditInsertWhere(
        db,
        {
          actor: follow.actor,
          action: "lead.status",
          subjectType: "lead",
          subjectId: follow.leadId,
          detail: { from: lead.status, to: status, note: follow.note },
        },
        follow.guard,
      ),
    );
  }
  return statements;
}
