import { Hono } from "hono";
import { fieldErrors } from "../../contracts/errors";
import { type InsightArticle, insightPostsQuerySchema } from "../../contracts/insights";
import type { InsightPostsResponse } from "../../contracts/insights-query";
import { findInsightArticle, listInsightPosts } from "../db/insights";
import type { AppEnv } from "../env";
import { apiError } from "./errors";

export const insightsApi = new Hono<AppEnv>();

/** Posts lists are public and change rarely: ten minutes in the browser and at the edge. */
const POSTS_CACHE_CONTROL = "public, max-age=600, s-maxage=600";

/** GET /api/insights/posts?limit=12&diversify=true -> { posts } */
insightsApi.get("/posts", async (c) => {
  const parsed = insightPostsQuerySchema.safeParse(c.req.query());
  if (!parsed.success) return apiError(c, 400, "invalid_query", "The query is not valid.", fieldErrors(parsed.error));

  // Workers responses are not cached by the CDN on their own; the Cache API keeps this one
  // at the edge location for its max-age.
  const cache = typeof caches === "undefined" ? null : (caches as unknown as { default: Cache }).default;
  const cacheKey = new Request(new URL(`/api/insights/posts?limit=${parsed.data.limit}&diversify=${parsed.data.diversify}`, c.req.url));
  const hit = await cache?.match(cacheKey);
  // A cached response's headers are immutable; the security headers middleware still has to set its own.
  if (hit) return new Response(hit.body, hit);

  const body = { posts: await listInsightPosts(c.var.db, parsed.data) };
  const response = c.json(body satisfies InsightPostsResponse, 200, { "Cache-Control": POSTS_CACHE_CONTROL });
  if (cache) c.executionCtx.waitUntil(cache.put(cacheKey, response.clone()));
  return response;
});

/** One article, for the browser's navigations to /insights/{slug}. */
insightsApi.get("/articles/:slug", async (c) => {
  const slug = c.req.param("slug");
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) return apiError(c, 404, "not_found", "No such article.");
  const article = await findInsightArticle(c.var.db, slug);
  if (!article) return apiError(c, 404, "not_found", "No such article.");
  c.header("Cache-Control", "public, max-age=300");
  return c.json(article satisfies InsightArticle);
});
