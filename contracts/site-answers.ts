import type { AppointmentView, Availability, AvailabilityWindow, BookingConfirmation } from "./appointment-views";
import { arrayOf, boolean, type Check, nullable, number, object, optional, string } from "./check";
import type { HtmlSitemap, ServiceAreaState } from "./html-sitemap";
import type { InsightArticle } from "./insights";
import type { InsightPostsResponse } from "./insights-query";
import type { LandingPageView } from "./landing-page";

/**
 * Checks of the answers public pages read (insights, sitemap, landing pages, bookings), each
 * declared against its type. A page's first load never needs them (the server rendered its data),
 * so they load with the first read in the browser: `loadSiteAnswers` in site-data.ts.
 */

const strings = arrayOf(string);

const postFields = {
  id: number,
  slug: string,
  title: string,
  excerpt: string,
  category: string,
  author: string,
  publishedAt: nullable(string),
  createdAt: string,
  readTime: number,
};

/** GET /api/insights/posts */
export const checkInsightPosts: Check<InsightPostsResponse> = object({ posts: arrayOf(object(postFields)) });

/** GET /api/insights/articles/{slug} */
export const checkInsightArticle: Check<InsightArticle> = object({
  ...postFields,
  description: string,
  updatedAt: string,
  html: string,
  canonicalSlug: string,
});

const links = arrayOf(object({ name: string, href: string }));

/** GET /api/site/service-areas/{service} */
/** A place's latitude and longitude: two numbers. */
const latitudeLongitude: Check<readonly [number, number]> = (value, at) => {
  const pair = arrayOf(number)(value, at);
  if (pair.length !== 2) throw new TypeError(`${at || "the answer"} should be a latitude and a longitude`);
  return [pair[0]!, pair[1]!];
};

export const checkServiceAreas: Check<ServiceAreaState[]> = arrayOf(
  object({
    id: string,
    name: string,
    counties: arrayOf(object({ id: string, name: string, towns: arrayOf(object({ name: string, at: latitudeLongitude, links })) })),
  }),
);

/** GET /api/site/sitemap */
export const checkHtmlSitemap: Check<HtmlSitemap> = object({
  sections: arrayOf(object({ id: string, title: string, links })),
  areas: checkServiceAreas,
});

/** GET /api/landing-pages/{path} */
export const checkLandingPage: Check<LandingPageView> = object({
  path: string,
  canonicalPath: string,
  service: object({ slug: string, label: string, href: string, hrefLabel: string }),
  town: object({ name: string, state: string, stateName: string, county: string, zips: strings }),
  heading: string,
  intro: strings,
  sections: arrayOf(object({ heading: string, paragraphs: strings, bullets: optional(strings) })),
  testimonials: arrayOf(object({ text: string, author: string, location: string, miles: number, sample: boolean })),
  projects: arrayOf(object({ title: string, location: string, summary: string, miles: number, sample: boolean })),
  faqs: arrayOf(object({ question: string, answer: string })),
  nearby: arrayOf(object({ name: string, href: optional(string) })),
  otherServices: arrayOf(object({ label: string, href: string })),
  title: string,
  description: string,
  indexable: boolean,
});

/** GET /api/site/social-preview?path= */

const checkWindow: Check<AvailabilityWindow> = object({
  id: string,
  label: string,
  dayLabel: string,
  start: string,
  end: string,
  remaining: number,
  available: boolean,
});

/** GET /api/appointments/availability */
export const checkAvailability: Check<Availability> = object({
  timeZone: string,
  days: arrayOf(object({ date: string, label: string, windows: arrayOf(checkWindow) })),
});

/** GET /api/appointments/manage/{token}, and the answer to its cancel and reschedule. */
export const checkAppointmentView: Check<AppointmentView> = object({
  reference: string,
  service: string,
  status: string,
  windowId: string,
  when: string,
  name: string,
  email: string,
  address: string,
  manageUrl: string,
  calendarUrl: string,
  canChange: boolean,
});

/** 201 from POST /api/appointments. */
export const checkBookingConfirmation: Check<BookingConfirmation> = object({
  reference: string,
  manageToken: string,
  manageUrl: string,
  when: string,
});
