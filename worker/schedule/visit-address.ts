import zipTowns from "../../content/zip-towns.json";

const towns = zipTowns as Record<string, string>;

/**
 * Where the estimator goes, as the homeowner reads it back: the street, the town of the ZIP code
 * and the ZIP code ("12 Main St, Towson, MD 21204"). The booking form asks for the street and the
 * ZIP code only, so the confirmation used to show a street without its town. A street the
 * homeowner wrote with its town already keeps it once.
 *
 * @example visitAddress("41 Loockerman St", "19901") // "41 Loockerman St, Dover, DE 19901"
 */
export function visitAddress(street: string, zip: string): string {
  const town = towns[zip];
  const place = town?.split(",")[0]?.trim().toLowerCase();
  if (!town || (place && street.toLowerCase().includes(place))) return `${street}, ${zip}`;
  return `${street}, ${town} ${zip}`;
}
