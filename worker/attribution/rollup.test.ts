import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEVICES, EVENT_NAMES } from "../../contracts/attribution";
import { CHANNELS } from "../../contracts/sources";
import { PAGE_TYPES, VITAL_NAMES } from "../../contracts/vitals";
import { database } from "../db/client";
import { countedEventMessages, siteEventCounts, siteVitalCounts } from "../db/schema";
import type { Env } from "../env";
import { countedPath, countsOf, type EventCount } from "./event-counts";
import { addCounts, addUp, CAMPAIGNS_PER_DAY, forgetCountedMessages } from "./rollup";

const db = database((env as unknown as Env).DB);
const noBounds = { articles: new Set<string>(), campaigns: new Map<string, Set<string>>() };

const countArbitrary: fc.Arbitrary<EventCount> = fc.record({
  day: fc.constantFrom("2026-11-23", "2026-11-24"),
  path: fc.constantFrom("/", "/roofing", "/roofing-bel-air", "other", "/insights/storm-chasers", "/insights/not-an-article"),
  event: fc.constantFrom(...EVENT_NAMES),
  channel: fc.constantFrom(...CHANNELS),
  device: fc.constantFrom(...DEVICES),
  campaign: fc.constantFrom("", "", "bel-air-roofs", "spring"),
  count: fc.integer({ min: 1, max: 50 }),
});

const total = (counts: readonly { count: number }[]) => counts.reduce((sum, count) => sum + count.count, 0);

describe("countedPath", () => {
  it("should keep the site's own pages, landing pages and article addresses, and count anything else as other", () => {
    expect(countedPath("/")).toBe("/");
    expect(countedPath("/contact")).toBe("/contact");
    expect(countedPath("/Roofing-Bel-Air/")).toBe("/roofing-bel-air");
    expect(countedPath("/abingdon-roofing")).toBe("/abingdon-roofing");
    expect(countedPath("/insights/storm-chasers")).toBe("/insights/storm-chasers");
    expect(countedPath("/schedule/manage/secret-token")).toBe("other");
    expect(countedPath("/admin")).toBe("other");
    expect(countedPath("/roofing-atlantis")).toBe("other");
    expect(countedPath("/insights/../../etc")).toBe("other");
    expect(countedPath(`/${"a".repeat(299)}`)).toBe("other");
  });
});

describe("countsOf", () => {
  it("should count a beacon under its visit's channel, keep the campaign on visits only, and add up repeats", () => {
    const counts = countsOf(
      {
        touch: {
          at: "2026-11-24T15:00:00.000Z",
          landing: "/roofing-bel-air",
          utm_source: "google",
          utm_medium: "cpc",
          utm_campaign: "Bel Air Roofs!",
        },
        device: "phone",
        events: [
          { name: "visit", path: "/roofing-bel-air" },
          { name: "page_view", path: "/roofing-bel-air" },
          { name: "page_view", path: "/roofing-bel-air" },
          { name: "phone_tap", path: "/no-such-page" },
        ],
      },
      new Date("2026-11-25T03:00:00Z"),
    );
    expect(counts).toEqual([
      {
        day: "2026-11-24",
        path: "/roofing-bel-air",
        event: "visit",
        channel: "paid_search",
        device: "phone",
        campaign: "bel-air-roofs",
        count: 1,
      },
      { day: "2026-11-24", path: "/roofing-bel-air", event: "page_view", channel: "paid_search", device: "phone", campaign: "", count: 2 },
      { day: "2026-11-24", path: "other", event: "phone_tap", channel: "paid_search", device: "phone", campaign: "", count: 1 },
    ]);
  });

  it("should call a beacon without a touch direct", () => {
    const [count] = countsOf({ device: "desktop", events: [{ name: "page_view", path: "/" }] }, new Date());
    expect(count?.channel).toBe("direct");
  });
});

