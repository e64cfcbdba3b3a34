import { describe, expect, it } from "vitest";
import { emergencyRoofRepairPage } from "./pages/emergency-roof-repair";
import { warrantyPage, warrantyScope } from "./pages/warranty";

/** Every text of the site's words: pages, articles, towns. */
const texts = import.meta.glob<string>(["./**/*.{ts,json,md}", "!./**/*.test.ts"], { query: "?raw", import: "default", eager: true });

/** Advice a homeowner could get hurt following: making a hole in a ceiling holding water. */
const UNSAFE = /\b(pok\w*|punctur\w*|pierc\w*|drill\w*)\b[^.]{0,60}\b(hole|ceiling)\b|\bscrewdriver\b/i;

describe("emergency advice", () => {
  it("should never tell a homeowner to make a hole in a bulging ceiling", () => {
    expect(UNSAFE.test("some people relieve the pressure by poking a small hole at the lowest point with a screwdriver")).toBe(true);
    const found = Object.entries(texts).flatMap(([path, text]) =>
      text.split("\n").flatMap((line, index) => (UNSAFE.test(line) ? [`${path}:${index + 1}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it("should keep the safe steps: stay clear of a sagging ceiling, move valuables, catch drips, call", () => {
    const words = JSON.stringify(emergencyRoofRepairPage).toLowerCase();
    for (const step of ["stay out from under any ceiling that is sagging", "move furniture", "catch water", "call"])
      expect(words).toContain(step);
  });
});

/** The warranty promised for all work, when its terms exclude some (gutters, inspections). */
const EVERY_JOB =
  /\bevery (finished )?(project|job|repair|installation)\b[^.]{0,60}\bwarrant|\bwarrant\w*\b[^.]{0,60}\b(every|all) (finished )?(projects?|jobs?|repairs?|our work)\b/i;

describe("the workmanship warranty", () => {
  it("should be described as its terms say, never as covering every job", () => {
    expect(EVERY_JOB.test("Every finished project carries our 25 year warranty")).toBe(true);
    const found = Object.entries(texts).flatMap(([path, text]) =>
      text.split("\n").flatMap((line, index) => (EVERY_JOB.test(line) ? [`${path}:${index + 1}: ${EVERY_JOB.exec(line)![0]}`] : [])),
    );
    expect(found).toEqual([]);
    expect(warrantyPage.intro).toContain(warrantyScope.covers);
    expect(warrantyPage.intro).toContain(warrantyScope.excludes);
  });
});

/** Delaware has no statewide building code: its counties and towns adopt the IRC. */
const ONE_CODE =
  /\b(Maryland and Delaware|both states)\b[^.]{0,30}\b(build to|use|follow)\b[^.]{0,20}International Residential Code|International Residential Code,? (which both states use|used in both)/i;

describe("building codes", () => {
  it("should not say Delaware builds to one statewide code", () => {
    expect(ONE_CODE.test("Maryland and Delaware build to the International Residential Code")).toBe(true);
    const found = Object.entries(texts).flatMap(([path, text]) =>
      text.split("\n").flatMap((line, index) => (ONE_CODE.test(line) ? [`${path}:${index + 1}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
