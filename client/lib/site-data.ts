import type { AppointmentView, Availability } from "./appointments";
import { browserOnly } from "./browser-only";
import type { InsightArticle, InsightPost } from "./contracts/insights";
import type { HtmlSitemap, ServiceAreaState } from "./html-sitemap";
import type { LandingPageView } from "./landing-page";
import { loadContext } from "./load-context";
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

/** The public answers' checks, loaded with the first read (in parallel with it), not with the page. */
export const loadSiteAnswers = () => import("./site-answers");

/**
 * The browser's reads go through the JSON API; that code (with the request helper) loads with
 * the first read, on the first navigation, not with every page (client/lib/site-data-http.ts).
 */
const loadOverHttp = import.meta.env.SSR ? browserOnly : () => import("./site-data-http").then((m) => m.overHttp);
function viaHttp<K extends keyof SiteData>(name: K): SiteData[K] {
  return (async (...args: unknown[]) => ((await loadOverHttp())[name] as (...a: unknown[]) => unknown)(...args)) as SiteData[K];
}

const overHttp: SiteData = {
  insightArticle: viaHttp("insightArticle"),
  insightPosts: viaHttp("insightPosts"),
  landingPage: viaHttp("landingPage"),
  serviceAreas: viaHttp("serviceAreas"),
  availability: viaHttp("availability"),
  appointment: viaHttp("appointment"),
  sitemap: viaHttp("sitemap"),
  socialPreview: viaHttp("socialPreview"),
};

export function siteData(context: unknown): SiteData {
  return loadContext(context)?.siteData ?? overHttp;
}
