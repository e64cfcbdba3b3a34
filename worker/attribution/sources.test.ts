import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leadSubmissionSchema } from "../../contracts/leads";
import { conversionRate, type SourceRow, type SourcesReport } from "../../contracts/sources";
import type { Attribution } from "../../contracts/touch";
import { database } from "../db/client";
import { appointments, auditLog, leads, siteEventCounts } from "../db/schema";
import type { Env } from "../env";
import { storeLead } from "../leads/intake";
import { fetchAdmin } from "../test/fetch";
import { validLead } from "../test/leads";
import { buildReport } from "./sources";
import type { CountGroup, LeadGroup } from "./sources-data";

const db = database((env as unknown as Env).DB);

const paidBelAir: Attribution = {
  first: {
    at: "2030-03-02T14:00:00.000Z",
    landing: "/roofing-bel-air",
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "bel-air-roofs",
    gclid: "TEST-GCLID-1",
  },
  last: { at: "2030-03-05T14:00:00.000Z", landing: "/contact", referrer: "www.google.com" },
};
const bingForestHill: Attribution = {
  first: { at: "2030-03-03T14:00:00.000Z", landing: "/siding-forest-hill", msclkid: "TEST-MSCLKID-1", utm_campaign: "Forest Hill Siding" },
  last: { at: "2030-03-03T14:00:00.000Z", landing: "/siding-forest-hill", msclkid: "TEST-MSCLKID-1", utm_campaign: "Forest Hill Siding" },
};

async function lead(attribution: Attribution | undefined, at: string, status?: "won", wonAt?: string, contractCents?: number) {
  const parsed = leadSubmissionSchema.parse(validLead());
  const result = await storeLead(db, parsed, { page: "/contact", ip: "", userAgent: "", now: new Date(at), attribution }, null);
  if (result.kind !== "created") throw new Error("not created");
  const id = result.receipt.id;
  if (status) {
    await db.update(leads).set({ status, contractCents }).where(eq(leads.id, id));
    await db.insert(auditLog).values({
      ...(wonAt ? { at: wonAt } : {}),
      actor: "owner@example.com",
      action: "lead.status",
      subjectType: "lead",
      subjectId: id,
      detail: JSON.stringify({ from: "new", to: "won" }),
    });
  }
  return id;
}

const row = (rows: readonly SourceRow[], key: string) => rows.find((each) => each.key === key);

