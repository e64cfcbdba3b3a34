import { townName, townsByFocusService } from "./landing/catalogue";
import { priceFacts, priceSample } from "./price-facts.built";
import type { SampleKind } from "./samples";

/**
 * Every service the contractor offers, its pages and its price as the price model states it
 * (content/prices.ts, through the built sentences): /services lists them all, the footer links
 * each, and /contact?search=... shows the one a visitor's search names.
 */
export interface ServiceEntry {
  /** The anchor of its part of /services. */
  id: string;
  name: string;
  /** The service's main page; for a service with town pages only, its part of /services, which lists them. */
  href: string;
  /** What it costs, as the price model states it; a free visit where the model prices nothing. */
  price: string;
  /** A price from the model while its figures are the template's: shown with their mark. */
  sample?: SampleKind;
  /** The instant estimate for it, if there is one. */
  estimate?: string;
  /** Its pages for single towns (every one, where there are a few; the main page lists the many). */
  townPages: readonly { name: string; href: string }[];
  /** Words in a search that name it, most particular first. */
  words: readonly string[];
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const townPages = (service: string, towns: readonly string[]) =>
  towns.map((town) => ({ name: townName(town), href: `/${service}-${town}` }));

export const serviceDirectory: readonly ServiceEntry[] = [
  {
    id: "emergency",
    name: "Emergency Roof Repair",
    href: "/emergency-roof-repair",
    price: "Call us about an active leak: the repair is priced in writing before it starts.",
    townPages: [],
    words: ["emergency", "leak", "leaking", "tarp"],
  },
  {
    id: "storm-damage",
    name: "Storm Damage Repair",
    href: "/services#storm-damage",
    price: "The storm damage inspection is free, with photos for your insurer; the repair is priced in a free written estimate.",
    townPages: townPages("storm-damage", townsByFocusService["storm-damage"]),
    words: ["storm", "hail", "wind", "tree", "insurance"],
  },
  {
    id: "roof-inspections",
    name: "Roof Inspections",
    href: "/services#roof-inspections",
    price: "Free, with photos and a written summary of the roof, flashing, gutters and attic ventilation.",
    townPages: townPages("roof-inspection", townsByFocusService["roof-inspection"]),
    words: ["inspection", "inspect", "inspector"],
  },
  {
    id: "gutters",
    name: "Gutters and Gutter Guards",
    href: "/services#gutters",
    price: `Seamless gutters run about ${priceFacts.gutters}; guards add ${priceFacts.gutterGuards}.`,
    ...priceSample,
    estimate: "/roof-replacement-estimate?for=gutters",
    townPages: townPages("gutter", townsByFocusService.gutter),
    words: ["gutter", "gutters", "downspout", "downspouts", "guard", "guards"],
  },
  {
    id: "siding",
    name: "Siding",
    href: "/siding",
    price: `${capitalise(priceFacts.siding)}.`,
    ...priceSample,
    estimate: "/roof-replacement-estimate?for=siding",
    townPages: [],
    words: ["siding", "vinyl", "fiber cement", "hardie", "soffit", "fascia", "trim"],
  },
  {
    id: "windows",
    name: "Windows",
    href: "/windows",
    price: `A standard-size vinyl double-hung replacement window often runs ${priceFacts.window} per window installed.`,
    ...priceSample,
    townPages: [],
    words: ["window", "windows", "patio door", "glass"],
  },
  {
    id: "roofing",
    name: "Roofing",
    href: "/roofing",
    price: `For ${priceFacts.typicalHouse}, an architectural shingle roof replacement often falls between ${priceFacts.roof}.`,
    ...priceSample,
    estimate: "/roof-replacement-estimate",
    townPages: [],
    words: ["roof", "roofing", "roofer", "shingle", "shingles", "metal", "flat"],
  },
];

/**
 * The service a search names best: the one with the most of its words in it, the more particular
 * service first on a tie ("emergency roof repair" is the emergency, "roof repair" roofing).
 * @example serviceForSearch("siding price")?.id // "siding"
 */
export function serviceForSearch(search: string): ServiceEntry | undefined {
  const text = ` ${search.toLowerCase().replace(/[^a-z]+/g, " ")} `;
  let best: { entry: ServiceEntry; hits: number } | undefined;
  for (const entry of serviceDirectory) {
    const hits = entry.words.filter((word) => text.includes(` ${word} `)).length;
    if (hits > 0 && hits > (best?.hits ?? 0)) best = { entry, hits };
  }
  return best?.entry;
}
