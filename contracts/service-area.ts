import facts from "virtual:locality-facts";
import { business } from "../content/business";
import { cityPagePath, smallLocalities } from "../content/landing/catalogue";
import { placeCoordinates } from "../content/places";
import { SERVICE_RADIUS_MILES, serviceTerritories } from "../content/service-area";
import zipCoordinates from "../content/zip-coordinates.json";
import zipTowns from "../content/zip-towns.json";

/**
 * "Do you work in ...?": one answer for a ZIP code or a town, from the same ZIP table and the same
 * towns as the town pages (content/service-area.ts says how). The assistant answers from it, and
 * the pages' wording (the footer's territories, /about) comes from the same file.
 *
 * @example serviceAreaFor("21014") // { served: true, place: "Bel Air, MD", town: { name: "Bel Air", page: "/roofing-bel-air", ... }, territory: "Baltimore Metropolitan Area", miles: 0 }
 * @example serviceAreaFor("21502") // { served: false, place: "Cumberland, MD", nearest: { name: "Frederick", miles: 87, ... } }
 */

type Point = readonly [number, number];

/** A town we serve: one with a page, or a town the home page names (SPEC's service areas). */
export interface ServedTown {
  name: string;
  state: "MD" | "DE";
  county: string;
  /** Its page, when it has one. */
  page?: string;
  coordinates: Point;
  zips: readonly string[];
}

export type ServiceAreaAnswer =
  | {
      served: true;
      /** The place asked about, as the ZIP table names it ("Sparks Glencoe, MD") or as matched. */
      place: string;
      /** The served town it belongs to, or the nearest (with its page, if any). */
      town: Omit<ServedTown, "coordinates" | "zips">;
      territory: string;
      /** Straight-line miles to that town's centre (0 inside one of its ZIP codes). */
      miles: number;
    }
  | {
      served: false;
      place: string;
      /** The nearest town we serve and how far it is; null when the place is outside Maryland and Delaware's ZIP table. */
      nearest: (Omit<ServedTown, "coordinates" | "zips"> & { miles: number }) | null;
    };

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;
function milesBetween(a: Point, b: Point): number {
  const dLat = radians(b[0] - a[0]);
  const dLon = radians(b[1] - a[1]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a[0])) * Math.cos(radians(b[0])) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}

const zipPlaces = zipCoordinates as unknown as Record<string, Point>;
const zipNames = zipTowns as Record<string, string>;

/** Every town we serve: the towns with a page (never a military post), then the home page's towns that have none. */
export const servedTowns: readonly ServedTown[] = (() => {
  const withPages: ServedTown[] = facts.flatMap((record) => {
    const page =
      cityPagePath(record.name) ?? ((smallLocalities as readonly string[]).includes(record.slug) ? `/${record.slug}-roofing` : undefined);
    return page && record.kind !== "installation"
      ? [{ name: record.name, state: record.state, county: record.county, page, coordinates: record.coordinates, zips: record.zips }]
      : [];
  });
  const named = business.featuredAreas.flatMap((area) => {
    const at = placeCoordinates[`${area.name}, ${area.state}`];
    if (!at || withPages.some((town) => town.name === area.name && town.state === area.state)) return [];
    return [{ name: area.name, state: area.state, county: area.county, coordinates: at, zips: [] }];
  });
  return [...withPages, ...named];
})();

/** The territory a county belongs to; the first territory of its state when none names it. */
function territoryOf(town: { county: string; state: string }): string {
  const found = serviceTerritories.find((territory) =>
    territory.counties.some((entry) => entry.county === town.county && entry.state === town.state),
  );
  return (found ?? serviceTerritories.find((territory) => territory.counties.some((entry) => entry.state === town.state))!).name;
}

const shown = ({ coordinates: _at, zips: _zips, ...town }: ServedTown) => town;
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[.,]/g, " ")
    .replace(/\b(md|de|maryland|delaware)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** Where a town name lies: a town we serve, else the first ZIP code the table gives that town. */
function locate(name: string): { place: string; at: Point; zip?: string } | null {
  const wanted = normalise(name);
  const town = servedTowns.find((candidate) => normalise(candidate.name) === wanted);
  if (town) return { place: `${town.name}, ${town.state}`, at: town.coordinates };
  const zip = Object.keys(zipNames).find((code) => normalise(zipNames[code]!) === wanted);
  return zip && zipPlaces[zip] ? { place: zipNames[zip]!, at: zipPlaces[zip]!, zip } : null;
}

/**
 * Whether a ZIP code or town is in the service area: inside a served town's ZIP codes, or within
 * SERVICE_RADIUS_MILES of a town we serve. Null when the question names no place the table knows.
 */
export function serviceAreaFor(query: string): ServiceAreaAnswer | null {
  const text = query.trim();
  const zip = /^\d{5}$/.test(text) ? text : null;
  if (zip && !zipPlaces[zip]) return { served: false, place: zip, nearest: null };
  const located = zip ? { place: zipNames[zip]!, at: zipPlaces[zip]!, zip } : locate(text);
  if (!located) return null;
  // A ZIP code shared by a town and a place inside it (21204: Towson and Ruxton) belongs to the town the table names.
  const owners = located.zip ? servedTowns.filter((town) => town.zips.includes(located.zip!)) : [];
  const own = owners.find((town) => located.place.startsWith(`${town.name},`)) ?? owners[0];
  if (own) return { served: true, place: located.place, town: shown(own), territory: territoryOf(own), miles: 0 };
  const [nearest] = servedTowns
    .map((town) => ({ town, miles: milesBetween(located.at, town.coordinates) }))
    .sort((a, b) => a.miles - b.miles);
  if (!nearest) return { served: false, place: located.place, nearest: null };
  const miles = Math.round(nearest.miles);
  if (nearest.miles <= SERVICE_RADIUS_MILES)
    return { served: true, place: located.place, town: shown(nearest.town), territory: territoryOf(nearest.town), miles };
  return { served: false, place: located.place, nearest: { ...shown(nearest.town), miles } };
}
