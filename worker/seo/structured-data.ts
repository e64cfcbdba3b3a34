import type {
  Article,
  BreadcrumbList,
  DayOfWeek,
  FAQPage,
  Graph,
  Review as ReviewNode,
  RoofingContractor,
  Service,
  Thing,
  WebPage,
  WebSite,
} from "schema-dts";
import { business } from "../../content/business";
import { type BusinessSettings, officeGeo, officeHoursSpans } from "../../contracts/business-settings";
import { confirmedFigures, confirmedWords, isConfirmed } from "../../contracts/claims";
import type { Crumb } from "../../contracts/page-meta";
import type { PublishedReview } from "../../contracts/reviews";
import type { BusinessIdentity } from "../../contracts/site-config";
import { withoutLinks } from "../../contracts/text";

export type { Crumb };

export interface FaqEntry {
  question: string;
  answer: string;
}

/** SPEC section 3: the article's SEO data. */
export interface ArticleSeoData {
  title: string;
  description: string;
  category: string;
  slug: string;
  publishedDate?: string | null;
  modifiedDate?: string | null;
}

/** The configured facts the structured data names: contact, address, the business as registered, its hours and place. */
export interface SiteFacts
  extends BusinessIdentity,
    Partial<Pick<BusinessSettings, "officeHours" | "officeLatitude" | "officeLongitude" | "claimsConfirmed">> {
  siteUrl: string;
  phone: string;
  email: string;
}

const ALL_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

const STATE_NAMES: Record<(typeof business.states)[number], string> = { MD: "Maryland", DE: "Delaware" };

/** SPEC section 3: the names the services go by in structured data and titles. */
export function serviceDisplayName(serviceName: string | undefined): string {
  switch (serviceName?.toLowerCase()) {
    case "roofing":
      return "Roofing Services";
    case "siding":
      return "Siding Installation";
    case "windows":
      return "Window Installation";
    default:
      return "Services";
  }
}

const businessId = (siteUrl: string) => `${siteUrl}/#business`;
const websiteId = (siteUrl: string) => `${siteUrl}/#website`;

/**
 * The contractor as a RoofingContractor (a LocalBusiness). There is no aggregateRating:
 * Google's review-snippet rules exclude ratings a LocalBusiness publishes about itself
 * (docs/decisions/005-search.md), and every page here is the business's own.
 */
export function roofingContractor(site: SiteFacts, image: string): RoofingContractor {
  // The office's coordinates and hours come from configuration with the address; none are named until set.
  const geo = officeGeo({ officeLatitude: site.officeLatitude ?? "", officeLongitude: site.officeLongitude ?? "" });
  const hours = officeHoursSpans(site.officeHours)?.spans ?? [];
  // Claims only once the owner confirmed them (contracts/claims.ts): structured data has no room for a mark.
  const confirmations = { claimsConfirmed: site.claimsConfirmed ?? "" };
  const { founded } = confirmedFigures(confirmations);
  const awards = [confirmedWords(confirmations, "certification"), confirmedWords(confirmations, "bbbRatingBadge")].filter(
    (award): award is string => award !== null,
  );
  return {
    "@type": "RoofingContractor",
    "@id": businessId(site.siteUrl),
    name: business.name,
    legalName: site.legalName,
    description: business.description,
    url: `${site.siteUrl}/`,
    telephone: site.phone,
    email: site.email,
    image,
    logo: `${site.siteUrl}/favicon.svg`,
    ...(founded ? { foundingDate: String(founded) } : {}),
    priceRange: business.priceRange,
    // The same name, address and phone as the footer and the contact page (one source: configuration).
    address: {
      "@type": "PostalAddress",
      streetAddress: site.officeStreet,
      addressLocality: site.officeCity,
      addressRegion: site.officeState,
      postalCode: site.officeZip,
      addressCountry: "US",
    },
    identifier: [
      { "@type": "PropertyValue", propertyID: "Maryland Home Improvement Commission license", value: site.mhicLicense },
      { "@type": "PropertyValue", propertyID: "Delaware business license", value: site.deLicense },
    ],
    ...(geo ? { geo: { "@type": "GeoCoordinates", latitude: geo.latitude, longitude: geo.longitude } } : {}),
    ...(hours.length > 0
      ? {
          openingHoursSpecification: hours.map((span) => ({
            "@type": "OpeningHoursSpecification" as const,
            dayOfWeek: span.days.map((day) => `https://schema.org/${day}` as DayOfWeek),
            opens: span.opens,
            closes: span.closes,
          })),
        }
      : {}),
    // The office keeps its hours; the emergency line, answered around the clock once the owner confirmed it, is a contact point of its own.
    ...(isConfirmed(confirmations, "emergency")
      ? {
          contactPoint: {
            "@type": "ContactPoint" as const,
            contactType: "emergency",
            telephone: site.phone,
            hoursAvailable: {
              "@type": "OpeningHoursSpecification" as const,
              dayOfWeek: ALL_DAYS.map((day) => `https://schema.org/${day}` as DayOfWeek),
              opens: "00:00",
              closes: "23:59",
            },
          },
        }
      : {}),
    areaServed: business.states.map((state) => ({ "@type": "State", name: STATE_NAMES[state] })),
    ...(awards.length > 0 ? { award: awards } : {}),
    makesOffer: business.services.map((service) => ({
      "@type": "Offer",
      itemOffered: { "@type": "Service", name: serviceDisplayName(service) },
    })),
  };
}

