import type { Check } from "../../contracts/check";
import type { SiteData } from "../../contracts/site-data";
import { RequestError, readQuery } from "./request";
import { loadSiteAnswers } from "./site-data";

/** A read whose 404 means "there is none". */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof RequestError && error.status === 404) return null;
    throw error;
  }
}

type SiteAnswers = Awaited<ReturnType<typeof loadSiteAnswers>>;

/** A checked read whose check comes from site-answers.ts. */
const read = <T>(key: readonly string[], pick: (answers: SiteAnswers) => Check<T>) =>
  readQuery(key, loadSiteAnswers().then(pick)) as Promise<T>;

/** The reads of page loaders in the browser, through the JSON API (loaded on the first navigation: client/lib/site-data.ts). */
export const overHttp: SiteData = {
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
