/**
 * The business facts shown on the site and in structured data: one source for every claim.
 * The phone number and e-mail address are configuration (wrangler vars PHONE and EMAIL);
 * the defaults below are used when they are not set.
 */
/** The word that marks a value nobody has filled in yet; pages may show it, deploys refuse it. */
const PLACEHOLDER = "PLACEHOLDER";

/**
 * The business facts shown on the site and in structured data. Every claim about the business
 * lives in `claims` below (the claims registry), with the wordings the site may show; `business`
 * holds who the business is. The phone number and e-mail address are configuration (wrangler vars
 * PHONE and EMAIL); the defaults below are used when they are not set.
 */
export const business = {
  name: "Old Line Exteriors",
  assistantTitle: "Old Line Exteriors Assistant",
  assistantSubtitle: "Strategic Building Solutions",
  description: "Roofing, siding and window contractor serving homeowners and commercial property owners in Maryland and Delaware.",
  serviceArea: "Maryland & Delaware",
  states: ["MD", "DE"] as const,
  services: ["roofing", "siding", "windows"] as const,
  priceRange: "$$",
  /** The service areas the home page names (SPEC section 2). */
  featuredAreas: [
    { name: "Baltimore", state: "MD", county: "Baltimore City" },
    { name: "Annapolis", state: "MD", county: "Anne Arundel County" },
    { name: "Wilmington", state: "DE", county: "New Castle County" },
    { name: "Dover", state: "DE", county: "Kent County" },
    { name: "Frederick", state: "MD", county: "Frederick County" },
    { name: "Rockville", state: "MD", county: "Montgomery County" },
    { name: "Newark", state: "DE", county: "New Castle County" },
    { name: "Salisbury", state: "MD", county: "Wicomico County" },
  ],
} as const;

/** The figures behind the claims, named once: the wordings below are built from them. */
const figures = {
  founded: 1995,
  yearsInBusiness: "30+",
  projectsCompleted: "15K+",
  satisfiedCustomers: "5,000+",
  bbbRating: "A+",
  warrantyYears: 25,
  /** The owner's rating figure and where it comes from (a review site); the source is a visible placeholder until named. */
  rating: { value: 4.9, count: 150, source: `review site ${PLACEHOLDER}` },
} as const;

/** A claim the site may make about the business: one field of the registry. */
export interface ClaimRecord {
  /**
   * false: the business does not make this claim. The site never says it, and the assistant,
   * asked about it, says what the site does say or that the office will confirm; never "yes".
   */
  stated: boolean;
  /** As `npm run content:check` and the preflight list it. */
  text: string;
  /**
   * The wordings the site may show, each under its name (unique across the registry: content names
   * one as `{name}`, code reads it through contracts/claims.ts). Nothing else may say the claim.
   */
  words: Readonly<Record<string, string>>;
  /** SPEC names it (section 1's claims, the header, the footer, the home page's badges): its wording stays, marked until confirmed. */
  spec: boolean;
  /** Where it shows. */
  shownIn: string;
  /** Its words hold a template's sample or placeholder (the rating's source): `npm run content:check` lists it, the preflight refuses it. */
  sample?: boolean;
}

/**
 * The claims registry: every claim a page, card, e-mail, JSON-LD, meta description, share image or
 * chat answer makes, with its wordings. Whether each is true is the owner's to confirm
 * (CLAIMS_CONFIRMED lists the confirmed ids; `npm run preflight` refuses a deploy while a stated
 * one is not). Until then the site shows its wording with the visible mark `UNCONFIRMED_MARK`, or
 * leaves it out where a mark cannot show (meta descriptions, structured data, share images,
 * e-mails); see contracts/claims.ts. Response times are configuration (OFFICE_HOURS,
 * CALLBACK_HOURS), worked out by `callbackAt` in contracts/callback.ts.
 */
