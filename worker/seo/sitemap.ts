import type { SitemapHints } from "../../contracts/page-meta";
import { escapeHtml } from "../../contracts/text";

/** One URL in a sitemap. */
export interface SitemapEntry {
  path: string;
  priority: number;
  changefreq: "weekly" | "monthly";
  /** ISO date or date-time of the last change, when known. */
  lastmod?: string;
}

/** SPEC section 9: a page's own priority and change frequency come from its route; 0.5 and monthly by default. */
const DEFAULT_PRIORITY = 0.5;
const ARTICLE_PRIORITY = 0.7;

export function pageEntry(path: string, hints: SitemapHints = {}): SitemapEntry {
  return { path, priority: hints.priority ?? DEFAULT_PRIORITY, changefreq: hints.changefreq ?? "monthly" };
}

export function articleEntry(article: { slug: string; updatedAt: string }): SitemapEntry {
  return { path: `/insights/${article.slug}`, priority: ARTICLE_PRIORITY, changefreq: "monthly", lastmod: article.updatedAt };
}

/** XML text and attribute values: the HTML escaper's entities are XML's own (&#39; for the apostrophe). */
const xmlText = escapeHtml;

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
    (map) =>
      `<sitemap><loc>${xmlText(`${siteUrl}${map.path}`)}</loc>${map.lastmod ? `<lastmod>${xmlText(map.lastmod)}</lastmod>` : ""}</sitemap>`,
  );
  return `${XML_HEADER}\n<sitemapindex xmlns="${NAMESPACE}">\n${items.join("\n")}\n</sitemapindex>\n`;
}

/** The latest of some ISO timestamps (they sort as text). */
export function latest(dates: readonly (string | undefined)[]): string | undefined {
  return dates
    .filter((d): d is string => Boolean(d))
    .sort()
    .at(-1);
}
