import { describe, expect, it } from "vitest";
import { recalledDetails, rememberDetails, splitAddress } from "./visitor-details";

describe("visitor details", () => {
  it.each([
    ["12 Oak St, Bel Air, MD 21014", "12 Oak St, Bel Air", "21014"],
    ["48 Hickory Ave 21014-1234", "48 Hickory Ave", "21014"],
    ["21014", "", "21014"],
    ["7 Elm St, Newark, Delaware 19711", "7 Elm St, Newark", "19711"],
    ["1204 Ridge Rd", "1204 Ridge Rd", ""],
  ])("should split %s into its street and ZIP code", (address, street, zip) => {
    expect(splitAddress(address)).toEqual({ street, zip });
  });

  it("should remember nothing, and fail nothing, where the browser has no session storage", () => {
    rememberDetails({ name: "Alan Brooks" });
    expect(recalledDetails()).toEqual({});
  });
});