describe("addUp", () => {
  it("should keep the total of every count exactly, whatever the keys", () => {
    fc.assert(
      fc.property(fc.array(countArbitrary, { maxLength: 300 }), (counts) => {
        const rows = addUp(counts, { articles: new Set(["/insights/storm-chasers"]), campaigns: new Map() });
        expect(total(rows)).toBe(total(counts));
        expect(new Set(rows.map((row) => JSON.stringify({ ...row, count: 0 }))).size).toBe(rows.length);
      }),
      { numRuns: 300 },
    );
  });

  it("should count an address that is no article as other", () => {
    const rows = addUp(
      [
        {
          day: "2026-11-24",
          path: "/insights/not-an-article",
          event: "page_view",
          channel: "direct",
          device: "phone",
          campaign: "",
          count: 2,
        },
        { day: "2026-11-24", path: "other", event: "page_view", channel: "direct", device: "phone", campaign: "", count: 3 },
      ],
      noBounds,
    );
    expect(rows).toEqual([
      { day: "2026-11-24", path: "other", event: "page_view", channel: "direct", device: "phone", campaign: "", count: 5 },
    ]);
  });

  it("should admit at most the day's allowance of campaigns and count later ones as other", () => {
    const known = new Set(Array.from({ length: CAMPAIGNS_PER_DAY - 1 }, (_, i) => `c${i}`));
    const visit = (campaign: string): EventCount => ({
      day: "2026-11-24",
      path: "/",
      event: "visit",
      channel: "paid_search",
      device: "desktop",
      campaign,
      count: 1,
    });
    const rows = addUp([visit("c3"), visit("new-one"), visit("new-two"), visit("new-three")], {
      articles: new Set(),
      campaigns: new Map([["2026-11-24", known]]),
    });
    expect(rows.map((row) => [row.campaign, row.count])).toEqual([
      ["c3", 1],
      ["new-one", 1],
      ["other", 2],
    ]);
  });
});

describe("addCounts", () => {
  it("should add every message into the daily counts exactly once, also when the queue delivers it again", async () => {
    const day = "2031-01-07";
    const messages = fc
      .sample(fc.array(countArbitrary, { minLength: 1, maxLength: 40 }), 30)
      .map((counts, i) => ({ id: `rollup-test-${i}`, body: { counts: counts.map((count) => ({ ...count, day })) } }));
    const expected = total(messages.flatMap((message) => message.body.counts));

    await addCounts(db, messages.slice(0, 20), new Date());
    // A redelivery of the first ten, together with the rest.
    await addCounts(db, [...messages.slice(0, 10), ...messages.slice(20)], new Date());
    await addCounts(db, messages, new Date());

    const rows = await db.select().from(siteEventCounts);
    expect(total(rows.filter((row) => row.day === day))).toBe(expected);
  });

  it("should add speed counts into the daily histograms exactly once, also when the queue delivers them again", async () => {
    const day = "2031-01-08";
    const vital = fc.record({
      day: fc.constant(day),
      pageType: fc.constantFrom(...PAGE_TYPES),
      metric: fc.constantFrom(...VITAL_NAMES),
      bucket: fc.constantFrom(100, 200, 2500),
      count: fc.integer({ min: 1, max: 20 }),
    });
    const messages = fc
      .sample(fc.array(vital, { minLength: 1, maxLength: 40 }), 30)
      .map((vitals, i) => ({ id: `rollup-vitals-${i}`, body: { counts: [], vitals } }));
    const expected = total(messages.flatMap((message) => message.body.vitals));

    await addCounts(db, messages.slice(0, 20), new Date());
    await addCounts(db, [...messages.slice(0, 10), ...messages.slice(20)], new Date());
    await addCounts(db, messages, new Date());

    const rows = await db.select().from(siteVitalCounts);
    expect(total(rows.filter((row) => row.day === day))).toBe(expected);
  });

  it("should forget counted message ids after a week", async () => {
    const now = new Date("2031-02-01T12:00:00Z");
    const message = { id: "old-message", body: { counts: [] } };
    await addCounts(db, [message], new Date(now.getTime() - 8 * 86_400_000));
    await forgetCountedMessages(db, now);
    const left = await db.select().from(countedEventMessages);
    expect(left.map((row) => row.id)).not.toContain("old-message");
  });
});
