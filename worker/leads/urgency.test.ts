import { describe, expect, it } from "vitest";
import { leadUrgency } from "./gate";

describe("leadUrgency: one score for every way a lead comes in", () => {
  it("should rate hail damage described in words high, whatever door it came through", () => {
    expect(leadUrgency({ words: ["We had hail last night and I think the roof is damaged"] })).toBe("high");
    expect(leadUrgency({ chosen: "low", words: ["Gate code 1234. Shingles blew off in the storm."] })).toBe("high");
    expect(leadUrgency({ words: ["hi", "Is hail damage covered by insurance?"] })).toBe("high");
  });

  it("should rate water coming in or a tree on the roof an emergency, in any sentence", () => {
    expect(leadUrgency({ chosen: "low", words: ["Do you do tarps? Water is coming through the ceiling."] })).toBe("emergency");
    expect(leadUrgency({ words: ["", "A tree fell on my roof"] })).toBe("emergency");
  });

  it("should keep the person's own choice when their words say nothing more", () => {
    expect(leadUrgency({ chosen: "low", words: ["Two walls of vinyl siding faded, would like a quote."] })).toBe("low");
    expect(leadUrgency({ chosen: "emergency", words: [] })).toBe("emergency");
    expect(leadUrgency({ words: [null, undefined, "New storm windows for the porch"] })).toBe("medium");
  });

  it("should never lower a choice because of calm words", () => {
    expect(leadUrgency({ chosen: "high", words: ["No rush, whenever suits you"] })).toBe("high");
  });
});
