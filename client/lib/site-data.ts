import type { AppointmentView, Availability } from "./appointments";
import type { InsightArticle, InsightPost } from "./contracts/insights";
import type { HtmlSitemap, ServiceAreaState } from "./html-sitemap";
import type { InsightPostsResponse } from "./insights-query";
import type { LandingPageView } from "./landing-page";

export type CoreService = "roofing" | "siding" | "windows";

import { loadContext } from "./load-context";
import { RequestError, readQuery } from "./request";
import type { SocialPreview } from "./social-preview";

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
  /** How a page of the site shows when shared; null when no page answers at the path. */
  socialPreview(path: string): Promise<SocialPreview | null>;
}

/** A read whose 404 means "there is none". */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof RequestError && error.status === 404) return null;
    throw error;
  }
}

const overHttp: SiteData = {
  insightArticle: (slug) => orNull(() => readQuery<InsightArticle>(["/api/insights/articles", encodeURIComponent(slug)])),
  landingPage: (path) => orNull(() => readQuery<LandingPageView>(["/api/landing-pages", encodeURIComponent(path.replace(/^\//, ""))])),
  sitemap: async () => (await readQuery<HtmlSitemap>(["/api/site/sitemap"]))!,
  availability: async () => (await readQuery<Availability>(["/api/appointments/availability"]))!,
  appointment: (token) => orNull(() => readQuery<AppointmentView>(["/api/appointments/manage", encodeURIComponent(token)])),
  serviceAreas: async (service) => (await readQuery<ServiceAreaState[]>(["/api/site/service-areas", service]))!,
  socialPreview: (path) => orNull(() => readQuery<SocialPreview>(["/api/site", `social-preview?path=${encodeURIComponent(path)}`])),
  async insightPosts({ limit, diversify }) {
    const answer = await readQuery<InsightPostsResponse>(["/api/insights", `posts?limit=${limit}&diversify=${diversify}`]);
    return answer?.posts ?? [];
  },
};

export function siteData(context: unknown): SiteData {
  return loadContext(context)?.siteData ?? overHttp;
}
