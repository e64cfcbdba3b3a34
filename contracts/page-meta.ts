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
 * A page, defined once in `client/pages/<name>.route.ts`: the route table, the sitemaps, the
 * structured data and the admin guard all read it. The component, if any, is the sibling
 * `client/pages/<name>.tsx`, loaded on demand.
 */
export interface PageDefinition {
  path: string;
  /** null when the loader gives the meta (articles, landing pages). */
  meta: PageMeta | null;
  /**
   * The page's words: `content/pages/<content>.ts` (its default export). The page shows them
   * (a sibling component gets them as its `content` prop) and their FAQs become FAQPage data.
   */
  content?: string;
  /** Rendered without header and footer. */
  bare?: boolean;
  sitemap?: SitemapHints;
}

/** Types a page definition (the default export of a `.route.ts` module). */
export const definePage = (page: PageDefinition): PageDefinition => page;

export const company = business.name;

/** A page title with the company name after it. */
export const pageTitle = (title: string) => `${title} | ${company}`;

export interface RouteHandle {
  meta?: PageMeta;
  /** Rendered without header and footer. */
  bare?: boolean;
  /** The name of the page's words in content/pages. */
  content?: string;
  sitemap?: SitemapHints;
  /** The source modules the page loads (component, words), so the server can preload their chunks. */
  modules?: string[];
}

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

/** Whether the deepest match asks for a page without header and footer. */
export function isBare(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((m) => (m.handle as RouteHandle | undefined)?.bare === true);
}
