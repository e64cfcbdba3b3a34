import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { touchSchema } from "../../../contracts/attribution";
import { cleanTouch, plausibleTouchTime, TOUCH_PARAMS } from "../../../contracts/touch";

describe("cleanTouch", () => {
  it("should keep only the known keys, within their limits", () => {
    expect(
      cleanTouch({
        at: "2026-11-25T15:00:00Z",
        landing: "/roofing-bel-air",
        referrer: "WWW.Google.com",
        utm_campaign: ` bel-air\u0000-roofs ${"x".repeat(300)}`,
        gclid: "TEST-GCLID-1",
        email: "dana@example.net",
      }),
    ).toEqual({
      at: "2026-11-25T15:00:00.000Z",
      landing: "/roofing-bel-air",
      referrer: "www.google.com",
      utm_campaign: `bel-air-roofs ${"x".repeat(186)}`,
      gclid: "TEST-GCLID-1",
    });
    expect(cleanTouch({ at: "2026-11-25T15:00:00Z", landing: "https://evil.example/" })).toBeUndefined();
    expect(cleanTouch(null)).toBeUndefined();
  });

  it("should build, from anything storage may hold, only touches the worker accepts", () => {
    const anything = fc.oneof(
      fc.string({ maxLength: 400 }),
      fc.string({ unit: "binary", maxLength: 300 }),
      fc.integer(),
      fc.constant(null),
    );
    const stored = fc.record(
      {
        at: fc.oneof(
          fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
          anything,
        ),
        landing: fc.oneof(
          fc.string({ maxLength: 400 }).map((path) => `/${path}`),
          anything,
        ),
        referrer: anything,
        ...Object.fromEntries(TOUCH_PARAMS.map((key) => [key, anything])),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(stored, (value) => {
        // What a lead carries: a clean touch whose time is plausible (lead-attribution.ts drops the others).
        const touch = cleanTouch(value);
        if (touch && plausibleTouchTime(touch.at, Date.now()))
          expect(touchSchema.safeParse(touch).success, JSON.stringify(touch)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("should hold a touch's time to the site's own lifetime, with a few minutes for a fast clock", () => {
    const now = Date.parse("2026-11-28T12:00:00Z");
    expect(plausibleTouchTime("2026-11-21T00:00:00.000Z", now)).toBe(true);
    expect(plausibleTouchTime("2026-11-28T12:09:59.000Z", now)).toBe(true);
    for (const at of ["0000-01-01T00:00:00Z", "9999-12-31T23:59:59Z", "2026-11-20T23:59:59Z", "2026-11-28T12:10:01Z", "yesterday"])
      expect(plausibleTouchTime(at, now), at).toBe(false);
  });
});
