/**
 * The business facts shown on the site and in structured data: one source for every claim.
 * The phone number and e-mail address are configuration (wrangler vars PHONE and EMAIL);
 * the defaults below are used when they are not set.
 */
export const business = {
  name: "Old Line Exteriors",
  assistantTitle: "Old Line Exteriors Assistant",
  assistantSubtitle: "Strategic Building Solutions",
  description:
    "Roofing, siding and window contractor serving homeowners and commercial property owners in Maryland and Delaware since 1995.",
  founded: 1995,
  yearsInBusiness: "30+",
  projectsCompleted: "15K+",
  satisfiedCustomers: "5,000+",
  bbbRating: "A+",
  warrantyYears: 25,
  serviceArea: "Maryland & Delaware",
  states: ["MD", "DE"] as const,
  services: ["roofing", "siding", "windows"] as const,
  geo: { latitude: 39.29, longitude: -76.61 },
  rating: { value: 4.9, count: 150 },
  priceRange: "$$",
  badges: ["Shingle manufacturer top-tier certified contractor", "BBB A+ accredited business"],
  claims: [
    "Serving Maryland and Delaware since 1995",
    "15K+ projects completed",
    "Over 5,000 satisfied customers",
    "A+ accredited rating",
    "24/7 rapid response and emergency service",
    "25 year warranty",
    "Licensed and insured in MD and DE",
    "Free, written estimates",
    "Shingle-manufacturer top-contractor certification",
    "Manufacturer volume-based pricing",
  ],
  licensedText: "Licensed MD & DE contractor",
  /** The service areas the home page names (SPEC section 2). */
  featuredAreas: [
    { name: "Baltimore", state: "MD" },
    { name: "Annapolis", state: "MD" },
    { name: "Wilmington", state: "DE" },
    { name: "Dover", state: "DE" },
    { name: "Frederick", state: "MD" },
    { name: "Rockville", state: "MD" },
    { name: "Newark", state: "DE" },
    { name: "Salisbury", state: "MD" },
  ],
  copyrightYear: 2024,
} as const;

/** The claim figures a markdown text (an article) names as `{founded}`, `{warrantyYears}`, ...: prose that is not code. */
const claimTokens: Record<string, string> = {
  founded: String(business.founded),
  yearsInBusiness: business.yearsInBusiness,
  projectsCompleted: business.projectsCompleted,
  satisfiedCustomers: business.satisfiedCustomers,
  bbbRating: business.bbbRating,
  warrantyYears: String(business.warrantyYears),
  ratingValue: String(business.rating.value),
  ratingCount: String(business.rating.count),
};

/**
 * A text with its claim tokens replaced by the figures above; unknown `{words}` stay as written.
 * @example withClaims("Serving homes since {founded}.") // "Serving homes since 1995."
 */
export function withClaims(text: string): string {
  return text.replace(/\{(\w+)\}/g, (token, name: string) => claimTokens[name] ?? token);
}

/** Contact defaults used when configuration does not set them. */
export const contactDefaults = {
  phone: "(410) 555-0142",
  email: "office@example.com",
  siteUrl: "http://localhost:8787",
} as const;

/** The word that marks a value nobody has filled in yet; pages may show it, deploys refuse it. */
const PLACEHOLDER = "PLACEHOLDER";

/**
 * The business's registered identity: configuration (wrangler vars LEGAL_NAME, MHIC_LICENSE,
 * DE_LICENSE, OFFICE_STREET, OFFICE_CITY, OFFICE_STATE, OFFICE_ZIP), written as they are shown.
 * These defaults are visible placeholders: never invented facts, and `npm run preflight` refuses them.
 */
export const identityDefaults = {
  legalName: `Registered name ${PLACEHOLDER}`,
  mhicLicense: `MHIC #${PLACEHOLDER}`,
  deLicense: `DE business license #${PLACEHOLDER}`,
  officeStreet: `Street ${PLACEHOLDER}`,
  officeCity: `City ${PLACEHOLDER}`,
  officeState: `State ${PLACEHOLDER}`,
  officeZip: `ZIP ${PLACEHOLDER}`,
} as const;

/**
 * Whether a configured value is still unset or a placeholder (one of the defaults above).
 * @example isPlaceholder("MHIC #PLACEHOLDER") // true
 * @example isPlaceholder("MHIC #123456") // false
 */
export function isPlaceholder(value: string | undefined): boolean {
  return !value?.trim() || value.toUpperCase().includes(PLACEHOLDER);
}
