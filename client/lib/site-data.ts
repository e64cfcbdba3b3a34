import type { AppointmentView, Availability } from "./appointments";
import type { Check } from "./contracts/check";
import type { InsightArticle, InsightPost } from "./contracts/insights";
import type { HtmlSitemap, ServiceAreaState } from "./html-sitemap";
import type { LandingPageView } from "./landing-page";
import { loadContext } from "./load-context";
import { RequestError, readQuery } from "./request";
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

/** The public answers' checks, loaded with the first read (in parallel with it), not with the page. */
export const loadSiteAnswers = () => import("./site-answers");
type SiteAnswers = Awaited<ReturnType<typeof loadSiteAnswers>>;

/** A checked read whose check comes from site-answers.ts. */
const read = <T>(key: readonly string[], pick: (answers: SiteAnswers) => Check<T>) =>
  readQuery(key, loadSiteAnswers().then(pick)) as Promise<T>;

const overHttp: SiteData = {
  insightArticle: (slug) => orNull(() => read(["/api/insights/articles", encodeURIComponent(slug)], (a) => a.checkInsightArticle)),
  landingPage: (path) => orNull(() => read(["/api/landing-pages", encodeURIComponent(path.replace(/^\//, ""))], (a) => a.checkLandingPage)),
  sitemap: () => read(["/api/site/sitemap"], (a) => a.checkHtmlSitemap),
  availability: () => read(["/api/appointments/availability"], (a) => a.checkAvailability),
  appointment: (token) => orNull(() => read(["/api/appointments/manage", encodeURIComponent(token)], (a) => a.checkAppointmentView)),
  serviceAreas: (service) => read(["/api/site/service-areas", service], (a) => a.checkServiceAreas),
  socialPreview: (path) =>
    orNull(() => read(["/api/site", `social-preview?path=${encodeURIComponent(path)}`], (a) => a.checkSocialPreview)),
  async insightPosts({ limit, diversify }) {
    const answer = await read(["/api/insights", `posts?limit=${limit}&diversify=${diversify}`], (a) => a.checkInsightPosts);
    return answer.posts;
  },
};

export function siteData(context: unknown): SiteData {
  return loadContext(context)?.siteData ?? overHttp;
}
