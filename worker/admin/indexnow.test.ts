import { env } from "cloudflare:workers";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "../db/client";
import { listArticleUpdates } from "../db/insights";
import { auditLog, indexNowSubmissions, indexNowUrls } from "../db/schema";
import type { Env } from "../env";
import { localityTexts } from "../landing/locality-texts";
import { INDEXNOW_ENDPOINT } from "../seo/indexnow";
import { indexNowUrls as siteIndexNowUrls } from "../seo/site-index";
import { changedUrls, indexablePages, indexNowKeyProblem, submitIndexNow } from "./indexnow";

/** The real endpoint, whose fetches each test fakes (wrangler.toml's local site uses the built-in fake). */
const baseEnv = { ...(env as unknown as Env), INDEXNOW_ENDPOINT } as Env;
const db = database(baseEnv.DB);
const siteUrl = "http://localhost:8787";
const texts = await localityTexts(baseEnv.ASSETS);
const withKey = (key: string | undefined) => ({ ...baseEnv, INDEXNOW_KEY: key }) as Env;
const submissions = async () => (await db.select({ n: count() }).from(indexNowSubmissions))[0]!.n;

describe("IndexNow admin", () => {
  it("should list the same URLs as a whole-site submission, with the articles' lastmod", async () => {
    const articles = await listArticleUpdates(db);
    const pages = await indexablePages(db, siteUrl, texts);
    expect(pages.map((p) => p.url)).toEqual(siteIndexNowUrls(siteUrl, articles, texts));
    const byUrl = new Map(pages.map((p) => [p.url, p.lastmod]));
    expect(byUrl.get(`${siteUrl}/`)).toBe("");
    expect(byUrl.get(`${siteUrl}/roofing`)).toBe("");
    for (const article of articles) expect(byUrl.get(`${siteUrl}/insights/${article.slug}`)).toBe(article.updatedAt);
  });

  it("should count a URL as changed when it was never accepted or its lastmod moved", async () => {
    const base = `https://unit.example.test/${Date.now()}`;
    await db.insert(indexNowUrls).values([
      { url: `${base}/same`, lastmod: "2026-01-01", submittedAt: "2026-01-02T00:00:00Z" },
      { url: `${base}/moved`, lastmod: "2026-01-01", submittedAt: "2026-01-02T00:00:00Z" },
      { url: `${base}/static`, lastmod: "", submittedAt: "2026-01-02T00:00:00Z" },
    ]);
    const pages = [
      { url: `${base}/same`, lastmod: "2026-01-01" },
      { url: `${base}/moved`, lastmod: "2026-03-01" },
      { url: `${base}/static`, lastmod: "" },
      { url: `${base}/new`, lastmod: "" },
    ];
    expect((await changedUrls(db, pages)).map((p) => p.url)).toEqual([`${base}/moved`, `${base}/new`]);
  });

  it("should refuse a missing, malformed or placeholder key", () => {
    expect(indexNowKeyProblem(withKey(undefined))).toBe(
      "No IndexNow key is configured: set INDEXNOW_KEY (8-128 letters, digits or dashes) in wrangler.toml.",
    );
    expect(indexNowKeyProblem(withKey("not a key"))).toBe(
      "The IndexNow key is not valid: INDEXNOW_KEY must be 8-128 letters, digits or dashes.",
    );
    for (const placeholder of ["your-indexnow-key", "REPLACE-ME-WITH-A-KEY", "00000000000000000000000000000000"]) {
      expect(indexNowKeyProblem(withKey(placeholder)), placeholder).toBe(
        "The IndexNow key is a placeholder: set INDEXNOW_KEY to a key of your own.",
      );
    }
    expect(indexNowKeyProblem(baseEnv)).toBeNull();
  });

  it("should send and record nothing when the key is a placeholder", async () => {
    const before = await submissions();
    let calls = 0;
    const fetcher = (async () => {
      calls++;
      return new Response(null, { status: 200 });
    }) as typeof fetch;
    const outcome = await submitIndexNow(db, withKey("your-indexnow-key"), "all", "unit@example.test", fetcher);
    expect(outcome).toEqual({ kind: "refused", message: "The IndexNow key is a placeholder: set INDEXNOW_KEY to a key of your own." });
    expect(calls).toBe(0);
    expect(await submissions()).toBe(before);
  });

  it("should record a submission that got no answer as failed, retried, and mark no URL submitted", async () => {
    const pages = await indexablePages(db, siteUrl, texts);
    const changedBefore = (await changedUrls(db, pages)).length;
    let calls = 0;
    const fetcher = (async () => {
      calls++;
      throw new TypeError("Network connection lost.");
    }) as typeof fetch;
    const waits: number[] = [];
    const outcome = await submitIndexNow(db, baseEnv, "all", "unit@example.test", fetcher, async (ms) => void waits.push(ms));
    expect(outcome.kind).toBe("submitted");
    if (outcome.kind !== "submitted") return;
    expect(calls).toBe(4);
    expect(waits).toEqual([1_000, 2_000, 4_000]);
    expect(outcome.report.batches).toEqual([
      { urls: pages.length, status: 0, ok: false, attempts: 4, message: "No answer: Network connection lost." },
    ]);
    expect(outcome.message).toBe(`IndexNow did not accept ${pages.length} of ${pages.length} URLs: No answer: Network connection lost.`);
    const [row] = await db.select().from(indexNowSubmissions).where(eq(indexNowSubmissions.id, outcome.submission.id));
    expect(row).toMatchObject({ actor: "unit@example.test", mode: "all", urlCount: pages.length, ok: false });
    expect(JSON.parse(row!.report)).toEqual(outcome.report.batches);
    expect((await changedUrls(db, pages)).length).toBe(changedBefore);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.actor, "unit@example.test"));
    expect(audit).toMatchObject({ action: "indexnow.submit", subjectType: "indexnow", subjectId: "all" });
    expect(JSON.parse(audit!.detail)).toMatchObject({ urlCount: pages.length, accepted: 0, ok: false, statuses: [0] });
  });
});

describe("the local site's IndexNow", () => {
  it("should never reach the network with the local site's setting: the built-in fake accepts the submission", async () => {
    let calls = 0;
    const network = (async () => {
      calls++;
      throw new TypeError("DNS lookup failed");
    }) as typeof fetch;
    const local = { ...(env as unknown as Env), INDEXNOW_ENDPOINT: "local" } as Env;
    const outcome = await submitIndexNow(db, local, "all", "unit@example.test", network);
    expect(calls).toBe(0);
    expect(outcome).toMatchObject({ kind: "submitted", submission: expect.objectContaining({ ok: true }) });
  });
});
