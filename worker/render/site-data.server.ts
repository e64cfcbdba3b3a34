import type { SiteData } from "../../contracts/site-data";
import { database } from "../db/client";
import { findInsightArticle, listArticleUpdates, listInsightPosts } from "../db/insights";
import { localityTexts } from "../landing/locality-texts";
import { landingPage } from "../landing/pages";
import { publishedReviews } from "../reviews/reviews";
import { availability } from "../schedule/availability";
import { findByToken } from "../schedule/manage";
import { htmlSitemap, serviceAreasOf } from "../seo/html-sitemap";

/**
 * The loaders' reads, answered straight from D1 and content/ while the worker renders. The
 * social preview renders another page, so the renderer passes it in.
 */
export function serverSiteData(d1: D1Database, assets: Fetcher, socialPreview: SiteData["socialPreview"]): SiteData {
  const db = database(d1);
  return {
    insightArticle: (slug) => findInsightArticle(db, slug),
    insightPosts: (options) => listInsightPosts(db, options),
    landingPage: async (path) => landingPage(await localityTexts(assets), path),
    sitemap: async () => htmlSitemap(await listArticleUpdates(db), await localityTexts(assets)),
    serviceAreas: async (service) => serviceAreasOf(service, await localityTexts(assets)),
    socialPreview,
    publishedReviews: (options) => publishedReviews(db, options),
    availability: () => availability(db, new Date()),
    appointment: async (token) => (await findByToken(db, token, new Date()))?.view ?? null,
  };
}
