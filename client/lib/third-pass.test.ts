import { describe, expect, it } from "vitest";
import { serviceEstimateCalls } from "../../content/calls-to-action";
import financing from "../../content/pages/financing";
import { jobPrice } from "../../content/prices";
import { estimateKind, windowsEstimate } from "./exterior-estimate";

const query = (text: string) => new URLSearchParams(text);

describe("finding prices", () => {
  it("should price windows by count and type from the one price model", () => {
    expect(estimateKind(query("for=windows"))).toBe("windows");
    const outcome = windowsEstimate(query("count=12&type=fiberglass&zip=21014"));
    const model = jobPrice({ zip: "21014", work: [{ kind: "windows", type: "fiberglass", count: 12 }] });
    expect(outcome).toMatchObject({ kind: "priced", zip: "21014", estimate: { low: model.low, high: model.high } });
    expect(windowsEstimate(query("count=0&zip=90210"))).toEqual({
      kind: "invalid",
      errors: { count: "Enter a number of windows between 1 and 100", zip: "We serve Maryland and Delaware: enter a MD or DE ZIP code" },
    });
    expect(windowsEstimate(query("count=3"))).toEqual({ kind: "empty" });
  });

  it("should offer each service page its own estimate, and say something different on each financing card", () => {
    expect(serviceEstimateCalls.siding.href).toBe("/roof-replacement-estimate?for=siding");
    expect(serviceEstimateCalls.windows.href).toBe("/roof-replacement-estimate?for=windows");
    const values = financing.highlights!.map((card) => card.value.toLowerCase().replace(/\s+approval$/, ""));
    expect(new Set(values).size).toBe(values.length);
  });
});
