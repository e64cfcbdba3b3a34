import type { LandingPageView, PlaceLink } from "../../client/lib/landing-page";
import { business } from "../../content/business";
import { type LandingServiceSlug, landingServices } from "../../content/landing/services";
import { type PortfolioProject, type ProjectCategory, projects } from "../../content/projects";
import { testimonials } from "../../content/testimonials";
import { pageHtml } from "../seo/page-content";
import { type LandingSpec, landingPathFor, landingSpecs } from "./catalogue";
import { type Locality, locality, STATE_NAMES } from "./localities";

/** What each service's page is called in titles (SPEC's service names where SPEC has one). */
export const SERVICE_TITLES: Record<LandingServiceSlug, string> = {
  roofing: "Roofing Services",
  siding: "Siding Installation",
  windows: "Window Installation",
  gutter: "Gutter Installation",
  "roof-inspection": "Roof Inspections",
  "storm-damage": "Storm Damage Repair",
};

/** What the weather section talks about, per service. */
const EXPOSED_PART: Record<LandingServiceSlug, string> = {
  roofing: "roof",
  siding: "siding",
  windows: "windows",
  gutter: "gutters",
  "roof-inspection": "roof",
  "storm-damage": "home",
};

const SERVICE_PAGE_LABEL: Record<string, string> = {
  "/roofing": "All about our roofing services",
  "/siding": "All about our siding services",
  "/windows": "All about our window services",
  "/emergency-roof-repair": "24/7 emergency roof repair",
};

const townOf = (location: string) => location.replace(/,\s*[A-Z]{2}$/, "");

/** A town's own page for this service, else its roofing page; none when it has neither. */
function placeLink(slug: string, service: LandingServiceSlug): PlaceLink {
  const record = locality(slug);
  const href = landingPathFor(service, slug) ?? landingPathFor("roofing", slug);
  return href ? { name: record.name, href } : { name: record.name };
}

/** Which portfolio categories show a service best (roof-related pages favour roofing and storm work). */
const PROJECT_CATEGORIES: Record<LandingServiceSlug, readonly ProjectCategory[]> = {
  roofing: ["roofing", "general"],
  gutter: ["roofing", "general"],
  "roof-inspection": ["roofing", "general"],
  "storm-damage": ["general", "roofing"],
  siding: ["siding"],
  windows: ["windows"],
};

/** Projects of the page's own kind first, then the rest, each group keeping its order. */
function byRelevance(list: readonly PortfolioProject[], service: LandingServiceSlug): PortfolioProject[] {
  const rank = (project: PortfolioProject) => {
    const at = PROJECT_CATEGORIES[service].indexOf(project.category);
    return at === -1 ? PROJECT_CATEGORIES[service].length : at;
  };
  return [...list].sort((a, b) => rank(a) - rank(b));
}

/** Reviews or projects from the town itself; failing that, one from the nearest neighbour that has any. */
function fromTheArea<T extends { location: string }>(items: readonly T[], town: Locality, limit: number): T[] {
  const from = (name: string) => items.filter((item) => townOf(item.location) === name);
  const own = from(town.name);
  if (own.length > 0) return own.slice(0, limit);
  for (const slug of town.nearby) {
    const theirs = from(locality(slug).name);
    if (theirs.length > 0) return theirs.slice(0, 1);
  }
  return [];
}

function lead(town: Locality, service: LandingServiceSlug, nearby: readonly PlaceLink[]): string {
  const { phrase } = landingServices[service];
  const neighbours = nearby.slice(0, 3).map((place) => place.name);
  const around = neighbours.length > 1 ? `${neighbours.slice(0, -1).join(", ")} and ${neighbours.at(-1)}` : neighbours[0];
  return `${business.name} provides ${phrase} in ${town.name}${around ? ` and nearby ${around}` : ""}, with a free, written estimate before any work starts and a ${business.warrantyYears} year warranty after it is done.`;
}

/** The page's h1: "Roofing in Bel Air, MD". */
export function landingHeading(spec: LandingSpec): string {
  const town = locality(spec.locality);
  return `${landingServices[spec.service].label} in ${town.name}, ${town.state}`;
}

/** Combines a town's record with a service's content into the page for that town. */
export function composeLandingPage(spec: LandingSpec, indexable = true): LandingPageView {
  const town = locality(spec.locality);
  const service = landingServices[spec.service];
  const where = `${town.name}, ${town.state}`;
  const nearby = town.nearby.map((slug) => placeLink(slug, spec.service));
  const serviceTitle = SERVICE_TITLES[spec.service];

  const sections = [
    { heading: `Homes in ${town.name}`, paragraphs: [town.housing] },
    { heading: `Weather and your ${EXPOSED_PART[spec.service]} in ${town.name}`, paragraphs: [town.weather] },
    { heading: service.whatWeDoHeading, paragraphs: service.whatWeDo, bullets: service.steps },
    { heading: `Common problems we fix in ${town.name}`, paragraphs: [], bullets: service.commonProblems },
    { heading: `Permits and approvals in ${town.name}`, paragraphs: [town.permits], bullets: town.considerations },
  ];

  const otherServices = landingSpecs
    .filter((other) => other.locality === town.slug && other.service !== spec.service && other.path === other.canonicalPath)
    .map((other) => ({ label: `${SERVICE_TITLES[other.service]} in ${town.name}`, href: other.path }));

  const description = `${serviceTitle} in ${where}: ${service.phrase} for ${town.county} homes by a licensed, insured contractor since ${business.founded}. Free written estimates.`;

  return {
    path: spec.path,
    canonicalPath: spec.canonicalPath,
    service: {
      slug: spec.service,
      label: service.label,
      href: service.serviceHref,
      hrefLabel: SERVICE_PAGE_LABEL[service.serviceHref] ?? service.label,
    },
    town: { name: town.name, state: town.state, stateName: STATE_NAMES[town.state], county: town.county, zips: town.zips },
    heading: landingHeading(spec),
    intro: [town.intro, lead(town, spec.service, nearby)],
    sections,
    testimonials: fromTheArea(testimonials, town, 2).map(({ text, author, location }) => ({ text, author, location })),
    projects: fromTheArea(byRelevance(projects, spec.service), town, 2).map(({ title, location, summary }) => ({
      title,
      location,
      summary,
    })),
    faqs: [...town.faq.map(({ q, a }) => ({ question: q, answer: a })), service.faq],
    nearby,
    otherServices,
    title: `${serviceTitle} in ${where} | ${business.name}`,
    description,
    indexable,
  };
}

/** The words of a page's body, for the quality gate: everything the page says about the town and the work. */
export function landingBodyText(page: LandingPageView): string {
  return [
    page.heading,
    ...page.intro,
    ...page.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.bullets ?? [])]),
    ...page.testimonials.map((t) => t.text),
    ...page.projects.flatMap((p) => [p.title, p.summary]),
    ...page.faqs.flatMap((f) => [f.question, f.answer]),
  ].join("\n");
}

/** The page's body as HTML, for the SEO metrics. */
export function landingContentHtml(page: LandingPageView): string {
  const links = page.nearby.flatMap((place) => (place.href ? [{ name: place.name, href: place.href }] : []));
  return pageHtml({ heading: page.heading, intro: page.intro, sections: page.sections, faqs: page.faqs, links });
}
