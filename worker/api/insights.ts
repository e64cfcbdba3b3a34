import { Hono } from "hono";
import type { AppEnv } from "../env";
import { database } from "../db/client";
import { findInsightArticle } from "../db/insights";
import { apiError } from "./errors";

export const insightsApi = new Hono<AppEnv>();

/** One article, for the browser's navigations to /insights/{slug}. */
insightsApi.get("/articles/:slug", async (c) => {
  const slug = c.req.param("slug");
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) return apiError(c, 404, "not_found", "No such article.");
  const article = await findInsightArticle(database(c.env.DB), slug);
  if (!article) return apiError(c, 404, "not_found", "No such article.");
  c.header("Cache-Control", "public, max-age=300");
  return c.json(article);
});
