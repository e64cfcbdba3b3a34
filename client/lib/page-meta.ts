import type { UIMatch } from "react-router";

export type RouteCategory = "primary" | "service" | "admin" | "utility";

/** What search engines and browsers learn about a page: it belongs to the route. */
export interface PageMeta {
  title: string;
  description: string;
  category: RouteCategory;
  keywords: string[];
  /** Canonical path, set where a page can be reached under more than one address. */
  canonical?: string;
  /** Pages that must not be indexed (admin, utility screens, errors). */
  noindex?: boolean;
}

export interface RouteHandle {
  meta?: PageMeta;
  /** Rendered without header and footer. */
  bare?: boolean;
  /** The page's source module, so the server can preload its chunk. */
  module?: string;
}

export const notFoundMeta: PageMeta = {
  title: "404 Page Not Found",
  description: "The page you asked for does not exist.",
  category: "utility",
  keywords: [],
  noindex: true,
};

/**
 * The meta of the deepest matched route: a loader may return `meta` (pages whose words come
 * from data, such as articles); otherwise the route's handle holds it.
 */
export function resolveMeta(matches: UIMatch[]): PageMeta | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]!;
    const fromLoader = (match.data as { meta?: PageMeta } | undefined)?.meta;
    if (fromLoader) return fromLoader;
    const fromHandle = (match.handle as RouteHandle | undefined)?.meta;
    if (fromHandle) return fromHandle;
  }
  return undefined;
}

/** Whether the deepest match asks for a page without header and footer. */
export function isBare(matches: UIMatch[]): boolean {
  return matches.some((m) => (m.handle as RouteHandle | undefined)?.bare === true);
}
