import type { Thing } from "schema-dts";
import { business } from "../../content/business";
import type { PageHead } from "../../contracts/page-context";
import type { SeoPageType } from "../../contracts/page-meta";
import type { PublishedReview } from "../../contracts/reviews";
import { analyzeContent, type ContentDepth, type ContentMetrics } from "./content-metrics";
import { socialCardFor, socialCardPath } from "./social-cards";
import {
  type ArticleSeoData,
  article,
  breadcrumbList,
  type Crumb,
  type FaqEntry,
  faqPage,
  graph,
  review,
  roofingContractor,
  type SiteFacts,
  service,
  serviceDisplayName,
  webPage,
  webSite,
} from "./structured-data";
import { cutTo, describeFromContent, META_DESCRIPTION_MAX, SOCIAL_DESCRIPTION_MAX } from "./text";

/** SPEC section 5: what an insight falls back to when its data is missing. */
export const INSIGHT_DEFAULTS = { title: "Expert Construction Insights", category: "general construction" } as const;

/** Page-specific facts the generator folds in. */
interface SeoCustomData {
  /** The path the page was asked for (without query). */
  path?: string;
  /** The page's one address when it differs from `path` (aliases, query variants). */
  canonicalPath?: string;
  title?: string;
  description?: string;
  keywords?: readonly string[];
  /** The state after the location in titles, e.g. "MD". */
  region?: string;
  noindex?: boolean;
  /** The trail below Home; the last crumb is this page. */
  breadcrumbs?: readonly Crumb[];
  /** FAQs the page shows. */
  faqs?: readonly FaqEntry[];
  /** Published reviews the page shows (docs/decisions/041): each a Review of the business; no aggregateRating. */
  reviews?: readonly PublishedReview[];
  insight?: Partial<ArticleSeoData>;
  /** The page's main content (HTML), measured for the derived metrics. */
  content?: string;
}

/** SPEC section 3: the SEO page config. */
export interface SeoPageConfig {
  pageType: SeoPageType;
  serviceName?: string;
  location?: string;
  customData?: SeoCustomData;
  contentDepth?: ContentDepth;
}

/** SPEC section 3: the SEO result: the page's head (contracts/page-context.ts), and more. */
export interface SeoResult extends PageHead {
  structuredData: ReturnType<typeof graph>;
  /** Other language versions; the site is English only, so none today. */
  alternateUrls?: Record<string, string>;
  metrics?: ContentMetrics;
}

/** How many keywords a page carries, by content depth. */
const KEYWORD_LIMIT: Record<ContentDepth, number> = { shallow: 5, medium: 8, comprehensive: 12 };

const withCompany = (headline: string) => `${headline} | ${business.name}`;

/** Search results show about 60-65 characters of a title: longer ones lose the company name, never the headline's end. */
const TITLE_MAX = 65;

/**
 * The title as search results can show it: the company suffix is dropped when the whole would run past `TITLE_MAX`.
 * @example fitTitle("How to Spot Storm Chasers After Hail and Wind | Old Line Exteriors") // "How to Spot Storm Chasers After Hail and Wind"
 */
function fitTitle(title: string): string {
  const suffix = ` | ${business.name}`;
  return title.length > TITLE_MAX && title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}
const headlineOf = (title: string) => title.replace(new RegExp(`\\s*\\|\\s*${business.name}$`), "");

/**
 * SPEC section 2: landing paths are `{service-name}-{location}`, lowercased, spaces as hyphens.
 *
 * @example landingPath("Roofing", "Bel Air") // "/roofing-bel-air"
 */
export function landingPath(serviceName: string, location: string): string {
  return `/${`${serviceName}-${location}`.toLowerCase().trim().replace(/\s+/g, "-")}`;
}

function place(config: SeoPageConfig): string | undefined {
  if (!config.location) return undefined;
  const region = config.customData?.region;
  return region ? `${config.location}, ${region}` : config.location;
}

function defaultTitle(config: SeoPageConfig, insight: ArticleSeoData | undefined): string {
  const where = place(config);
  switch (config.pageType) {
    case "homepage":
      return withCompany("Roofing, Siding & Windows in MD & DE");
    case "service":
      return withCompany(`${serviceDisplayName(config.serviceName)} in ${where ?? "Maryland & Delaware"}`);
    case "landing":
      return withCompany(`${serviceDisplayName(config.serviceName)} in ${where ?? "Maryland & Delaware"}`);
    case "contact":
      return withCompany("Contact Us for a Free Consultation");
    case "about":
      return withCompany(`About Us: Serving ${business.serviceArea}`);
    case "schedule":
      return withCompany("Schedule a Free Onsite Consultation");
    case "projects":
      return withCompany("Our Projects");
    case "insight":
      return withCompany(insight?.title ?? INSIGHT_DEFAULTS.title);
    case "admin":
      return withCompany("Admin");
    default:
      return business.name;
  }
}

