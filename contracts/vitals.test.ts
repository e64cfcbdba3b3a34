import { describe, expect, it } from "vitest";
import { type VitalName, type VitalsRow, vitalRating, worstFirst } from "./vitals";

const row = (pageType: VitalsRow["pageType"], values: Partial<Record<VitalName, number>>): VitalsRow => ({
  pageType,
  metrics: Object.fromEntries(
    (["LCP", "INP", "CLS", "TTFB"] as const).map((metric) => {
      const value = values[metric];
      return [metric, value === undefined ? null : { p75: value, rating: vitalRating(metric, value), samples: 20 }];
    }),
  ) as VitalsRow["metrics"],
});

describe("the speed figures' order", () => {
  it("should put the worst page types first: the home page's poor INP of 1,100 ms above good pages, no data last", () => {
    const rows = [
      row("service", { LCP: 1800, INP: 120, CLS: 0.02, TTFB: 300 }),
      row("article", {}),
      row("contact", { LCP: 3000, INP: 150 }),
      row("home", { LCP: 2100, INP: 1100, CLS: 0.01, TTFB: 400 }),
    ];
    expect(worstFirst(rows).map((each) => each.pageType)).toEqual(["home", "contact", "service", "article"]);
  });
});
