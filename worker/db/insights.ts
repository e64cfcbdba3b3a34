import { eq } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { InsightArticle } from "../../client/lib/contracts/insights";
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
