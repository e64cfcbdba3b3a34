import { type ClaimedRating, ratingInWords } from "../../contracts/reviews";
import type { PageLoaderArgs } from "./page";

/**
 * The rating a page claims: the published reviews' own once there are enough, else the owner's
 * figure, named as such (GET /api/reviews/rating, answered in-process). Null if it could not be read:
 * the page then names the owner's figure from configuration (contracts/site-facts.ts).
 */
export async function loadClaimedRating({ context }: PageLoaderArgs): Promise<ClaimedRating | null> {
  const response = await context.api("/api/reviews/rating");
  return response.ok ? ((await response.json()) as ClaimedRating) : null;
}

/** The rating as the `{rating}` fact of a content page's words. */
export const ratingFacts = (rating: ClaimedRating | null) => (rating ? { rating: ratingInWords(rating) } : undefined);
