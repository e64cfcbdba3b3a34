import type { SiteData } from "../../client/lib/site-data";
import { database } from "../db/client";
import { findInsightArticle, listArticleUpdates, listInsightPosts } from "../db/insights";
import { landingPage } from "../landing/pages";
import { availability } from "../schedule/availability";
import { findByToken } from "../schedule/manage";
import { htmlSitemap, serviceAreasOf } from "../seo/html-sitemap";

/**
 * The loaders' reads, answered straight from D1 and content/ while the worker renders. The
 * social preview renders another page, so the renderer passes it in.
 */
export function serverSiteData(d1: D1Database, socialPreview: SiteData["socialPreview"]): SiteData {
  const db = database(d1);
  return {
    insightArticle: (slug) => findInsightArticle(db, slug),
    insightPosts: (options) => listInsightPosts(db, options),
    landingPage: async (path) => landingPage(path),
    sitemap: async () => htmlSitemap(await listArticleUpdates(db)),
    serviceAreas: async (service) => serviceAreasOf(service),
    socialPreview,
    availability: () => availability(db, new Date()),
    appointment: async (token) => (await findByToken(db, token, new Date()))?.view ?? null,
  };
}
