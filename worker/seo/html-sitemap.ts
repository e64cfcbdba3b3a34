import { type LandingServiceSlug, landingServices } from "../../content/landing/services";
import type { HtmlSitemap, ServiceAreaState, SitemapLink } from "../../contracts/html-sitemap";
import { areaAnchor } from "../../contracts/landing-page";
import type { CoreService } from "../../contracts/site-data";
import type { LandingSpec } from "../landing/catalogue";
import { locality, STATE_NAMES } from "../landing/localities";
import type { TownTexts } from "../landing/locality-texts";
import { indexableLandingSpecs } from "../landing/pages";
import { staticPages } from "./site-index";

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
const STATE_ORDER = ["MD", "DE"] as const;

/** Landing pages as state / county / town, each town listing its services. */
function serviceAreas(specs: readonly LandingSpec[]): ServiceAreaState[] {
  const towns = new Map<
    string,
    { state: "MD" | "DE"; county: string; name: string; at: readonly [number, number]; links: SitemapLink[] }
  >();
  for (const spec of specs) {
    const record = locality(spec.locality);
    const town = towns.get(record.slug) ?? {
      state: record.state,
      county: record.county,
      name: record.name,
      at: record.coordinates,
      links: [],
    };
    town.links.push({ name: landingServices[spec.service].label, href: spec.path });
    towns.set(record.slug, town);
  }
  return STATE_ORDER.map((state) => {
    const inState = [...towns.values()].filter((town) => town.state === state);
    const counties = [...new Set(inState.map((town) => town.county))].sort().map((county) => ({
      id: areaAnchor(county),
      name: county,
      towns: inState
        .filter((town) => town.county === county)
        .sort(byName)
        .map(({ name, at, links }) => ({ name, at, links })),
    }));
    return { id: areaAnchor(STATE_NAMES[state]), name: STATE_NAMES[state], counties };
  }).filter((state) => state.counties.length > 0);
}

/** Every indexable page for /sitemap: the site's own pages, service areas and articles. */
export function htmlSitemap(articles: readonly { slug: string; title: string }[], texts: TownTexts): HtmlSitemap {
  const pages = staticPages();
  const link = (page: (typeof pages)[number]) => ({ name: page.name, href: page.path });
  return {
    sections: [
      { id: "main-pages", title: "Main pages", links: pages.filter((p) => p.meta.category !== "service").map(link) },
      { id: "services", title: "Services", links: pages.filter((p) => p.meta.category === "service").map(link) },
      { id: "insights", title: "Insights", links: articles.map((a) => ({ name: a.title, href: `/insights/${a.slug}` })) },
    ],
    areas: serviceAreas(indexableLandingSpecs(texts)),
  };
}

/** Which landing pages each core service page lists: roofing takes gutters, inspections and storm damage too. */
const SERVICE_FAMILY: Record<CoreService, readonly LandingServiceSlug[]> = {
  roofing: ["roofing", "gutter", "roof-inspection", "storm-damage"],
  siding: ["siding"],
  windows: ["windows"],
};

export function serviceAreasOf(service: CoreService, texts: TownTexts): ServiceAreaState[] {
  return serviceAreas(indexableLandingSpecs(texts).filter((spec) => SERVICE_FAMILY[service].includes(spec.service)));
}
