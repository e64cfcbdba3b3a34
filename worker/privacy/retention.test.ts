import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { LeadStatus } from "../../contracts/leads";
import { retentionPolicy } from "../config";
import { database } from "../db/client";
import { appointments, deliveries, leads } from "../db/schema";
import type { Env } from "../env";
import { daily } from "../operations/daily";
import { fetchAdmin } from "../test/fetch";
import { storeTestLead } from "../test/leads";
import { applyRetention } from "./retention";

const baseEnv = env as unknown as Env;
const db = database(baseEnv.DB);
const NOW = new Date("2031-06-15T11:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);
const yearsAgo = (years: number, extraDays = 0) => {
  const then = new Date(NOW);
  then.setUTCFullYear(then.getUTCFullYear() - years);
  return new Date(then.getTime() - extraDays * DAY);
};

/** A lead as it arrived at `at`, with the consent record's device, a chat transcript and a status. */
async function lead(at: Date, status: LeadStatus = "new") {
  const id = await storeTestLead({}, at);
  await db
    .update(leads)
    .set({
      ip: "203.0.113.50",
      userAgent: "Mozilla/5.0 (Test)",
      status,
      summary: 'The visitor asked about an estimate, starting with: "my roof leaks".',
      transcript: [{ role: "user", text: "my roof leaks", sentAt: at.toISOString() }],
    })
    .where(eq(leads.id, id));
  return id;
}

const row = async (id: string) => (await db.select().from(leads).where(eq(leads.id, id)))[0];

async function bookFor(leadId: string) {
  const id = crypto.randomUUID();
  await db.insert(appointments).values({
    id,
    reference: `OLX-${id.slice(0, 6).toUpperCase()}`,
    leadId,
    service: "Roofing",
    windowId: "2025-05-01T08:00",
    windowStart: "2025-05-01T12:00:00.000Z",
    windowEnd: "2025-05-01T14:00:00.000Z",
    name: "Dana Whitfield",
    email: "dana@example.net",
    phone: "(410) 555-0199",
    address: "1204 Ridge Rd",
    zip: "21014",
    manageTokenHash: crypto.randomUUID(),
    updatedAt: NOW.toISOString(),
  });
  await db.insert(deliveries).values({ leadId, channel: "email", attempt: 1, status: "sent" });
  return id;
}

describe("the retention policy", () => {
  it("should blank the IP address and browser after the configured days, and keep newer ones", async () => {
    const old = await lead(daysAgo(91));
    const recent = await lead(daysAgo(89));
    await applyRetention(db, baseEnv.CHAT_SESSION, retentionPolicy(baseEnv), NOW);
    expect(await row(old)).toMatchObject({ ip: "", userAgent: "" });
    expect(await row(recent)).toMatchObject({ ip: "203.0.113.50", userAgent: "Mozilla/5.0 (Test)" });

    // A shorter setting in wrangler.toml reaches further.
    await applyRetention(db, baseEnv.CHAT_SESSION, retentionPolicy({ ...baseEnv, RETAIN_IP_DAYS: "30" }), NOW);
    expect(await row(recent)).toMatchObject({ ip: "", userAgent: "" });
  });

  it("should remove chat transcripts and summaries after the configured years, keeping the lead", async () => {
    const old = await lead(yearsAgo(2, 1));
    const recent = await lead(yearsAgo(1));
    await applyRetention(db, baseEnv.CHAT_SESSION, retentionPolicy(baseEnv), NOW);
    expect(await row(old)).toMatchObject({ transcript: [], summary: "", name: "Dana Whitfield" });
    expect((await row(recent))?.transcript).toHaveLength(1);
  });

  it("should delete every lead after its state's period (won and lost, spam, never closed) with its appointments and deliveries", async () => {
    const won = await lead(yearsAgo(5, 1), "won");
    const lost = await lead(yearsAgo(6), "lost");
    const open = await lead(yearsAgo(2), "new");
    const neverAnswered = await lead(yearsAgo(3, 1), "new");
    const abandoned = await lead(yearsAgo(3, 1), "scheduled");
    const spam = await lead(daysAgo(31), "spam");
    const recentSpam = await lead(daysAgo(29), "spam");
    const recentWon = await lead(yearsAgo(4), "won");
    const booked = await bookFor(won);
    const result = await applyRetention(db, baseEnv.CHAT_SESSION, retentionPolicy(baseEnv), NOW);
    expect(result.leadsDeleted).toBe(5);
    expect(await row(won)).toBeUndefined();
    expect(await row(lost)).toBeUndefined();
    expect(await row(neverAnswered)).toBeUndefined();
    expect(await row(abandoned)).toBeUndefined();
    expect(await row(spam)).toBeUndefined();
    expect(await row(recentSpam)).toBeDefined();
    expect(await row(open)).toBeDefined();
    expect(await row(recentWon)).toBeDefined();
    expect(await db.select().from(appointments).where(eq(appointments.id, booked))).toEqual([]);
    expect(
      await db
        .select()
        .from(deliveries)
        .where(inArray(deliveries.leadId, [won, lost])),
    ).toEqual([]);
  });

  it("should count a spam lead's days from when the office marked it spam, not from when it arrived", async () => {
    const arrived = new Date(Date.now() - 60 * DAY);
    const id = await storeTestLead({}, arrived);
    const marked = await fetchAdmin(`/api/admin/leads/${id}`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ status: "spam", note: "" }),
    });
    expect(marked.status).toBe(200);
    const { spamAt } = (await row(id))!;
    expect(Date.now() - Date.parse(spamAt!)).toBeLessThan(60_000);

    await applyRetention(db, baseEnv.CHAT_SESSION, retentionPolicy(baseEnv), new Date(Date.now() + 10 * DAY));
    expect(await row(id)).toBeDefined();
    await applyRetention(db, baseEnv.CHAT_SESSION, retentionPolicy(baseEnv), new Date(Date.now() + 31 * DAY));
    expect(await row(id)).toBeUndefined();
  });

  it("should clear the mark when the lead is taken back out of spam", async () => {
    const id = await storeTestLead();
    const change = (status: string) =>
      fetchAdmin(`/api/admin/leads/${id}`, {
        method: "PATCH",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ status, note: "" }),
      });
    expect((await change("spam")).status).toBe(200);
    expect((await change("new")).status).toBe(200);
    expect((await row(id))?.spamAt).toBeNull();
  });

  it("should run every day from the cron with the settings in configuration", async () => {
    const old = await lead(daysAgo(200));
    const emails: { subject: string }[] = [];
    const binding = { send: async (message: { subject: string }) => void emails.push(message) } as unknown as SendEmail;
    await daily({ ...baseEnv, LEAD_EMAIL: binding }, fetch, NOW);
    expect(await row(old)).toMatchObject({ ip: "", userAgent: "" });
    expect(emails.map((email) => email.subject)).toEqual([expect.stringMatching(/^Daily summary: /)]);
  });
});
