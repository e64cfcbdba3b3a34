/**
 * Where the business works, in one place: the footer's five territories (SPEC's words), what
 * each takes in (the about and services pages say the same), and how far from a town we serve
 * the work reaches. Whether a ZIP code or town is served is worked out from these, the towns with
 * pages (content/landing/catalogue.ts) and the ZIP table (content/zip-*.json) by
 * contracts/service-area.ts: the pages, the footer, /about and the assistant all answer from it.
 */

export interface ServiceTerritory {
  /** As the footer names it (SPEC section 2). */
  name: string;
  /** The part of /sitemap's list of towns it opens. */
  href: string;
  /** The counties it takes in ("Kent County" is Delaware's: the state tells them apart). */
  counties: readonly { county: string; state: "MD" | "DE" }[];
  /** What it takes in, in words, on /about and /services. */
  covers: string;
}

const md = (county: string) => ({ county, state: "MD" as const });
const de = (county: string) => ({ county, state: "DE" as const });

export const serviceTerritories: readonly ServiceTerritory[] = [
  {
    name: "Baltimore Metropolitan Area",
    href: "/sitemap#maryland",
    counties: [md("Baltimore City"), md("Baltimore County"), md("Harford County"), md("Howard County"), md("Carroll County")],
    covers: "Baltimore City and Baltimore, Harford, Howard and Carroll counties",
  },
  {
    name: "Annapolis & Eastern Shore",
    href: "/sitemap#anne-arundel-county",
    counties: [md("Anne Arundel County"), md("Prince George's County"), md("Charles County"), md("Wicomico County")],
    covers:
      "Annapolis and Anne Arundel County on the Western Shore, the Prince George's and Charles County towns we list, and Salisbury on the Eastern Shore",
  },
  {
    name: "Frederick & Western MD",
    href: "/sitemap#frederick-county",
    counties: [md("Frederick County"), md("Montgomery County"), md("Washington County")],
    covers: "Frederick, Montgomery and Washington counties",
  },
  {
    name: "Wilmington & New Castle County",
    href: "/sitemap#new-castle-county",
    counties: [de("New Castle County")],
    covers: "Wilmington and the rest of New Castle County",
  },
  {
    name: "Dover & Central Delaware",
    href: "/sitemap#delaware",
    counties: [de("Kent County")],
    covers: "Dover and Kent County",
  },
];

/**
 * How far from a town we serve the work reaches (straight-line miles): a ZIP code or town
 * within it is in the service area, one beyond it is not (Cumberland, 80 miles past Frederick).
 */
export const SERVICE_RADIUS_MILES = 20;
