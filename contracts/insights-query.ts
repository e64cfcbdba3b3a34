import type { InsightPost } from "./insights";

/**
 * The home carousel's read of GET /api/insights/posts (SPEC section 7): 12 posts, categories
 * spread, cached 10 minutes. Kept apart from the zod contracts so pages do not load zod.
 */
export const INSIGHT_POSTS_LIMIT = 12;
export const INSIGHTS_CACHE_MS = 600_000;
/** A card shows this many words of a post's excerpt (SPEC section 2). */
export const INSIGHT_EXCERPT_WORDS = 25;

export interface InsightPostsResponse {
  posts: InsightPost[];
}

/** GET /api/insights/posts?limit=12&diversify=true, as read-query key segments. */
export const insightPostsKey = ["/api/insights", `posts?limit=${INSIGHT_POSTS_LIMIT}&diversify=true`] as const;