describe("buildReport", () => {
  const groups: LeadGroup[] = [
    {
      channel: "paid_search",
      campaign: "bel-air-roofs",
      landing: "/roofing-bel-air",
      won: true,
      booked: true,
      leads: 2,
      people: 2,
      wonValue: null,
    },
    {
      channel: "paid_search",
      campaign: "bel-air-roofs",
      landing: "/roofing-bel-air",
      won: false,
      booked: false,
      leads: 1,
      people: 1,
      wonValue: null,
    },
    {
      channel: "organic_search",
      campaign: null,
      landing: "/siding-forest-hill",
      won: false,
      booked: true,
      leads: 1,
      people: 1,
      wonValue: null,
    },
    { channel: null, campaign: null, landing: null, won: false, booked: false, leads: 4, people: 4, wonValue: null },
  ];
  const counts: CountGroup[] = [
    { path: "/roofing-bel-air", event: "visit", channel: "paid_search", campaign: "bel-air-roofs", count: 30 },
    { path: "/roofing-forest-hill", event: "visit", channel: "organic_search", campaign: "", count: 6 },
    { path: "/siding-forest-hill", event: "visit", channel: "organic_search", campaign: "", count: 4 },
    { path: "/roofing-bel-air", event: "form_start", channel: "paid_search", campaign: "", count: 5 },
    { path: "/roofing-bel-air", event: "page_view", channel: "paid_search", campaign: "", count: 40 },
    { path: "/roofing-bel-air", event: "phone_tap", channel: "paid_search", campaign: "", count: 3 },
    { path: "/", event: "page_view", channel: "direct", campaign: "", count: 12 },
  ];
  const report = buildReport({ from: "2030-03-01", to: "2030-03-31", credit: "first" }, groups, counts);

  it("should add up the funnel per channel, with leads whose channel was not recorded apart", () => {
    expect(row(report.channels, "paid_search")).toMatchObject({ visits: 30, formStarts: 5, leads: 3, booked: 2, won: 2, wonValue: null });
    expect(row(report.channels, "organic_search")).toMatchObject({ visits: 10, formStarts: 0, leads: 1, booked: 1, won: 0 });
    expect(row(report.channels, "direct")).toMatchObject({ visits: 0, leads: 0 });
    expect(row(report.channels, "not_recorded")).toMatchObject({ label: "Not recorded", visits: null, leads: 4 });
    expect(report.totals).toMatchObject({ visits: 40, formStarts: 5, leads: 8, booked: 3, won: 2 });
  });

  it("should group campaigns, landing pages and towns, busiest first", () => {
    expect(report.campaigns).toEqual([
      {
        key: "bel-air-roofs",
        label: "bel-air-roofs",
        visits: 30,
        formStarts: null,
        leads: 3,
        people: 3,
        booked: 2,
        won: 2,
        wonValue: null,
      },
    ]);
    expect(report.landingPages.map((each) => [each.key, each.visits, each.leads])).toEqual([
      ["/roofing-bel-air", 30, 3],
      ["/siding-forest-hill", 4, 1],
      ["/roofing-forest-hill", 6, 0],
    ]);
    expect(report.cityPages.map((each) => [each.label, each.visits, each.leads])).toEqual([
      ["Bel Air, MD", 30, 3],
      ["Forest Hill, MD", 10, 1],
    ]);
    expect(report.phoneTaps).toEqual([{ path: "/roofing-bel-air", pageViews: 40, phoneTaps: 3 }]);
  });
});

