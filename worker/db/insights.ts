import { desc, eq, isNotNull } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { InsightArticle, InsightPost } from "../../contracts/insights";
import { insightPostAliases, insightPosts } from "./schema";

/** An article by its slug or one of its aliases; null when there is none. */
export async function findInsightArticle(db: DrizzleD1Database, slug: string): Promise<InsightArticle | null> {
  const [direct] = await db.select().from(insightPosts).where(eq(insightPosts.slug, slug)).limit(1);
  let row = direct;
  if (!row) {
    const [aliased] = await db
      .select({ post: insightPosts })
      .from(insightPostAliases)
      .innerJoin(insightPosts, eq(insightPostAliases.postId, insightPosts.id))
      .where(eq(insightPostAliases.slug, slug))
      .limit(1);
    row = aliased?.post;
  }
  if (!row) return null;
  return {
    id: row.id,
    slug,
    canonicalSlug: row.slug,
    title: row.title,
    description: row.description,
    excerpt: row.excerpt,
    category: row.category,
    author: row.author,
    publishedAt: row.publishedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    readTime: row.readTime,
    html: row.html,
  };
}

/**
 * Published posts, newest first. With `diversify`, categories take turns (newest of each
 * category first), so a short list shows the range of topics rather than one topic's run.
 */
export async function listInsightPosts(
  db: DrizzleD1Database,
  { limit, diversify }: { limit: number; diversify: boolean },
): Promise<InsightPost[]> {
  const rows = await db
    .select({
      id: insightPosts.id,
      slug: insightPosts.slug,
      title: insightPosts.title,
      excerpt: insightPosts.excerpt,
      category: insightPosts.category,
      author: insightPosts.author,
      publishedAt: insightPosts.publishedAt,
      createdAt: insightPosts.createdAt,
      readTime: insightPosts.readTime,
    })
    .from(insightPosts)
    .where(isNotNull(insightPosts.publishedAt))
    .orderBy(desc(insightPosts.publishedAt), desc(insightPosts.id))
    .limit(diversify ? 500 : limit);
  const posts = rows.map((row) => ({ ...row, readTime: row.readTime || 5 }));
  return diversify ? takeTurns(posts, (p) => p.category).slice(0, limit) : posts;
}

/** Round-robin over groups, keeping each group's order: [a1, b1, c1, a2, b2, ...]. */
export function takeTurns<T>(items: readonly T[], groupOf: (item: T) => string): T[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = groupOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const queues = [...groups.values()];
  const result: T[] = [];
  for (let round = 0; result.length < items.length; round++) {
    for (const queue of queues) if (round < queue.length) result.push(queue[round]!);
  }
  return result;
}

/** Published articles' canonical slugs, titles and last changes, for the sitemaps (SPEC: sitemap article). */
export async function listArticleUpdates(db: DrizzleD1Database): Promise<{ slug: string; title: string; updatedAt: string }[]> {
  return db
    .select({ slug: insightPosts.slug, title: insightPosts.title, updatedAt: insightPosts.updatedAt })
    .from(insightPosts)
    .where(isNotNull(insightPosts.publishedAt))
    .orderBy(desc(insightPosts.publishedAt), desc(insightPosts.id));
}
