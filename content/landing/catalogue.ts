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
 * roofing-{town} for the smaller places, mostly Harford and Baltimore counties (SPEC's
 * "{locality}-roofing" pages, at the one address scheme SPEC's SEO logic names: the old addresses
 * answer 301, see `mergedLandingPages`). Each has a ZIP code of its own and is a place we work;
 * the ones that had a page without either are in `retiredTowns`.
 */
export const smallLocalities = [
  "abingdon",
  "baldwin",
  "belcamp",
  "benson",
  "brooklandville",
  "butler",
  "chase",
  "churchville",
  "darlington",
  "fork",
  "freeland",
  "glen-arm",
  "glyndon",
  "gwynn-oak",
  "halethorpe",
  "hunt-valley",
  "hydes",
  "joppa",
  "kingsville",
  "long-green",
  "monkton",
  "nottingham",
  "parkton",
  "perryman",
  "phoenix",
  "pikesville",
  "pylesville",
  "reisterstown",
  "sparks",
  "stevenson",
  "street",
  "upper-falls",
  "upperco",
  "white-hall",
  "whiteford",
  "windsor-mill",
] as const;

/**
 * Places that had a page of their own and have none now (docs/decisions/060-town-pages.md): a place
 * without a ZIP code of its own shares its homes, weather and permit office with the town whose
 * ZIP it uses, so its page repeated that town's; and on an Army post we do no work. Each old
 * address answers 301 with the page of the town whose ZIP the place uses, else the nearest town
 * we serve. The place itself is still one we serve: it stays in the towns' records (nearby towns,
 * the service-area check), without a page.
 */
const retiredTowns: Readonly<Record<string, { to: string; why: string }>> = {
  "aberdeen-proving-ground": { to: "aberdeen", why: "an Army post: the housing partner maintains its homes, we do no work on post" },
  arbutus: { to: "halethorpe", why: "no ZIP of its own: 21227 is Halethorpe's" },
  "bowleys-quarters": { to: "middle-river", why: "no ZIP of its own: 21220 is Middle River's" },
  bradshaw: { to: "upper-falls", why: "no ZIP of its own; Upper Falls is the nearest town we serve" },
  cardiff: { to: "whiteford", why: "no ZIP of its own: it shares Whiteford's" },
  carney: { to: "parkville", why: "no ZIP of its own: 21234 is Parkville's" },
  dublin: { to: "darlington", why: "no ZIP of its own; Darlington is the nearest town we serve" },
  edgemere: { to: "dundalk", why: "no ZIP of its own: 21219 is Sparrows Point's, and Dundalk is the nearest town we serve" },
  emmorton: { to: "bel-air", why: "no ZIP of its own: 21015 is Bel Air's" },
  garrison: { to: "owings-mills", why: "no ZIP of its own: it shares Owings Mills'" },
  lansdowne: { to: "halethorpe", why: "no ZIP of its own: 21227 is Halethorpe's" },
  "pleasant-hills": { to: "benson", why: "no ZIP of its own; Benson is the nearest town we serve" },
  riverside: { to: "belcamp", why: "no ZIP of its own: 21017 is Belcamp's" },
  rossville: { to: "rosedale", why: "no ZIP of its own: 21237 is Rosedale's" },
  ruxton: { to: "towson", why: "no ZIP of its own: 21204 is Towson's" },
  woodlawn: { to: "gwynn-oak", why: "no ZIP of its own: 21207 is Gwynn Oak's" },
};

/** A town's slug as landing page paths spell it (SPEC: lowercased, spaces turned into hyphens). */
const townSlug = (name: string) => name.toLowerCase().replace(/\s+/g, "-");

/**
 * A city's page ({service}-{city}), for links that name the city: its roofing page, else its
 * siding or windows page; undefined when it has none.
 * @example cityPagePath("Baltimore") // "/roofing-baltimore"; cityPagePath("Annapolis") // "/siding-annapolis"
 */
export function cityPagePath(name: string): string | undefined {
  return townPagePath(townSlug(name));
}

/**
 * A town's main page by its slug: its roofing page, else its siding or windows page; undefined
 * when it has none (a retired town, a place without a page).
 */
export function townPagePath(town: string): string | undefined {
  const has = (list: readonly string[]) => list.includes(town);
  if (has(roofingCities) || has(roofingSitemapTowns) || has(delawareRoofingTowns) || has(smallLocalities)) return `/roofing-${town}`;
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

/** Every town's address scheme before: `{town}-roofing` for the smaller places (SPEC's examples among them). */
const formerSmallLocalities = [...smallLocalities, "cockeysville", "essex", "timonium", "white-marsh", ...Object.keys(retiredTowns)];

/**
 * Addresses that moved for good (301): the smaller places' `{town}-roofing` to the one scheme
 * (`roofing-{town}`), a retired town's page to its town's, and Joppatowne (inside Joppa's ZIP,
 * 21085; two pages for one place competed with each other).
 */
export const mergedLandingPages: Readonly<Record<string, string>> = Object.fromEntries([
  ...formerSmallLocalities.map((town) => [`/${town}-roofing`, `/roofing-${retiredTowns[town]?.to ?? town}`]),
  ["/joppatowne-roofing", "/roofing-joppa"],
]);
