import { describe, expect, it } from "vitest";
import { checkEstimateInput, type EstimateInput, estimateRoof } from "./roof-estimate";

const base: EstimateInput = {
  sizeMode: "roof",
  roofArea: 2000,
  homeArea: 0,
  stories: 2,
  pitch: "medium",
  layers: 1,
  material: "asphalt-architectural",
  zip: "21014",
};

describe("instant roof estimate", () => {
  it("should price a 2,000 sq ft architectural shingle roof in the Baltimore area", () => {
    // 20 squares x 1.10 waste = 22 squares at $450-$750, labor factor 1.0, region factor 1.0.
    expect(estimateRoof(base)).toMatchObject({ low: 9900, high: 16500, squares: 22, roofArea: 2000, regionFactor: 1 });
  });

  it("should add tear-off of extra layers, steepness and the region", () => {
    const steep = estimateRoof({ ...base, pitch: "steep", layers: 2, zip: "20852" });
    // (22 x 450 x 1.15 + 20 x 75) x 1.08 = 13,916 -> 13,900; (22 x 750 x 1.15 + 20 x 125) x 1.08 = 23,193 -> 23,200
    expect(steep).toMatchObject({ low: 13900, high: 23200, regionFactor: 1.08 });
  });

  it("should work from the home's living area and stories", () => {
    const fromHome = estimateRoof({ ...base, sizeMode: "home", homeArea: 2400, stories: 2 });
    // 1,200 sq ft footprint x 1.10 overhang x 1.118 slope = 1,476 sq ft of roof.
    expect(fromHome.roofArea).toBe(1476);
  });

  it("should never quote below the minimum job", () => {
    expect(estimateRoof({ ...base, roofArea: 400 })).toMatchObject({ low: 5500, high: 8500, minimumApplied: true });
  });

  it("should ask for a Maryland or Delaware ZIP and a sensible size", () => {
    expect(checkEstimateInput(base)).toEqual({});
    expect(checkEstimateInput({ ...base, zip: "0820" })).toEqual({ zip: "Enter a 5-digit ZIP code" });
    expect(checkEstimateInput({ ...base, zip: "08204" })).toEqual({ zip: "We serve Maryland and Delaware: enter a MD or DE ZIP code" });
    expect(checkEstimateInput({ ...base, roofArea: 50 })).toEqual({ roofArea: "Enter a roof area between 300 and 20,000 square feet" });
    expect(checkEstimateInput({ ...base, sizeMode: "home", homeArea: 0 })).toEqual({
      homeArea: "Enter a home size between 400 and 15,000 square feet",
    });
  });
});
