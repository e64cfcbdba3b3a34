import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Dashboard, LeadDetailAnswer, LeadPageAnswer, NeedsAction, TeamAnswer } from "../../../contracts/admin";
import { database } from "../../db/client";
import { appointments, leads } from "../../db/schema";
import type { Env } from "../../env";
import { localDate } from "../../schedule/calendar";
import { fetchAdmin as admin } from "../../test/fetch";
import { storeTestLead, uniquePhone } from "../../test/leads";

const db = database((env as Env).DB);
const run = `sales${Date.now()}`;
/** A lead of its own homeowner (a phone number no other test lead has), received `minutesAgo` ago. */
function lead(overrides: Parameters<typeof storeTestLead>[0] = {}, minutesAgo = 0) {
  const phone = uniquePhone();
  return storeTestLead({ phone, name: `Lead ${phone} ${run}`, ...overrides }, new Date(Date.now() - minutesAgo * 60_000));
}
const patch = (id: string, body: unknown) =>
  admin(`/api/admin/leads/${id}`, { method: "PATCH", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const queue = () => json<NeedsAction>(admin("/api/admin/queue"));

describe("the Needs action queue", () => {
  it("should put emergencies first, then the longest waiting past the promise, then new leads, then follow-ups due", async () => {
    // Waiting counts office hours (OFFICE_HOURS): weeks old is past the promise whatever day the test runs.
    const oldWaiting = await lead({ urgency: "medium" }, 60 * 24 * 30);
    const waiting = await lead({ urgency: "high" }, 60 * 24 * 29);
    const fresh = await lead({ urgency: "low" }, 10);
    const followUp = await lead({ urgency: "medium" }, 60 * 24 * 3);
    await patch(followUp, { status: "contacted", followUpOn: localDate(new Date()) });
    const later = await lead({ urgency: "medium" }, 60 * 24 * 3);
    await patch(later, { status: "contacted", followUpOn: "2099-01-01" });
    const emergency = await lead({ urgency: "emergency" }, 0); // arrives last, still comes first

    const { leads: queued, counts } = await queue();
    const mine = queued.filter((entry) => [oldWaiting, waiting, fresh, followUp, later, emergency].includes(entry.id));
    expect(mine.map((entry) => [entry.id, entry.reason])).toEqual([
      [emergency, "emergency"],
      [oldWaiting, "waiting"],
      [waiting, "waiting"],
      [fresh, "new"],
      [followUp, "follow-up"],
    ]);
    expect(queued[0]!.reason).toBe("emergency");
    expect(counts.emergency).toBeGreaterThanOrEqual(1);
    expect(counts.waiting).toBeGreaterThanOrEqual(2);
    expect(counts["follow-up"]).toBeGreaterThanOrEqual(1);
  });

  it("should leave spam out of every count and queue, and bring it back when undone", async () => {
    // The 12 weeks' chart and the waiting count (a "today" count would depend on the hour the test runs).
    const counts = async () => {
      const dashboard = await json<Dashboard>(admin("/api/admin/dashboard"));
      return {
        leads: Object.values(dashboard.chart.series)
          .flat()
          .reduce((a, b) => a + b, 0),
        waiting: dashboard.waiting.count,
      };
    };
    const before = await counts();
    const bot = await lead({ urgency: "emergency", name: `Bot ${run}` }, 60 * 24 * 30);
    expect(await counts()).toEqual({ leads: before.leads + 1, waiting: before.waiting + 1 });

    expect((await patch(bot, { status: "spam" })).status).toBe(200);
    expect(await counts()).toEqual(before);
    expect((await queue()).leads.map((entry) => entry.id)).not.toContain(bot);
    const list = await json<LeadPageAnswer>(admin(`/api/admin/leads?q=${encodeURIComponent(`Bot ${run}`)}`));
    expect(list.leads).toEqual([]);
    const spam = await json<LeadPageAnswer>(admin(`/api/admin/leads?q=${encodeURIComponent(`Bot ${run}`)}&status=spam`));
    expect(spam.leads.map((row) => row.id)).toEqual([bot]);

    const undone = await json<LeadDetailAnswer>(patch(bot, { status: "new", undo: true }));
    expect(undone.audit[0]).toMatchObject({ action: "lead.status", detail: { from: "spam", to: "new", undo: true } });
    expect((await queue()).leads.map((entry) => entry.id)).toContain(bot);
  });
});

describe("sales basics", () => {
  it("should list the team from configuration with the signed-in member", async () => {
    expect(await json<TeamAnswer>(admin("/api/admin/team"))).toEqual({
      me: "developer@localhost",
      members: [
        { name: "Office Developer", email: "developer@localhost" },
        { name: "Pat Doyle", email: "pat.doyle@example.com" },
      ],
    });
  });

  it("should assign a lead, set its follow-up and amounts, win it, and list it under my leads", async () => {
    const id = await lead({}, 30);
    const outsider = await patch(id, { assignee: "someone@else.com" });
    expect(outsider.status).toBe(400);
    expect(await outsider.json()).toMatchObject({ error: { fields: { assignee: "Choose a member of the team" } } });

    const assigned = await json<LeadDetailAnswer>(
      patch(id, { assignee: "developer@localhost", followUpOn: "2026-12-03", estimateCents: 1_450_000, status: "contacted" }),
    );
    expect(assigned.lead).toMatchObject({ assignee: "developer@localhost", followUpOn: "2026-12-03", estimateCents: 1_450_000 });
    const mine = await json<LeadPageAnswer>(admin(`/api/admin/leads?assignee=me&q=${encodeURIComponent(run)}`));
    expect(mine.leads.map((row) => row.id)).toContain(id);
    const unassigned = await json<LeadPageAnswer>(admin(`/api/admin/leads?assignee=none&q=${encodeURIComponent(run)}`));
    expect(unassigned.leads.map((row) => row.id)).not.toContain(id);

    const refused = await patch(id, { status: "won", reason: "Price" });
    expect(await refused.json()).toMatchObject({ error: { fields: { contractCents: "Enter the contract amount to mark it won" } } });
    const won = await json<LeadDetailAnswer>(patch(id, { status: "won", reason: "Price", contractCents: 1_390_000, note: "Signed." }));
    expect(won.lead).toMatchObject({ status: "won", outcomeReason: "Price", contractCents: 1_390_000 });
    expect(won.audit.map((entry) => entry.action)).toEqual([
      "lead.status",
      "lead.amounts",
      "lead.status",
      "lead.amounts",
      "lead.follow-up",
      "lead.assign",
    ]);
  });

  it("should list the oldest first when asked, page after page", async () => {
    const a = await lead({ name: `Age A ${run}` }, 50);
    const b = await lead({ name: `Age B ${run}` }, 40);
    const c = await lead({ name: `Age C ${run}` }, 30);
    const first = await json<LeadPageAnswer>(admin(`/api/admin/leads?q=${encodeURIComponent(`Age`)}&sort=oldest&limit=2`));
    const ids = first.leads.map((row) => row.id).filter((id) => [a, b, c].includes(id));
    const second = await json<LeadPageAnswer>(admin(`/api/admin/leads?q=Age&sort=oldest&limit=2&cursor=${first.next}`));
    expect([...ids, ...second.leads.map((row) => row.id)]).toEqual([a, b, c]);
  });
});

describe("duplicates", () => {
  it("should link a second request of the same homeowner on arrival, by e-mail in any case or by phone however written", async () => {
    const first = await lead({ email: `Casey.${run}@Example.net`, phone: "(410) 555-0133" }, 60 * 24);
    await patch(first, { assignee: "pat.doyle@example.com", status: "contacted" });
    const byEmail = await lead({ email: `casey.${run}@example.net`, phone: "", contactPreference: "email" });
    const byPhone = await lead({ email: `other.${run}@example.net`, phone: "+1 410-555-0133", urgency: "emergency" });
    const stranger = await lead({ email: `stranger.${run}@example.net` });
    const rows = await db.select({ id: leads.id, duplicateOf: leads.duplicateOf, assignee: leads.assignee }).from(leads);
    const row = (id: string) => rows.find((r) => r.id === id)!;
    expect(row(byEmail)).toMatchObject({ duplicateOf: first, assignee: "pat.doyle@example.com" });
    expect(row(byPhone)).toMatchObject({ duplicateOf: first, assignee: "pat.doyle@example.com" });
    expect(row(stranger)).toMatchObject({ duplicateOf: null, assignee: null });
    const detail = await json<LeadDetailAnswer>(admin(`/api/admin/leads/${first}`));
    expect(detail.linked.map((linked) => linked.id)).toEqual([byEmail, byPhone]);
  });

  it("should merge a duplicate into the first lead, keeping both histories and its appointments", async () => {
    const first = await lead({ email: `merge.${run}@example.net`, urgency: "medium" }, 60);
    await patch(first, { note: "Called, voicemail." });
    const second = await lead({ email: `merge.${run}@example.net`, urgency: "emergency", projectDetails: "Water coming in now." });
    await patch(second, { note: "Second request, urgent." });
    await db.insert(appointments).values({
      id: `appt-${run}`,
      reference: `OLX-${run.slice(-6)}`,
      leadId: second,
      service: "Roofing",
      windowId: "2026-12-10T08:00",
      windowStart: "2026-12-10T13:00:00.000Z",
      windowEnd: "2026-12-10T15:00:00.000Z",
      name: "Dana Whitfield",
      email: `merge.${run}@example.net`,
      phone: "(410) 555-0199",
      address: "1 Main St",
      zip: "21014",
      manageTokenHash: `hash-${run}`,
      updatedAt: new Date().toISOString(),
    });
    const stranger = await lead({ email: `nobody.${run}@example.net` });
    const post = (id: string, into: string) =>
      admin(`/api/admin/leads/${id}/merge`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ into }),
      });
    expect((await post(stranger, first)).status).toBe(409);

    const merged = await post(second, first);
    expect(merged.status).toBe(200);
    const detail = (await merged.json()) as LeadDetailAnswer;
    expect(detail.lead).toMatchObject({ id: first, urgency: "emergency" });
    expect(detail.audit.map((entry) => [entry.subjectId, entry.action])).toEqual([
      [first, "lead.merge"],
      [second, "lead.merged"],
      [second, "lead.note"],
      [first, "lead.note"],
    ]);
    expect(detail.audit[0]!.detail).toMatchObject({
      from: second,
      details: "Water coming in now.",
      urgencyRaised: { from: "medium", to: "emergency" },
    });
    expect(detail.appointments.map((appointment) => appointment.id)).toEqual([`appt-${run}`]);
    const [row] = await db.select({ mergedInto: leads.mergedInto }).from(leads).where(eq(leads.id, second));
    expect(row?.mergedInto).toBe(first);
    expect((await queue()).leads.map((entry) => entry.id)).not.toContain(second);
    expect((await post(second, first)).status).toBe(409);
  });
});
