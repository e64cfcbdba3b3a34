import { and, count, eq, isNull, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { business } from "../../content/business";
import { callBackBy, callbackAt } from "../../contracts/callback";
import { BOOKING_SOURCE, PHONE_BOOKING_SOURCE } from "../../contracts/leads";
import type { SiteConfig } from "../../contracts/site-config";
import { deliveries, leads } from "../db/schema";
import { errorSummary, logEvent } from "../operations/log";
import type { NoticeSetup } from "../schedule/notices";
import { headerText, identitySignature } from "./channels";
import type { LeadNotification } from "./notify";

/**
 * The homeowner's acknowledgement (issue 42, item 7): every lead that left an e-mail address is
 * told by e-mail that we have it, what happens next and by when, counted in office hours. Bookings
 * are told by their own appointment e-mail instead. It is its own message on the notification
 * queue (retried like the others) and its attempts are recorded as the "homeowner" channel without
 * a notice, so they never count as the office having been reached.
 */

/** Queues the acknowledgement. Never throws: the lead itself is already safe. */
export async function enqueueAcknowledgement(queue: Queue, leadId: string): Promise<void> {
  try {
    await queue.send({ leadId, acknowledge: true } satisfies LeadNotification, { contentType: "json" });
  } catch (error) {
    logEvent("lead.queue_failed", { leadId, error: errorSummary(error) }, "error");
  }
}

const DAY_MS = 86_400_000;

/**
 * The latest arrival time whose promised call is already due at `now`: a lead received at or
 * before it is overdue. It is read off `callBackBy` itself (which never moves earlier for a later
 * arrival), to the millisecond (some thirty calls), so "overdue" and the homeowner's promise are the same arithmetic.
 * Without configured office hours, `hours` clock hours.
 * @example overdueSince(new Date("2026-12-07T15:00:00Z"), "Mo-Fr 08:00-18:00", 2) // 2026-12-07T13:00:00Z (Monday 8 a.m.): Saturday's leads are overdue, Monday 8:30's are not
 */
export function overdueSince(now: Date, officeHours: string, hours: number): Date {
  const due = (arrival: number) => callBackBy(new Date(arrival), officeHours, hours)?.getTime() ?? null;
  const clock = new Date(now.getTime() - hours * 3_600_000);
  if (due(now.getTime()) === null) return clock;
  // Three weeks back every promise is due (callBackBy looks that far ahead); now's own is not.
  let overdue = now.getTime() - 21 * DAY_MS;
  let notYet = now.getTime();
  while (notYet - overdue > 1) {
    const middle = Math.floor((overdue + notYet) / 2);
    const deadline = due(middle);
    if (deadline !== null && deadline <= now.getTime()) overdue = middle;
    else notYet = middle;
  }
  return new Date(overdue);
}

/** The acknowledgement's words. */
export function acknowledgementEmail(
  lead: { name: string; service: string; urgency: string; createdAt: string },
  site: SiteConfig,
): { subject: string; text: string } {
  // "When will someone call?" for the moment the request came in (contracts/callback.ts), as every surface answers it.
  const answer = callbackAt(new Date(lead.createdAt), site);
  const first = headerText(lead.name).split(" ")[0] || "there";
  const text = [
    `Hello ${first},`,
    `Thank you for contacting ${business.name}. We have your request${lead.service ? ` about ${headerText(lead.service)}` : ""}.`,
    `What happens next: ${answer.sentence} We will talk through what you need and, if you like, set up a free onsite consultation.`,
    `If water is coming in or the damage cannot wait: ${answer.emergency}`,
    `To add anything, reply to this e-mail.`,
    `-- \n${identitySignature(site).join("\n")}`,
  ].join("\n\n");
  return { subject: `We received your request: ${business.name}`, text };
}

/** Sends the acknowledgement unless it was sent, recording the attempt. */
export async function deliverAcknowledgement(
  db: DrizzleD1Database,
  setup: NoticeSetup,
  leadId: string,
  final: boolean,
): Promise<"done" | "retry" | "gone"> {
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId)).limit(1);
  if (!lead) return "gone";
  // Bookings have their own e-mail; a lead without an address (or a deployment without e-mail) has nobody to tell.
  if (!setup.email || !lead.email || lead.source === BOOKING_SOURCE || lead.source === PHONE_BOOKING_SOURCE) return "done";
  const mine = and(eq(deliveries.leadId, leadId), eq(deliveries.channel, "homeowner"), isNull(deliveries.noticeId));
  const [history] = await db
    .select({ attempts: count(), sent: sql<number>`coalesce(sum(${deliveries.status} = 'sent'), 0)` })
    .from(deliveries)
    .where(mine);
  if ((history?.sent ?? 0) > 0) return "done";
  const attempt = (history?.attempts ?? 0) + 1;
  let error: string | null = null;
  try {
    await setup.email.binding.send({
      from: setup.email.from,
      to: lead.email,
      replyTo: setup.site.email,
      ...acknowledgementEmail(lead, setup.site),
    });
  } catch (failure) {
    error = (failure instanceof Error ? failure.message : String(failure)).slice(0, 500);
  }
  const status = error === null ? "sent" : final ? "failed" : "retrying";
  await db.insert(deliveries).values({ leadId, channel: "homeowner", noticeId: null, attempt, status, error });
  logEvent("delivery.attempt", { leadId, channel: "homeowner", attempt, outcome: status, error: error ? "send failed" : null });
  return error === null ? "done" : "retry";
}
