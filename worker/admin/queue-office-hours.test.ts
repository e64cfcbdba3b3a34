import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { LeadDetailAnswer } from "../../contracts/admin";
import { callBackBy } from "../../contracts/callback";
import { database } from "../db/client";
import { leads } from "../db/schema";
import type { Env } from "../env";
import { overdueSince } from "../leads/acknowledge";
import { cancelByToken } from "../schedule/manage";
import { bookDirectly, openWindowsLatestFirst } from "../test/bookings";
import { fetchAdmin } from "../test/fetch";
import { storeTestLead, uniquePhone } from "../test/leads";
import { needsAction } from "./queue";

const db = database((env as Env).DB);
const OFFICE = { officeHours: "Mo-Fr 08:00-18:00", callbackHours: "2" };
const run = `queue${Date.now()}`;

describe("overdue in office hours", () => {
  it("should count the promise in office hours, skipping nights, weekends and the company's holidays", () => {
    const hours = OFFICE.officeHours;
    // Monday December 14, 2026, 10:00 in New York (15:00 UTC): two office hours back is 8:00 that morning.
    const mondayTen = new Date("2026-12-14T15:00:00Z");
    expect(overdueSince(mondayTen, hours, 2).toISOString()).toBe("2026-12-14T13:00:00.000Z");
    // The same instant by the clock, when no office hours are configured.
    expect(overdueSince(mondayTen, "", 2).toISOString()).toBe("2026-12-14T13:00:00.000Z");
    // Friday 11 a.m.: 9:00 that morning.
    expect(overdueSince(new Date("2026-12-11T16:00:00Z"), hours, 2).toISOString()).toBe("2026-12-11T14:00:00.000Z");
    // Monday 8:30: half an hour of Monday and an hour and a half of Friday (back to Friday 4:30 p.m.).
    expect(overdueSince(new Date("2026-12-14T13:30:00Z"), hours, 2).toISOString()).toBe("2026-12-11T21:30:00.000Z");
    // Thanksgiving (Thursday November 26, 2026) does not count: Wednesday 5:30 p.m.'s call is due Friday 9:30.
    expect(callBackBy(new Date("2026-11-25T22:30:00Z"), hours, 2)?.toISOString()).toBe("2026-11-27T14:30:00.000Z");
    expect(overdueSince(new Date("2026-11-26T17:00:00Z"), hours, 2).getTime()).toBeLessThan(Date.parse("2026-11-25T22:30:00Z"));
  });

  it("should put a lead from Friday evening among the new on Monday at 9 until its two office hours have passed", async () => {
    const mondayNine = new Date("2026-12-14T14:00:00Z");
    const fridayEvening = await storeTestLead({ phone: uniquePhone(), name: `Friday ${run}` }, "2026-12-11T22:30:00Z");
    const saturday = await storeTestLead({ phone: uniquePhone(), name: `Saturday ${run}` }, "2026-12-12T15:00:00Z");
    const reasons = async (now: Date, clock = OFFICE) =>
      Object.fromEntries(
        (await needsAction(db, clock, now)).leads
          .filter((lead) => [fridayEvening, saturday].includes(lead.id))
          .map((lead) => [lead.id, lead.reason]),
      );
    // By the clock both waited all weekend; in office hours Friday's has had 1.5 hours, Saturday's 1.
    expect(await reasons(mondayNine, { officeHours: "", callbackHours: "2" })).toEqual({
      [fridayEvening]: "waiting",
      [saturday]: "waiting",
    });
    expect(await reasons(mondayNine)).toEqual({ [fridayEvening]: "new", [saturday]: "new" });
    expect((await needsAction(db, OFFICE, mondayNine)).promise).toEqual({ hours: 2, officeHours: true });
    // Monday 9:30: Friday's two office hours are up; Saturday's at 10:00.
    expect(await reasons(new Date("2026-12-14T14:30:00Z"))).toEqual({ [fridayEvening]: "waiting", [saturday]: "new" });
  });
});

describe("what Needs action puts first", () => {
  it("should put a repeat request from a customer whose job is won and completed last, and in that lead's history", async () => {
    const email = `served.${run}@example.net`;
    const served = await storeTestLead({ email, phone: uniquePhone(), name: `Served ${run}` }, new Date(Date.now() - 40 * 86_400_000));
    await db.update(leads).set({ status: "won", jobCompletedOn: "2026-11-02" }).where(eq(leads.id, served));
    const repeat = await storeTestLead({ email, urgency: "emergency", name: `Served ${run}`, projectDetails: "EMERGENCY repeat request" });
    const other = await storeTestLead(
      { phone: uniquePhone(), urgency: "medium", name: `Other ${run}` },
      new Date(Date.now() - 3 * 86_400_000),
    );

    const queue = await needsAction(db, OFFICE);
    const ids = queue.leads.map((lead) => lead.id);
    const card = queue.leads.find((lead) => lead.id === repeat);
    expect(card).toMatchObject({ reason: "repeat", urgency: "emergency", servedLead: served, duplicateOf: served });
    expect(ids.indexOf(repeat)).toBeGreaterThan(ids.indexOf(other));
    expect(queue.leads.filter((lead) => lead.reason === "emergency").map((lead) => lead.id)).not.toContain(repeat);
    expect(queue.counts.repeat).toBeGreaterThanOrEqual(1);

    const detail = (await (await fetchAdmin(`/api/admin/leads/${served}`)).json()) as LeadDetailAnswer;
    expect(detail.audit[0]).toMatchObject({ action: "lead.repeat", subjectId: repeat, detail: { urgency: "emergency" } });
  });

  it("should say a visit was cancelled, when and by whom, instead of only how long the lead waited", async () => {
    const [window] = await openWindowsLatestFirst();
    const booked = await bookDirectly(db, window!, { name: `Cancelled ${run}` });
    await cancelByToken(db, booked.confirmation.manageToken, new Date());
    const card = (await needsAction(db, OFFICE)).leads.find((lead) => lead.id === booked.leadId);
    expect(card?.cancelled).toMatchObject({ reference: booked.confirmation.reference, by: "homeowner", actor: "homeowner", reason: null });
    expect(card?.reason === "new" || card?.reason === "waiting").toBe(true);
  });
});
