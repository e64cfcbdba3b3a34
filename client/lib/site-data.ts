import type { InsightArticle, InsightPost } from "./contracts/insights";
import type { InsightPostsResponse } from "./insights-query";
import { loadContext } from "./load-context";
import { RequestError, readQuery } from "./request";

/**
 * The reads that page loaders make. The worker answers them straight from D1 while it
 * renders; the browser answers them through the JSON API when it navigates.
 */
export interface SiteData {
  insightArticle(slug: string): Promise<InsightArticle | null>;
  insightPosts(options: { limit: number; diversify: boolean }): Promise<InsightPost[]>;
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
  async insightPosts({ limit, diversify }) {
    const answer = await readQuery<InsightPostsResponse>(["/api/insights", `posts?limit=${limit}&diversify=${diversify}`]);
    return answer?.posts ?? [];
  },
};

export function siteData(context: unknown): SiteData {
  return loadContext(context)?.siteData ?? overHttp;
}
