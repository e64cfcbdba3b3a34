import type { MiddlewareHandler } from "hono";
import { apiError } from "../api/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses a state-changing request another site's page sent (403): one whose Origin header
 * names another origin (or "null", as sandboxed frames and some redirects send), or that the
 * browser marks `Sec-Fetch-Site: cross-site`. Requests without either header (curl, old
 * browsers) still meet the JSON-only rule (415) of every endpoint that changes something.
 */
export function sameOriginOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("Origin");
    const site = c.req.header("Sec-Fetch-Site");
    if ((origin !== undefined && origin !== new URL(c.req.url).origin) || site === "cross-site" || site === "same-site") {
      return apiError(c, 403, "forbidden_origin", "This request must come from this website's own pages.");
    }
    return next();
  };
}
