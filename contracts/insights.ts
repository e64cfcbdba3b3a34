import { INSIGHT_POSTS_LIMIT } from "./insights-query";
import { z } from "./z";

/** An insight post as lists show it (SPEC section 3). */
const insightPostSchema = z.object({
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
const insightArticleSchema = insightPostSchema.extend({
  description: z.string(),
  updatedAt: z.string(),
  html: z.string(),
  canonicalSlug: z.string(),
});
export type InsightArticle = z.infer<typeof insightArticleSchema>;

/** GET /api/insights/posts: the query (SPEC section 7). */
export const insightPostsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(50, "limit must be at most 50")
    .default(INSIGHT_POSTS_LIMIT),
  diversify: z
    .enum(["true", "false"], { error: "diversify must be true or false" })
    .default("false")
    .transform((v) => v === "true"),
});
