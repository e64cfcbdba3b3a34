import type { Faq, PageSection } from "../content/pages/types";
import type { PageMeta } from "./page-meta";

/** A link on a landing page; `href` is absent when the place has no page of its own. */
export interface PlaceLink {
  name: string;
  href?: string;
}

/** A local landing page as the worker composes it: one service in one town. */
export interface LandingPageView {
  path: string;
  /** Differs from `path` only for the alias addresses of towns that have two. */
  canonicalPath: string;
  service: { slug: string; label: string; href: string; hrefLabel: string };
  town: { name: string; state: string; stateName: string; county: string; zips: readonly string[] };
  /** The h1, e.g. "Roofing in Bel Air, MD". */
  heading: string;
  intro: readonly string[];
  sections: readonly PageSection[];
  /** From within a stated distance of the town; `miles` from the town to the place named (0 for the town itself). */
  /** `sample`: the template's words, shown labelled as a sample wherever it appears (16 CFR Part 465). */
  testimonials: readonly { text: string; author: string; location: string; miles: number; sample: boolean }[];
  projects: readonly { title: string; location: string; summary: string; miles: number; sample: boolean }[];
  faqs: readonly Faq[];
  nearby: readonly PlaceLink[];
  /** The other services' pages for the same town. */
  otherServices: readonly { label: string; href: string }[];
  title: string;
  description: string;
  /** False when the page failed the quality gate: it renders, but noindex and outside the sitemap. */
  indexable: boolean;
}

/** A landing page's meta: the route has none of its own, so the loader builds it from the page. */
export function landingMeta(page: LandingPageView): PageMeta {
  const where = `${page.town.name}, ${page.town.state}`;
  return {
    title: page.title,
    description: page.description,
    category: "service",
    keywords: [
      `${page.service.label.toLowerCase()} ${page.town.name}`,
      `${page.service.label.toLowerCase()} ${page.town.county}`,
      ...page.town.zips,
    ],
    canonical: page.canonicalPath,
    noindex: !page.indexable,
    pageType: "landing",
    serviceName: page.service.slug,
    location: page.town.name,
    region: page.town.state,
    breadcrumbs: [
      { name: page.service.label, path: page.service.href },
      { name: where, path: page.canonicalPath },
    ],
  };
}

/** The id of a county's list on the HTML sitemap: "Harford County" -> "harford-county". */
export function areaAnchor(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
