import type { Context, MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { isAdminPath } from "../../contracts/admin-paths";
import type { ApiError } from "../../contracts/errors";
import { escapeHtml, toHex } from "../../contracts/text";
import type { AppEnv } from "../env";
import { logEvent } from "../operations/log";
import { ACCESS_HEADER, accessConfig, verifyAccessToken } from "./access";
import { sameOriginPath } from "./redirect";

/**
 * Who may use the admin area (docs/decisions/008-admin-access.md):
 * - Cloudflare Access configured: a valid Access token, always;
 * - not configured, local development: an explicit development sign-in, only when .dev.vars
 *   sets ADMIN_DEV_SIGN_IN="true" and only for requests to localhost;
 * - not configured otherwise (deployed): 503 "admin not configured". Never open.
 */

export const DEV_COOKIE = "admin_dev_session";
const DEV_EMAIL = "developer@localhost";
/** The Host header of a request to this machine: localhost, 127.0.0.1 or [::1], with an optional port. */
const LOCAL_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/i;
export const NOT_CONFIGURED = "Admin not configured: set ACCESS_TEAM_DOMAIN and ACCESS_AUD (Cloudflare Access) to open the admin area.";

/**
 * Routes the renderer must never serve without a signed-in admin (a second line behind the
 * path check): every route in the admin area, and every route whose meta says "admin".
 */
export function isGuardedRoute(route: { path?: string; handle?: unknown }): boolean {
  const meta = (route.handle as { meta?: { category?: string } } | undefined)?.meta;
  return meta?.category === "admin" || (route.path !== undefined && isAdminPath(route.path));
}

/**
 * Whether this request may use the development sign-in: the setting is on and the client
 * addressed this machine. Decided from the Host header: a request target such as
 * "//localhost/admin" or "http://localhost/admin" can make the URL say localhost, not the Host.
 */
function devSignInAllowed(c: Context<AppEnv>): boolean {
  return c.env.ADMIN_DEV_SIGN_IN === "true" && LOCAL_HOST.test(c.req.header("Host") ?? "");
}

let sessionValue: string | undefined;

/**
 * The development session cookie's value: random, made once per process (isolate) on first use
 * (workerd allows no random values at start-up), so a cookie set by another process, or guessed,
 * is worth nothing. Restarting the server signs everyone out.
 */
export function devSessionValue(): string {
  sessionValue ??= toHex(crypto.getRandomValues(new Uint8Array(32)));
  return sessionValue;
}

/** Whether the cookie holds this process's session value (compared in constant time). */
function isDevSession(cookie: string | undefined): boolean {
  const expected = devSessionValue();
  if (typeof cookie !== "string" || cookie.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < expected.length; i++) difference |= cookie.charCodeAt(i) ^ expected.charCodeAt(i);
  return difference === 0;
}

/**
 * Where the sign-in returns to: a path on this site (one leading "/", no "//", no backslash,
 * no control characters), else /admin.
 */
function signInReturnPath(next: unknown, requestUrl: string): string {
  if (typeof next !== "string" || !/^\/(?!\/)/.test(next) || /[\\\p{Cc}]/u.test(next) || next.includes("//")) return "/admin";
  const path = sameOriginPath(next, requestUrl);
  return path === next ? path : "/admin";
}

const isApi = (c: Context<AppEnv>) => new URL(c.req.url).pathname.startsWith("/api/");

function refuse(c: Context<AppEnv>, status: 401 | 403 | 503, message: string) {
  c.header("Cache-Control", "no-store");
  if (isApi(c))
    return c.json({ error: { code: status === 503 ? "admin_not_configured" : "unauthorized", message } } satisfies ApiError, status);
  return c.text(message, status);
}

/** The development sign-in page: a plain form, no scripts. */
function devSignInPage(c: Context<AppEnv>) {
  const next = new URL(c.req.url).pathname + new URL(c.req.url).search;
  c.header("Cache-Control", "no-store");
  return c.html(
    `<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>Development sign-in</title></head>` +
      `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem">` +
      `<h1>Development sign-in</h1><p>Cloudflare Access is not configured, and this is a local development server, so you can sign in as <strong>${DEV_EMAIL}</strong>. Deployed sites never offer this.</p>` +
      `<form method="post" action="/dev-sign-in"><input type="hidden" name="next" value="${escapeHtml(next)}"><button type="submit" style="font-size:1rem;padding:.6rem 1.2rem">Sign in for development</button></form></body></html>`,
    401,
  );
}

/** Guards admin pages and APIs; on success the signed-in e-mail is in `c.var.adminEmail`. */
export function adminGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const config = accessConfig(c.env);
    if (config) {
      const verdict = await verifyAccessToken(c.req.header(ACCESS_HEADER), config);
      if (!verdict.ok) {
        logEvent("admin.refused", { method: c.req.method, path: c.req.path, reason: verdict.reason }, "warn");
        return refuse(c, 403, "Access denied. Sign in through Cloudflare Access.");
      }
      c.set("adminEmail", verdict.email);
    } else if (devSignInAllowed(c)) {
      if (!isDevSession(getCookie(c, DEV_COOKIE)))
        return isApi(c) ? refuse(c, 401, "Sign in first (development sign-in).") : devSignInPage(c);
      c.set("adminEmail", DEV_EMAIL);
    } else {
      return refuse(c, 503, NOT_CONFIGURED);
    }
    await next();
    c.header("Cache-Control", "no-store");
  };
}

/** POST /dev-sign-in: sets the development session cookie, then returns to the admin page. */
export function devSignIn(): MiddlewareHandler<AppEnv> {
  return async (c) => {
    if (accessConfig(c.env) || !devSignInAllowed(c)) return c.text("Not Found", 404);
    const form = await c.req.parseBody();
    const next = signInReturnPath(form.next, c.req.url);
    setCookie(c, DEV_COOKIE, devSessionValue(), { httpOnly: true, sameSite: "Strict", path: "/", maxAge: 12 * 60 * 60 });
    return c.redirect(next, 303);
  };
}