function defaultDescription(config: SeoPageConfig): string {
  const where = place(config) ?? business.serviceArea;
  switch (config.pageType) {
    case "service":
    case "landing":
      return `${serviceDisplayName(config.serviceName)} in ${where} from ${business.name}. Free written estimates and onsite consultations.`;
    case "insight":
      return `Guidance on ${INSIGHT_DEFAULTS.category} from ${business.name}, serving ${business.serviceArea}.`;
    default:
      return business.description;
  }
}

function keywordsFor(config: SeoPageConfig, insight: ArticleSeoData | undefined): string[] {
  const where = place(config);
  const service = config.serviceName?.toLowerCase();
  const generated: string[] = [];
  if (service && where) generated.push(`${service} ${config.location}`, `${service} contractor ${where}`);
  if (service) generated.push(`${service} contractor`, serviceDisplayName(service).toLowerCase());
  if (insight) generated.push(insight.category);
  generated.push(`${business.states.join(" ")} contractor`);
  const all = [...(config.customData?.keywords ?? []), ...generated].map((k) => k.trim()).filter(Boolean);
  return [...new Set(all)].slice(0, KEYWORD_LIMIT[config.contentDepth ?? "medium"]);
}

function insightData(config: SeoPageConfig): ArticleSeoData | undefined {
  if (config.pageType !== "insight") return undefined;
  const given = config.customData?.insight ?? {};
  return {
    title: given.title?.trim() || INSIGHT_DEFAULTS.title,
    description: given.description?.trim() ?? "",
    category: given.category?.trim() || INSIGHT_DEFAULTS.category,
    slug: given.slug ?? "",
    publishedDate: given.publishedDate ?? null,
    modifiedDate: given.modifiedDate ?? null,
  };
}

/**
 * Everything search engines and social sites read about one page: title, descriptions,
 * keywords, canonical URL, social card, JSON-LD and (given content) derived metrics.
 */
export function generateSeo(config: SeoPageConfig, site: SiteFacts): SeoResult {
  const custom = config.customData ?? {};
  const insight = insightData(config);
  // The home page's title is its route's, word for word (client/pages/home.route.ts, being rewritten
  // elsewhere: its 72 characters shorten there, to "Best Prices on Roofing, Siding & Windows | Old Line Exteriors").
  const given = custom.title ?? defaultTitle(config, insight);
  const title = config.pageType === "homepage" ? given : fitTitle(given);

  let description: string;
  let ogDescription: string;
  if (insight) {
    const text =
      custom.description ?? (insight.description || (custom.content ? describeFromContent(custom.content) : defaultDescription(config)));
    description = cutTo(text, META_DESCRIPTION_MAX);
    ogDescription = cutTo(text, SOCIAL_DESCRIPTION_MAX);
  } else {
    description = custom.description ?? (custom.content ? describeFromContent(custom.content) : defaultDescription(config));
    ogDescription = description;
  }

  const canonicalPath =
    custom.canonicalPath ??
    (config.pageType === "homepage"
      ? "/"
      : config.pageType === "landing" && config.serviceName && config.location
        ? landingPath(config.serviceName, config.location)
        : (custom.path ?? "/"));
  const canonicalUrl = `${site.siteUrl}${canonicalPath}`;
  const ogImage = `${site.siteUrl}${socialCardPath(socialCardFor(config.pageType, config.serviceName))}`;
  const noindex = custom.noindex === true || config.pageType === "admin";
  const ogTitle = headlineOf(title);
  const crumbs = config.pageType === "homepage" ? [] : (custom.breadcrumbs ?? []);

  const nodes: Thing[] = [
    roofingContractor(site, `${site.siteUrl}${socialCardPath("home")}`),
    webSite(site),
    webPage(site, { url: canonicalUrl, name: ogTitle, description, hasBreadcrumb: crumbs.length > 0 }),
  ];
  if (crumbs.length > 0) nodes.push(breadcrumbList(site, canonicalUrl, crumbs));
  if (config.pageType === "service" || config.pageType === "landing") {
    nodes.push(service(site, { url: canonicalUrl, serviceName: config.serviceName, name: ogTitle, description, location: place(config) }));
  }
  if (insight) nodes.push(article(site, { url: canonicalUrl, image: ogImage, article: { ...insight, description } }));
  if (custom.faqs && custom.faqs.length > 0) nodes.push(faqPage(canonicalUrl, custom.faqs));
  for (const shown of custom.reviews ?? []) nodes.push(review(site, canonicalUrl, shown));

  return {
    title,
    description,
    keywords: keywordsFor(config, insight),
    ogTitle,
    ogDescription,
    canonicalUrl,
    ogImage,
    ogType: insight ? "article" : "website",
    noindex,
    structuredData: graph(nodes),
    ...(custom.content ? { metrics: analyzeContent(custom.content, config.contentDepth) } : {}),
  };
}
