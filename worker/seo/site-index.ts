import { isAdminPath } from "../../contracts/admin-paths";
import type { PageMeta, RouteHandle } from "../../contracts/page-meta";
import { landingHeading } from "../landing/compose";
import type { TownTexts } from "../landing/locality-texts";
import { indexableLandingSpecs } from "../landing/pages";
import { type PageRoute, pageRoutes } from "../render/pages";
import { articleEntry, pageEntry, type SitemapEntry } from "./sitemap";

/** An indexable page: where it is, what it is called, and how the sitemap lists it. */
export interface IndexedPage {
  path: string;
  /** The page's headline (its title without the company name). */
  name: string;
  entry: SitemapEntry;
}

const headline = (meta: PageMeta) => meta.title.replace(/\s*\|[^|]*$/, "");

/**
 * The route table's own pages that search engines should index: fixed paths (no
 * parameters) outside the admin area whose meta does not say noindex. Highest sitemap priority first, then by path.
 */
export function staticPages(routes: readonly PageRoute[] = pageRoutes()): (IndexedPage & { meta: PageMeta; handle: RouteHandle })[] {
  return routes
    .flatMap((route) => {
      const handle = route.handle;
      const meta = handle?.meta;
      const path = route.path;
      if (!meta || meta.noindex || !path || path.includes(":") || path.includes("*") || isAdminPath(path)) return [];
      return [{ path, name: headline(meta), entry: pageEntry(path, handle.sitemap), meta, handle }];
    })
    .sort((a, b) => b.entry.priority - a.entry.priority || a.path.localeCompare(b.path));
}

export function articlePages(articles: readonly { slug: string; title: string; updatedAt: string }[]): IndexedPage[] {
  return articles.map((article) => ({ path: `/insights/${article.slug}`, name: article.title, entry: articleEntry(article) }));
}

/** Landing pages that passed the quality gate, at their canonical addresses. */
export function landingIndexPages(texts: TownTexts): IndexedPage[] {
  return indexableLandingSpecs(texts).map((spec) => ({
    path: spec.path,
    name: landingHeading(spec),
    entry: { path: spec.path, priority: spec.priority, changefreq: "monthly" },
  }));
}

/** Every page search engines should know, as absolute URLs: what an IndexNow submission of the whole site sends. */
export function indexNowUrls(
  siteUrl: string,
  articles: readonly { slug: string; title: string; updatedAt: string }[],
  texts: TownTexts,
): string[] {
  return [...staticPages(), ...landingIndexPages(texts), ...articlePages(articles)].map((page) => `${siteUrl}${page.path}`);
}
