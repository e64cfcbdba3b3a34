/**
 * Writes content/zip-towns.json: the town of every Maryland and Delaware ZIP code, and
 * content/zip-coordinates.json: where each lies (latitude, longitude to three decimals), from the
 * `zipcodes` package (BSD, a US ZIP code database). The admin shows the town beside a booking's
 * ZIP code; the service area (contracts/service-area.ts) measures from a ZIP to the nearest town
 * we serve. Run again after updating the package: `node scripts/zip-towns.mjs`.
 */
import { writeFileSync } from "node:fs";
import zipcodes from "zipcodes";

const towns = {};
const coordinates = {};
const round = (degrees) => Math.round(degrees * 1000) / 1000;
for (const [zip, place] of Object.entries(zipcodes.codes).sort(([a], [b]) => a.localeCompare(b))) {
  if ((place.state === "MD" || place.state === "DE") && /^\d{5}$/.test(zip)) {
    towns[zip] = `${place.city}, ${place.state}`;
    coordinates[zip] = [round(place.latitude), round(place.longitude)];
  }
}
writeFileSync(new URL("../content/zip-towns.json", import.meta.url), `${JSON.stringify(towns, null, 0)}\n`);
writeFileSync(new URL("../content/zip-coordinates.json", import.meta.url), `${JSON.stringify(coordinates, null, 0)}\n`);
console.log(`${Object.keys(towns).length} ZIP codes written to content/zip-towns.json`);
