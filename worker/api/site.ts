import { Hono } from "hono";
import type { HtmlSitemap, ServiceAreaState } from "../../contracts/html-sitemap";
import type { CoreService } from "../../contracts/site-data";
import { previewPathError, type SocialPreview } from "../../contracts/social-preview";
import { listArticleUpdates } from "../db/insights";
import type { AppEnv } from "../env";
import { localityTexts } from "../landing/locality-texts";
import { socialPreview } from "../render/render-page";
import { htmlSitemap, serviceAreasOf } from "../seo/html-sitemap";
import { apiError } from "./errors";

export const siteApi = new Hono<AppEnv>();

/** GET /api/site/sitemap: the HTML sitemap's data, for the browser's navigations to /sitemap. */
siteApi.get("/sitemap", async (c) => {
  c.header("Cache-Control", "public, max-age=600");
  return c.json(htmlSitemap(await listArticleUpdates(c.var.db), await localityTexts(c.env.ASSETS)) satisfies HtmlSitemap);
});

/** GET /api/site/service-areas/roofing: the towns with a local roofing page, by state and county. */
siteApi.get("/service-areas/:service{roofing|siding|windows}", async (c) => {
  c.header("Cache-Control", "public, max-age=600");
  return c.json(serviceAreasOf(c.req.param("service") as CoreService, await localityTexts(c.env.ASSETS)) satisfies ServiceAreaState[]);
});

/** GET /api/site/social-preview?path=/roofing: how that page shows when shared. */
siteApi.get("/social-preview", async (c) => {
  const path = c.req.query("path") ?? "";
  const problem = previewPathError(path);
  if (problem) return apiError(c, 400, "invalid_query", problem, { path: problem });
  const preview = await socialPreview(path, c.env, c.var.config);
  if (!preview) return apiError(c, 404, "not_found", `No page answers at ${path}.`);
  return c.json(preview satisfies SocialPreview);
});
