import { inArray } from "drizzle-orm";
import { rowsInChunks } from "../../db/chunks";
import { database } from "../../db/client";
import { insightPosts } from "../../db/schema";
import { localityTexts, type TownTexts } from "../../landing/locality-texts";
import { articlePassages } from "./article-passages";
import { KnowledgeIndex } from "./index";
import { sitePassages } from "./site-passages";

/** How often the articles in D1 are compared with what the assistant knows: an upload joins within this. */
const ARTICLE_REFRESH_MS = 30_000;

/** The index and the articles in it, by slug: the version indexed and its passages' ids. */
interface Knowledge {
  index: KnowledgeIndex;
  articles: Map<string, { updatedAt: string; ids: number[] }>;
  checkedAt: number;
  syncing?: Promise<void>;
}

let knowledge: Knowledge | undefined;

/** Build timing of the isolate's index, for the benchmark's report. */
export const indexTimings = { siteMs: 0, passages: 0 };

function siteIndex(texts: TownTexts): Knowledge {
  if (knowledge) return knowledge;
  const started = performance.now();
  const passages = sitePassages(texts);
  knowledge = { index: new KnowledgeIndex(passages), articles: new Map(), checkedAt: Number.NEGATIVE_INFINITY };
  indexTimings.siteMs = performance.now() - started;
  indexTimings.passages = passages.length;
  return knowledge;
}

/** Brings the index's articles in step with D1: new and updated articles (re)indexed, deleted ones dropped. */
async function syncArticles(db: D1Database, state: Knowledge): Promise<void> {
  const orm = database(db);
  const versions = await orm.select({ slug: insightPosts.slug, updatedAt: insightPosts.updatedAt }).from(insightPosts);
  const current = new Map(versions.map((v) => [v.slug, v.updatedAt]));
  for (const [slug, known] of state.articles) {
    if (current.get(slug) === known.updatedAt) continue;
    state.index.remove(known.ids);
    state.articles.delete(slug);
  }
  const stale = versions.filter((v) => !state.articles.has(v.slug)).map((v) => v.slug);
  const rows = await rowsInChunks(stale, (run) =>
    orm
      .select({
        slug: insightPosts.slug,
        title: insightPosts.title,
        description: insightPosts.description,
        html: insightPosts.html,
        updatedAt: insightPosts.updatedAt,
      })
      .from(insightPosts)
      .where(inArray(insightPosts.slug, run)),
  );
  for (const row of rows) state.articles.set(row.slug, { updatedAt: row.updatedAt, ids: state.index.add(articlePassages(row)) });
}

/**
 * What the assistant knows: the site's pages and facts (indexed once per isolate, on the first
 * chat message) and the insight articles in D1, checked again every ARTICLE_REFRESH_MS. Without
 * a database, or when D1 fails, it answers from what it has.
 */
export async function siteKnowledge(
  { DB: db, ASSETS: assets }: { DB?: D1Database; ASSETS?: Fetcher },
  now = Date.now(),
): Promise<KnowledgeIndex> {
  const state = knowledge ?? siteIndex(await localityTexts(assets));
  if (!db) return state.index;
  if (now - state.checkedAt >= ARTICLE_REFRESH_MS && !state.syncing) {
    state.checkedAt = now;
    state.syncing = syncArticles(db, state)
      .catch((error: unknown) => {
        state.checkedAt = Number.NEGATIVE_INFINITY;
        console.warn(
          "chat: the articles could not be read; answering from the site's pages",
          error instanceof Error ? error.message : error,
        );
      })
      .finally(() => {
        state.syncing = undefined;
      });
  }
  await state.syncing;
  return state.index;
}
