/**
 * Which towns get which local landing page (SPEC section 2, "Local landing pages"). Slugs
 * name records in content/localities/. Paths are `{service}-{town}`, except the small
 * localities' `{town}-roofing`.
 */

/** roofing-{city}: the thirty cities SPEC names. */
export const roofingCities = [
  "baltimore",
  "towson",
  "columbia",
  "wilmington",
  "forest-hill",
  "jarrettsville",
  "edgewood",
  "aberdeen",
  "bel-air",
  "bowie",
  "catonsville",
  "crofton",
  "elkridge",
  "ellicott-city",
  "fallston",
  "frederick",
  "gaithersburg",
  "germantown",
  "havre-de-grace",
  "lanham",
  "laurel",
  "middle-river",
  "owings-mills",
  "parkville",
  "pasadena",
  "perry-hall",
  "randallstown",
  "rockville",
  "silver-spring",
  "waldorf",
] as const;

/** roofing-{town}: the nine towns the sitemap adds under the same pattern. */
export const roofingSitemapTowns = [
  "dundalk",
  "essex",
  "clarksville",
  "cockeysville",
  "lutherville",
  "timonium",
  "overlea",
  "rosedale",
  "white-marsh",
] as const;

/** roofing-{town} in Delaware beyond Wilmington: the home page names Dover and Newark, and the state has more than one city. */
export const delawareRoofingTowns = ["dover", "newark", "middletown", "bear"] as const;

/** siding-{city}: SPEC's six, the sitemap's Towson and Columbia, and Wilmington. */
export const sidingCities = [
  "annapolis",
  "baltimore",
  "frederick",
  "forest-hill",
  "jarrettsville",
  "edgewood",
  "towson",
  "columbia",
  "wilmington",
] as const;

export const windowsCities = ["baltimore", "annapolis", "towson", "columbia"] as const;

/** The three Harford County towns with every service's page (SPEC ranks them apart in the sitemap). */
export const focusTowns = ["forest-hill", "jarrettsville", "edgewood"] as const;

/**
 * gutter-, roof-inspection- and storm-damage- pages: SPEC's focus towns, and (issue 42) a gutter
 * page for Annapolis, which has siding and window pages, and a storm-damage page for each Delaware
 * town with a roofing page, where hail and nor'easters bring the calls. Each passes the landing
 * pages' overlap gate (worker/landing/quality.ts) against its service's other towns and its town's
 * other services; Newark's storm page would be 40.1% like its roofing page, so Newark has none.
 * Bear has none yet either: a fourth Delaware storm page tipped the assistant's search (a roof
 * repair question answered from an insurance article; worker/chat/evaluation), to be weighed there.
 */
export const townsByFocusService: Readonly<Record<"gutter" | "roof-inspection" | "storm-damage", readonly string[]>> = {
  gutter: [...focusTowns, "annapolis"],
  "roof-inspection": focusTowns,
  "storm-damage": [...focusTowns, "wilmington", "dover", "middletown"],
};

/** The services whose pages exist in a few towns only (townsByFocusService). */
export const focusOnlyServices = Object.keys(townsByFocusService) as (keyof typeof townsByFocusService)[];

/** A town's name from its slug, as the pages' lists spell it: "forest-hill" -> "Forest Hill". */
export const townName = (slug: string) =>
  slug.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => `${dash ? " " : ""}${letter.toUpperCase()}`);

/**
 * {town}-roofing: smaller localities, mostly Harford and Baltimore counties. The four that
 * also have a roofing-{town} page (cockeysville, essex, timonium, white-marsh) keep this
 * address as an alias whose canonical is roofing-{town}.
 */
export const smallLocalities = [
  "aberdeen-proving-ground",
  "abingdon",
  "arbutus",
  "baldwin",
  "belcamp",
  "benson",
  "bowleys-quarters",
  "bradshaw",
  "brooklandville",
  "butler",
  "cardiff",
  "carney",
  "chase",
  "churchville",
  "cockeysville",
  "darlington",
  "dublin",
  "edgemere",
  "emmorton",
  "essex",
  "fork",
  "freeland",
  "garrison",
  "glen-arm",
  "glyndon",
  "gwynn-oak",
  "halethorpe",
  "hunt-valley",
  "hydes",
  "joppa",
  "kingsville",
  "lansdowne",
  "long-green",
  "monkton",
  "nottingham",
  "parkton",
  "perryman",
  "phoenix",
  "pikesville",
  "pleasant-hills",
  "pylesville",
  "reisterstown",
  "riverside",
  "rossville",
  "ruxton",
  "sparks",
  "stevenson",
  "street",
  "timonium",
  "upper-falls",
  "upperco",
  "white-hall",
  "white-marsh",
  "whiteford",
  "windsor-mill",
  "woodlawn",
] as const;

/** A town's slug as landing page paths spell it (SPEC: lowercased, spaces turned into hyphens). */
const townSlug = (name: string) => name.toLowerCase().replace(/\s+/g, "-");

/**
 * A city's page ({service}-{city}), for links that name the city: its roofing page, else its
 * siding or windows page; undefined when it has none.
 * @example cityPagePath("Baltimore") // "/roofing-baltimore"; cityPagePath("Annapolis") // "/siding-annapolis"
 */
export function cityPagePath(name: string): string | undefined {
  const town = townSlug(name);
  const has = (list: readonly string[]) => list.includes(town);
  if (has(roofingCities) || has(roofingSitemapTowns) || has(delawareRoofingTowns)) return `/roofing-${town}`;
  if (has(sidingCities)) return `/siding-${town}`;
  if (has(windowsCities)) return `/windows-${town}`;
  return undefined;
}

/**
 * Where a town the home page names leads: its roofing page; else its county's list of pages on
 * /sitemap (Annapolis has siding and window pages, no roofing one); else the contact page, to ask
 * whether the work reaches it (Salisbury has no page).
 * @example featuredAreaPath({ name: "Annapolis", county: "Anne Arundel County" }) // "/sitemap#anne-arundel-county"
 */
export function featuredAreaPath(area: { name: string; county: string }): string {
  const page = cityPagePath(area.name);
  if (page?.startsWith("/roofing-")) return page;
  if (page) return `/sitemap#${area.county.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return "/contact";
}

/**
 * Pages merged into another: Joppatowne lies inside the Joppa mailing area (both ZIP 21085), and
 * two pages for one place competed with each other. The old address answers 301 to the new.
 */
export const mergedLandingPages: Readonly<Record<string, string>> = {
  "/joppatowne-roofing": "/joppa-roofing",
};
