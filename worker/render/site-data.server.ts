import type { SiteData } from "../../client/lib/site-data";
import { database } from "../db/client";
import { findInsightArticle, listInsightPosts } from "../db/insights";

/** The loaders' reads, answered straight from D1 while the worker renders. */
export function d1SiteData(d1: D1Database): SiteData {
  const db = database(d1);
  return {
    insightArticle: (slug) => findInsightArticle(db, slug),
    insightPosts: (options) => listInsightPosts(db, options),
  };
}
