import { env } from "cloudflare:workers";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leadSubmissionSchema } from "../../contracts/leads";
import { database } from "../db/client";
import { siteEventCounts } from "../db/schema";
import type { Env } from "../env";
import { storeLead } from "../leads/intake";
import { localDate } from "../schedule/calendar";
import { pageProof, provesCampaign } from "../security/page-proof";
import { fetchWorker } from "../test/fetch";
import { freshIp, validLead } from "../test/leads";
import { CAMPAIGNS_PER_DAY } from "./rollup";

const db = database((env as unknown as Env).DB);
const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const browser = { "Sec-Fetch-Site": "same-origin", "User-Agent": CHROME };

function beacon(body: unknown) {
  return fetchWorker("/api/events", {
    method: "POST",
    headers: { "Content-Type": "text/plain;charset=UTF-8", "CF-Connecting-IP": freshIp(), ...browser },
    body: JSON.stringify(body),
  });
}

/** A visit from a tagged link on /roofing-bel-air, as the visit counter sends it. */
const visit = (campaign: string, proof?: string) => ({
  touch: { at: new Date().toISOString(), landing: "/roofing-bel-air", utm_source: "google", utm_medium: "cpc", utm_campaign: campaign },
  device: "phone",
  ...(proof ? { proof } : {}),
  events: [
    { name: "visit", path: "/roofing-bel-air" },
    { name: "page_view", path: "/roofing-bel-air" },
  ],
});

/** The page a browser gets from a tagged link, and the nonce its script carries. */
async function landingNonce(query: string): Promise<string> {
  const response = await fetchWorker(`/roofing-bel-air?${query}`, { headers: { "User-Agent": CHROME, "Sec-Fetch-Dest": "document" } });
  expect(response.status).toBe(200);
  const html = await response.text();
  const nonce = /<script[^>]*\snonce="([^"]+)"/.exec(html)?.[1];
  expect(nonce).toBeTruthy();
  expect(response.headers.get("Content-Security-Policy")).toContain(`'nonce-${nonce}'`);
  return nonce!;
}

const visitsOn = async () =>
  (
    await db
      .select({ n: sql<number>`coalesce(sum(${siteEventCounts.count}), 0)` })
      .from(siteEventCounts)
      .where(and(eq(siteEventCounts.event, "visit"), eq(siteEventCounts.day, localDate(new Date()))))
  )[0]?.n ?? 0;

async function waitForVisits(expected: number) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = await visitsOn();
    if (found >= expected || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe("campaign places", () => {
  it("should not let forged beacons reserve the day's campaigns: a campaign counts once its page proved the visit or a lead carried it", async () => {
    // 55 beacons with made-up campaigns, forged with a same-origin header and a browser's user agent.
    const junk = Array.from({ length: CAMPAIGNS_PER_DAY + 5 }, (_, i) => `junk-${i}`);
    for (const campaign of junk) expect((await beacon(visit(campaign))).status).toBe(202);
    // A proof is bound to its campaign: one taken from a page for another campaign proves nothing.
    const borrowed = await landingNonce("utm_campaign=borrowed");
    expect((await beacon(visit("junk-stolen", borrowed))).status).toBe(202);

    // A visitor from the real ad: the page served for the tagged link, then its script's beacon with the page's nonce.
    const nonce = await landingNonce("utm_source=google&utm_medium=cpc&utm_campaign=Spring%20Roofs&gclid=TEST");
    const real = await beacon(visit("Spring Roofs", nonce));
    expect(await real.json()).toEqual({ accepted: 2 });

    // A campaign a lead carried counts under its name even from a beacon without a proof.
    const parsed = leadSubmissionSchema.parse(validLead());
    const tagged = { at: new Date().toISOString(), landing: "/siding-annapolis", utm_source: "bing", utm_campaign: "Fall Siding" };
    await storeLead(
      db,
      parsed,
      { page: "/contact", ip: "", userAgent: "", now: new Date(), attribution: { first: tagged, last: tagged } },
      null,
    );
    expect((await beacon(visit("fall-siding"))).status).toBe(202);

    expect(await waitForVisits(junk.length + 3)).toBe(junk.length + 3);
    const rows = await db
      .select({ campaign: siteEventCounts.campaign, count: sql<number>`sum(${siteEventCounts.count})` })
      .from(siteEventCounts)
      .where(eq(siteEventCounts.event, "visit"))
      .groupBy(siteEventCounts.campaign);
    expect(Object.fromEntries(rows.map((row) => [row.campaign, row.count]))).toEqual({
      "spring-roofs": 1,
      "fall-siding": 1,
      other: junk.length + 1,
    });
  });
});

describe("page proofs", () => {
  const keyed = { PAGE_PROOF_SECRET: "test-secret" };
  it("should prove only its own campaign, for an hour, under its own key", async () => {
    const now = new Date("2026-11-28T12:00:00Z");
    const proof = await pageProof(keyed, "spring-roofs", now);
    expect(proof).toMatch(/^[A-Za-z0-9_-]{38}$/);
    expect(await provesCampaign(keyed, proof, "spring-roofs", new Date(now.getTime() + 59 * 60_000))).toBe(true);
    expect(await provesCampaign(keyed, proof, "spring-roofs", new Date(now.getTime() + 61 * 60_000))).toBe(false);
    expect(await provesCampaign(keyed, proof, "spring-roofs", new Date(now.getTime() - 10 * 60_000))).toBe(false);
    expect(await provesCampaign(keyed, proof, "spring-roof", now)).toBe(false);
    expect(await provesCampaign({ PAGE_PROOF_SECRET: "another" }, proof, "spring-roofs", now)).toBe(false);
    // One character changed in the middle (the last one may carry only padding bits).
    const tampered = `${proof.slice(0, 10)}${proof[10] === "A" ? "B" : "A"}${proof.slice(11)}`;
    expect(await provesCampaign(keyed, tampered, "spring-roofs", now)).toBe(false);
    expect(await provesCampaign(keyed, "not a proof", "spring-roofs", now)).toBe(false);
    expect(await provesCampaign(keyed, "A".repeat(38), "spring-roofs", now)).toBe(false);
  });
});
