import type { SiteConfig } from "./site-config";
import type { SiteData } from "./site-data";

/**
 * What loaders receive as `context` when the worker renders a page. In the browser the
 * context is absent and loaders read through the HTTP API instead (see site-data.ts).
 */
export interface LoadContext {
  siteConfig: SiteConfig;
  siteData: SiteData;
}

export function loadContext(context: unknown): LoadContext | undefined {
  const candidate = context as Partial<LoadContext> | undefined;
  return candidate?.siteConfig && candidate.siteData ? (candidate as LoadContext) : undefined;
}
