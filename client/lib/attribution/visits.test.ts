import { describe, expect, it } from "vitest";
import type { Touch } from "../../../contracts/touch";
import { nextVisit } from "./visits";

const now = Date.parse("2026-11-25T15:00:00.000Z");
const minutes = (n: number) => n * 60_000;
const days = (n: number) => n * 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

const paid: Touch = {
  at: iso(now - days(10)),
  landing: "/roofing-bel-air",
  utm_source: "google",
  utm_medium: "cpc",
  gclid: "TEST-GCLID-1",
};
const direct = (at = now): Touch => ({ at: iso(at), landing: "/contact" });
const fromGoogle: Touch = { at: iso(now), landing: "/schedule", referrer: "www.google.com" };

describe("nextVisit", () => {
  it("should start the first visit and make it the first touch too", () => {
    expect(nextVisit({}, direct(), false, now)).toEqual({ first: direct(), last: direct(), starts: true });
  });

  it("should continue a visit on a plain page load within half an hour, keeping its touch", () => {
    const stored = { first: paid, last: paid, seen: now - minutes(29) };
    expect(nextVisit(stored, direct(), false, now)).toEqual({ first: paid, last: paid, starts: false });
  });

  it("should start a new visit after half an hour without activity, keeping the first touch", () => {
    const stored = { first: paid, last: paid, seen: now - minutes(31) };
    expect(nextVisit(stored, direct(), false, now)).toEqual({ first: paid, last: direct(), starts: true });
  });

  it("should start a new visit when another site or a tagged link brings the visitor back, but not on a reload", () => {
    const stored = { first: paid, last: paid, seen: now - minutes(5) };
    expect(nextVisit(stored, fromGoogle, false, now)).toEqual({ first: paid, last: fromGoogle, starts: true });
    expect(nextVisit(stored, fromGoogle, true, now)).toEqual({ first: paid, last: paid, starts: false });
  });

  it("should replace a first touch older than 90 days with this visit", () => {
    const old = { ...paid, at: iso(now - days(91)) };
    expect(nextVisit({ first: old, last: old, seen: now - days(91) }, fromGoogle, false, now)).toEqual({
      first: fromGoogle,
      last: fromGoogle,
      starts: true,
    });
  });

  it("should treat whatever storage holds that is no touch as nothing", () => {
    expect(nextVisit({ first: "x", last: { landing: 5 }, seen: "soon" }, direct(), false, now)).toEqual({
      first: direct(),
      last: direct(),
      starts: true,
    });
  });
});
