import { createMessageBatch } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sendFollowUpDigests } from "../admin/follow-up-digest";
import { salesTeam } from "../config";
import { database } from "../db/client";
import { appointmentNotices, leads } from "../db/schema";
import type { Env } from "../env";
import { handleNotificationBatch, type LeadNotification } from "../leads/notify";
import { smsConfig, TWILIO_API } from "../leads/sms";
import { bookableDates, windowsForDay } from "../schedule/calendar";
import { bookDirectly } from "../test/bookings";
import { storeTestLead } from "../test/leads";

/** The failure paths' log lines carry ids and error codes, never an e-mail address or a phone number. */

const baseEnv = env as unknown as Env;
const db = database(baseEnv.DB);
const EMAIL = /[^\s@"<>]+@[^\s@"<>]+\.[a-z]{2,}/i;
const PHONE = /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/;

let lines: string[] = [];
beforeEach(() => {
  lines = [];
  for (const level of ["log", "warn", "error"] as const)
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
});
afterEach(() => vi.restoreAllMocks());

const batchOf = (body: LeadNotification) =>
  createMessageBatch<LeadNotification>("lead-notifications", [{ id: `m-${body.leadId}`, timestamp: new Date(), attempts: 1, body }]);

/** Every e-mail send refuses, naming the address as mail servers do; Twilio refuses, naming the number. */
const refusingInbox = {
  send: async ({ to }: { to: string }) => {
    throw new Error(`destination address ${to} is not verified`);
  },
} as unknown as SendEmail;
const refusingTwilio = (async (input: RequestInfo | URL) =>
  String(input).startsWith(TWILIO_API)
    ? Response.json({ code: 21211, message: "The 'To' number +14105550111 is not a valid phone number." }, { status: 400 })
    : new Response("ok")) as typeof fetch;

const failing = {
  ...baseEnv,
  LEAD_EMAIL: refusingInbox,
  LEAD_EMAIL_FROM: "leads@example.com",
  LEAD_EMAIL_TO: "owner@example.com",
  TWILIO_ACCOUNT_SID: "AC0000000000000000000000000000000b",
  TWILIO_AUTH_TOKEN: "token",
  TWILIO_FROM_NUMBER: "+14105550100",
  OFFICE_SMS_TO: "(410) 555-0111, 410-555-01",
  ON_CALL_SMS_TO: "(302) 555-0199",
  SALES_TEAM: "Pat Doyle <pat.doyle@example.com> (443) 555-0123; Broken Entry pat@ (443) 555-01",
} as Env;

describe("log lines of the failure paths", () => {
  it("should name no e-mail address or phone number when lead e-mail, texts, appointment e-mails, follow-ups or settings fail", async () => {
    const leadId = await storeTestLead({
      name: "Hazel Okafor",
      email: "hazel.okafor@example.net",
      phone: "(410) 555-0177",
      urgency: "emergency",
    });
    await handleNotificationBatch(batchOf({ leadId }), failing, refusingTwilio);

    const days = bookableDates(new Date()).filter((date) => windowsForDay(date).length >= 2);
    const booked = await bookDirectly(db, windowsForDay(days.at(-2)!)[0]!.id);
    const [notice] = await db.select().from(appointmentNotices).where(eq(appointmentNotices.appointmentId, booked.appointmentId));
    await handleNotificationBatch(batchOf({ leadId: booked.leadId, noticeId: notice!.id }), failing, refusingTwilio);

    const due = await storeTestLead();
    await db
      .update(leads)
      .set({ assignee: "pat.doyle@example.com", followUpOn: "2026-03-10", status: "contacted" })
      .where(eq(leads.id, due));
    await sendFollowUpDigests(db, failing, new Date("2026-03-10T12:00:00Z"));
    salesTeam(failing);
    smsConfig(failing);

    // The failures were logged...
    for (const event of ["delivery.attempt", "notice.attempt", "follow_up.failed", "team.invalid_entry", "sms.invalid_number"])
      expect(
        lines.some((line) => line.includes(`"event":"${event}"`)),
        event,
      ).toBe(true);
    // ...and none of their lines holds contact details.
    for (const line of lines) {
      expect(line).not.toMatch(EMAIL);
      expect(line).not.toMatch(PHONE);
    }
  });
});
