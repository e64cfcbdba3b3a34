/**
 * Writes content/border-towns.json: the towns just outside Maryland and Delaware (Pennsylvania,
 * Virginia, West Virginia, New Jersey, DC) within BORDER_MILES of a town we serve, each with the
 * truly nearest town we serve (any Maryland or Delaware ZIP town, content/zip-towns.json) and the
 * nearest one with pages of its own (content/localities), and the miles to each; and the same
 * for the first three digits of those states' ZIP codes near the line. From the `zipcodes`
 * package (BSD), like scripts/zip-towns.mjs. Run again after updating it: `node scripts/border-towns.mjs`.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import zipcodes from "zipcodes";

const BORDER_MILES = 20;
/** ZIP codes of one firm or office ("Beneficial Natl Bank"), not towns. */
const NOT_A_TOWN =
  /\b(bank|natl|national|irs|internal revenue|service|center|centre|corp|co|inc|dept|university|hospital|insurance|postal|mall|brm)\b/i;
const OUTSIDE = new Set(["PA", "VA", "WV", "NJ", "DC"]);
const here = (path) => new URL(`../${path}`, import.meta.url);

const radians = (degrees) => (degrees * Math.PI) / 180;
function miles(a, b) {
  const dLat = radians(b[0] - a[0]);
  const dLon = radians(b[1] - a[1]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a[0])) * Math.cos(radians(b[0])) * Math.sin(dLon / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
}

const localities = readdirSync(here("content/localities"))
  .filter((file) => file.endsWith(".json"))
  .map((file) => JSON.parse(readFileSync(here(`content/localities/${file}`), "utf8")));
const served = new Map();
for (const place of Object.values(zipcodes.codes)) {
  if (place.state !== "MD" && place.state !== "DE") continue;
  const name = `${place.city}, ${place.state}`;
  if (!served.has(name) && !NOT_A_TOWN.test(place.city)) served.set(name, [place.latitude, place.longitude]);
}

function nearest(point) {
  let town = null;
  for (const [name, at] of served) {
    const d = miles(point, at);
    if (!town || d < town.miles) town = { name, miles: d };
  }
  let page = null;
  for (const locality of localities) {
    const d = miles(point, locality.coordinates);
    if (!page || d < page.miles) page = { name: locality.name, miles: d };
  }
  return [town.name, Math.round(town.miles), page.name, Math.round(page.miles)];
}

const towns = {};
const prefixes = new Map();
for (const [zip, place] of Object.entries(zipcodes.codes).sort(([a], [b]) => a.localeCompare(b))) {
  if (!OUTSIDE.has(place.state) || !/^\d{5}$/.test(zip) || NOT_A_TOWN.test(place.city)) continue;
  const found = nearest([place.latitude, place.longitude]);
  if (found[1] > BORDER_MILES) continue;
  const name = `${place.city}, ${place.state}`;
  if (!towns[name] || towns[name][1] > found[1])
    towns[name] = found[0] === `${found[2]}, ${found[0].slice(-2)}` ? found.slice(0, 2) : found;
  const prefix = zip.slice(0, 3);
  const list = prefixes.get(prefix) ?? [];
  list.push([place.latitude, place.longitude, place.state]);
  prefixes.set(prefix, list);
}
const zip3 = {};
for (const [prefix, points] of prefixes) {
  const centre = [points.reduce((s, p) => s + p[0], 0) / points.length, points.reduce((s, p) => s + p[1], 0) / points.length];
  zip3[prefix] = [points[0][2], ...nearest(centre)];
}
writeFileSync(here("content/border-towns.json"), `${JSON.stringify({ towns, zip3 }, null, 0)}\n`);
console.log(`${Object.keys(towns).length} towns and ${Object.keys(zip3).length} ZIP prefixes written to content/border-towns.json`);
