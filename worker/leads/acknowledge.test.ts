import { createMessageBatch } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { callBackBy, deadlineInWords } from "../../contracts/callback";
import { siteConfig } from "../config";
import { database } from "../db/client";
import { deliveries, leads } from "../db/schema";
import type { Env } from "../env";
import { fetchWorker } from "../test/fetch";
import { storeTestLead, uniquePhone, validLead } from "../test/leads";
import { acknowledgementEmail } from "./acknowledge";
import { handleNotificationBatch, type LeadNotification } from "./notify";

const db = database((env as Env).DB);
type Sent = { from: string; to: string; replyTo?: string; subject: string; text: string };

function configured() {
  const sent: Sent[] = [];
  const binding = { send: async (message: Sent) => void sent.push(message) } as unknown as SendEmail;
  return {
    env: { ...(env as Env), LEAD_EMAIL: binding, LEAD_EMAIL_FROM: "leads@example.com", LEAD_EMAIL_TO: "office@example.com" } as Env,
    sent,
  };
}

const batchOf = (body: LeadNotification) =>
  createMessageBatch<LeadNotification>("lead-notifications", [{ id: `ack-${body.leadId}`, timestamp: new Date(), attempts: 1, body }]);

describe("the homeowner's acknowledgement", () => {
  it("should count the promised call in office hours: later today inside them, the next morning after closing", () => {
    const hours = "Mo-Fr 08:00-18:00";
    // Tuesday 10:00 New York (15:00 UTC in winter): by noon.
    const tuesdayMorning = new Date("2026-12-01T15:00:00Z");
    expect(callBackBy(tuesdayMorning, hours, 2)?.toISOString()).toBe("2026-12-01T17:00:00.000Z");
    expect(deadlineInWords(callBackBy(tuesdayMorning, hours, 2)!, tuesdayMorning)).toBe("by noon today");
    // Tuesday 17:30: half an hour today, an hour and a half on Wednesday.
    const tuesdayEvening = new Date("2026-12-01T22:30:00Z");
    expect(deadlineInWords(callBackBy(tuesdayEvening, hours, 2)!, tuesdayEvening)).toBe("tomorrow by 9:30 a.m.");
    // Friday night: Monday morning.
    const fridayNight = new Date("2026-12-05T03:00:00Z");
    expect(deadlineInWords(callBackBy(fridayNight, hours, 2)!, fridayNight)).toBe("Monday by 10 a.m.");
    expect(callBackBy(fridayNight, "", 2)).toBeNull();
  });

  it("should say what happens next and by when, from the clock, with the emergency line", () => {
    const site = { ...siteConfig(env as Env), officeHours: "Mo-Fr 08:00-18:00", callbackHours: "2" };
    const email = acknowledgementEmail(
      { name: "Dana Whitfield", service: "Siding", urgency: "medium", createdAt: "2026-12-01T15:00:00Z" },
      site,
    );
    expect(email.text).toContain("Hello Dana,");
    expect(email.text).toContain("We have your request about Siding.");
    expect(email.text).toContain("What happens next: Our team will call you by noon today.");
    expect(email.text).toContain(`For an emergency, call us now: ${site.phone}.`);
    // At 10:30 pm on a Saturday: Monday morning, and the emergency line for now.
    const saturday = acknowledgementEmail({ name: "Dana", service: "", urgency: "high", createdAt: "2026-12-06T03:30:00Z" }, site);
    expect(saturday.text).toContain("Our office is closed now: our team will call you Monday by 10 a.m.");
    // The 24/7 words only once the owner confirmed them.
    const confirmed = acknowledgementEmail(
      { name: "Dana", service: "", urgency: "high", createdAt: "2026-12-06T03:30:00Z" },
      { ...site, claimsConfirmed: "emergency" },
    );
    expect(confirmed.text).toContain(`call our 24/7 emergency line now: ${site.phone}.`);
  });

  it("should e-mail a contact-form lead once, and not count it as the office reached", async () => {
    const { env: configuredEnv, sent } = configured();
    const email = `ack.${Date.now()}@example.net`;
    const id = await storeTestLead({ email, phone: uniquePhone(), source: "Contact Page" });
    await handleNotificationBatch(batchOf({ leadId: id, acknowledge: true }), configuredEnv);
    await handleNotificationBatch(batchOf({ leadId: id, acknowledge: true }), configuredEnv);
    expect(sent.filter((message) => message.to === email)).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: email, from: "leads@example.com" });
    expect(sent[0]!.subject).toMatch(/^We received your request/);
    const rows = await db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.leadId, id), eq(deliveries.channel, "homeowner")));
    expect(rows.map((row) => [row.status, row.noticeId])).toEqual([["sent", null]]);
    const [lead] = await db.select({ notifyState: leads.notifyState }).from(leads).where(eq(leads.id, id));
    expect(lead?.notifyState).not.toBe("delivered");
  });

  it("should acknowledge every contact-form lead that left an e-mail address, through the queue", async () => {
    const email = `riley.${Date.now()}@example.net`;
    const response = await fetchWorker("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "203.0.118.9" },
      body: JSON.stringify(validLead({ email, phone: uniquePhone(), contactPreference: "email" })),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await vi.waitFor(
      async () => {
        const rows = await db
          .select()
          .from(deliveries)
          .where(and(eq(deliveries.leadId, id), eq(deliveries.channel, "homeowner")));
        expect(rows.map((row) => row.status)).toEqual(["sent"]);
      },
      { timeout: 10_000, interval: 100 },
    );
  });
});
