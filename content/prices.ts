import {
  extraLayerPerSquare,
  minimumJob,
  type RoofMaterial,
  type RoofPitch,
  regionalAdjustments,
  roofMaterials,
  roofPitches,
  wasteFactor,
} from "./estimate";

/**
 * The one price model: every price the site states (the service pages' ranges, the instant roof
 * estimate, the chat's price facts) and every project's value come from these figures. The roof
 * tables are in ./estimate.ts; siding, windows, gutters and the extras a project may need are here.
 */

/** The template's own figures: a contractor replaces them with theirs (`npm run content:check` lists this). */
export const priceModelRecord = { sample: true, id: "price-model", title: "Installed prices in content/estimate.ts and content/prices.ts" };

/** What a page section, a service or an answer that states these prices carries: the sample mark while they are the template's. */
export const priceSample: { sample?: "prices" } = priceModelRecord.sample ? { sample: "prices" } : {};

export interface PriceRange {
  low: number;
  high: number;
}

export type SidingMaterial = "vinyl" | "insulated-vinyl" | "fiber-cement" | "engineered-wood";

/** Installed price per square (100 sq ft) of wall: old siding removed, house wrap, flashing at openings, trim at corners and openings. */
const sidingPerSquare: Record<SidingMaterial, PriceRange> = {
  vinyl: { low: 450, high: 800 },
  "insulated-vinyl": { low: 650, high: 1100 },
  "fiber-cement": { low: 1000, high: 1700 },
  "engineered-wood": { low: 850, high: 1400 },
};

/** The siding the instant estimate and the pages price, in the order they are offered, as prose names them. */
export const sidingMaterials: readonly { id: SidingMaterial; label: string }[] = [
  { id: "vinyl", label: "Vinyl siding" },
  { id: "insulated-vinyl", label: "Insulated vinyl siding" },
  { id: "fiber-cement", label: "Fiber cement siding" },
  { id: "engineered-wood", label: "Engineered wood siding" },
];

/** A siding's installed price per square foot of wall (the model keeps it per square of 100 sq ft). */
export function sidingPerSquareFoot(material: SidingMaterial): PriceRange {
  const range = sidingPerSquare[material];
  return { low: range.low / 100, high: range.high / 100 };
}

export type WindowType = "vinyl-double-hung" | "fiberglass" | "wood-clad" | "commercial";

/** Installed price per window, old unit removed, insulated, sealed and trimmed. */
export const windowPrices: Record<WindowType, PriceRange & { label: string }> = {
  "vinyl-double-hung": { label: "a standard-size vinyl double-hung replacement window", low: 700, high: 1500 },
  fiberglass: { label: "a fiberglass replacement window", low: 1200, high: 2500 },
  "wood-clad": { label: "a wood-interior, clad-exterior window", low: 1400, high: 3000 },
  commercial: { label: "a commercial-grade window", low: 1500, high: 3000 },
};

/**
 * Extras priced by the unit: seamless gutters and downspouts, gutter guards added to them, soffit
 * and fascia, tapered insulation, skylights. Gutters per linear foot of gutter, old gutters taken
 * down and hauled away, downspouts and hangers included; guards per linear foot of gutter covered.
 */
export const extras = {
  gutterPerFoot: { low: 12, high: 22 },
  gutterGuardPerFoot: { low: 6, high: 12 },
  soffitFasciaPerFoot: { low: 20, high: 40 },
  taperedInsulationPerSquare: { low: 150, high: 300 },
  skylightEach: { low: 1500, high: 3000 },
} as const satisfies Record<string, PriceRange>;

/** One piece of work the model prices: what a project was, or what a homeowner asks about. */
type PricedWork =
  | { kind: "roof"; material: RoofMaterial; roofArea: number; pitch: RoofPitch; layers: number }
  | { kind: "siding"; material: SidingMaterial; wallArea: number }
  | { kind: "windows"; type: WindowType; count: number }
  | { kind: "extra"; item: keyof typeof extras; quantity: number };

