import type { MetadataJson } from "libphonenumber-js/core";
import northAmerica from "./phone-metadata.json";

/** libphonenumber-js's metadata for the countries that dial +1 alone (scripts/phone-metadata.ts says why). */
export const PHONE_METADATA = northAmerica as unknown as MetadataJson;