describe("the Sources API", () => {
  it("should report the period's leads by the credited touch next to the counted visits, and export it", async () => {
    await lead(paidBelAir, "2030-03-05T15:00:00Z", "won", "2030-03-20T18:30:00.000Z", 1_842_050);
    const booked = await lead(bingForestHill, "2030-03-06T15:00:00Z");
    await db.insert(appointments).values({
      id: crypto.randomUUID(),
      reference: `OLX-${Date.now().toString(36).toUpperCase()}`,
      leadId: booked,
      service: "Siding",
      windowId: "2030-03-12T08:00",
      windowStart: "2030-03-12T12:00:00.000Z",
      windowEnd: "2030-03-12T15:00:00.000Z",
      name: "Jordan Ellis",
      email: "jordan@example.net",
      phone: "(410) 555-0177",
      address: "1 Main St",
      zip: "21050",
      manageTokenHash: crypto.randomUUID(),
      updatedAt: "2030-03-06T15:00:00.000Z",
    });
    await lead(undefined, "2030-03-07T15:00:00Z");
    await lead(paidBelAir, "2030-04-02T15:00:00Z");
    await db.insert(siteEventCounts).values([
      {
        day: "2030-03-02",
        path: "/roofing-bel-air",
        event: "visit",
        channel: "paid_search",
        device: "phone",
        campaign: "bel-air-roofs",
        count: 20,
      },
      { day: "2030-03-05", path: "/contact", event: "visit", channel: "organic_search", device: "desktop", campaign: "", count: 5 },
      { day: "2030-04-01", path: "/", event: "visit", channel: "direct", device: "desktop", campaign: "", count: 99 },
    ]);

    const read = async (query: string) => (await (await fetchAdmin(`/api/admin/sources?${query}`)).json()) as SourcesReport;
    const first = await read("from=2030-03-01&to=2030-03-31");
    expect(first.credit).toBe("first");
    // The won job's value is the contract amount the office recorded.
    expect(row(first.channels, "paid_search")).toMatchObject({ visits: 20, leads: 2, booked: 1, won: 1, wonValue: 18420.5 });
    expect(row(first.channels, "not_recorded")).toMatchObject({ leads: 1 });
    expect(first.totals).toMatchObject({ visits: 25, leads: 3 });
    expect(first.campaigns.map((each) => [each.key, each.leads])).toEqual([
      ["bel-air-roofs", 1],
      ["forest-hill-siding", 1],
    ]);
    const last = await read("from=2030-03-01&to=2030-03-31&credit=last");
    expect(row(last.channels, "organic_search")).toMatchObject({ visits: 5, leads: 1 });
    expect(last.landingPages.map((each) => each.key)).toContain("/contact");

    const bytes = new Uint8Array(await (await fetchAdmin("/api/admin/sources.csv?from=2030-03-01&to=2030-03-31")).arrayBuffer());
    // A byte-order mark first, as the lead list's CSV has, so Excel reads the names as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes);
    expect(csv.split("\r\n")[0]).toBe(
      "Table,Name,Visits,Form starts,Leads,People,Conversion rate (people per visit),Booked,Won,Won value,Page views,Phone taps",
    );
    expect(csv).toContain("Channel,Paid search,20,0,2,2,10.0%,1,1,18420.5,,\r\n");
    expect(csv).toContain("Campaign,bel-air-roofs,20,,1,1,5.0%,0,1,18420.5,,\r\n");

    for (const query of ["from=2030-02-30", "from=2030-04-01&to=2030-03-01", "credit=middle", "from=2028-01-01&to=2030-01-01"]) {
      const refused = await fetchAdmin(`/api/admin/sources?${query}`);
      expect(refused.status, query).toBe(400);
    }
  });

  it("should export won jobs from ad clicks in Google's and Microsoft's offline conversion formats", async () => {
    await lead(paidBelAir, "2030-05-05T15:00:00Z", "won", "2030-05-20T18:30:00.000Z", 2_450_000);
    await lead(bingForestHill, "2030-05-06T15:00:00Z", "won", "2030-05-21T12:00:00.000Z");
    // Won, but the click is older than 90 days: the platforms would refuse it.
    await lead(
      { ...paidBelAir, last: { ...paidBelAir.first, gclid: "TOO-OLD" } },
      "2030-05-07T15:00:00Z",
      "won",
      "2030-08-20T12:00:00.000Z",
    );
    await lead(paidBelAir, "2030-05-08T15:00:00Z");

    const google = await fetchAdmin("/api/admin/sources/google-ads.csv?from=2030-05-01&to=2030-08-31");
    expect(google.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(await google.text()).toBe(
      "Parameters:TimeZone=America/New_York\r\n" +
        "Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency\r\n" +
        "TEST-GCLID-1,Won job,2030-05-20 14:30:00,24500,USD\r\n",
    );
    const microsoft = await fetchAdmin("/api/admin/sources/microsoft-ads.csv?from=2030-05-01&to=2030-08-31");
    expect(await microsoft.text()).toBe(
      "Parameters:TimeZone=+0000\r\n" +
        "Microsoft Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency\r\n" +
        "TEST-MSCLKID-1,Won job,2030-05-21 12:00:00,,USD\r\n",
    );
    expect((await fetchAdmin("/api/admin/sources/yahoo-ads.csv")).status).toBe(404);
  });
});

describe("the conversion rate", () => {
  it("should count people, not requests, and never show more than 100%", () => {
    // One visit to /schedule; the same homeowner booked and then sent the contact form (two leads, one person).
    const report = buildReport(
      { from: "2026-12-01", to: "2026-12-07", credit: "first" },
      [{ channel: "direct", campaign: null, landing: "/schedule", won: false, booked: true, leads: 2, people: 1, wonValue: null }],
      [{ path: "/schedule", event: "visit", channel: "direct", campaign: "", count: 1 }],
    );
    const schedule = report.landingPages.find((each) => each.key === "/schedule")!;
    expect(schedule).toMatchObject({ visits: 1, leads: 2, people: 1 });
    expect(conversionRate(schedule)).toBe("100.0%");
    // Two people and one counted visit (the other blocked the counter): no share at all rather than 200%.
    expect(conversionRate({ people: 2, visits: 1 })).toBeNull();
    expect(conversionRate({ people: 1, visits: 4 })).toBe("25.0%");
  });
});
