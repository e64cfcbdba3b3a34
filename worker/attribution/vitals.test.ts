import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { VITAL_NAMES, type VitalName, type VitalsReport, vitalRating, worstFirst } from "../../contracts/vitals";
import { database } from "../db/client";
import { siteVitalCounts } from "../db/schema";
import type { Env } from "../env";
import { addDays, localDate } from "../schedule/calendar";
import { fetchAdmin, fetchWorker } from "../test/fetch";
import { freshIp } from "../test/leads";
import { bucketOf, p75Of, pageTypeOf } from "./vitals";

const db = database((env as unknown as Env).DB);
const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** A speed beacon as client/lib/attribution/web-vitals.ts sends it: text/plain JSON, same-origin, from a person's browser. */
function beacon(body: unknown, headers: Record<string, string> = {}) {
  return fetchWorker("/api/events", {
    method: "POST",
    headers: {
      "Content-Type": "text/plain;charset=UTF-8",
      "Sec-Fetch-Site": "same-origin",
      "User-Agent": CHROME,
      "CF-Connecting-IP": freshIp(),
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}
const vital = (name: VitalName, value: number, path: string) => ({ name, value, rating: vitalRating(name, value), path });

const stored = async () =>
  (await db.select({ n: sql<number>`coalesce(sum(${siteVitalCounts.count}), 0)` }).from(siteVitalCounts))[0]?.n ?? 0;
async function waitForStored(expected: number) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = await stored();
    if (found >= expected || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe("pageTypeOf", () => {
  it("should tell the site's kinds of page apart from the path, with the landing catalogue's city pages", () => {
    expect(pageTypeOf("/")).toBe("home");
    expect(pageTypeOf("/roofing")).toBe("service");
    expect(pageTypeOf("/Siding/")).toBe("service");
    expect(pageTypeOf("/windows")).toBe("service");
    expect(pageTypeOf("/roofing-bel-air")).toBe("city");
    expect(pageTypeOf("/abingdon-roofing")).toBe("city");
    expect(pageTypeOf("/insights/storm-chasers")).toBe("article");
    expect(pageTypeOf("/schedule")).toBe("schedule");
    expect(pageTypeOf("/contact")).toBe("contact");
    expect(pageTypeOf("/schedule/manage/secret-token")).toBe("other");
    expect(pageTypeOf("/roofing-atlantis")).toBe("other");
    expect(pageTypeOf("/about")).toBe("other");
    expect(pageTypeOf("/admin")).toBe("other");
  });
});

describe("bucketOf and p75Of", () => {
  it("should rate a value's bucket exactly as Google's thresholds rate the value", () => {
    const metric = fc.constantFrom(...VITAL_NAMES);
    fc.assert(
      fc.property(metric, fc.double({ min: 0, max: 30_000, noNaN: true }), (name, raw) => {
        const value = name === "CLS" ? raw / 6000 : raw;
        const bucket = bucketOf(name, value);
        const edge = name === "CLS" ? bucket / 1000 : bucket;
        expect(edge).toBeGreaterThanOrEqual(value - 1e-9);
        expect(vitalRating(name, edge)).toBe(vitalRating(name, value));
      }),
      { numRuns: 2000 },
    );
    expect(bucketOf("LCP", 2500)).toBe(2500);
    expect(bucketOf("LCP", 2500.01)).toBe(2600);
    expect(bucketOf("CLS", 0.1)).toBe(100);
    expect(bucketOf("CLS", 0.25)).toBe(250);
    expect(bucketOf("TTFB", 3_600_000)).toBe(30_000);
  });

  it("should read the 75th percentile by nearest rank, and nothing from no samples", () => {
    expect(p75Of("LCP", [])).toBeNull();
    expect(
      p75Of("LCP", [
        { bucket: 1000, count: 2 },
        { bucket: 2500, count: 1 },
        { bucket: 4100, count: 1 },
      ]),
    ).toEqual({ p75: 2500, rating: "good", samples: 4 });
    expect(p75Of("CLS", [{ bucket: 120, count: 3 }])).toEqual({ p75: 0.12, rating: "needs-improvement", samples: 3 });
    expect(
      p75Of("INP", [
        { bucket: 600, count: 3 },
        { bucket: 100, count: 1 },
      ]),
    ).toEqual({ p75: 600, rating: "poor", samples: 4 });
  });
});

describe("speed as visitors feel it, beacon to admin", () => {
  it("should show the office 'No data yet' on the Sources screen before any page load has reported", async () => {
    const page = (await (await fetchAdmin("/admin/sources")).text()).replaceAll("<!-- -->", "");
    expect(page).toContain("Speed as visitors feel it");
    expect(page).toContain("No data yet: no page loads have reported their speed in the last 7 days.");
    expect(page).toContain("No data yet: no page loads have reported their speed in the last 28 days.");
  });

  it("should carry visitors' vitals through the queue into the daily roll-up and show p75 per page type for 7 and 28 days", async () => {
    const today = localDate(new Date());
    // An earlier day, inside 28 days but not 7: only the 28-day figure reads it.
    await db.insert(siteVitalCounts).values({ day: addDays(today, -10), pageType: "schedule", metric: "LCP", bucket: 5000, count: 4 });
    const lcp = [1000, 1200, 1500, 1800, 2000, 2400, 3000, 5000];
    const answers = await Promise.all([
      beacon({ vitals: lcp.slice(0, 4).map((value) => vital("LCP", value, "/roofing-bel-air")) }),
      beacon({ vitals: lcp.slice(4).map((value) => vital("LCP", value, "/Roofing-Bel-Air/")) }),
      beacon({ vitals: [100, 600, 600, 600].map((value) => vital("INP", value, "/contact")) }),
      beacon({ vitals: [0, 0.05, 0.12, 0.3].map((value) => vital("CLS", value, "/")) }),
      beacon({ vitals: [vital("TTFB", 900, "/schedule"), vital("LCP", 1700, "/schedule")] }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202, 202]);
    expect(await Promise.all(answers.map((answer) => answer.json()))).toEqual([
      { accepted: 4 },
      { accepted: 4 },
      { accepted: 4 },
      { accepted: 4 },
      { accepted: 2 },
    ]);
    expect(await waitForStored(4 + 18)).toBe(4 + 18);

    const response = await fetchAdmin("/api/admin/vitals");
    expect(response.status).toBe(200);
    const report = (await response.json()) as VitalsReport;
    expect(report.periods.map(({ days, from, to }) => ({ days, from, to }))).toEqual([
      { days: 7, from: addDays(today, -6), to: today },
      { days: 28, from: addDays(today, -27), to: today },
    ]);
    const [week, month] = report.periods;
    const row = (period: typeof week, type: string) => period!.rows.find((each) => each.pageType === type)!.metrics;
    // The worst first (a poor figure before figures that need improvement), page types without data last.
    expect(week!.rows.map((each) => each.pageType)).toEqual(worstFirst(week!.rows).map((each) => each.pageType));
    expect(week!.rows[0]!.pageType).toBe("contact");
    expect(row(week, "city").LCP).toEqual({ p75: 2400, rating: "good", samples: 8 });
    expect(row(week, "contact").INP).toEqual({ p75: 600, rating: "poor", samples: 4 });
    expect(row(week, "home").CLS).toEqual({ p75: 0.12, rating: "needs-improvement", samples: 4 });
    expect(row(week, "schedule")).toEqual({
      LCP: { p75: 1700, rating: "good", samples: 1 },
      INP: null,
      CLS: null,
      TTFB: { p75: 900, rating: "needs-improvement", samples: 1 },
    });
    expect(row(month, "schedule").LCP).toEqual({ p75: 5000, rating: "poor", samples: 5 });
    expect(row(week, "service")).toEqual({ LCP: null, INP: null, CLS: null, TTFB: null });

    // The Sources screen shows the figures, each rated, with its page loads.
    const page = (await (await fetchAdmin("/admin/sources")).text()).replaceAll("<!-- -->", "");
    expect(page).toContain("City pages");
    expect(page).toMatch(/2,400 ms<\/span><span data-rating="good"[^>]*>Good<\/span><span[^>]*>8 page loads/);
    expect(page).toMatch(/600 ms<\/span><span data-rating="poor"[^>]*>Poor<\/span><span[^>]*>4 page loads/);
    expect(page).toMatch(/0\.12<\/span><span data-rating="needs-improvement"[^>]*>Needs improvement<\/span>/);
    expect(page).toContain("No data yet");
  });

  it("should drop bots' and foreign senders' vitals, refuse malformed ones with a JSON 4xx, and never answer 5xx", async () => {
    const before = await stored();
    const ok = { vitals: [vital("LCP", 1500, "/windows")] };
    const dropped: Record<string, string>[] = [
      { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36" },
      { "Sec-Fetch-Site": "cross-site" },
    ];
    for (const headers of dropped) {
      const response = await beacon(ok, headers);
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ accepted: 0 });
    }
    const refused = [
      { vitals: [] },
      { vitals: [{ ...vital("LCP", 1500, "/windows"), name: "FID" }] },
      { vitals: [{ ...vital("LCP", 1500, "/windows"), value: -1 }] },
      { vitals: [{ ...vital("LCP", 1500, "/windows"), value: "1500" }] },
      { vitals: [{ ...vital("LCP", 1500, "/windows"), value: 1e12 }] },
      { vitals: [{ ...vital("LCP", 1500, "/windows"), rating: "great" }] },
      { vitals: [{ ...vital("LCP", 1500, "/windows"), path: "windows" }] },
      { vitals: [{ ...vital("LCP", 1500, "/windows"), ip: "1.2.3.4" }] },
      { vitals: Array.from({ length: 21 }, () => vital("LCP", 1500, "/windows")) },
      { ...ok, device: "phone" },
    ];
    for (const body of refused) {
      const response = await beacon(body);
      const text = await response.text();
      expect(response.status, text).toBe(400);
      expect(typeof (JSON.parse(text) as { error: { code: string } }).error.code).toBe("string");
    }
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          vitals: fc.array(
            fc.record({ name: fc.string(), value: fc.oneof(fc.double(), fc.string()), rating: fc.string(), path: fc.string() }),
            { maxLength: 25 },
          ),
        }),
        async (body) => {
          const response = await beacon(body);
          expect(response.status).toBeLessThan(500);
        },
      ),
      { numRuns: 100 },
    );
    expect(await stored()).toBe(before);
  });

  it("should answer the figures to the signed-in office only", async () => {
    const response = await fetchWorker("/api/admin/vitals");
    expect([401, 403]).toContain(response.status);
  });
});
