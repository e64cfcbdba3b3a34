import { describe, expect, it } from "vitest";
import { jobPrice } from "../../content/prices";
import { estimateKind, gutterEstimate, sidingEstimate } from "./exterior-estimate";

const query = (text: string) => new URLSearchParams(text);

describe("the instant siding and gutter estimates", () => {
  it("should pick the estimate the address asks for, the roof's otherwise", () => {
    expect(estimateKind(query("for=siding"))).toBe("siding");
    expect(estimateKind(query("for=gutters"))).toBe("gutters");
    expect(estimateKind(query("for=decks"))).toBe("roof");
    expect(estimateKind(query(""))).toBe("roof");
  });

  it("should price siding per square foot of wall from the one price model", () => {
    const outcome = sidingEstimate(query("wallArea=1,800&material=fiber-cement&zip=21043"));
    const model = jobPrice({ zip: "21043", work: [{ kind: "siding", material: "fiber-cement", wallArea: 1800 }] });
    expect(outcome).toMatchObject({ kind: "priced", zip: "21043", estimate: { low: model.low, high: model.high } });
    // $10 to $17 a square foot on 1,800 square feet, Baltimore metro's factor 1.
    expect(outcome).toMatchObject({ estimate: { low: 18_000, high: 30_600 } });
  });

  it("should price gutters per linear foot, with guards on the same length when asked", () => {
    const plain = gutterEstimate(query("feet=150&zip=21401"));
    const guarded = gutterEstimate(query("feet=150&guards=yes&zip=21401"));
    expect(plain).toMatchObject({ kind: "priced", estimate: { low: 1800, high: 3300 } });
    expect(guarded).toMatchObject({ kind: "priced", estimate: { low: 2700, high: 5100 } });
  });

  it("should show nothing before the form is sent and name each mistake after", () => {
    expect(sidingEstimate(query("for=siding"))).toEqual({ kind: "empty" });
    expect(sidingEstimate(query("wallArea=&zip=1234"))).toEqual({
      kind: "invalid",
      errors: { wallArea: "Enter a wall area between 100 and 20,000 square feet", zip: "Enter a 5-digit ZIP code" },
    });
    expect(gutterEstimate(query("feet=100&zip=10001"))).toEqual({
      kind: "invalid",
      errors: { zip: "We serve Maryland and Delaware: enter a MD or DE ZIP code" },
    });
  });
});
