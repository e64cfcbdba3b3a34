import {
  extraLayerPerSquare,
  minimumJob,
  type RoofMaterial,
  type RoofPitch,
  regionalAdjustments,
  roofMaterials,
  roofPitches,
  wasteFactor,
} from "../../content/estimate";
import { zipState } from "./contracts/zip";

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

/** Eaves and rakes reach past the walls; a footprint from living area gets this allowance. */
const OVERHANG_ALLOWANCE = 1.1;

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

const roundTo100 = (value: number) => Math.round(value / 100) * 100;

export function estimateRoof(input: EstimateInput): Estimate {
  const pitch = roofPitches.find((p) => p.id === input.pitch) ?? roofPitches[1]!;
  const material = roofMaterials.find((m) => m.id === input.material) ?? roofMaterials[0]!;
  const roofArea =
    input.sizeMode === "roof" ? input.roofArea : (input.homeArea / Math.max(input.stories, 1)) * OVERHANG_ALLOWANCE * pitch.areaFactor;
  const baseSquares = roofArea / 100;
  const squares = baseSquares * wasteFactor;
  const prefix = input.zip.trim().slice(0, 3);
  const region = regionalAdjustments.find((r) => r.zipPrefixes.includes(prefix));
  const regionFactor = region?.factor ?? 1;
  const extraLayers = Math.max(0, input.layers - 1);
  const price = (perSquare: number, perLayer: number) =>
    (squares * perSquare * pitch.laborFactor + baseSquares * perLayer * extraLayers) * regionFactor;
  const rawLow = price(material.pricePerSquare.low, extraLayerPerSquare.low);
  const rawHigh = price(material.pricePerSquare.high, extraLayerPerSquare.high);
  const minimumApplied = rawLow < minimumJob.low;
  return {
    low: roundTo100(Math.max(rawLow, minimumJob.low)),
    high: roundTo100(Math.max(rawHigh, minimumJob.high)),
    roofArea: Math.round(roofArea),
    squares: Math.round(squares * 10) / 10,
    regionLabel: region?.label ?? "Maryland and Delaware",
    regionFactor,
    minimumApplied,
  };
}
