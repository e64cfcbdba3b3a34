/** Pricing model for the instant roof replacement estimate (/roof-replacement-estimate). Figures are installed prices per roofing square (100 sq ft) in Maryland and Delaware, 2026, including tear-off of one layer, underlayment, flashing, ventilation and cleanup. */

export type RoofMaterial = "asphalt-architectural" | "asphalt-three-tab" | "metal-standing-seam" | "synthetic-slate" | "flat-tpo";

export interface RoofMaterialOption {
  id: RoofMaterial;
  label: string;
  /** Installed price per square (100 sq ft of roof surface), US dollars. */
  pricePerSquare: { low: number; high: number };
  lifespanYears: string;
  note: string;
}

export const roofMaterials: readonly RoofMaterialOption[] = [
  {
    id: "asphalt-architectural",
    label: "Architectural asphalt shingles",
    pricePerSquare: { low: 450, high: 750 },
    lifespanYears: "25–30",
    note: "The most common choice in Maryland and Delaware: dimensional look, good wind ratings and the best value per year of service.",
  },
  {
    id: "asphalt-three-tab",
    label: "Three-tab asphalt shingles",
    pricePerSquare: { low: 400, high: 625 },
    lifespanYears: "15–20",
    note: "The lowest upfront cost, but a flatter look, lower wind ratings and shrinking product availability; most homeowners now choose architectural shingles.",
  },
  {
    id: "metal-standing-seam",
    label: "Standing seam metal",
    pricePerSquare: { low: 1100, high: 1800 },
    lifespanYears: "40–60",
    note: "Concealed-fastener steel or aluminum panels that shed snow and resist wind; price varies with panel gauge, finish and roof complexity.",
  },
  {
    id: "synthetic-slate",
    label: "Synthetic slate",
    pricePerSquare: { low: 950, high: 1700 },
    lifespanYears: "40–50",
    note: "Composite tiles with the look of natural slate at a fraction of the weight, usually without structural reinforcement.",
  },
  {
    id: "flat-tpo",
    label: "TPO flat roof membrane",
    pricePerSquare: { low: 700, high: 1200 },
    lifespanYears: "20–30",
    note: "A heat-welded single-ply membrane for flat and low-slope roofs such as rowhouses, porches and additions; new tapered insulation is priced separately. Choose the low pitch.",
  },
] as const;

/**
 * A material's expected life as prose says it: "25 to 30". The one source of roof lifespans: the
 * estimator, the chat, the pages and the articles (as `{lifespan:asphalt-architectural}`) read it.
 * @example lifespanText("asphalt-architectural") // "25 to 30"
 */
export function lifespanText(id: RoofMaterial): string {
  const material = roofMaterials.find((option) => option.id === id);
  if (!material) throw new Error(`No roof material ${id}`);
  return material.lifespanYears.replace("–", " to ");
}

/**
 * A text (an article's markdown) with its `{lifespan:<material>}` tokens replaced by the model's figures.
 * @example withLifespans("often {lifespan:asphalt-three-tab} years") // "often 15 to 20 years"
 */
export function withLifespans(text: string): string {
  return text.replace(/\{lifespan:([a-z-]+)\}/g, (token, id: string) =>
    roofMaterials.some((option) => option.id === id) ? lifespanText(id as RoofMaterial) : token,
  );
}

export type RoofPitch = "low" | "medium" | "steep" | "very-steep";

export interface RoofPitchOption {
  id: RoofPitch;
  label: string;
  description: string;
  /**
   * Converts the roof's plan (footprint) area to its surface area: the slope factor
   * sqrt(1 + (rise/12)^2) at a representative pitch for the band. Pure geometry, with no
   * overhang allowance: the footprint should be measured to the drip edge (eaves and rakes
   * included), or the estimate will run slightly low.
   */
  areaFactor: number;
  /** Multiplies the installed price for walkability: steep roofs need staging and harnesses. */
  laborFactor: number;
}

