import type { InsightArticle } from "./contracts/insights";
import { loadContext } from "./load-context";
import { RequestError, readQuery } from "./request";

/**
 * The reads that page loaders make. The worker answers them straight from D1 while it
 * renders; the browser answers them through the JSON API when it navigates.
 */
export interface SiteData {
  insightArticle(slug: string): Promise<InsightArticle | null>;
}

const overHttp: SiteData = {
  async insightArticle(slug) {
    try {
      return await readQuery<InsightArticle>(["/api/insights/articles", encodeURIComponent(slug)]);
    } catch (error) {
      if (error instanceof RequestError && error.status === 404) return null;
      throw error;
    }
  },
};

export function siteData(context: unknown): SiteData {
  return loadContext(context)?.siteData ?? overHttp;
}
