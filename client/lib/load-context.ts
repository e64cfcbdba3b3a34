import type { SiteConfig } from "../../contracts/site-config";
import type { SiteData } from "../../contracts/site-data";

/**
 * What loaders receive as `context` when the worker renders a page. In the browser the
 * context is absent and loaders read through the HTTP API instead (see site-data.ts).
 */
export interface LoadContext {
  siteConfig: SiteConfig;
  siteData: SiteData;
  /**
   * The worker's own API, called in-process with the page request's credentials (admin pages
   * read /api/admin/* through it while rendering; the browser uses fetch).
   */
  api?: (path: string) => Promise<Response>;
}

export function loadContext(context: unknown): LoadContext | undefined {
  const candidate = context as Partial<LoadContext> | undefined;
  return candidate?.siteConfig && candidate.siteData ? (candidate as LoadContext) : undefined;
}
