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
