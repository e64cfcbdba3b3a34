import { describe, expect, it } from "vitest";
import { visitAddress } from "./visit-address";

describe("visitAddress", () => {
  it("should name the town of the ZIP code after a street written without it", () => {
    expect(visitAddress("41 Loockerman St", "19901")).toBe("41 Loockerman St, Dover, DE 19901");
  });

  it("should not repeat a town the homeowner wrote, nor invent one for an unknown ZIP code", () => {
    expect(visitAddress("41 Loockerman St, Dover", "19901")).toBe("41 Loockerman St, Dover, 19901");
    expect(visitAddress("1 Elm St", "99999")).toBe("1 Elm St, 99999");
  });
});
