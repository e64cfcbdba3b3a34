import { describe, expect, it } from "vitest";
import { articleEntry, changefreqFor, pageEntry, sitemapIndexXml, urlsetXml } from "./sitemap";
import { staticPages } from "./site-index";
import { fetchWorker } from "../test/fetch";

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe("sitemaps", () => {
  it("should give SPEC's priorities to the site's own pages", () => {
    const priority = (path: string) => pageEntry(path).priority;
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

  it("should change weekly for home, projects and insights, monthly otherwise", () => {
    expect(["/", "/projects", "/insights", "/roofing", "/contact"].map(changefreqFor)).toEqual(["weekly", "weekly", "weekly", "monthly", "monthly"]);
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
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
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
