import { Hono } from "hono";
import { siteConfig } from "../config";
import { database } from "../db/client";
import { listArticleUpdates } from "../db/insights";
import type { AppEnv } from "../env";
import { indexNowKey } from "./indexnow-key";
import { robotsTxt } from "./robots";
import { articlePages, landingIndexPages, staticPages } from "./site-index";
import { latest, sitemapIndexXml, urlsetXml } from "./sitemap";

/** Generated files change with deploys and articles: caches may keep them for an hour. */
const CACHE = "public, max-age=3600";

export const SITEMAPS = { pages: "/sitemap-pages.xml", insights: "/sitemap-insights.xml" } as const;

export const seoFiles = new Hono<AppEnv>();

seoFiles.get("/robots.txt", (c) => {
  c.header("Cache-Control", CACHE);
  return c.text(robotsTxt(siteConfig(c.env).siteUrl));
});

const xml = (body: string) => new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE } });

seoFiles.get("/sitemap.xml", async (c) => {
  const articles = await listArticleUpdates(database(c.env.DB));
  return xml(
    sitemapIndexXml(siteConfig(c.env).siteUrl, [
      { path: SITEMAPS.pages },
      { path: SITEMAPS.insights, lastmod: latest(articles.map((a) => a.updatedAt)) },
    ]),
  );
});

seoFiles.get(SITEMAPS.pages, (c) =>
  xml(
    urlsetXml(
      siteConfig(c.env).siteUrl,
      [...staticPages(), ...landingIndexPages()].map((page) => page.entry),
    ),
  ),
);

seoFiles.get(SITEMAPS.insights, async (c) => {
  const articles = await listArticleUpdates(database(c.env.DB));
  return xml(
    urlsetXml(
      siteConfig(c.env).siteUrl,
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
