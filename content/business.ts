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
  /**
   * Every statement about how the business works, in one place: pages interpolate them
   * (`${business.statements.crews}`, `{crews}` in markdown); `content/claims.test.ts` fails when
   * one is written out anywhere else. The owner confirms each before launch (`ownerClaims` below).
   */
  statements: {
    crews: "our own installation crews do the work, with a supervisor overseeing every job",
    certification: "a top-contractor certification from a major shingle manufacturer",
    financing: "financing through third-party lending partners, subject to credit approval",
    licensedInsured: "licensed and insured in Maryland and Delaware",
    /** The same, as a page description says it in few words. */
    insuredContractor: "a licensed, insured contractor",
    emergency: "emergency calls answered 24/7",
  },
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
  ...business.statements,
};

/**
 * A text with its claim tokens replaced by the figures above; unknown `{words}` stay as written.
 * @example withClaims("Serving homes since {founded}.") // "Serving homes since 1995."
 */
export function withClaims(text: string): string {
  return text.replace(/\{(\w+)\}/g, (token, name: string) => claimTokens[name] ?? token);
}

/**
 * A statement as a sentence's start: its first letter capitalised.
 * @example asSentence("our own crews") // "Our own crews"
 */
export const asSentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

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

/** A claim the site makes about the business, for the owner to confirm before launch. */
export interface OwnerClaim {
  /** Its name in CLAIMS_CONFIRMED (configuration). */
  id: string;
  /** As `npm run content:check` lists it: "Founded in 1995". */
  text: string;
  /** The source text that names it: `business.founded`, `{founded}` ... (content:check counts the files). */
  references: readonly string[];
  /** Where it shows that no file search finds. */
  shownIn: string;
}

const claimRefs = (...fields: string[]) => fields.flatMap((field) => [`business.${field}`, `{${field.split(".").at(-1)}}`]);

/**
 * SPEC's claims and the business's statements: this business's words, kept, but each confirmed
 * by the owner before launch (CLAIMS_CONFIRMED in configuration lists the confirmed ids;
 * `npm run preflight` refuses a deploy while one is not).
 */
export const ownerClaims: readonly OwnerClaim[] = [
  {
    id: "founded",
    text: `Founded in ${business.founded} ("${business.yearsInBusiness} years")`,
    references: claimRefs("founded", "yearsInBusiness"),
    shownIn: "structured data foundingDate on every page; page titles and descriptions that say since when",
  },
  {
    id: "projectsCompleted",
    text: `${business.projectsCompleted} projects completed`,
    references: claimRefs("projectsCompleted"),
    shownIn: "home page hero",
  },
  {
    id: "satisfiedCustomers",
    text: `${business.satisfiedCustomers} satisfied customers`,
    references: claimRefs("satisfiedCustomers"),
    shownIn: "about page",
  },
  {
    id: "bbbRating",
    text: `BBB ${business.bbbRating} accredited rating`,
    references: claimRefs("bbbRating", "badges"),
    shownIn: "home page trust badges; structured data award on every page",
  },
  {
    id: "rating",
    text: `Rated ${business.rating.value} from ${business.rating.count} reviews`,
    references: [...claimRefs("rating"), "{ratingValue}", "{ratingCount}"],
    shownIn: "about page, the chat",
  },
  {
    id: "warrantyYears",
    text: `${business.warrantyYears} year warranty`,
    references: claimRefs("warrantyYears"),
    shownIn: "home page trust badges, service pages, /warranty",
  },
  {
    id: "certification",
    text: `Holds ${business.statements.certification}`,
    references: [...claimRefs("statements.certification"), "business.badges"],
    shownIn: "structured data award on every page",
  },
  {
    id: "crews",
    text: `Installation: ${business.statements.crews}`,
    references: claimRefs("statements.crews"),
    shownIn: "about, services and emergency pages",
  },
  {
    id: "financing",
    text: `Offers ${business.statements.financing}`,
    references: claimRefs("statements.financing"),
    shownIn: "/financing and the chat",
  },
  {
    id: "licensedInsured",
    text: `${business.statements.licensedInsured}`,
    references: [...claimRefs("statements.licensedInsured", "statements.insuredContractor"), "business.licensedText"],
    shownIn: "footer of every page",
  },
  {
    id: "emergency",
    text: business.statements.emergency,
    references: [...claimRefs("statements.emergency"), "24/7"],
    shownIn: "header (24/7 Emergency) on every page",
  },
  {
    id: "bestPrices",
    text: "Home page headline: the best prices on roofing, siding and windows",
    references: ["Best Prices"],
    shownIn: "home page headline and title",
  },
];