export const claims = {
  founded: {
    stated: true,
    spec: true,
    text: `Founded in ${figures.founded} ("${figures.yearsInBusiness} years")`,
    words: {
      sinceFounded: `since ${figures.founded}`,
      foundedIn: `founded in ${figures.founded}`,
      yearsInBusiness: `${figures.yearsInBusiness} years`,
    },
    shownIn: "home page, about page, structured data (foundingDate) once confirmed, the company's share image",
  },
  projectsCompleted: {
    stated: true,
    spec: true,
    text: `${figures.projectsCompleted} projects completed`,
    words: { projectsCompleted: `${figures.projectsCompleted} projects` },
    shownIn: "home page hero, about page, the company's share image",
  },
  satisfiedCustomers: {
    stated: true,
    spec: true,
    text: `${figures.satisfiedCustomers} satisfied customers`,
    words: { satisfiedCustomers: `${figures.satisfiedCustomers} satisfied customers` },
    shownIn: "about page",
  },
  bbbRating: {
    stated: true,
    spec: true,
    text: `BBB rating ${figures.bbbRating} (a rating, not accreditation)`,
    words: { bbbRatingBadge: `BBB ${figures.bbbRating} Rating` },
    shownIn: "home page trust badges, about page",
  },
  rating: {
    stated: true,
    spec: true,
    sample: true,
    text: `Rated ${figures.rating.value} from ${figures.rating.count} reviews on ${figures.rating.source}`,
    words: { ratingFigure: `${figures.rating.value} from ${figures.rating.count} reviews on ${figures.rating.source}` },
    shownIn: "about page, the emergency page, the chat",
  },
  warrantyYears: {
    stated: true,
    spec: true,
    text: `${figures.warrantyYears} year workmanship warranty`,
    words: {
      warrantyBadge: `${figures.warrantyYears} Year Warranty`,
      warrantyTerm: `${figures.warrantyYears} years`,
      workmanshipWarranty: `a ${figures.warrantyYears}-year workmanship warranty`,
    },
    shownIn: "home page trust badges, service and town pages, about page, /warranty, the share images",
  },
  certification: {
    stated: true,
    spec: true,
    text: "Holds a top-contractor certification from a major shingle manufacturer",
    words: { certification: "a top-contractor certification from a major shingle manufacturer" },
    shownIn: "about, roofing and services pages; structured data (award) once confirmed",
  },
  volumePricing: {
    stated: true,
    spec: true,
    text: "Manufacturer volume-based pricing",
    words: { volumePricing: "manufacturer volume-based pricing" },
    shownIn: "home page hero, about page",
  },
  bestPrices: {
    stated: true,
    spec: true,
    text: "Home page headline: the best prices on roofing, siding and windows",
    words: { bestPrices: "The Best Prices on Roofing, Siding & Windows" },
    shownIn: "home page headline",
  },
  licensedInsured: {
    stated: true,
    spec: true,
    text: "Licensed and insured in Maryland and Delaware",
    words: {
      licensedBadge: "Fully Licensed",
      insuredBadge: "Fully Insured",
      licensedInsured: "licensed and insured in Maryland and Delaware",
      licensedContractor: "Licensed MD & DE contractor",
    },
    shownIn: "footer of every page, contact page, home page trust badges, about page",
  },
  emergency: {
    stated: true,
    spec: true,
    text: "Emergency calls answered 24/7",
    words: {
      emergencyBadge: "24/7 Emergency",
      emergencyAnswered: "emergency calls answered 24/7",
      emergencyLine: "our 24/7 emergency line",
    },
    shownIn: "header and footer of every page (24/7 Emergency), home page badges, town pages, the call-back promise",
  },
  crews: {
    stated: true,
    spec: false,
    text: "Installation: our own crews, with a supervisor overseeing every job",
    words: { crews: "our own installation crews do the work, with a supervisor overseeing every job" },
    shownIn: "about and services pages",
  },
  financing: {
    stated: true,
    spec: false,
    text: "Offers financing through third-party lending partners, subject to credit approval",
    words: { financing: "financing through third-party lending partners, subject to credit approval" },
    shownIn: "/financing and the chat",
  },
  emergencyCrews: {
    stated: false,
    spec: false,
    text: "A crew comes out to tarp an active leak at any hour, day or night",
    words: { emergencyCrews: "a crew can come out to tarp an active leak day or night" },
    shownIn: "nowhere until the owner states and confirms it",
  },
  bbbAccredited: {
    stated: false,
    spec: false,
    text: "BBB accredited business (accreditation, not the rating)",
    words: { bbbAccredited: "a BBB accredited business" },
    shownIn: "nowhere until the owner states and confirms it",
  },
  bonded: {
    stated: false,
    spec: false,
    text: "Bonded",
    words: { bonded: "bonded" },
    shownIn: "nowhere until the owner states and confirms it",
  },
  leadSafeCertified: {
    stated: false,
    spec: false,
    text: "EPA lead-safe (RRP) certified firm",
    words: { leadSafeCertified: "an EPA lead-safe (RRP) certified firm" },
    shownIn: "nowhere until the owner states and confirms it",
  },
  familyBusiness: {
    stated: false,
    spec: false,
    text: "A family business",
    words: { familyBusiness: "a family business" },
    shownIn: "nowhere until the owner states and confirms it",
  },
  zeroPercentFinancing: {
    stated: false,
    spec: false,
    text: "0% APR financing",
    words: { zeroPercentFinancing: "0% APR financing" },
    shownIn: "nowhere until the owner states and confirms it (a Regulation Z trigger term)",
  },
} as const satisfies Record<string, ClaimRecord>;

export type ClaimId = keyof typeof claims;
/** A wording's name: `{name}` in content's words. */
export type ClaimWord = { [Id in ClaimId]: keyof (typeof claims)[Id]["words"] }[ClaimId];

/** What follows an unconfirmed claim's wording wherever it shows: the template's visible placeholder for a claim. */
export const UNCONFIRMED_MARK = "(unconfirmed)";

/** The raw figures, for arithmetic and structured data that state a number (confirmed claims only: contracts/claims.ts). */
export const claimFigures = figures;

/** Contact defaults used when configuration does not set them. */
export const contactDefaults = {
  phone: "(410) 555-0142",
  email: "office@example.com",
  siteUrl: "http://localhost:8787",
} as const;

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

/** What the call-back promise names until OFFICE_HOURS is configured: a visible placeholder, never invented hours. */
export const officeHoursPlaceholder = `office hours ${PLACEHOLDER}`;

/**
 * Whether a configured value is still unset or a placeholder (one of the defaults above).
 * @example isPlaceholder("MHIC #PLACEHOLDER") // true
 * @example isPlaceholder("MHIC #123456") // false
 */
export function isPlaceholder(value: string | undefined): boolean {
  return !value?.trim() || value.toUpperCase().includes(PLACEHOLDER);
}
