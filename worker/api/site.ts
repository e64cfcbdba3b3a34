import { Hono } from "hono";
import type { HtmlSitemap, ServiceAreaState } from "../../contracts/html-sitemap";
import type { CoreService } from "../../contracts/site-data";
import { listArticleUpdates } from "../db/insights";
import type { AppEnv } from "../env";
import { localityTexts } from "../landing/locality-texts";
import { htmlSitemap, serviceAreasOf } from "../seo/html-sitemap";

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
