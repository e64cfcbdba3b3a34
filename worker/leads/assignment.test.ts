import { createMessageBatch } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import type { CallAnswer, LeadDetailAnswer } from "../../contracts/admin";
import { officeDayFrom } from "../../contracts/business-settings";
import { readTeamEntry, salesTeam } from "../config";
import { database } from "../db/client";
import { auditLog, leads } from "../db/schema";
import type { Env } from "../env";
import { addDays, localDate } from "../schedule/calendar";
import { fetchAdmin as admin } from "../test/fetch";
import { storeTestLead, uniquePhone } from "../test/leads";
import { handleNotificationBatch, type LeadNotification } from "./notify";

const db = database((env as Env).DB);
const post = (path: string, body: unknown, method = "POST") =>
  admin(path, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
const notices = (leadId: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectId, leadId), eq(auditLog.action, "lead.assignment-notice")));

describe("SALES_TEAM: how each salesperson hears of an assignment", () => {
  it("should read the choice at the end of an entry, text by default with a mobile, e-mail without", () => {
    const team = salesTeam({
      SALES_TEAM:
        "Pat Doyle <pat@example.com> (410) 555-0101 by e-mail; Sam Lee <sam@example.com> 443-555-0102; Ana Ruiz <ana@example.com>; Bo <bo@example.com> (302) 555-0103 BY TEXT",
    });
    expect(team.map((member) => [member.email, member.notify, member.mobile])).toEqual([
      ["pat@example.com", "email", "+14105550101"],
      ["sam@example.com", "sms", "+14435550102"],
      ["ana@example.com", "email", null],
      ["bo@example.com", "sms", "+13025550103"],
    ]);
  });

  it("should refuse texts chosen without a mobile, and words that are neither a number nor a choice", () => {
    expect(readTeamEntry("Sam <sam@example.com> by text")).toEqual({ problem: 'it chooses "by text" but gives no mobile number' });
    expect(readTeamEntry("Sam <sam@example.com> by pigeon")).toHaveProperty("problem");
    expect(salesTeam({ SALES_TEAM: "Sam <sam@example.com> by text; Pat <pat@example.com>" }).map((m) => m.email)).toEqual([
      "pat@example.com",
    ]);
  });
});

describe("assigning a lead", () => {
  it("should tell the assignee by e-mail as they chose, and record it in the lead's history", async () => {
    const sent: { to: string; subject: string; text: string }[] = [];
    const binding = { send: async (message: (typeof sent)[number]) => void sent.push(message) } as unknown as SendEmail;
    const configured = {
      ...(env as Env),
      SALES_TEAM: "Pat Doyle <pat.doyle@example.com> by e-mail",
      LEAD_EMAIL: binding,
      LEAD_EMAIL_FROM: "leads@example.com",
    } as Env;
    const id = await storeTestLead({ phone: uniquePhone(), name: "Assigned Homeowner" });
    await db.update(leads).set({ assignee: "pat.doyle@example.com" }).where(eq(leads.id, id));
    const body: LeadNotification = { leadId: id, assigned: "pat.doyle@example.com" };
    await handleNotificationBatch(
      createMessageBatch("lead-notifications", [{ id: `a-${id}`, timestamp: new Date(), attempts: 1, body }]),
      configured,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: "pat.doyle@example.com", subject: "Lead assigned to you" });
    expect(sent[0]!.text).toContain("Lead assigned to you: Assigned Homeowner (Roofing, ");
    expect(sent[0]!.text).toContain(`/admin/leads/${id}`);
    expect((await notices(id)).map((entry) => JSON.parse(entry.detail))).toEqual([{ to: "pat.doyle@example.com", by: "email" }]);
  });

  it("should queue the notice when the office assigns a lead from the admin", async () => {
    const id = await storeTestLead({ phone: uniquePhone() });
    expect((await post(`/api/admin/leads/${id}`, { assignee: "pat.doyle@example.com" }, "PATCH")).status).toBe(200);
    // The local queue and e-mail binding deliver it: the history says Pat was told.
    await vi.waitFor(async () => expect(await notices(id)).toHaveLength(1), { timeout: 10_000, interval: 100 });
  });
});

describe("a call from the admin", () => {
  it("should record the tap with its time, then one tap of the outcome sets the follow-up day", async () => {
    const id = await storeTestLead({ phone: uniquePhone() });
    const tapped = (await (await post(`/api/admin/leads/${id}/calls`, {})).json()) as CallAnswer;
    expect(tapped).toMatchObject({ outcome: null, followUpOn: null });
    const today = localDate(new Date());
    const outcome = async (name: string) => (await (await post(`/api/admin/leads/${id}/calls`, { outcome: name })).json()) as CallAnswer;
    // A day the office is closed moves to its next open day (OFFICE_HOURS in the test configuration).
    const officeDay = (days: number) => officeDayFrom(addDays(today, days), (env as Env).OFFICE_HOURS);
    expect((await outcome("voicemail")).followUpOn).toBe(officeDay(1));
    expect((await outcome("no-answer")).followUpOn).toBe(today);
    const [before] = await db.select({ status: leads.status }).from(leads).where(eq(leads.id, id));
    expect(before?.status).toBe("new");
    expect((await outcome("reached")).followUpOn).toBe(officeDay(2));

    const detail = (await (await admin(`/api/admin/leads/${id}`)).json()) as LeadDetailAnswer;
    expect(detail.lead).toMatchObject({ status: "contacted", followUpOn: officeDay(2) });
    expect(detail.audit.filter((entry) => entry.action === "lead.call").map((entry) => entry.detail.outcome ?? null)).toEqual([
      "reached",
      "no-answer",
      "voicemail",
      null,
    ]);
    expect((await post(`/api/admin/leads/${id}/calls`, { outcome: "busy" })).status).toBe(400);
  });
});
