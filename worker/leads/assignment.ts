import { eq } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { auditInsert } from "../admin/audit";
import { type SalesPerson, salesTeam, siteConfig } from "../config";
import { leads } from "../db/schema";
import type { Env } from "../env";
import { errorSummary, logEvent } from "../operations/log";
import { headerText } from "./channels";
import type { LeadNotification } from "./notify";
import { sendText, smsConfig } from "./sms";

/**
 * Telling a salesperson that a lead was assigned to them (issue 42, item 8), the way they chose
 * in SALES_TEAM ("by text" or "by e-mail", worker/config.ts). It is its own message on the
 * notification queue, retried like the others; the lead's history records that they were told
 * (or that every try failed), so the office can see it.
 */

/** Queues the notice. Never throws: the assignment itself is saved. */
export async function enqueueAssignment(queue: Queue, leadId: string, assignee: string): Promise<void> {
  try {
    await queue.send({ leadId, assigned: assignee } satisfies LeadNotification, { contentType: "json" });
  } catch (error) {
    logEvent("lead.queue_failed", { leadId, error: errorSummary(error) }, "error");
  }
}

/** The words of the notice: who, what, and the lead's page. */
function assignmentText(lead: { name: string; service: string; phone: string; urgency: string; id: string }, siteUrl: string): string {
  const urgent = lead.urgency === "emergency" ? "EMERGENCY lead" : "Lead";
  const phone = lead.phone ? `, ${headerText(lead.phone)}` : "";
  return `${urgent} assigned to you: ${headerText(lead.name)} (${headerText(lead.service)}${phone}). ${siteUrl}/admin/leads/${lead.id}`;
}

async function tell(env: Env, member: SalesPerson, text: string, fetcher: typeof fetch): Promise<"sms" | "email"> {
  const sms = smsConfig(env);
  if (member.notify === "sms" && member.mobile && sms) {
    await sendText(sms, member.mobile, text, fetcher);
    return "sms";
  }
  const from = env.LEAD_EMAIL_FROM?.trim();
  if (!env.LEAD_EMAIL || !from) throw new Error("e-mail is not set up (LEAD_EMAIL_FROM) and texts are not chosen or not set up");
  await env.LEAD_EMAIL.send({ from, to: member.email, subject: text.split(":")[0]!, text });
  return "email";
}

/** Tells the assignee, unless the lead is gone or assigned to someone else meanwhile. */
export async function deliverAssignment(
  db: DrizzleD1Database,
  env: Env,
  leadId: string,
  assignee: string,
  final: boolean,
  fetcher: typeof fetch = fetch,
): Promise<"done" | "retry" | "gone"> {
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId)).limit(1);
  if (!lead) return "gone";
  const member = salesTeam(env).find((person) => person.email === assignee);
  if (!member || lead.assignee !== assignee) return "done";
  try {
    const by = await tell(env, member, assignmentText(lead, siteConfig(env).siteUrl), fetcher);
    await auditInsert(db, {
      actor: "system",
      action: "lead.assignment-notice",
      subjectType: "lead",
      subjectId: leadId,
      detail: { to: assignee, by },
    });
    return "done";
  } catch (error) {
    logEvent(
      "delivery.attempt",
      { leadId, channel: "assignment", outcome: final ? "failed" : "retrying", error: errorSummary(error) },
      "warn",
    );
    if (final)
      await auditInsert(db, {
        actor: "system",
        action: "lead.assignment-notice",
        subjectType: "lead",
        subjectId: leadId,
        detail: { to: assignee, failed: true },
      });
    return "retry";
  }
}
