import { createMessageBatch } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { siteConfig } from "../config";
import { database } from "../db/client";
import { deliveries, leads } from "../db/schema";
import type { Env } from "../env";
import { fetchWorker } from "../test/fetch";
import { storeTestLead, uniquePhone, validLead } from "../test/leads";
import { acknowledgementEmail, callBackBy, deadlineInWords } from "./acknowledge";
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
    expect(deadlineInWords(callBackBy(tuesdayMorning, hours, 2)!, tuesdayMorning)).toBe("by 12:00 PM today");
    // Tuesday 17:30: half an hour today, an hour and a half on Wednesday.
    const tuesdayEvening = new Date("2026-12-01T22:30:00Z");
    expect(deadlineInWords(callBackBy(tuesdayEvening, hours, 2)!, tuesdayEvening)).toBe("by 9:30 AM tomorrow");
    // Friday night: Monday morning.
    const fridayNight = new Date("2026-12-05T03:00:00Z");
    expect(deadlineInWords(callBackBy(fridayNight, hours, 2)!, fridayNight)).toBe("by 10:00 AM on Monday, December 7");
    expect(callBackBy(fridayNight, "", 2)).toBeNull();
  });

  it("should say what happens next and by when, with the 24/7 line", () => {
    const site = { ...siteConfig(env as Env), officeHours: "Mo-Fr 08:00-18:00", callbackHours: "2" };
    const email = acknowledgementEmail(
      { name: "Dana Whitfield", service: "Siding", urgency: "medium", createdAt: "2026-12-01T15:00:00Z" },
      site,
    );
    expect(email.text).toContain("Hello Dana,");
    expect(email.text).toContain("We have your request about Siding.");
    expect(email.text).toContain("Someone from our office will call you by 12:00 PM today (within 2 office hours of your request).");
    expect(email.text).toContain(`call our 24/7 line now: ${site.phone}`);
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
