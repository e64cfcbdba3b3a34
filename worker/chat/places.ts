import { business } from "../../content/business";
import { projects } from "../../content/projects";
import { testimonials } from "../../content/testimonials";
import { zipState } from "../../contracts/leads";
import { landingPathFor } from "../landing/catalogue";
import { localities } from "../landing/localities";

/** A place a visitor names, checked against our service area. */
export type PlaceCheck =
  | { kind: "in-area"; name: string; state: "MD" | "DE"; county?: string; page?: string }
  | { kind: "out-of-area"; name: string }
  | { kind: "zip"; zip: string; state: "MD" | "DE" | null };

interface KnownPlace {
  name: string;
  state: "MD" | "DE";
  county?: string;
  page?: string;
}

const STATE_ABBREVIATION = { maryland: "MD", delaware: "DE" } as const;

/** Town names that are also ordinary words: they count only with a place cue ("in Street", "Street, MD"). */
const AMBIGUOUS = new Set([
  "street",
  "fork",
  "chase",
  "phoenix",
  "butler",
  "sparks",
  "riverside",
  "dublin",
  "garrison",
  "freeland",
  "benson",
  "baldwin",
  "white hall",
  "long green",
  "glen arm",
  "pleasant hills",
  "essex",
  "bradshaw",
  "hydes",
  "monkton",
  "perryman",
  "upperco",
  "cardiff",
]);

/** Places outside Maryland and Delaware that visitors ask about. */
const OUTSIDE = [
  "virginia",
  "west virginia",
  "pennsylvania",
  "new jersey",
  "new york",
  "washington dc",
  "washington, dc",
  "washington d.c.",
  "district of columbia",
  "philadelphia",
  "pittsburgh",
  "harrisburg",
  "york, pa",
  "york pa",
  "lancaster, pa",
  "lancaster pa",
  "dc",
  "richmond",
  "arlington",
  "alexandria",
  "norfolk",
  "virginia beach",
];

/** Maryland's counties (and Baltimore City) and Delaware's: all inside the service area. Kent is in both states. */
const COUNTIES: readonly { name: string; state: "MD" | "DE"; pattern: RegExp }[] = [
  ..."Allegany,Anne Arundel,Baltimore,Calvert,Caroline,Carroll,Cecil,Charles,Dorchester,Frederick,Garrett,Harford,Howard,Montgomery,Prince George's,Queen Anne's,St. Mary's,Somerset,Talbot,Washington,Wicomico,Worcester"
    .split(",")
    .map((name) => ({ name, state: "MD" as const })),
  ...["New Castle", "Kent", "Sussex"].map((name) => ({ name, state: "DE" as const })),
].map(({ name, state }) => ({
  name: `${name} County`,
  state,
  pattern: new RegExp(`\\b${name.toLowerCase().replace(/[.']/g, "\\W?")} county\\b`),
}));

function knownPlaces(): KnownPlace[] {
  const places = new Map<string, KnownPlace>();
  for (const record of localities.values()) {
    places.set(record.name.toLowerCase(), {
      name: record.name,
      state: record.state,
      county: record.county,
      page: landingPathFor("roofing", record.slug) ?? landingPathFor("siding", record.slug),
    });
  }
  const more = [
    ...business.featuredAreas,
    ...[...testimonials, ...projects].map((item) => {
      const [name, state] = item.location.split(/,\s*/);
      return { name: name!, state: state as "MD" | "DE" };
    }),
  ];
  for (const place of more) {
    if ((place.state === "MD" || place.state === "DE") && !places.has(place.name.toLowerCase()))
      places.set(place.name.toLowerCase(), place);
  }
  // Longest names first, so "Aberdeen Proving Ground" wins over "Aberdeen".
  return [...places.values()].sort((a, b) => b.name.length - a.name.length);
}

const PLACES = knownPlaces();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function mentions(text: string, name: string): boolean {
  const lower = name.toLowerCase();
  const pattern = new RegExp(`\\b${escapeRegExp(lower)}\\b`);
  if (!pattern.test(text)) return false;
  if (!AMBIGUOUS.has(lower)) return true;
  return new RegExp(
    `\\b(in|to|near|around|serve|serving|from|at)\\s+${escapeRegExp(lower)}\\b|\\b${escapeRegExp(lower)},?\\s+(md|maryland|de|delaware)\\b`,
  ).test(text);
}

/** The first place the message names: a ZIP code, a town we know, a state, or somewhere outside our area. */
export function checkPlace(message: string): PlaceCheck | null {
  const text = message.toLowerCase();
  // A five-digit number is a ZIP code when it looks like one of ours or the visitor says "zip".
  const zip = /(?<![$\d,.])\b(\d{5})(?:-\d{4})?\b(?![,.]?\d)/.exec(text)?.[1];
  const zipCue = zip
    ? new RegExp(`\\b(zip|zip code|in|at|near|live in|i'm in|im in)\\s*:?\\s*${zip}\\b|^${zip}\\b`).test(text) || /\bzip\b/.test(text)
    : false;
  if (zip && (/^(19[7-9]|20[6-9]|21\d)/.test(zip) || zipCue)) return { kind: "zip", zip, state: zipState(zip) };
  for (const outside of OUTSIDE) {
    if (new RegExp(`\\b${escapeRegExp(outside)}\\b`).test(text))
      return { kind: "out-of-area", name: outside === "dc" ? "Washington, DC" : outside.replace(/\b\w/g, (c) => c.toUpperCase()) };
  }
  // "Frederick County" is the county, not the town of Frederick.
  for (const place of PLACES) {
    if (mentions(text, place.name) && !text.includes(`${place.name.toLowerCase()} county`)) return { kind: "in-area", ...place };
  }
  for (const county of COUNTIES) {
    if (!county.pattern.test(text)) continue;
    const state = county.name === "Kent County" && /\b(md|maryland)\b/.test(text) ? "MD" : county.state;
    return { kind: "in-area", name: county.name, state };
  }
  for (const [state, abbreviation] of Object.entries(STATE_ABBREVIATION)) {
    if (new RegExp(`\\b${state}\\b`).test(text))
      return { kind: "in-area", name: state[0]!.toUpperCase() + state.slice(1), state: abbreviation };
  }
  return null;
}
