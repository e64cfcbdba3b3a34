/**
 * The footer's links: services, service territory, social profiles and legal pages. Apart from
 * the header's (content/navigation.ts): the footer's code loads as it comes near, so every
 * page's first load does not carry them.
 */
export const footerServices = [
  { name: "Roofing Systems", href: "/roofing" },
  { name: "Roof Restoration", href: "/roofing" },
  { name: "Siding Solutions", href: "/siding" },
  { name: "Window Systems", href: "/windows" },
  { name: "Storm Response", href: "/contact" },
  { name: "Emergency Services", href: "/contact" },
  // Beyond SPEC's six (issue 42): every service has a way in from every page.
  { name: "Gutters & Gutter Guards", href: "/services#gutters" },
  { name: "Storm Damage Repair", href: "/services#storm-damage" },
  { name: "Roof Inspections", href: "/services#roof-inspections" },
  { name: "Emergency Roof Repair", href: "/emergency-roof-repair" },
  { name: "All Services & Prices", href: "/services" },
] as const;

/** The footer's service territory (content/service-area.ts): each region opens its part of the service-area list on /sitemap. */
export { serviceTerritories as serviceTerritory } from "./service-area";

/**
 * SPEC's "View Coverage Map": the map of every town with a page, drawn on /sitemap above the
 * same towns as a list (the contact page has no map). The social profiles are configuration: SOCIAL_*.
 */
export const coverageLink = { name: "View Coverage Map", href: "/sitemap#coverage-map" } as const;

/** Legal links (SPEC names them; /privacy and /terms are the pages of content/pages/privacy.ts and terms.ts). */
export const legalLinks = [
  { name: "Privacy Policy", href: "/privacy" },
  { name: "Terms of Service", href: "/terms" },
  { name: "Sitemap", href: "/sitemap" },
] as const;
