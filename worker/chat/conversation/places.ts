import { business } from "../../../content/business";
import zipTowns from "../../../content/zip-towns.json";
import { landingPathFor } from "../../landing/catalogue";
import { localities } from "../../landing/localities";
import { type Border, type BorderTable, borderTable } from "./border-towns";

/**
 * Where the visitor is, read forgivingly: a ZIP code from the site's ZIP table
 * (content/zip-towns.json), a town or county typed with a slip of the finger ("elicott city"),
 * a state, or a town just over the line with the truly nearest town we serve
 * (content/border-towns.json, worked out from the same ZIP database).
 */
export type Place =
  | { kind: "served"; name: string; state: "MD" | "DE"; zip?: string; slug?: string }
  | { kind: "state"; name: "Maryland" | "Delaware"; state: "MD" | "DE" }
  | { kind: "outside"; name: string; nearest?: { town: string; miles: number; page?: string } };

interface Town {
  name: string;
  state: "MD" | "DE";
  slug?: string;
}

const normal = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\bst\.?\s/g, "saint ")
    .replace(/\bmt\.?\s/g, "mount ")
    .replace(/[^a-z0-9 ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

const title = (text: string) => text.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** Every town we serve, by its normalised name: the ZIP table's towns and the towns with pages of their own. */
const TOWNS = new Map<string, Town>();
for (const value of Object.values(zipTowns as Record<string, string>)) {
  const [name, state] = value.split(", ") as [string, "MD" | "DE"];
  TOWNS.set(normal(name), { name: title(name), state });
}
for (const record of localities.values()) TOWNS.set(normal(record.name), { name: record.name, state: record.state, slug: record.slug });
for (const area of business.featuredAreas)
  if (!TOWNS.has(normal(area.name))) TOWNS.set(normal(area.name), { name: area.name, state: area.state as "MD" | "DE" });

const COUNTIES: Record<string, "MD" | "DE"> = Object.fromEntries([
  ..."allegany,anne arundel,baltimore,calvert,caroline,carroll,cecil,charles,dorchester,frederick,garrett,harford,howard,montgomery,prince georges,queen annes,saint marys,somerset,talbot,washington,wicomico,worcester"
    .split(",")
    .map((name) => [name, "MD" as const]),
  ["new castle", "DE"],
  ["kent", "DE"],
  ["sussex", "DE"],
]);

/** Towns just over the line by their name alone ("york") and with their state ("york pa"), as "York, PA"; worked out once the table is read. */
let names: { table: BorderTable; byName: Map<string, string> } | undefined;
function borderNames(): Map<string, string> {
  const table = borderTable();
  if (names?.table === table) return names.byName;
  const byName = new Map<string, string>();
  for (const name of Object.keys(table.towns)) {
    byName.set(normal(name), name);
    if (!byName.has(normal(name.split(",")[0]!))) byName.set(normal(name.split(",")[0]!), name);
  }
  names = { table, byName };
  return byName;
}

/** States and big cities beyond the line, with the towns we serve nearest to them. */
const FAR: readonly [RegExp, string, string][] = [
  [/\b(pennsylvania|penn|pa|philadelphia|philly|pittsburgh|harrisburg|lancaster)\b/, "Pennsylvania", "Bel Air, Elkton or Wilmington"],
  [/\b(new jersey|nj)\b/, "New Jersey", "Wilmington or Newark, DE"],
  [/\b(west virginia|wv)\b/, "West Virginia", "Hagerstown or Frederick"],
  [/\b(virginia|va|richmond|norfolk|arlington|alexandria|fairfax)\b/, "Virginia", "Silver Spring, Rockville or Germantown"],
  [/\b(washington dc|washington d c|dc|d c|district of columbia)\b/, "Washington, DC", "Silver Spring or Bowie"],
  [/\b(new york|nyc)\b/, "New York", "Wilmington"],
];

const servedTown = (town: Town, zip?: string): Place => ({
  kind: "served",
  name: town.name,
  state: town.state,
  ...(zip ? { zip } : {}),
  ...(town.slug ? { slug: town.slug } : {}),
});

/** Damerau-Levenshtein distance, stopping once past `most`. */
function distance(a: string, b: string, most: number): number {
  if (Math.abs(a.length - b.length) > most) return most + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
    }
  }
  return rows[a.length]![b.length]!;
}

/** Words before a place that say it is one ("in", "near", "live in", "en"). */
const CUE = /\b(in|near|around|from|at|to|out|by|en|cerca de|serve|service|cover|live|located|based)\s*$/;
const STATE_AFTER = /^\s*(md|maryland|de|delaware|pa|va|wv|nj|dc)\b/;
/** Words homeowners use that look like town names a letter away. */
const EVERYDAY = new Set(["windows", "window", "roofing", "siding", "gutters", "gutter", "shingles", "roofer", "repair", "estimate"]);

