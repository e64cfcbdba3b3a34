import { isAdminPath } from "../../contracts/admin-paths";
import type { SiteConfig } from "../../contracts/site-config";
import { type AppContext, executionContext } from "../env";
import { errorSummary, logEvent, redactPrivatePaths } from "../operations/log";
import { buildId } from "./pages";

/**
 * Rendered public pages kept for a minute in the edge cache (the Cache API of the data centre
 * that rendered them), so a busy page renders once a minute instead of once a visit.
 * See docs/decisions/010-measuring-like-production.md.
 *
 * Stored: GET answers of 200 with the public Cache-Control (never admin or noindex pages),
 * without a query string. Not stored: /schedule, whose open windows must be live.
 * A cached page is sent with this request's CSP nonce written over the stored one, so a
 * nonce is never reused. Keys carry the build and the configuration, so a new deploy never
 * serves a page rendered by the old code, linking files it no longer has, or an old phone number.
 */
const PAGE_CACHE_SECONDS = 60;
const LIVE_PAGES = new Set(["/schedule"]);
const PUBLIC_CACHE_CONTROL = "public, max-age=0, must-revalidate";
export const PAGE_CACHE_HEADER = "X-Page-Cache";

/** The key names the build and the site's configuration (phone, e-mail, address, site key) the page was rendered with. */
function pageCacheKey(url: URL, config: SiteConfig): Request {
  const { retention, ...contact } = config;
  const settings = new URLSearchParams({ build: buildId(), ...contact, retention: JSON.stringify(retention) });
  return new Request(`${url.origin}${url.pathname}?${settings}`);
}

// Off on the dev server, whose pages change with every edit; on in builds and worker tests.
const ENABLED = !import.meta.env.DEV || import.meta.env.MODE === "test";

function cacheable(c: AppContext, url: URL): boolean {
  return ENABLED && c.req.method === "GET" && !url.search && !LIVE_PAGES.has(url.pathname) && !isAdminPath(url.pathname);
}

function pageCache(): Cache | null {
  return typeof caches === "undefined" ? null : (caches as unknown as { default: Cache }).default;
}

/** Sends the cached copy of the page, or renders it and stores the copy on the way out. */
export async function cachedPage(c: AppContext, render: () => Promise<Response>): Promise<Response> {
  const url = new URL(c.req.url);
  const cache = pageCache();
  if (!cache || !cacheable(c, url)) return render();
  const key = pageCacheKey(url, c.var.config);
  const nonce = c.get("secureHeadersNonce") ?? "";

  const hit = await cache.match(key);
  if (hit) {
    const fresh = new HTMLRewriter().on("[nonce]", {
      element(element) {
        element.setAttribute("nonce", nonce);
      },
    });
    return fresh.transform(
      new Response(hit.body, {
        status: 200,
        headers: {
          "Content-Type": hit.headers.get("Content-Type") ?? "text/html; charset=utf-8",
          "Cache-Control": PUBLIC_CACHE_CONTROL,
          [PAGE_CACHE_HEADER]: "hit",
        },
      }),
    );
  }

  const response = await render();
  if (response.status !== 200 || response.headers.get("Cache-Control") !== PUBLIC_CACHE_CONTROL || !response.body) return response;
  const [visitor, copy] = response.body.tee();
  const stored = new Response(copy, {
    headers: {
      "Content-Type": response.headers.get("Content-Type") ?? "text/html; charset=utf-8",
      "Cache-Control": `public, max-age=${PAGE_CACHE_SECONDS}`,
    },
  });
  const put = cache
    .put(key, stored)
    // A page that failed to render in part streams on to the visitor but is not kept.
    .then(() => (c.get("renderFailed") ? cache.delete(key) : undefined))
    .catch((error: unknown) =>
      logEvent("page_cache.failed", { path: redactPrivatePaths(url.pathname), error: errorSummary(error) }, "warn"),
    );
  // Without an execution context (an in-process call) the store finishes on its own.
  executionContext(c)?.waitUntil(put);
  const headers = new Headers(response.headers);
  headers.set(PAGE_CACHE_HEADER, "miss");
  return new Response(visitor, { status: response.status, headers });
}

/** Drops cached copies of pages whose content changed (in this data centre; elsewhere they expire within a minute). */
export async function forgetPages(c: AppContext, paths: string[]): Promise<void> {
  const cache = pageCache();
  if (!cache) return;
  const config = c.var.config;
  await Promise.all(paths.map((path) => cache.delete(pageCacheKey(new URL(path, c.req.url), config))));
}
