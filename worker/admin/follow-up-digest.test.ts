import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "../db/client";
import { leads } from "../db/schema";
import type { Env } from "../env";
import { storeTestLead } from "../test/leads";
import { isDigestTime, sendFollowUpDigests } from "./follow-up-digest";

const db = database((env as Env).DB);

describe("the 7:00 follow-up e-mail", () => {
  it("should run at 7:00 in New York, in winter and in summer, and at no other minute", () => {
    expect(isDigestTime(Date.parse("2026-01-15T12:00:00Z"))).toBe(true); // 7:00 EST
    expect(isDigestTime(Date.parse("2026-07-15T11:00:00Z"))).toBe(true); // 7:00 EDT
    expect(isDigestTime(Date.parse("2026-07-15T12:00:00Z"))).toBe(false);
    expect(isDigestTime(Date.parse("2026-01-15T12:01:00Z"))).toBe(false);
  });

  it("should send each assignee their follow-ups due today or overdue, and nothing to those with none", async () => {
    const now = new Date("2026-03-10T12:00:00Z");
    const due = await storeTestLead({ name: "Due Today", phone: "(301) 555-0301" });
    const overdue = await storeTestLead({ name: "Overdue Lead", phone: "(301) 555-0302" });
    const later = await storeTestLead({ name: "Next Week", phone: "(301) 555-0303" });
    const lost = await storeTestLead({ name: "Lost Lead", phone: "(301) 555-0304" });
    const set = (id: string, values: Partial<typeof leads.$inferInsert>) => db.update(leads).set(values).where(eq(leads.id, id));
    await set(due, { assignee: "pat.doyle@example.com", followUpOn: "2026-03-10", status: "contacted" });
    await set(overdue, { assignee: "pat.doyle@example.com", followUpOn: "2026-03-02", status: "scheduled" });
    await set(later, { assignee: "pat.doyle@example.com", followUpOn: "2026-03-17", status: "contacted" });
    await set(lost, { assignee: "pat.doyle@example.com", followUpOn: "2026-03-09", status: "lost" });

    const sent: { to: string; subject: string; text: string }[] = [];
    const binding = { send: async (message: { to: string; subject: string; text: string }) => void sent.push(message) };
    const result = await sendFollowUpDigests(db, { ...(env as Env), LEAD_EMAIL: binding as unknown as SendEmail }, now);
    expect(result).toEqual({ sent: 1 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: "pat.doyle@example.com", subject: "Follow-ups due today: 2 leads" });
    expect(sent[0]!.text).toContain("Good morning, Pat Doyle.");
    expect(sent[0]!.text.indexOf("Overdue Lead")).toBeLessThan(sent[0]!.text.indexOf("Due Today"));
    expect(sent[0]!.text).toContain("overdue since 2026-03-02");
    expect(sent[0]!.text).toContain(`/admin/leads/${due}`);
    expect(sent[0]!.text).not.toContain("Next Week");
    expect(sent[0]!.text).not.toContain("Lost Lead");
  });
});