/** A job: its pieces and its ZIP code (the region's price factor). */
export interface PricedJob {
  zip: string;
  work: readonly PricedWork[];
}

const roundTo100 = (value: number) => Math.round(value / 100) * 100;

/** The regional factor of a ZIP code (1 where no adjustment is listed). */
export function region(zip: string): { label: string; factor: number } {
  const found = regionalAdjustments.find((r) => r.zipPrefixes.includes(zip.trim().slice(0, 3)));
  return { label: found?.label ?? "Maryland and Delaware", factor: found?.factor ?? 1 };
}

/**
 * A roof replacement's price before the regional factor and the minimum job: per square of
 * surface with waste, times the pitch's labor factor, plus tear-off of each extra layer.
 */
function roofCost(work: Extract<PricedWork, { kind: "roof" }>): PriceRange {
  const pitch = roofPitches.find((p) => p.id === work.pitch) ?? roofPitches[1]!;
  const material = roofMaterials.find((m) => m.id === work.material) ?? roofMaterials[0]!;
  const baseSquares = work.roofArea / 100;
  const squares = baseSquares * wasteFactor;
  const extraLayers = Math.max(0, work.layers - 1);
  const cost = (perSquare: number, perLayer: number) => squares * perSquare * pitch.laborFactor + baseSquares * perLayer * extraLayers;
  return {
    low: cost(material.pricePerSquare.low, extraLayerPerSquare.low),
    high: cost(material.pricePerSquare.high, extraLayerPerSquare.high),
  };
}

function workCost(work: PricedWork): PriceRange {
  const times = (range: PriceRange, quantity: number) => ({ low: range.low * quantity, high: range.high * quantity });
  switch (work.kind) {
    case "roof":
      return roofCost(work);
    case "siding":
      return times(sidingPerSquare[work.material], work.wallArea / 100);
    case "windows":
      return times(windowPrices[work.type], work.count);
    case "extra":
      return times(extras[work.item], work.quantity);
  }
}

/**
 * What the model gives for a job: its pieces added up, times the region's factor; a job with a
 * roof costs at least the minimum job. Rounded to $100.
 * @example jobPrice({ zip: "21014", work: [{ kind: "windows", type: "vinyl-double-hung", count: 10 }] }) // { low: 7000, high: 15000 }
 */
export function jobPrice(job: PricedJob): PriceRange & { minimumApplied: boolean } {
  const { factor } = region(job.zip);
  const sum = job.work.map(workCost).reduce((a, b) => ({ low: a.low + b.low, high: a.high + b.high }), { low: 0, high: 0 });
  const hasRoof = job.work.some((work) => work.kind === "roof");
  const low = sum.low * factor;
  const high = sum.high * factor;
  const minimumApplied = hasRoof && low < minimumJob.low;
  return {
    low: roundTo100(hasRoof ? Math.max(low, minimumJob.low) : low),
    high: roundTo100(hasRoof ? Math.max(high, minimumJob.high) : high),
    minimumApplied,
  };
}

/** The houses the service pages' roof price speaks of: 1,500 to 2,500 sq ft, one or two stories, a walkable pitch, one layer to remove. */
export const typicalHouse = { homeArea: { low: 1500, high: 2500 }, stories: [1, 2], pitch: "medium", layers: 1 } as const;

/** Eaves and rakes reach past the walls: a roof's footprint from a home's living area gets this allowance. */
const OVERHANG_ALLOWANCE = 1.1;

/** A roof's surface from the home's finished area and stories at a pitch (the estimator's "home size" way). */
export function roofAreaOfHome(homeArea: number, stories: number, pitch: RoofPitch): number {
  const factor = (roofPitches.find((p) => p.id === pitch) ?? roofPitches[1]!).areaFactor;
  return (homeArea / Math.max(stories, 1)) * OVERHANG_ALLOWANCE * factor;
}

