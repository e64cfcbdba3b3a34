import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { landingSpecs } from "../landing/catalogue";
import { localityTexts } from "../landing/locality-texts";
import { fetchWorker } from "../test/fetch";
import { indexNowUrls, staticPages } from "./site-index";
import { articleEntry, sitemapIndexXml, urlsetXml } from "./sitemap";

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe("sitemaps", () => {
  it("should give SPEC's priorities to the site's own pages", () => {
    const entries = new Map(staticPages().map((page) => [page.path, page.entry]));
    const priority = (path: string) => entries.get(path)?.priority;
    expect(priority("/")).toBe(1.0);
    for (const path of ["/roofing", "/siding", "/windows", "/contact", "/schedule"]) expect(priority(path)).toBe(0.9);
    for (const path of ["/about", "/projects", "/insights", "/financing"]) expect(priority(path)).toBe(0.8);
    expect(articleEntry({ slug: "a", updatedAt: "2025-01-01" })).toEqual({
      path: "/insights/a",
      priority: 0.7,
      changefreq: "monthly",
      lastmod: "2025-01-01",
    });
  });

  it("should rank landing pages as SPEC does", () => {
    const priority = (path: string) => landingSpecs.find((spec) => spec.path === path)!.priority;
    // City pages 0.9.
    for (const path of ["/roofing-baltimore", "/roofing-bel-air", "/roofing-waldorf", "/siding-annapolis", "/windows-towson"])
      expect(priority(path), path).toBe(0.9);
    // Forest Hill, Jarrettsville and Edgewood: service pages 0.8, inspection and storm pages 0.7.
    for (const town of ["forest-hill", "jarrettsville", "edgewood"]) {
      for (const service of ["roofing", "siding", "gutter"]) expect(priority(`/${service}-${town}`)).toBe(0.8);
      for (const service of ["roof-inspection", "storm-damage"]) expect(priority(`/${service}-${town}`)).toBe(0.7);
    }
    // Other towns 0.7: the towns the sitemap adds and the small localities.
    for (const path of ["/roofing-dundalk", "/roofing-white-marsh", "/abingdon-roofing", "/aberdeen-proving-ground-roofing"])
      expect(priority(path), path).toBe(0.7);
  });

  it("should list every indexable page once for IndexNow, with absolute URLs", async () => {
    const urls = indexNowUrls(
      "https://www.example.com",
      [{ slug: "a", title: "A", updatedAt: "2025-01-01" }],
      await localityTexts(env.ASSETS),
    );
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toContain("https://www.example.com/");
    expect(urls).toContain("https://www.example.com/roofing-bel-air");
    expect(urls).toContain("https://www.example.com/insights/a");
    expect(urls).not.toContain("https://www.example.com/cockeysville-roofing");
    expect(urls).not.toContain("https://www.example.com/admin");
  });

  it("should change weekly for home, projects and insights, monthly otherwise", () => {
    const entries = new Map(staticPages().map((page) => [page.path, page.entry]));
    const changefreq = (path: string) => entries.get(path)?.changefreq;
    expect(["/", "/projects", "/insights", "/roofing", "/contact"].map(changefreq)).toEqual([
      "weekly",
      "weekly",
      "weekly",
      "monthly",
      "monthly",
    ]);
  });

  it("should leave noindex and parameterised routes out", () => {
    const paths = staticPages().map((p) => p.path);
    expect(paths).toContain("/roofing");
    for (const hidden of ["/admin", "/admin/indexnow", "/communications-test", "/social-preview", "/data-upload", "/insights/:slug", "*"]) {
      expect(paths).not.toContain(hidden);
    }
  });

  it("should write absolute, escaped URLs", () => {
    const xml = urlsetXml("https://www.example.com", [{ path: "/a?b=1&c=2", priority: 0.5, changefreq: "monthly" }]);
    expect(xml).toContain("<loc>https://www.example.com/a?b=1&amp;c=2</loc><changefreq>monthly</changefreq><priority>0.5</priority>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(
      true,
    );
    expect(locs(sitemapIndexXml("https://www.example.com", [{ path: "/s.xml" }]))).toEqual(["https://www.example.com/s.xml"]);
  });

  it("should serve a sitemap index of the pages and insights sitemaps", async () => {
    const index = await fetchWorker("/sitemap.xml");
    expect(index.status).toBe(200);
    expect(index.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    const children = locs(await index.text());
    expect(children).toEqual(["http://localhost:8787/sitemap-pages.xml", "http://localhost:8787/sitemap-insights.xml"]);

    const insights = await (await fetchWorker("/sitemap-insights.xml")).text();
    const articles = locs(insights);
    expect(articles).toHaveLength(15);
    expect(articles).toContain("http://localhost:8787/insights/storm-chasers");
    expect(articles).not.toContain("http://localhost:8787/insights/how-to-spot-storm-chasers");
    expect(insights).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}/);
  });
});
