import { describe, expect, it } from "vitest";
import { splitSentences } from "./condense";

describe("a passage's sentences", () => {
  it("should end a sentence at its full stop, not at an abbreviation the towns' words use", () => {
    expect(
      splitSentences(
        "Homes line U.S. 40 and Route 896. Early St. Charles neighborhoods have older roofs! The U.S. Department of Energy notes savings. Choose a material, e.g. vinyl. Is it 2026? Yes.",
      ),
    ).toEqual([
      "Homes line U.S. 40 and Route 896.",
      "Early St. Charles neighborhoods have older roofs!",
      "The U.S. Department of Energy notes savings.",
      "Choose a material, e.g. vinyl.",
      "Is it 2026?",
      "Yes.",
    ]);
  });
});
