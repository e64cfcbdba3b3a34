import { describe, expect, it } from "vitest";
import { centsOf, mapHref, money, smsHref, townOf } from "./format";

describe("how the admin writes places and money", () => {
  it("should name the town of a Maryland or Delaware ZIP code, and nothing for others", () => {
    expect(townOf("21014")).toBe("Bel Air, MD");
    expect(townOf("19801")).toBe("Wilmington, DE");
    expect(townOf("08204")).toBeNull();
    expect(townOf(null)).toBeNull();
  });

  it("should link a map search for the street and its town, and a text to the number", () => {
    expect(mapHref("12 Hickory Ave", "21014")).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent("12 Hickory Ave, Bel Air, MD, 21014")}`,
    );
    expect(smsHref("(410) 555-0177")).toBe("sms:+14105550177");
  });

  it("should read dollars as typed into cents, and refuse what is not an amount", () => {
    expect(centsOf("18,500")).toBe(1_850_000);
    expect(centsOf("$18500.5")).toBe(1_850_050);
    expect(centsOf(" ")).toBeNull();
    expect(centsOf("about 18k")).toBeUndefined();
    expect(centsOf("1.234")).toBeUndefined();
    expect(money(1_850_050)).toBe("$18,500.50");
    expect(money(null)).toBe("-");
  });
});
