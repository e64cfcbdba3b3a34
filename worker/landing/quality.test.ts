import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { plainClaims } from "../../contracts/claims";
import { canonicalLandingSpecs, landingSpecs } from "./catalogue";
import { composeLandingPage, landingBodyText } from "./compose";
import { localityTexts } from "./locality-texts";
import { landingGate } from "./pages";
import { jaccard, MAX_SIBLING_SIMILARITY, MIN_BODY_WORDS, runQualityGate, shingles, words } from "./quality";

const texts = await localityTexts(env.ASSETS);

describe("landing page quality gate", () => {
  it("should measure word 4-shingle Jaccard similarity", () => {
    expect([...shingles("One two three four five")]).toEqual(["one two three four", "two three four five"]);
    expect(jaccard(shingles("a b c d e"), shingles("a b c d e"))).toBe(1);
    expect(jaccard(shingles("a b c d e"), shingles("a b c d x"))).toBeCloseTo(1 / 3);
    expect(jaccard(shingles("a b c d"), shingles("e f g h"))).toBe(0);
    expect(words("See [our guide](/insights/x), it's short.")).toEqual(["see", "our", "guide", "it's", "short"]);
  });

  it("should pass every landing page: 300+ words, no placeholders, at most 40% like any sibling of its service or town", () => {
    const verdicts = [...landingGate(texts).values()];
    expect(verdicts).toHaveLength(canonicalLandingSpecs.length);
    const failing = verdicts.filter((v) => !v.passes).map((v) => `${v.path}: ${v.reasons.join("; ")}`);
    expect(failing).toEqual([]);
    const worst = verdicts.reduce((a, b) => (b.maxSimilarity > a.maxSimilarity ? b : a));
    const shortest = verdicts.reduce((a, b) => (b.words < a.words ? b : a));
    console.info(
      `quality gate: ${verdicts.length} pages; most similar pair ${worst.path} ~ ${worst.mostSimilar} at ${(worst.maxSimilarity * 100).toFixed(1)}%; shortest ${shortest.path} with ${shortest.words} words`,
    );
    expect(worst.maxSimilarity).toBeLessThanOrEqual(MAX_SIBLING_SIMILARITY);
    expect(shortest.words).toBeGreaterThanOrEqual(MIN_BODY_WORDS);
  });

  it("should measure everything a visitor reads on the page: the local work, the nearby towns, the ZIP codes", () => {
    const spec = canonicalLandingSpecs.find((s) => s.path === "/gutter-forest-hill")!;
    const page = composeLandingPage(spec, texts);
    const measured = landingBodyText(page);
    for (const shown of [
      ...page.nearby.map((place) => place.name),
      ...page.testimonials.map((t) => `${t.author}, ${t.location}`),
      ...page.projects.map((p) => p.location),
      ...page.town.zips,
      `Every town we serve in ${page.town.county}`,
    ])
      expect(measured, shown).toContain(shown);
  });

  it("should fail a page that is a sibling with the town name swapped, and name it", () => {
    const [belAir, abingdon] = ["/roofing-bel-air", "/abingdon-roofing"].map((path) => canonicalLandingSpecs.find((s) => s.path === path)!);
    // As the gate measures it: the claim wordings in their words (worker/landing/pages.ts).
    const original = plainClaims(landingBodyText(composeLandingPage(belAir!, texts)));
    const swapped = original.replaceAll("Bel Air", "Abingdon");
    const verdicts = runQualityGate([
      { path: belAir!.path, group: "roofing", town: "bel-air", text: original },
      { path: abingdon!.path, group: "roofing", town: "abingdon", text: swapped },
      { path: "/windows-jarrettsville", group: "windows", town: "jarrettsville", text: original },
      { path: "/siding-bel-air", group: "siding", town: "bel-air", text: original },
    ]);
    expect(verdicts.get("/abingdon-roofing")).toMatchObject({ passes: false, mostSimilar: "/roofing-bel-air" });
    expect(verdicts.get("/abingdon-roofing")!.reasons[0]).toMatch(/% similar to \/roofing-bel-air \(at most 40%\)$/);
    // Siblings are the same service's pages and the same town's: a page of another service in another town is not one.
    expect(verdicts.get("/windows-jarrettsville")).toMatchObject({ passes: true, maxSimilarity: 0 });
    expect(verdicts.get("/siding-bel-air")).toMatchObject({ passes: false, mostSimilar: "/roofing-bel-air" });
  });

  it("should fail thin pages and pages with template leftovers", () => {
    const verdicts = runQualityGate([
      { path: "/thin", group: "g", town: "g", text: "Roofing in a town. ".repeat(20) },
      { path: "/template", group: "h", town: "h", text: `${"word ".repeat(400)} Roofing in {city} today` },
      { path: "/missing", group: "i", town: "i", text: `${"word ".repeat(400)} Roofing in undefined` },
    ]);
    expect(verdicts.get("/thin")!.reasons).toEqual(["only 80 words (at least 300)"]);
    expect(verdicts.get("/template")!.reasons).toEqual(['unreplaced placeholder "{city}"']);
    expect(verdicts.get("/missing")!.passes).toBe(false);
  });

  it("should keep alias addresses out of the gate and point them at their canonical page", () => {
    const aliases = landingSpecs.filter((spec) => spec.path !== spec.canonicalPath);
    expect(aliases.map((a) => `${a.path} -> ${a.canonicalPath}`)).toEqual([
      "/cockeysville-roofing -> /roofing-cockeysville",
      "/essex-roofing -> /roofing-essex",
      "/timonium-roofing -> /roofing-timonium",
      "/white-marsh-roofing -> /roofing-white-marsh",
    ]);
    for (const alias of aliases) expect(landingGate(texts).has(alias.path)).toBe(false);
  });
});
