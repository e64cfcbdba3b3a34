/** One URL in a sitemap. */
export interface SitemapEntry {
  path: string;
  priority: number;
  changefreq: "weekly" | "monthly";
  /** ISO date or date-time of the last change, when known. */
  lastmod?: string;
}

/** SPEC section 9: sitemap priorities of the site's own pages (landing pages and articles set theirs). */
const PAGE_PRIORITY: Readonly<Record<string, number>> = {
  "/": 1.0,
  "/roofing": 0.9,
  "/siding": 0.9,
  "/windows": 0.9,
  "/contact": 0.9,
  "/schedule": 0.9,
  "/about": 0.8,
  "/projects": 0.8,
  "/insights": 0.8,
  "/financing": 0.8,
  // Not named in SPEC: topic and tool pages rank with the secondary pages, the HTML sitemap last.
  "/services": 0.8,
  "/emergency-roof-repair": 0.8,
  "/roof-repair-vs-replacement": 0.8,
  "/roof-replacement-estimate": 0.8,
  "/sitemap": 0.3,
};
const DEFAULT_PRIORITY = 0.5;
export const ARTICLE_PRIORITY = 0.7;
const WEEKLY = new Set(["/", "/projects", "/insights"]);

/** SPEC section 9: weekly for home, projects and insights; monthly otherwise. */
export function changefreqFor(path: string): SitemapEntry["changefreq"] {
  return WEEKLY.has(path) ? "weekly" : "monthly";
}

export function pageEntry(path: string): SitemapEntry {
  return { path, priority: PAGE_PRIORITY[path] ?? DEFAULT_PRIORITY, changefreq: changefreqFor(path) };
}

export function articleEntry(article: { slug: string; updatedAt: string }): SitemapEntry {
  return { path: `/insights/${article.slug}`, priority: ARTICLE_PRIORITY, changefreq: "monthly", lastmod: article.updatedAt };
}

const xmlText = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** A <urlset> sitemap; the site URL makes each path absolute. */
export function urlsetXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) =>
    [
      "<url>",
      `<loc>${xmlText(`${siteUrl}${entry.path}`)}</loc>`,
      entry.lastmod ? `<lastmod>${xmlText(entry.lastmod)}</lastmod>` : "",
      `<changefreq>${entry.changefreq}</changefreq>`,
      `<priority>${entry.priority.toFixed(1)}</priority>`,
      "</url>",
    ].join(""),
  );
  return `${XML_HEADER}\n<urlset xmlns="${NAMESPACE}">\n${urls.join("\n")}\n</urlset>\n`;
}

/** A sitemap index pointing at the child sitemaps. */
export function sitemapIndexXml(siteUrl: string, sitemaps: readonly { path: string; lastmod?: string }[]): string {
  const items = sitemaps.map(
    (map) => `<sitemap><loc>${xmlText(`${siteUrl}${map.path}`)}</loc>${map.lastmod ? `<lastmod>${xmlText(map.lastmod)}</lastmod>` : ""}</sitemap>`,
  );
  return `${XML_HEADER}\n<sitemapindex xmlns="${NAMESPACE}">\n${items.join("\n")}\n</sitemapindex>\n`;
}

/** The latest of some ISO timestamps (they sort as text). */
export function latest(dates: readonly (string | undefined)[]): string | undefined {
  return dates.filter((d): d is string => Boolean(d)).sort().at(-1);
}
