import { describe, expect, it } from "vitest";
import { lifespanText, roofMaterials, withLifespans } from "./estimate";

/** Every text of the site's words (the model itself aside). */
const texts = import.meta.glob<string>(["./**/*.{ts,json,md}", "!./**/*.test.ts", "!./estimate.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
});

/** A lifespan written out next to a roofing material the model prices: "architectural shingles at roughly 20 to 30 years". */
const WRITTEN_OUT =
  /\b(3-tab|three-tab|architectural|standing[- ]seam|metal roof\w*|synthetic slate|TPO)\b[^.]{0,50}?\b\d{2} (to|-|–) \d{2} years\b/i;

describe("roof lifespans", () => {
  it("should come from the estimate's model only, as `{lifespan:<material>}` in articles", () => {
    expect(WRITTEN_OUT.test("architectural shingles at roughly 20 to 30 years")).toBe(true);
    const found = Object.entries(texts).flatMap(([path, text]) =>
      text.split("\n").flatMap((line, index) => (WRITTEN_OUT.test(line) ? [`${path}:${index + 1}: ${WRITTEN_OUT.exec(line)![0]}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it("should fill in every material's figure, and leave unknown tokens as written", () => {
    for (const material of roofMaterials)
      expect(withLifespans(`{lifespan:${material.id}} years`)).toBe(`${lifespanText(material.id)} years`);
    expect(lifespanText("asphalt-architectural")).toBe("25 to 30");
    expect(withLifespans("{lifespan:thatch}")).toBe("{lifespan:thatch}");
  });
});