/** A ZIP code's place: ours from the ZIP table, or beyond the line with the nearest town we serve. */
function zipPlace(zip: string): Place | null {
  const town = (zipTowns as Record<string, string>)[zip];
  if (town) {
    const [name] = town.split(", ");
    return servedTown(TOWNS.get(normal(name!)) ?? { name: title(name!), state: town.slice(-2) as "MD" | "DE" }, zip);
  }
  const near = borderTable().zip3[zip.slice(0, 3)];
  if (near) return { kind: "outside", name: `ZIP code ${zip}`, nearest: nearestOf(near.slice(1) as Border) };
  return /^(19[7-9]|2[01])/.test(zip) ? null : { kind: "outside", name: `ZIP code ${zip}` };
}

function nearestOf([town, miles, page, pageMiles]: Border): { town: string; miles: number; page?: string } {
  const pageSlug = page ? [...localities.values()].find((l) => l.name === page)?.slug : undefined;
  // A town with pages of its own is named too when it is not much farther.
  return { town, miles, ...(pageSlug && pageMiles !== undefined && pageMiles <= miles + 10 ? { page: page } : {}) };
}

/**
 * The place a message names, if any.
 * @example readPlace("do you work in elicott city") // { kind: "served", name: "Ellicott City", state: "MD", ... }
 */
export function readPlace(message: string): Place | null {
  const text = normal(message);
  const zip = /(?<![\d$.,])\b(\d{5})(?:-\d{4})?\b(?![\d,])/.exec(message)?.[1];
  if (zip && (/\bzip|codigo\b/.test(text) || (zipTowns as Record<string, string>)[zip] || borderTable().zip3[zip.slice(0, 3)]))
    return zipPlace(zip);
  const words = text.split(" ");
  let best: { place: Place; length: number; cost: number } | null = null;
  for (let at = 0; at < words.length; at++) {
    for (let size = Math.min(4, words.length - at); size >= 1; size--) {
      const phrase = words.slice(at, at + size).join(" ");
      const before = words.slice(0, at).join(" ");
      const after = ` ${words.slice(at + size).join(" ")}`;
      const cued = CUE.test(before) || STATE_AFTER.test(after);
      const found = placeNamed(phrase, size, cued, after);
      if (found && (!best || found.cost < best.cost || (found.cost === best.cost && phrase.length > best.length)))
        best = { place: found.place, length: phrase.length, cost: found.cost };
    }
  }
  if (best) return best.place;
  for (const [pattern, name, nearest] of FAR)
    if (pattern.test(text)) return { kind: "outside", name, nearest: { town: nearest, miles: 0 } };
  if (/\bmaryland\b/.test(text)) return { kind: "state", name: "Maryland", state: "MD" };
  if (/\bdelaware\b/.test(text)) return { kind: "state", name: "Delaware", state: "DE" };
  return null;
}

/** The place a phrase of `size` words names: exactly, or a letter or two away (cost: the letters changed). */
function placeNamed(phrase: string, size: number, cued: boolean, after: string): { place: Place; cost: number } | null {
  if (phrase.length < 3) return null;
  const county = /^(.*) county$/.exec(phrase)?.[1];
  if (county && COUNTIES[county]) return { place: { kind: "served", name: `${title(county)} County`, state: COUNTIES[county] }, cost: 0 };
  const town = TOWNS.get(phrase);
  const state = /^\s*(pa|va|wv|nj|dc)\b/.exec(after)?.[1];
  const beyond = borderNames().get(state ? `${phrase} ${state}` : phrase);
  // A one-word town that is also an everyday word ("Accident", "Boring") counts only with a cue.
  const plainWord = size === 1 && !town?.slug;
  if (beyond && (state || ((cued || size > 1) && !town)))
    return { place: { kind: "outside", name: beyond, nearest: nearestOf(borderTable().towns[beyond]!) }, cost: 0 };
  if (town && (!plainWord || cued || /^\s*(md|maryland|de|delaware)\b/.test(after))) return { place: servedTown(town), cost: 0 };
  // A slip of the finger: towns of six letters or more, one letter off (two in longer names).
  if (phrase.length < 6 || EVERYDAY.has(phrase) || (size === 1 && !cued)) return null;
  const most = phrase.length >= 9 ? 2 : 1;
  let best: { place: Place; cost: number } | null = null;
  for (const [name, candidate] of TOWNS) {
    if (Math.abs(name.length - phrase.length) > most || name[0] !== phrase[0]) continue;
    const cost = distance(phrase, name, most);
    if (cost <= most && (!best || cost < best.cost)) best = { place: servedTown(candidate), cost };
  }
  return best;
}

/** The town's page for a service, when the site has one. */
export function townPagePath(
  place: Place | null | undefined,
  service: "roofing" | "siding" | "windows" | "gutter" | "storm-damage",
): string | undefined {
  if (place?.kind !== "served" || !place.slug) return undefined;
  return landingPathFor(service, place.slug);
}
