/**
 * npm run phone-metadata: writes contracts/phone-metadata.json, libphonenumber-js's
 * own "min" metadata cut to the countries that dial +1 (the United States, Canada and the
 * Caribbean). The site serves Maryland and Delaware and calls and texts North American numbers;
 * the whole world's metadata would add about 18 KB gzip to the Worker and to every form's script.
 * scripts/phone-metadata.test.ts fails when an upgraded library's metadata no longer matches.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { MetadataJson } from "libphonenumber-js/core";
import world from "libphonenumber-js/metadata.min.json";

export const METADATA_FILE = fileURLToPath(new URL("../contracts/phone-metadata.json", import.meta.url));

/** The library's metadata for the countries whose calling code is 1, and nothing else. */
export function northAmericanMetadata(): MetadataJson {
  const all = world as unknown as MetadataJson & { countries: Record<string, unknown>; country_calling_codes: Record<string, string[]> };
  const countries = all.country_calling_codes["1"]!;
  return {
    version: all.version,
    country_calling_codes: { "1": countries },
    countries: Object.fromEntries(countries.map((country) => [country, all.countries[country]])),
  } as unknown as MetadataJson;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(METADATA_FILE, `${JSON.stringify(northAmericanMetadata())}\n`);
  console.log(`wrote ${METADATA_FILE}`);
}
