import { env } from "cloudflare:workers";
import { count, desc, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { IndexNowSubmission } from "../../admin/indexnow";
import { app } from "../../app";
import { database } from "../../db/client";
import { listArticleUpdates } from "../../db/insights";
import { auditLog, indexNowSubmissions, indexNowUrls, insightPosts } from "../../db/schema";
import type { Env } from "../../env";
import { localityTexts } from "../../landing/locality-texts";
import { INDEXNOW_ENDPOINT } from "../../seo/indexnow";
import { indexNowUrls as siteIndexNowUrls } from "../../seo/site-index";
import { devAdminHeaders } from "../../test/fetch";

const baseEnv = { ...(env as unknown as Env), INDEXNOW_ENDPOINT } as Env;
const db = database(baseEnv.DB);
const SITE = "http://localhost:8787";
const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;

interface Status {
  urlCount: number;
  changedCount: number;
  keyProblem: string | null;
  lastSubmission: IndexNowSubmission | null;
  history: IndexNowSubmission[];
}
interface SubmitAnswer {
  ok: boolean;
  message: string;
  urlCount: number;
  submitted: number;
  batches: { urls: number; status: number; ok: boolean; attempts: number; message: string }[];
  submission: IndexNowSubmission | null;
}

/** A request from the signed-in developer (the local development sign-in). */
function admin(path: string, init: RequestInit = {}, environment: Env = baseEnv) {
  const headers = { ...devAdminHeaders(), ...(init.headers as Record<string, string> | undefined) };
  return app.request(`${SITE}${path}`, { ...init, headers }, environment, ctx);
}
const status = async () => (await (await admin("/api/admin/indexnow")).json()) as Status;
const submit = (mode: unknown, environment?: Env) =>
  admin(
    "/api/admin/indexnow",
    { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ mode }) },
    environment,
  );

/** The IndexNow endpoint, faked: answers the queued statuses (then 200) and records each URL list. */
let sent: string[][] = [];
let answers: number[] = [];
beforeEach(() => {
  sent = [];
  answers = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url !== INDEXNOW_ENDPOINT) return realFetch(input as RequestInfo, init);
    sent.push((JSON.parse(String(init?.body)) as { urlList: string[] }).urlList);
    return new Response(null, { status: answers.shift() ?? 200 });
  });
});
afterEach(() => vi.restoreAllMocks());

