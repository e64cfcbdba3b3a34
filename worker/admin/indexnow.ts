import { desc, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { IndexNowMode, IndexNowSubmission } from "../../contracts/admin";
import { countOf } from "../../contracts/text";
import { siteConfig } from "../config";
import { listArticleUpdates } from "../db/insights";
import { indexNowSubmissions, indexNowUrls } from "../db/schema";
import type { Env } from "../env";
import { localityTexts, type TownTexts } from "../landing/locality-texts";
import { INDEXNOW_ENDPOINT, type IndexNowBatchResult, type IndexNowReport, inBatches, submitToIndexNow } from "../seo/indexnow";
import { indexNowKey } from "../seo/indexnow-key";
import { articlePages, landingIndexPages, staticPages } from "../seo/site-index";
import { auditInsert } from "./audit";

/**
 * IndexNow from the admin (/admin/indexnow): which URLs the site has, which changed since
 * IndexNow last accepted them, and submissions recorded with their answers.
 */

export const INDEXNOW_MODES = ["all", "changed"] as const;
export type { IndexNowMode, IndexNowSubmission };

/** An indexable URL and its last modification as the sitemap states it ("" when it has none). */
export interface IndexablePage {
  url: string;
  lastmod: string;
}

export type IndexNowOutcome =
  | { kind: "submitted"; submission: IndexNowSubmission; report: IndexNowReport; message: string }
  | { kind: "nothing"; message: string }
  | { kind: "refused"; message: string };

const NOTHING_CHANGED = "Nothing changed since the last submission.";
/** An unanswered attempt is abandoned after this long (the engines answer in well under a second). */
const ATTEMPT_TIMEOUT_MS = 15_000;
/** D1 binds at most 100 parameters per statement; an indexnow_urls row takes 3. */
const URL_ROWS_PER_STATEMENT = 33;
const PLACEHOLDER_KEY = /your|example|placeholder|change-?me|replace/i;

/** Why the configured key cannot be used (unset, malformed or an obvious placeholder); null when it can. */
export function indexNowKeyProblem(env: Env): string | null {
  if (!env.INDEXNOW_KEY?.trim())
    return "No IndexNow key is configured: set INDEXNOW_KEY (8-128 letters, digits or dashes) in wrangler.toml.";
  const key = indexNowKey(env);
  if (!key) return "The IndexNow key is not valid: INDEXNOW_KEY must be 8-128 letters, digits or dashes.";
  if (PLACEHOLDER_KEY.test(key) || /^(.)\1*$/.test(key)) return "The IndexNow key is a placeholder: set INDEXNOW_KEY to a key of your own.";
  return null;
}

/** Every URL an IndexNow submission of the whole site sends (as `indexNowUrls`), with its lastmod. */
export async function indexablePages(db: DrizzleD1Database, siteUrl: string, texts: TownTexts): Promise<IndexablePage[]> {
  const articles = await listArticleUpdates(db);
  const pages = new Map<string, string>();
  for (const page of [...staticPages(), ...landingIndexPages(texts), ...articlePages(articles)]) {
    pages.set(`${siteUrl}${page.path}`, page.entry.lastmod ?? "");
  }
  return [...pages].map(([url, lastmod]) => ({ url, lastmod }));
}

/** The pages IndexNow has never accepted, or whose lastmod differs from the one it accepted. */
export async function changedUrls(db: DrizzleD1Database, pages: readonly IndexablePage[]): Promise<IndexablePage[]> {
  const accepted = new Map(
    (await db.select({ url: indexNowUrls.url, lastmod: indexNowUrls.lastmod }).from(indexNowUrls)).map((row) => [row.url, row.lastmod]),
  );
  return pages.filter((page) => accepted.get(page.url) !== page.lastmod);
}

/** One line for the admin: what IndexNow made of the submission. */
function summary(report: IndexNowReport, urlCount: number): string {
  if (report.ok)
    return `IndexNow accepted ${countOf(report.submitted, "URL")}: ${[...new Set(report.batches.map((b) => b.message))].join("; ")}.`;
  const failed = report.batches.find((b) => !b.ok);
  const reason = failed
    ? `${failed.message}${failed.status ? ` (HTTP ${failed.status})` : ""}`
    : `${countOf(report.rejected.length, "URL")} not on the site's host`;
  return `IndexNow did not accept ${urlCount - report.submitted} of ${countOf(urlCount, "URL")}: ${reason.replace(/\.$/, "")}.`;
}

/** INDEXNOW_ENDPOINT's value for the local site and the tests: the local fake below, never the network. */
const LOCAL_INDEXNOW = "local";

/**
 * The local fake of IndexNow (INDEXNOW_ENDPOINT = "local", wrangler.toml's top level): it accepts a
 * well-formed submission as IndexNow does (200) and refuses a malformed one (400), without leaving
 * the machine, so the local site and the browser tests never call api.indexnow.org.
 */
/** A submission's body as the local fake reads it; null when it is not JSON. */
function submissionBody(body: unknown): { key?: string; urlList?: unknown[] } | null {
  try {
    return JSON.parse(String(body)) as { key?: string; urlList?: unknown[] };
  } catch {
    return null;
  }
}

const localIndexNow: typeof fetch = async (_input, init) => {
  const body = submissionBody(init?.body);
  return body?.key && Array.isArray(body.urlList) ? new Response("OK (local fake)", { status: 200 }) : new Response(null, { status: 400 });
};

/**
 * Submits every indexable URL ("all") or the changed ones ("changed") and records the
 * submission, the URLs of accepted batches and an audit entry in one batch. Sends nothing
 * and records nothing when the key is unusable or there is nothing to send.
 */
export async function submitIndexNow(
  db: DrizzleD1Database,
  env: Env,
  mode: IndexNowMode,
  actor: string,
  fetcher: typeof fetch = fetch,
  sleep?: (ms: number) => Promise<void>,
): Promise<IndexNowOutcome> {
  const problem = indexNowKeyProblem(env);
  const key = indexNowKey(env);
  if (problem || !key) return { kind: "refused", message: problem ?? "The IndexNow key is not valid." };
  const { siteUrl } = siteConfig(env);
  const pages = await indexablePages(db, siteUrl, await localityTexts(env.ASSETS));
  const targets = mode === "all" ? pages : await changedUrls(db, pages);
  if (targets.length === 0) return { kind: "nothing", message: mode === "changed" ? NOTHING_CHANGED : "The site has no indexable URLs." };

  const endpoint = env.INDEXNOW_ENDPOINT?.trim() || INDEXNOW_ENDPOINT;
  const send = endpoint === LOCAL_INDEXNOW ? localIndexNow : fetcher;
  const timed: typeof fetch = (input, init) => send(input, { ...init, signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS) });
  const report = await submitToIndexNow(
    targets.map((page) => page.url),
    { siteUrl, key, endpoint, fetch: timed, ...(sleep ? { sleep } : {}) },
  );

  // submitToIndexNow sends the URLs it did not reject, in order, in batches of the same size.
  const rejected = new Set(report.rejected);
  const sentBatches = inBatches(targets.filter((page) => !rejected.has(page.url)));
  const acceptedPages = sentBatches.flatMap((batch, i) => (report.batches[i]?.ok && report.batches[i]?.urls === batch.length ? batch : []));

  const at = new Date().toISOString();
  const [inserted] = await db.batch([
    db
      .insert(indexNowSubmissions)
      .values({ at, actor, mode, urlCount: targets.length, ok: report.ok, report: JSON.stringify(report.batches) })
      .returning({ id: indexNowSubmissions.id }),
    ...inBatches(acceptedPages, URL_ROWS_PER_STATEMENT).map((rows) =>
      db
        .insert(indexNowUrls)
        .values(rows.map((page) => ({ url: page.url, lastmod: page.lastmod, submittedAt: at })))
        .onConflictDoUpdate({ target: indexNowUrls.url, set: { lastmod: sql`excluded.lastmod`, submittedAt: sql`excluded.submitted_at` } }),
    ),
    auditInsert(db, {
      actor,
      action: "indexnow.submit",
      subjectType: "indexnow",
      subjectId: mode,
      detail: { at, urlCount: targets.length, accepted: report.submitted, ok: report.ok, statuses: report.batches.map((b) => b.status) },
    }),
  ]);
  const submission: IndexNowSubmission = {
    id: inserted[0]!.id,
    at,
    actor,
    mode,
    urlCount: targets.length,
    ok: report.ok,
    batches: report.batches,
  };
  return { kind: "submitted", submission, report, message: summary(report, targets.length) };
}

function parseBatches(report: string): IndexNowBatchResult[] {
  try {
    const parsed: unknown = JSON.parse(report);
    return Array.isArray(parsed) ? (parsed as IndexNowBatchResult[]) : [];
  } catch {
    return [];
  }
}

/** The latest submissions, newest first. */
export async function submissionHistory(db: DrizzleD1Database, limit = 20): Promise<IndexNowSubmission[]> {
  const rows = await db.select().from(indexNowSubmissions).orderBy(desc(indexNowSubmissions.id)).limit(limit);
  return rows.map(({ report, mode, ...row }) => ({ ...row, mode: mode as IndexNowMode, batches: parseBatches(report) }));
}
