import type { AppointmentView, Availability } from "./appointment-views";
import type { HtmlSitemap, ServiceAreaState } from "./html-sitemap";
import type { InsightArticle, InsightPost } from "./insights";
import type { LandingPageView } from "./landing-page";
import type { PublishedReview } from "./reviews";
import type { SocialPreview } from "./social-preview";

export type CoreService = "roofing" | "siding" | "windows";

/**
 * The reads that page loaders make. The worker answers them straight from D1 while it
 * renders; the browser answers them through the JSON API when it navigates.
 */
export interface SiteData {
  insightArticle(slug: string): Promise<InsightArticle | null>;
  insightPosts(options: { limit: number; diversify: boolean }): Promise<InsightPost[]>;
  /** A local landing page by its path (e.g. "/roofing-bel-air"); null when there is none. */
  landingPage(path: string): Promise<LandingPageView | null>;
  /** The towns with an indexable local page for a core service, by state and county. */
  serviceAreas(service: CoreService): Promise<ServiceAreaState[]>;
  /** Open consultation windows from tomorrow to the booking horizon. */
  availability(): Promise<Availability>;
  /** A booking by its private manage token; null when there is none. */
  appointment(token: string): Promise<AppointmentView | null>;
  /** Every indexable page, grouped for the HTML sitemap. */
  sitemap(): Promise<HtmlSitemap>;
  /**
   * Published reviews, newest first; given a town, that town's first and then its county's only
   * (docs/decisions/044-reviews-real-reviews.md).
   */
  publishedReviews(options: {
    limit: number;
    town?: { name: string; state: string; county: string };
    service?: CoreService;
  }): Promise<PublishedReview[]>;
  /** How a page of the site shows when shared; null when no page answers at the path. */
  socialPreview(path: string): Promise<SocialPreview | null>;
}