/** What the model gives for an architectural shingle roof on each typical house, lowest and highest. */
function typicalRoofRange(material: RoofMaterial): PriceRange {
  const prices = typicalHouse.stories.flatMap((stories) =>
    [typicalHouse.homeArea.low, typicalHouse.homeArea.high].map((homeArea) =>
      jobPrice({
        zip: "21201",
        work: [
          {
            kind: "roof",
            material,
            roofArea: roofAreaOfHome(homeArea, stories, typicalHouse.pitch),
            pitch: typicalHouse.pitch,
            layers: typicalHouse.layers,
          },
        ],
      }),
    ),
  );
  return {
    low: Math.floor(Math.min(...prices.map((p) => p.low)) / 500) * 500,
    high: Math.ceil(Math.max(...prices.map((p) => p.high)) / 500) * 500,
  };
}

const dollars = (value: number) => `$${value.toLocaleString("en-US")}`;
const architectural = roofMaterials.find((m) => m.id === "asphalt-architectural")!;
const metal = roofMaterials.find((m) => m.id === "metal-standing-seam")!;

/** The published roof range (architectural shingles on a typical house), window, siding and gutter ranges, as figures. */
export const publishedRanges = {
  roof: typicalRoofRange("asphalt-architectural"),
  window: { low: windowPrices["vinyl-double-hung"].low, high: windowPrices["vinyl-double-hung"].high },
  sidingPerSquareFoot: {
    vinyl: sidingPerSquareFoot("vinyl"),
    "insulated-vinyl": sidingPerSquareFoot("insulated-vinyl"),
    "fiber-cement": sidingPerSquareFoot("fiber-cement"),
  },
  gutterPerFoot: extras.gutterPerFoot,
  gutterGuardPerFoot: extras.gutterGuardPerFoot,
} as const;

/** Dollars as prose says a unit price: "$4.50", "$8", "$12". */
const unitDollars = (value: number) => (Number.isInteger(value) ? dollars(value) : `$${value.toFixed(2)}`);
const unitRange = (range: PriceRange) => `${unitDollars(range.low)} to ${unitDollars(range.high)}`;
const siding = publishedRanges.sidingPerSquareFoot;

/**
 * The prices as prose says them, for the service pages and the chat: one source for both.
 * `roof` reads "between {roof}"; `window` reads "{window} per window installed"; `siding` is a
 * clause ("{siding}"); `gutters` reads "seamless gutters run about {gutters}", `gutterGuards`
 * "guards add {gutterGuards}".
 */
export const priceFacts = {
  roof: `${dollars(publishedRanges.roof.low)} and ${dollars(publishedRanges.roof.high)}`,
  typicalHouse: `a house of ${typicalHouse.homeArea.low.toLocaleString("en-US")} to ${typicalHouse.homeArea.high.toLocaleString("en-US")} square feet`,
  storiesNote: "a two-story house has about half the roof of a one-story house of the same size",
  perSquare: `standing seam metal runs about ${dollars(metal.pricePerSquare.low)} to ${dollars(metal.pricePerSquare.high)} a square (100 square feet of roof) installed, against ${dollars(architectural.pricePerSquare.low)} to ${dollars(architectural.pricePerSquare.high)} for architectural shingles`,
  window: `${dollars(publishedRanges.window.low)} to ${dollars(publishedRanges.window.high)}`,
  /** Reads "vinyl siding runs about ... installed". */
  siding: `vinyl siding runs about ${unitRange(siding.vinyl)} per square foot of wall installed, insulated vinyl ${unitRange(siding["insulated-vinyl"])} and fiber cement ${unitRange(siding["fiber-cement"])}`,
  /** Reads "seamless gutters run about ..."; guards are extra. */
  gutters: `${unitRange(publishedRanges.gutterPerFoot)} per linear foot installed, downspouts included`,
  gutterGuards: `${unitRange(publishedRanges.gutterGuardPerFoot)} per linear foot`,
} as const;