export const roofPitches: readonly RoofPitchOption[] = [
  {
    id: "low",
    label: "Low / flat",
    description: "Flat up to about 4/12 (a 4-inch rise per foot); easy to walk. Includes flat roofs.",
    areaFactor: 1.031, // representative 3/12: sqrt(1 + 0.25^2) = 1.0308
    laborFactor: 1.0,
  },
  {
    id: "medium",
    label: "Medium",
    description:
      "About 5/12 to 7/12, the most common pitch on Maryland and Delaware homes. Judge it from the ground: never climb onto the roof.",
    areaFactor: 1.118, // representative 6/12: sqrt(1 + 0.5^2) = 1.1180
    laborFactor: 1.0,
  },
  {
    id: "steep",
    label: "Steep",
    description: "About 8/12 to 10/12; a crew works it with roof jacks and fall protection.",
    areaFactor: 1.25, // representative 9/12: sqrt(1 + 0.75^2) = 1.2500
    laborFactor: 1.15,
  },
  {
    id: "very-steep",
    label: "Very steep",
    description: "12/12 (45 degrees) or steeper, common on Victorians, Cape Cod dormers and mansards; full staging required.",
    areaFactor: Math.SQRT2, // 12/12: sqrt(1 + 1^2); steeper roofs have more area still
    laborFactor: 1.3,
  },
] as const;

/** Cost per square to tear off and dispose of each additional existing layer beyond the first. */
export const extraLayerPerSquare: { low: number; high: number } = { low: 75, high: 125 } as const;

/**
 * Material waste for cuts at hips, valleys, rakes and starter/ridge courses, applied to the
 * surface area. 10% suits a typical gable or hip roof; cut-up roofs with many valleys and
 * dormers can run 15% or more.
 */
export const wasteFactor: number = 1.1;

/** Minimum price of a full replacement job (crew mobilization, dumpster, setup), US dollars. */
export const minimumJob: { low: number; high: number } = { low: 5500, high: 8500 } as const;

export const estimateAssumptions: readonly string[] = [
  "The estimate includes tear-off and disposal of one existing roof layer, synthetic underlayment, ice and water barrier at the eaves and valleys, new flashing and drip edge, roof ventilation and full cleanup.",
  "Each additional layer of old roofing adds a per-square charge for removal and disposal.",
  "Replacing rotted or damaged roof decking is not included and is billed per sheet of plywood or OSB, only if needed once the old roof is off.",
  "Chimney rebuilding or repointing, skylight replacement, gutters and downspouts, and fascia or soffit repairs are not included.",
  "Building permit fees vary by county and town and are listed separately on your written estimate.",
  "Prices are 2026 ranges for Maryland and Delaware and assume normal access to the roof.",
  "This instant estimate is not a quote; your final price comes from a free, written estimate after an on-site inspection.",
] as const;

export interface RegionalAdjustment {
  /** First three digits of the ZIP code. */
  zipPrefixes: readonly string[];
  label: string;
  /** Multiplies the installed price. ZIP codes not listed use 1.0. */
  factor: number;
}

/**
 * Modest regional price adjustments by three-digit ZIP prefix. Prefixes follow postal
 * sectional centers, not county lines, so a few border ZIP codes fall in a neighboring band.
 */
export const regionalAdjustments: readonly RegionalAdjustment[] = [
  {
    zipPrefixes: ["207", "208", "209"],
    label: "DC suburbs (Montgomery and Prince George's counties)",
    factor: 1.08,
  },
  {
    zipPrefixes: ["206"],
    label: "Southern Maryland (Charles, Calvert and St. Mary's counties)",
    factor: 1.02,
  },
  {
    zipPrefixes: ["210", "211", "212", "214"],
    label: "Baltimore metro and Annapolis",
    factor: 1.0,
  },
  {
    zipPrefixes: ["215", "217"],
    label: "Frederick, Hagerstown and Western Maryland",
    factor: 0.97,
  },
  {
    zipPrefixes: ["216", "218", "219"],
    label: "Eastern Shore and Cecil County",
    factor: 0.95,
  },
  {
    zipPrefixes: ["197", "198", "199"],
    label: "Delaware",
    factor: 0.98,
  },
] as const;
