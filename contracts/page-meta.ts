import type { UIMatch } from "react-router";
import { business } from "../content/business";

type RouteCategory = "primary" | "service" | "admin" | "utility";

/** SPEC section 3: the kinds of page the SEO generator knows. */
export type SeoPageType =
  | "homepage"
  | "service"
  | "contact"
  | "about"
  | "schedule"
  | "projects"
  | "insight"
  | "landing"
  | "admin"
  | "default";

/** One step of a breadcrumb trail below Home. */
export interface Crumb {
  name: string;
  path: string;
}

/** What search engines and browsers learn about a page: it belongs to the route. */
export interface PageMeta {
  title: string;
  description: string;
  category: RouteCategory;
  keywords: string[];
  /** Canonical path, set where a page can be reached under more than one address. */
  canonical?: string;
  /** Pages that must not be indexed (admin, utility screens, errors). */
  noindex?: boolean;
  /** What the SEO generator treats the page as; "default" when unset. */
  pageType?: SeoPageType;
  /** roofing, siding, windows, ... on service and landing pages. */
  serviceName?: string;
  /** The town a landing page serves, and its state. */
  location?: string;
  region?: string;
  /** The trail below Home (the last crumb is the page); one crumb named after the title when unset. */
  breadcrumbs?: Crumb[];
  /** Article facts for insight pages (SPEC section 3: article SEO data). */
  article?: {
    title: string;
    description: string;
    category: string;
    slug: string;
    publishedDate: string | null;
    modifiedDate: string | null;
  };
}

/** How the XML sitemap lists a page: SPEC section 9 (priority 0.5 and monthly when unset). */
export interface SitemapHints {
  priority?: number;
  changefreq?: "weekly" | "monthly";
}

/**
 * A page's own facts, exported as `handle` by its route module (`client/pages/<name>.tsx`, listed
 * in client/routes.ts): the sitemaps, the structured data, the assistant's index and the admin
 * guard read them from the route table.
 */
export interface RouteHandle {
  /** Absent when the loader gives the meta (articles, landing pages). */
  meta?: PageMeta;
  /**
   * The page's words: `content/pages/<content>.ts`. Their FAQs become FAQPage data and the
   * assistant's index reads them.
   */
  content?: string;
  /** Rendered without header and footer. */
  bare?: boolean;
  sitemap?: SitemapHints;
}

/** Types a page's handle (the `handle` export of a route module). */
export const definePage = (page: RouteHandle): RouteHandle => page;

export const company = business.name;

/** A page title with the company name after it. */
export const pageTitle = (title: string) => `${title} | ${company}`;

/** An admin screen's meta: its title and what it is for, never indexed. */
export const adminPageMeta = (title: string, description: string): PageMeta => ({
  title: pageTitle(title),
  description,
  pageType: "admin",
  category: "admin",
  keywords: [],
  noindex: true,
});

export const notFoundMeta: PageMeta = {
  title: "404 Page Not Found",
  description: "The page you asked for does not exist.",
  category: "utility",
  keywords: [],
  noindex: true,
};

/**
 * The meta of the deepest matched route: a loader may return `meta` (pages whose words come
 * from data, such as articles); otherwise the route's handle holds it.
 */
export function resolveMeta(matches: UIMatch[]): PageMeta | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]!;
    const fromLoader = (match.data as { meta?: PageMeta } | undefined)?.meta;
    if (fromLoader) return fromLoader;
    const fromHandle = (match.handle as RouteHandle | undefined)?.meta;
    if (fromHandle) return fromHandle;
  }
  return undefined;
}
