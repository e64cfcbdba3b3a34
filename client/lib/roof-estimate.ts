import { type RoofMaterial, type RoofPitch, wasteFactor } from "../../content/estimate";
import { jobPrice, region, roofAreaOfHome } from "../../content/prices";
import { zipState } from "../../contracts/zip";

/**
 * The instant roof replacement estimate: roof area (measured, or from the home's finished
 * area and stories), pitch, layers to tear off, material and ZIP code -> a price range.
 */

type SizeMode = "roof" | "home";

export interface EstimateInput {
  sizeMode: SizeMode;
  /** Roof surface in square feet (sizeMode "roof"). */
  roofArea: number;
  /** Finished living area in square feet (sizeMode "home"). */
  homeArea: number;
  stories: number;
  pitch: RoofPitch;
  layers: number;
  material: RoofMaterial;
  zip: string;
}

export interface Estimate {
  low: number;
  high: number;
  /** Roof surface used, in square feet. */
  roofArea: number;
  /** Roofing squares to buy (100 sq ft each, with waste). */
  squares: number;
  regionLabel: string;
  regionFactor: number;
  minimumApplied: boolean;
}

export type EstimateErrors = Partial<Record<"roofArea" | "homeArea" | "zip", string>>;

export function checkEstimateInput(input: EstimateInput): EstimateErrors {
  const errors: EstimateErrors = {};
  if (input.sizeMode === "roof" && !(input.roofArea >= 300 && input.roofArea <= 20_000)) {
    errors.roofArea = "Enter a roof area between 300 and 20,000 square feet";
  }
  if (input.sizeMode === "home" && !(input.homeArea >= 400 && input.homeArea <= 15_000)) {
    errors.homeArea = "Enter a home size between 400 and 15,000 square feet";
  }
  if (!/^\d{5}$/.test(input.zip.trim())) errors.zip = "Enter a 5-digit ZIP code";
  else if (!zipState(input.zip.trim())) errors.zip = "We serve Maryland and Delaware: enter a MD or DE ZIP code";
  return errors;
}

/** The instant estimate: the one price model (content/prices.ts) for this roof. */
export function estimateRoof(input: EstimateInput): Estimate {
  const roofArea = input.sizeMode === "roof" ? input.roofArea : roofAreaOfHome(input.homeArea, input.stories, input.pitch);
  const price = jobPrice({
    zip: input.zip,
    work: [{ kind: "roof", material: input.material, roofArea, pitch: input.pitch, layers: input.layers }],
  });
  const { label, factor } = region(input.zip);
  return {
    low: price.low,
    high: price.high,
    roofArea: Math.round(roofArea),
    squares: Math.round((roofArea / 100) * wasteFactor * 10) / 10,
    regionLabel: label,
    regionFactor: factor,
    minimumApplied: price.minimumApplied,
  };
}