/**
 * A published review the page shows, as a Review of the business. Only reviews the homeowner
 * allowed to be shown and the office published get here (worker/reviews/reviews.ts); the rating
 * is theirs. Google shows no review stars for a business reviewed on its own site, and there is
 * no aggregateRating here (docs/decisions/044-reviews-real-reviews.md).
 */
export function review(site: SiteFacts, pageUrl: string, shown: PublishedReview): ReviewNode {
  return {
    "@type": "Review",
    "@id": `${pageUrl}#review-${shown.id}`,
    itemReviewed: { "@id": businessId(site.siteUrl) },
    author: { "@type": "Person", name: shown.author },
    datePublished: shown.date,
    reviewBody: shown.text,
    reviewRating: { "@type": "Rating", ratingValue: shown.rating, bestRating: 5, worstRating: 1 },
  };
}

export function webSite(site: SiteFacts): WebSite {
  return {
    "@type": "WebSite",
    "@id": websiteId(site.siteUrl),
    url: `${site.siteUrl}/`,
    name: business.name,
    publisher: { "@id": businessId(site.siteUrl) },
    inLanguage: "en-US",
  };
}

export function webPage(site: SiteFacts, page: { url: string; name: string; description: string; hasBreadcrumb: boolean }): WebPage {
  return {
    "@type": "WebPage",
    "@id": `${page.url}#webpage`,
    url: page.url,
    name: page.name,
    description: page.description,
    isPartOf: { "@id": websiteId(site.siteUrl) },
    about: { "@id": businessId(site.siteUrl) },
    inLanguage: "en-US",
    ...(page.hasBreadcrumb ? { breadcrumb: { "@id": `${page.url}#breadcrumb` } } : {}),
  };
}

/** Home, then each crumb; the last one is the page itself. */
export function breadcrumbList(site: SiteFacts, pageUrl: string, crumbs: readonly Crumb[]): BreadcrumbList {
  const trail = [{ name: "Home", path: "/" }, ...crumbs];
  return {
    "@type": "BreadcrumbList",
    "@id": `${pageUrl}#breadcrumb`,
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${site.siteUrl}${crumb.path === "/" ? "/" : crumb.path}`,
    })),
  };
}

export function service(
  site: SiteFacts,
  details: { url: string; serviceName?: string; name: string; description: string; location?: string },
): Service {
  return {
    "@type": "Service",
    "@id": `${details.url}#service`,
    name: details.name,
    serviceType: serviceDisplayName(details.serviceName),
    description: details.description,
    url: details.url,
    provider: { "@id": businessId(site.siteUrl) },
    areaServed: details.location
      ? { "@type": "Place", name: details.location }
      : business.states.map((state) => ({ "@type": "State", name: STATE_NAMES[state] })),
  };
}

/** An insight article: the company is its author and its publisher (SPEC section 9). */
export function article(site: SiteFacts, details: { url: string; image: string; article: ArticleSeoData }): Article {
  const company = { "@type": "Organization" as const, "@id": businessId(site.siteUrl), name: business.name, url: `${site.siteUrl}/` };
  const { article: data } = details;
  return {
    "@type": "Article",
    "@id": `${details.url}#article`,
    headline: data.title.length > 110 ? `${data.title.slice(0, 107).trimEnd()}...` : data.title,
    description: data.description,
    articleSection: data.category,
    image: details.image,
    url: details.url,
    mainEntityOfPage: { "@id": `${details.url}#webpage` },
    ...(data.publishedDate ? { datePublished: data.publishedDate } : {}),
    ...((data.modifiedDate ?? data.publishedDate) ? { dateModified: (data.modifiedDate ?? data.publishedDate)! } : {}),
    author: company,
    publisher: { ...company, logo: { "@type": "ImageObject", url: `${site.siteUrl}/favicon.svg` } },
    inLanguage: "en-US",
  };
}

/** Only for FAQs the page shows. */
export function faqPage(pageUrl: string, faqs: readonly FaqEntry[]): FAQPage {
  return {
    "@type": "FAQPage",
    "@id": `${pageUrl}#faq`,
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: withoutLinks(faq.question),
      acceptedAnswer: { "@type": "Answer", text: withoutLinks(faq.answer) },
    })),
  };
}

export function graph(nodes: readonly Thing[]): Graph {
  return { "@context": "https://schema.org", "@graph": nodes };
}
