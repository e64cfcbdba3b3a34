import { Hono } from "hono";
import { searchIndexing } from "../config";
import { listArticleUpdates } from "../db/insights";
import type { AppEnv } from "../env";
import { localityTexts } from "../landing/locality-texts";
import { indexNowKey } from "./indexnow-key";
import { robotsTxt } from "./robots";
import { articlePages, landingIndexPages, staticPages } from "./site-index";
import { latest, sitemapIndexXml, urlsetXml } from "./sitemap";

/** Generated files change with deploys and articles: caches may keep them for an hour. */
const CACHE = "public, max-age=3600";

const SITEMAPS = { pages: "/sitemap-pages.xml", insights: "/sitemap-insights.xml" } as const;

export const seoFiles = new Hono<AppEnv>();

seoFiles.get("/robots.txt", (c) => {
  c.header("Cache-Control", CACHE);
  return c.text(robotsTxt(c.var.config.siteUrl, searchIndexing(c.env)));
});

const xml = (body: string) => new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE } });

seoFiles.get("/sitemap.xml", async (c) => {
  const articles = await listArticleUpdates(c.var.db);
  return xml(
    sitemapIndexXml(c.var.config.siteUrl, [
      { path: SITEMAPS.pages },
      { path: SITEMAPS.insights, lastmod: latest(articles.map((a) => a.updatedAt)) },
    ]),
  );
});

seoFiles.get(SITEMAPS.pages, async (c) => {
  const texts = await localityTexts(c.env.ASSETS);
  return xml(
    urlsetXml(
      c.var.config.siteUrl,
      [...staticPages(), ...landingIndexPages(texts)].map((page) => page.entry),
    ),
  );
});

seoFiles.get(SITEMAPS.insights, async (c) => {
  const articles = await listArticleUpdates(c.var.db);
  return xml(
    urlsetXml(
      c.var.config.siteUrl,
      articlePages(articles).map((page) => page.entry),
    ),
  );
});

// The IndexNow key file: the key itself, at /{key}.txt, so search engines can verify submissions.
seoFiles.get("/:file{[A-Za-z0-9-]{8,128}\\.txt}", (c, next) => {
  const key = indexNowKey(c.env);
  if (!key || c.req.param("file") !== `${key}.txt`) return next();
  c.header("Cache-Control", CACHE);
  return c.text(key);
});
