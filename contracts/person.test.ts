import { describe, expect, it } from "vitest";
import { e164 } from "./person";

describe("e164", () => {
  it("should read a North American number however it is typed", () => {
    for (const typed of ["(410) 555-0142", "410-555-0142", "410.555.0142", "+1 410 555 0142", "1 (410) 555-0142", "4105550142"]) {
      expect(e164(typed), typed).toBe("+14105550142");
    }
    expect(e164("(416) 555-0199")).toBe("+14165550199");
  });

  it("should refuse what the office cannot call back: other countries, impossible lengths, area codes from 0 or 1", () => {
    for (const typed of [
      "+44 20 7946 0958",
      "+33 1 42 68 53 00",
      "555-0142",
      "(410) 555-01422",
      "(110) 555-0142",
      "(010) 555-0142",
      "call me",
      "",
    ]) {
      expect(e164(typed), typed).toBeNull();
    }
  });
});
