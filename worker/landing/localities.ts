import facts from "virtual:locality-facts";
import { NEARBY_MILES, placeCoordinates as otherPlaces } from "../../content/places";

/**
 * A town of content/localities/*.json: who it is and where. Its long texts (what a homeowner
 * there would recognise) are read apart, when a page needs them: locality-texts.ts.
 */
export interface Locality {
  slug: string;
  name: string;
  state: "MD" | "DE";
  county: string;
  kind: string;
  zips: readonly string[];
  /** Latitude and longitude of the town's centre: which towns are near it follows from these. */
  coordinates: readonly [number, number];
}

/** Every locality by slug. */
export const localities: ReadonlyMap<string, Locality> = new Map(facts.map((record) => [record.slug, record]));

export const STATE_NAMES = { MD: "Maryland", DE: "Delaware" } as const;

export function locality(slug: string): Locality {
  const record = localities.get(slug);
  if (!record) throw new Error(`No locality record content/localities/${slug}.json`);
  return record;
}

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine) in miles between two [latitude, longitude] points. */
export function milesBetween(a: readonly [number, number], b: readonly [number, number]): number {
  const dLat = radians(b[0] - a[0]);
  const dLon = radians(b[1] - a[1]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a[0])) * Math.cos(radians(b[0])) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}

/** The localities nearest a town, closest first: same state only, within NEARBY_MILES. */
export function nearbyLocalities(town: Locality, limit = 4): Locality[] {
  return [...localities.values()]
    .filter((other) => other.slug !== town.slug && other.state === town.state)
    .map((other) => ({ other, miles: milesBetween(town.coordinates, other.coordinates) }))
    .filter(({ miles }) => miles <= NEARBY_MILES)
    .sort((a, b) => a.miles - b.miles)
    .slice(0, limit)
    .map(({ other }) => other);
}

const byPlace = new Map<string, readonly [number, number]>(
  [...localities.values()].map((record) => [`${record.name}, ${record.state}`, record.coordinates]),
);

/** Where a "Town, ST" that a testimonial or project names lies: its locality record, else content/places.ts. */
export function placeCoordinates(place: string): readonly [number, number] | undefined {
  return byPlace.get(place) ?? otherPlaces[place];
}
