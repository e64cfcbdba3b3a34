import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { database } from "../db/client";
import { siteEventCounts } from "../db/schema";
import type { Env } from "../env";
import { localDate } from "../schedule/calendar";
import { fetchWorker } from "../test/fetch";
import { freshIp, withinOneClockMinute } from "../test/leads";

const db = database((env as unknown as Env).DB);
const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** A beacon as the visit counter sends it: text/plain JSON, same-origin, from a person's browser. */
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

const touch = {
  at: "2026-11-24T15:00:00.000Z",
  landing: "/roofing-bel-air",
  utm_source: "google",
  utm_medium: "cpc",
  gclid: "TEST-GCLID-1",
};
const batch = (path: string, names: string[] = ["page_view"]) => ({
  touch,
  device: "phone",
  events: names.map((name) => ({ name, path })),
});

const countedOn = async (path: string) =>
  (
    await db
      .select({ n: sql<number>`coalesce(sum(${siteEventCounts.count}), 0)` })
      .from(siteEventCounts)
      .where(eq(siteEventCounts.path, path))
  )[0]?.n ?? 0;

async function waitForCount(path: string, expected: number) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = await countedOn(path);
    if (found >= expected || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe("POST /api/events", () => {
  it("should count a visitor's beacon through the queue into the day's counts under the visit's channel", async () => {
    const response = await beacon(batch("/roofing-towson", ["visit", "page_view", "phone_tap"]));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ accepted: 3 });
    expect(await waitForCount("/roofing-towson", 3)).toBe(3);
    const rows = await db.select().from(siteEventCounts).where(eq(siteEventCounts.path, "/roofing-towson"));
    expect(
      rows.map(({ event, channel, device, day }) => ({ event, channel, device, day })).sort((a, b) => a.event.localeCompare(b.event)),
    ).toEqual(
      ["page_view", "phone_tap", "visit"].map((event) => ({ event, channel: "paid_search", device: "phone", day: localDate(new Date()) })),
    );
  });

  it("should count nothing from bots, other sites' pages or clients that are not a browser", async () => {
    const dropped: Record<string, string>[] = [
      { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36" },
      { "User-Agent": "curl/8.5.0" },
      { "User-Agent": "" },
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "" },
    ];
    for (const headers of dropped) {
      const response = await beacon(batch("/roofing-dundalk"), headers);
      expect(response.status, JSON.stringify(headers)).toBe(202);
      expect(await response.json()).toEqual({ accepted: 0 });
    }
    // A visitor's beacon after them is counted, and only it.
    await beacon(batch("/roofing-dundalk", ["page_view", "page_view"]));
    expect(await waitForCount("/roofing-dundalk", 2)).toBe(2);
  });

  it("should refuse malformed beacons with a JSON 4xx and count nothing", async () => {
    const refused: [string | object, number, Record<string, string>?][] = [
      ["{", 400],
      ["[]", 400],
      [{ ...batch("/roofing-essex"), extra: 1 }, 400],
      [{ ...batch("/roofing-essex"), device: "fridge" }, 400],
      [{ touch, device: "phone", events: [] }, 400],
      [{ touch, device: "phone", events: Array.from({ length: 51 }, () => ({ name: "page_view", path: "/roofing-essex" })) }, 400],
      [{ touch, device: "phone", events: [{ name: "purchase", path: "/roofing-essex" }] }, 400],
      [{ touch, device: "phone", events: [{ name: "page_view", path: "roofing-essex" }] }, 400],
      [{ touch, device: "phone", events: [{ name: "page_view", path: "/roofing-essex", ip: "1.2.3.4" }] }, 400],
      [{ touch: { ...touch, email: "dana@example.net" }, device: "phone", events: [{ name: "page_view", path: "/roofing-essex" }] }, 400],
      [{ touch: { ...touch, utm_source: "x".repeat(201) }, device: "phone", events: [{ name: "page_view", path: "/roofing-essex" }] }, 400],
      [{ touch: { ...touch, utm_source: "a\u0000b" }, device: "phone", events: [{ name: "page_view", path: "/roofing-essex" }] }, 400],
      [{ touch: { ...touch, referrer: "EVIL HOST" }, device: "phone", events: [{ name: "page_view", path: "/roofing-essex" }] }, 400],
      [batch("/roofing-essex"), 415, { "Content-Type": "application/x-www-form-urlencoded" }],
      [JSON.stringify(batch(`/${"x".repeat(9000)}`)), 413],
    ];
    for (const [body, status, headers] of refused) {
      const response = await beacon(body, headers);
      const text = await response.text();
      expect(response.status, text).toBe(status);
      expect(typeof (JSON.parse(text) as { error: { code: string } }).error.code).toBe("string");
    }
    await beacon(batch("/roofing-essex"));
    expect(await waitForCount("/roofing-essex", 1)).toBe(1);
  });

  it("should limit one address to 60 counted beacons a minute", async () => {
    const { statuses, refused } = await withinOneClockMinute(async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) statuses.push((await beacon(batch("/roofing-essex"), { "CF-Connecting-IP": ip })).status);
      return { statuses, refused: await beacon(batch("/roofing-essex"), { "CF-Connecting-IP": ip }) };
    });
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(202));
    expect(statuses[60]).toBe(429);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("60");
  });

  it("should answer any body with 2xx or a JSON 4xx, never 5xx", async () => {
    const value = fc.oneof(fc.string({ maxLength: 300 }), fc.integer(), fc.constant(null), fc.jsonValue({ maxDepth: 3 }));
    const body = fc.oneof(
      fc.record({
        touch: value,
        device: value,
        events: fc.oneof(value, fc.array(fc.record({ name: value, path: value }), { maxLength: 60 })),
      }),
      fc.jsonValue(),
    );
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom("text/plain", "application/json", "text/html", ""), async (payload, contentType) => {
        const response = await beacon(JSON.stringify(payload), contentType ? { "Content-Type": contentType } : {});
        expect(response.status).toBeLessThan(500);
        const answer = (await response.json()) as { accepted?: number; error?: { code: string } };
        if (response.status >= 400) expect(typeof answer.error?.code).toBe("string");
      }),
      { numRuns: 300 },
    );
  });
});