describe("admin IndexNow API", () => {
  it("should refuse visitors who are not signed in", async () => {
    expect((await app.request(`${SITE}/api/admin/indexnow`, { headers: { Host: "localhost:8787" } }, baseEnv, ctx)).status).toBe(401);
    const post = await app.request(
      `${SITE}/api/admin/indexnow`,
      { method: "POST", body: '{"mode":"all"}', headers: { Host: "localhost:8787", "Content-Type": "application/json" } },
      baseEnv,
      ctx,
    );
    expect(post.status).toBe(401);
    expect(sent).toEqual([]);
  });

  it("should submit every URL, then nothing when nothing changed, then exactly the changed article", async () => {
    const articles = await listArticleUpdates(db);
    const everything = siteIndexNowUrls(SITE, articles, await localityTexts(baseEnv.ASSETS));
    const first = await status();
    expect(first.urlCount).toBe(everything.length);
    expect(first.changedCount).toBe(everything.length);
    expect(first.keyProblem).toBeNull();

    const all = await submit("all");
    expect(all.status).toBe(200);
    const report = (await all.json()) as SubmitAnswer;
    expect(report).toMatchObject({
      ok: true,
      urlCount: everything.length,
      submitted: everything.length,
      message: `IndexNow accepted ${everything.length} URLs: URLs submitted.`,
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.sort()).toEqual([...everything].sort());
    expect((await db.select({ n: count() }).from(indexNowUrls))[0]!.n).toBe(everything.length);
    expect((await status()).changedCount).toBe(0);

    const historyBefore = (await status()).history.length;
    const nothing = (await (await submit("changed")).json()) as SubmitAnswer;
    expect(nothing).toEqual({
      ok: true,
      message: "Nothing changed since the last submission.",
      urlCount: 0,
      submitted: 0,
      rejected: [],
      batches: [],
      submission: null,
    });
    expect(sent).toHaveLength(1);
    expect((await status()).history).toHaveLength(historyBefore);

    const article = articles[0]!;
    const updatedAt = "2031-02-03T04:05:06.000Z";
    await db.update(insightPosts).set({ updatedAt }).where(eq(insightPosts.slug, article.slug));
    expect((await status()).changedCount).toBe(1);
    const changed = (await (await submit("changed")).json()) as SubmitAnswer;
    expect(changed).toMatchObject({ ok: true, urlCount: 1, submitted: 1 });
    expect(sent[1]).toEqual([`${SITE}/insights/${article.slug}`]);
    const [row] = await db
      .select()
      .from(indexNowUrls)
      .where(eq(indexNowUrls.url, `${SITE}/insights/${article.slug}`));
    expect(row!.lastmod).toBe(updatedAt);
    expect((await status()).changedCount).toBe(0);
  });

  it("should record a refused submission as failed with the protocol's meaning, and not mark its URLs", async () => {
    const article = (await listArticleUpdates(db))[1]!;
    await db.update(insightPosts).set({ updatedAt: "2032-01-01T00:00:00.000Z" }).where(eq(insightPosts.slug, article.slug));
    const url = `${SITE}/insights/${article.slug}`;
    const [storedBefore] = await db.select().from(indexNowUrls).where(eq(indexNowUrls.url, url));

    answers.push(403);
    const keyRefused = (await (await submit("changed")).json()) as SubmitAnswer;
    expect(keyRefused).toMatchObject({
      ok: false,
      submitted: 0,
      message: "IndexNow did not accept 1 of 1 URL: Key not valid: the key file is missing or does not match (HTTP 403).",
      batches: [{ urls: 1, status: 403, ok: false, attempts: 1, message: "Key not valid: the key file is missing or does not match" }],
    });
    expect(keyRefused.submission).toMatchObject({ mode: "changed", urlCount: 1, ok: false, actor: "developer@localhost" });

    answers.push(422);
    const wrongHost = (await (await submit("all")).json()) as SubmitAnswer;
    expect(wrongHost.ok).toBe(false);
    expect(wrongHost.batches[0]).toMatchObject({
      status: 422,
      message: "URLs do not belong to the host or the key does not match the protocol",
    });

    const [storedAfter] = await db.select().from(indexNowUrls).where(eq(indexNowUrls.url, url));
    expect(storedAfter).toEqual(storedBefore);
    expect((await status()).changedCount).toBe(1);
  });

  it("should show the history newest first, each submission audited under the signed-in e-mail", async () => {
    const { history, lastSubmission } = await status();
    const mine = history.filter((s) => s.actor === "developer@localhost");
    expect(mine.map((s) => [s.mode, s.ok, s.batches.map((b) => b.status)])).toEqual([
      ["all", false, [422]],
      ["changed", false, [403]],
      ["changed", true, [200]],
      ["all", true, [200]],
    ]);
    expect(lastSubmission).toEqual(history[0]);
    expect(history.map((s) => s.id)).toEqual([...history.map((s) => s.id)].sort((a, b) => b - a));

    const audit = await db.select().from(auditLog).where(eq(auditLog.action, "indexnow.submit")).orderBy(desc(auditLog.id));
    const audited = audit.filter((entry) => entry.actor === "developer@localhost");
    expect(audited.map((entry) => [entry.subjectType, entry.subjectId, (JSON.parse(entry.detail) as { ok: boolean }).ok])).toEqual([
      ["indexnow", "all", false],
      ["indexnow", "changed", false],
      ["indexnow", "changed", true],
      ["indexnow", "all", true],
    ]);
  });

  it("should answer bad input with 400 and the field, sending and recording nothing", async () => {
    const before = (await db.select({ n: count() }).from(indexNowSubmissions))[0]!.n;
    const bad = await submit("everything");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: {
        code: "validation_failed",
        message: "Choose what to submit: all URLs or the changed ones.",
        fields: { mode: 'mode must be "all" or "changed"' },
      },
    });
    const notJson = await admin("/api/admin/indexnow", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{mode" });
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as { error: { code: string } }).error.code).toBe("invalid_json");
    expect(sent).toEqual([]);
    expect((await db.select({ n: count() }).from(indexNowSubmissions))[0]!.n).toBe(before);
  });

  it("should refuse to submit with a placeholder key, and say so", async () => {
    const placeholder = { ...baseEnv, INDEXNOW_KEY: "your-indexnow-key" } as Env;
    const response = await submit("all", placeholder);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: { code: "indexnow_key_invalid", message: "The IndexNow key is a placeholder: set INDEXNOW_KEY to a key of your own." },
    });
    expect(sent).toEqual([]);
    const shown = (await (await admin("/api/admin/indexnow", {}, placeholder)).json()) as Status;
    expect(shown.keyProblem).toBe("The IndexNow key is a placeholder: set INDEXNOW_KEY to a key of your own.");
  });
});
