import { ratingInWords, type SiteRating } from "../../contracts/reviews";
import type { PageLoaderArgs } from "./page";

/**
 * The site's own rating once it has a review (GET /api/reviews/rating, answered in-process); null
 * before, or if it could not be read: the page then names the owner's figure, a claim of the
 * registry with its source (contracts/site-facts.ts).
 */
export async function loadClaimedRating({ context }: PageLoaderArgs): Promise<SiteRating | null> {
  const response = await context.api("/api/reviews/rating");
  return response.ok ? ((await response.json()) as SiteRating | null) : null;
}

/** The rating as the `{rating}` fact of a content page's words. */
export const ratingFacts = (rating: SiteRating | null) => (rating ? { rating: ratingInWords(rating) } : undefined);
