import { z } from "zod";

/** An insight post as lists show it (SPEC section 3). */
export const insightPostSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.string(),
  author: z.string(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  readTime: z.number().int().positive().default(5),
});
export type InsightPost = z.infer<typeof insightPostSchema>;

/** A whole article, for its own page. */
export const insightArticleSchema = insightPostSchema.extend({
  description: z.string(),
  updatedAt: z.string(),
  html: z.string(),
  canonicalSlug: z.string(),
});
export type InsightArticle = z.infer<typeof insightArticleSchema>;

/** GET /api/insights/posts: the query and the answer (SPEC section 7). */
export const INSIGHT_POSTS_LIMIT = 12;
export const INSIGHTS_CACHE_MS = 600_000;

export const insightPostsQuerySchema = z.object({
  limit: z.coerce.number({ error: "limit must be a number" }).int("limit must be a whole number").min(1, "limit must be at least 1").max(50, "limit must be at most 50").default(INSIGHT_POSTS_LIMIT),
  diversify: z.enum(["true", "false"], { error: "diversify must be true or false" }).default("false").transform((v) => v === "true"),
});

export interface InsightPostsResponse {
  posts: InsightPost[];
}

/** The browser's read key for the home carousel: GET /api/insights/posts?limit=12&diversify=true */
export const insightPostsKey = ["/api/insights", `posts?limit=${INSIGHT_POSTS_LIMIT}&diversify=true`] as const;
