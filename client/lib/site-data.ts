import type { SiteData } from "../../contracts/site-data";
import { browserOnly } from "./browser-only";
import { loadContext } from "./load-context";

/** The public answers' checks, loaded with the first read (in parallel with it), not with the page. */
export const loadSiteAnswers = () => import("../../contracts/site-answers");

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
