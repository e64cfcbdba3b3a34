import { business } from "../../content/business";
import { type LandingServiceSlug, landingServices } from "../../content/landing/services";
import { AREA_MILES } from "../../content/places";
import { type PortfolioProject, type ProjectCategory, projects } from "../../content/projects";
import { testimonials } from "../../content/testimonials";
import type { LandingPageView, PlaceLink } from "../../contracts/landing-page";
import { type LandingSpec, landingPathFor, landingSpecs } from "./catalogue";
import { type Locality, locality, milesBetween, nearbyLocalities, placeCoordinates, STATE_NAMES } from "./localities";

/** Search results show about 65 characters of a title and 160 of a description. */
const TITLE_MAX = 65;
const DESCRIPTION_MAX = 160;

import { type TownTexts, textsOf } from "./locality-texts";

/** What each service's page is called in titles (SPEC's service names where SPEC has one). */
const SERVICE_TITLES: Record<LandingServiceSlug, string> = {
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
  "/emergency-roof-repair": "Emergency roof repair",
};

/** A town's own page for this service, else its roofing page; none when it has neither. */
function placeLink(record: Locality, service: LandingServiceSlug): PlaceLink {
  const href = landingPathFor(service, record.slug) ?? landingPathFor("roofing", record.slug);
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

/** How well a project shows a service: 0 for its own kind, more for less related work. */
function projectRank(service: LandingServiceSlug): (project: PortfolioProject) => number {
  return (project) => {
    const at = PROJECT_CATEGORIES[service].indexOf(project.category);
    return at === -1 ? PROJECT_CATEGORIES[service].length : at;
  };
}

/**
 * Testimonials or projects from within AREA_MILES of the town: its own (the page's service
 * first), else the closest one about the page's service; each with its distance in whole miles,
 * its place shown as written.
 */
function fromTheArea<T extends { location: string }>(
  items: readonly T[],
  town: Locality,
  limit: number,
  rank: (item: T) => number,
): (T & { miles: number })[] {
  const near = items
    .flatMap((item) => {
      const at = placeCoordinates(item.location);
      const miles = at ? milesBetween(town.coordinates, at) : Number.POSITIVE_INFINITY;
      return miles <= AREA_MILES ? [{ ...item, miles: Math.round(miles) }] : [];
    })
    .sort((a, b) => rank(a) - rank(b) || a.miles - b.miles);
  // The town's own first; from elsewhere only one, and only about the page's own service, so
  // neighbouring towns' pages do not all quote the same words.
  const own = near.filter((item) => item.miles < 2);
  return (own.length > 0 ? own : near.filter((item) => rank(item) === 0).slice(0, 1)).slice(0, limit);
}

type TownPart = "housing" | "weather" | "permits" | "considerations" | "faq";

/** What a town's page of each service tells about the town, beyond its introduction, when it is not the town's main page. */
const TOWN_PARTS: Record<LandingServiceSlug, readonly TownPart[]> = {
  roofing: ["housing", "weather", "permits", "considerations", "faq"],
  siding: ["housing", "weather", "considerations"],
  windows: ["housing", "permits", "considerations"],
  gutter: ["weather", "considerations"],
  "roof-inspection": ["housing", "permits"],
  "storm-damage": ["weather", "permits", "considerations", "faq"],
};

/** A town's main page: its roofing page, else its first page (Annapolis has siding and windows only). */
function isMainPage(spec: LandingSpec): boolean {
  const first = landingSpecs.find((other) => other.locality === spec.locality && other.path === other.canonicalPath);
  return (landingPathFor("roofing", spec.locality) ?? first?.path) === spec.path;
}

/** A military installation's homes are maintained by its housing partner: its page is about the towns around it. */
const isInstallation = (town: Locality) => town.kind === "installation";
const inOrNear = (town: Locality) => (isInstallation(town) ? "near" : "in");

function lead(town: Locality, service: LandingServiceSlug, nearby: readonly PlaceLink[]): string {
  const { phrase, warranty } = landingServices[service];
  const neighbours = nearby.slice(0, 3).map((place) => place.name);
  const around = neighbours.length > 1 ? `${neighbours.slice(0, -1).join(", ")} and ${neighbours.at(-1)}` : neighbours[0];
  const terms = `a free, written estimate before any work starts${warranty ? " and {workmanshipWarranty} after it is done" : ""}`;
  if (isInstallation(town)) {
    return `${business.name} does no work on post, where the housing partner maintains the homes; off post, we provide ${phrase} for homes ${around ? `in ${around}` : "nearby"}, with ${terms}.`;
  }
  return `${business.name} provides ${phrase} in ${town.name}${around ? ` and nearby ${around}` : ""}, with ${terms}.`;
}

/** The page's h1: "Roofing in Bel Air, MD" ("near" an installation). */
export function landingHeading(spec: LandingSpec): string {
  const town = locality(spec.locality);
  return `${landingServices[spec.service].label} ${inOrNear(town)} ${town.name}, ${town.state}`;
}

/** Combines a town's record with a service's content into the page for that town. */
export function composeLandingPage(spec: LandingSpec, texts: TownTexts, indexable = true): LandingPageView {
  const town = locality(spec.locality);
  const about = textsOf(texts, spec.locality);
  const service = landingServices[spec.service];
  const where = `${town.name}, ${town.state}`;
  const nearby = nearbyLocalities(town).map((record) => placeLink(record, spec.service));
  const serviceTitle = SERVICE_TITLES[spec.service];

  // The town's main page tells everything about the town; its other services' pages tell only
  // what matters to that work, so no two pages of one town repeat each other (the quality gate).
  const main = isMainPage(spec);
  const told = (part: TownPart) => main || TOWN_PARTS[spec.service].includes(part);
  const sections = [
    ...(told("housing") ? [{ heading: `Homes in ${town.name}`, paragraphs: [about.housing] }] : []),
    ...(told("weather")
      ? [{ heading: `Weather and your ${EXPOSED_PART[spec.service]} in ${town.name}`, paragraphs: [about.weather] }]
      : []),
    { heading: service.whatWeDoHeading, paragraphs: service.whatWeDo, bullets: service.steps },
    // Near an installation the work is off post: the problems are those of the homes around it.
    {
      heading: isInstallation(town) ? `Common problems we fix in homes near ${town.name}` : `Common problems we fix in ${town.name}`,
      paragraphs: [],
      bullets: service.commonProblems,
    },
    ...(told("permits") || told("considerations")
      ? [
          {
            heading: told("permits") ? `Permits and approvals in ${town.name}` : `Before work starts in ${town.name}`,
            paragraphs: told("permits") ? [about.permits] : [],
            bullets: told("considerations") ? about.considerations : [],
          },
        ]
      : []),
  ];

  const otherServices = landingSpecs
    .filter((other) => other.locality === town.slug && other.service !== spec.service && other.path === other.canonicalPath)
    .map((other) => ({ label: `${SERVICE_TITLES[other.service]} in ${town.name}`, href: other.path }));

  // The longest that fits a search result's 160 characters.
  const description = [
    `${serviceTitle} ${inOrNear(town)} ${where}: ${service.phrase} for ${town.county} homes. Free written estimates and onsite consultations.`,
    `${serviceTitle} ${inOrNear(town)} ${where}: ${service.phrase} for ${town.county} homes. Free written estimates.`,
    `${serviceTitle} ${inOrNear(town)} ${where}: ${service.phrase}. Free written estimates.`,
  ].find((text) => text.length <= DESCRIPTION_MAX)!;

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
    intro: [about.intro, lead(town, spec.service, nearby)],
    sections,
    testimonials: fromTheArea(testimonials, town, 2, (item) => (item.service === spec.service ? 0 : 1)).map(
      ({ text, author, location, miles, sample }) => ({ text, author, location, miles, sample: sample === true }),
    ),
    projects: fromTheArea(projects, town, 2, projectRank(spec.service)).map(({ title, location, summary, miles, sample }) => ({
      title,
      location,
      summary,
      miles,
      sample: sample === true,
    })),
    // The main page answers all of the town's questions; another service's page only the last, so they differ.
    faqs: [...(told("faq") ? (main ? about.faq : about.faq.slice(-1)).map(({ q, a }) => ({ question: q, answer: a })) : []), service.faq],
    nearby,
    otherServices,
    title: [
      `${serviceTitle} ${inOrNear(town)} ${where} | ${business.name}`,
      `${service.label} ${inOrNear(town)} ${where} | ${business.name}`,
    ].find((text, index, all) => text.length <= TITLE_MAX || index === all.length - 1)!,
    description,
    indexable,
  };
}

/** The words of a page's body, for the quality gate: everything the page says about the town and the work. */
export function landingBodyText(page: LandingPageView): string {
  const { town } = page;
  const localWork = page.testimonials.length > 0 || page.projects.length > 0;
  // Everything the page shows a reader, the blocks every town page has included (client/pages/landing.tsx):
  // two pages are as alike as a visitor finds them, not only in their own words.
  return [
    page.heading,
    ...page.intro,
    ...page.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.bullets ?? [])]),
    ...(localWork ? [`Our work in and around ${town.name}`, `Projects and reviews from ${town.name} and places within miles of it.`] : []),
    ...page.projects.flatMap((p) => [p.title, p.location, p.summary]),
    ...page.testimonials.flatMap((t) => [t.text, `${t.author}, ${t.location}`]),
    ...page.faqs.flatMap((f) => [f.question, f.answer]),
    "Nearby towns we serve",
    ...page.nearby.map((place) => place.name),
    `Every town we serve in ${town.county}`,
    `Free, written estimate in ${town.name}`,
    ...(town.zips.length > 0 ? [`ZIP codes we serve in ${town.name}`, town.zips.join(", ")] : []),
    ...page.otherServices.map((other) => other.label),
  ].join("\n");
}
