import { describe, expect, it } from "vitest";
import { fetchWorker } from "../test/fetch";

describe("the coverage map", () => {
  it("should be where the footer's View Coverage Map leads: a dot for every town the site has a page for", async () => {
    const home = await (await fetchWorker("/")).text();
    expect(home).toMatch(/href="\/sitemap#coverage-map"[^>]*>View Coverage Map</);
    const sitemap = await (await fetchWorker("/sitemap")).text();
    const map = sitemap.slice(sitemap.indexOf('id="coverage-map"'));
    expect(map.length).toBeLessThan(sitemap.length);
    const dots = [...map.matchAll(/<circle [^>]*data-town="([^"]+)"/g)].map((match) => match[1]);
    // The same towns as the list of service areas below it: each town's first link is its own.
    const listed = new Set([...sitemap.matchAll(/<li[^>]*><span[^>]*>([^<]+)<\/span>/g)].map((match) => match[1]));
    expect(dots.length).toBeGreaterThan(90);
    expect(new Set(dots).size).toBe(dots.length);
    for (const town of ["Bel Air", "Towson", "Dover", "Wilmington", "Joppa"]) expect(dots).toContain(town);
    expect(dots).not.toContain("Joppatowne");
    expect(listed.size === 0 || dots.every((town) => listed.has(town!))).toBe(true);
    expect(map).toMatch(/role="img" aria-label="Map of the \d+ towns we have pages for in Maryland and Delaware/);
  });
});
