import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { HtmlSitemap, ServiceAreaState } from "../../contracts/html-sitemap";
import { previewPathError, type SocialPreview } from "../../contracts/social-preview";
import { siteConfig } from "../config";
import type { Env } from "../env";
import { socialPreview } from "../render/pages";
import { fetchWorker } from "../test/fetch";

const towns = (areas: readonly ServiceAreaState[]) => areas.flatMap((s) => s.counties.flatMap((c) => c.towns));

describe("site API", () => {
  it("should group the HTML sitemap by section and service areas by state and county", async () => {
    const response = await fetchWorker("/api/site/sitemap");
    expect(response.status).toBe(200);
    const sitemap = (await response.json()) as HtmlSitemap;
    expect(sitemap.sections.map((s) => s.title)).toEqual(["Main pages", "Services", "Insights"]);
    expect(sitemap.sections[2]!.links).toHaveLength(15);
    expect(sitemap.areas.map((s) => s.name)).toEqual(["Maryland", "Delaware"]);
    const harford = sitemap.areas[0]!.counties.find((c) => c.name === "Harford County")!;
    expect(harford.id).toBe("harford-county");
    expect(harford.towns.find((t) => t.name === "Forest Hill")!.links.map((l) => l.href)).toEqual([
      "/roofing-forest-hill",
      "/siding-forest-hill",
      "/gutter-forest-hill",
      "/roof-inspection-forest-hill",
      "/storm-damage-forest-hill",
    ]);
    // 118 canonical landing pages over 97 towns; aliases are not listed.
    expect(towns(sitemap.areas)).toHaveLength(96); // Joppatowne folded into Joppa
    const delaware = sitemap.areas[1]!.counties.map((county) => [county.name, county.towns.map((town) => town.name)]);
    expect(delaware).toEqual([
      ["Kent County", ["Dover"]],
      ["New Castle County", ["Bear", "Middletown", "Newark", "Wilmington"]],
    ]);
    expect(JSON.stringify(sitemap)).not.toContain("/cockeysville-roofing");
  });

  it("should list a core service's towns for its service page", async () => {
    const windows = (await (await fetchWorker("/api/site/service-areas/windows")).json()) as ServiceAreaState[];
    expect(
      towns(windows)
        .map((t) => t.links[0]!.href)
        .sort(),
    ).toEqual(["/windows-annapolis", "/windows-baltimore", "/windows-columbia", "/windows-towson"]);
    expect((await fetchWorker("/api/site/service-areas/plumbing")).status).toBe(404);
  });

  it("should preview how a page shows when shared, from the tags its head carries", async () => {
    const preview = (await socialPreview("/roofing-bel-air?utm_source=x", siteConfig(env as Env), (request) =>
      fetchWorker(request.url),
    )) as SocialPreview;
    expect(preview).toMatchObject({
      path: "/roofing-bel-air",
      title: "Roofing Services in Bel Air, MD | Old Line Exteriors",
      ogTitle: "Roofing Services in Bel Air, MD",
      canonicalUrl: "http://localhost:8787/roofing-bel-air",
      ogImage: "http://localhost:8787/social/roofing.jpg",
      host: "localhost:8787",
      noindex: false,
    });
    expect(preview.metrics!.wordCount).toBeGreaterThan(300);
  });

  it("should refuse paths that are not on the site and report pages that do not exist", async () => {
    for (const path of ["https://evil.example.net/", "//evil.example.net", "/\\evil.example.net", "/\\", "roofing", "/a b"]) {
      const html = await (await fetchWorker(`/social-preview?path=${encodeURIComponent(path)}`)).text();
      expect(html, path).toContain(previewPathError(path)!);
    }
    const missing = await (await fetchWorker("/social-preview?path=/no-such-page")).text();
    expect(missing).toContain("No page answers at /no-such-page, so there is nothing to share.");
    expect(await socialPreview("/admin", siteConfig(env as Env), (request) => fetchWorker(request.url))).toBeNull();
  });

  it("should show the preview on the page, with the cards", async () => {
    const html = await (await fetchWorker("/social-preview?path=/insights/storm-chasers")).text();
    for (const label of ["Facebook preview", "X preview", "LinkedIn preview"]) expect(html).toContain(`aria-label="${label}"`);
    expect(html).toContain('src="/social/insights.jpg"');
    const invalid = await (await fetchWorker("/social-preview?path=roofing")).text();
    expect(invalid).toContain("Enter a path on this site, starting with / (for example /roofing).");
  });
});
