import { env } from "cloudflare:workers";
import { exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";
import robotsParser from "robots-parser";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { isAdminPath } from "../../contracts/admin-paths";
import type { RouteHandle } from "../../contracts/page-meta";
import { app } from "../app";
import type { Env } from "../env";
import { pageRoutes } from "../render/pages";
import { staticPages } from "../seo/site-index";
import { storeTestLead } from "../test/leads";
import { DEV_COOKIE, isGuardedRoute, NOT_CONFIGURED } from "./admin-guard";

const TEAM = "https://oldline-test.cloudflareaccess.com";
const AUD = "aud-tag-for-the-admin-application";
const accessEnv = { ...(env as Env), ACCESS_TEAM_DOMAIN: TEAM, ACCESS_AUD: AUD, ADMIN_DEV_SIGN_IN: "" } as Env;
const deployedEnv = { ...(env as Env), ACCESS_TEAM_DOMAIN: "", ACCESS_AUD: "", ADMIN_DEV_SIGN_IN: "" } as Env;
const devEnv = { ...(env as Env), ACCESS_TEAM_DOMAIN: "", ACCESS_AUD: "", ADMIN_DEV_SIGN_IN: "true" } as Env;
const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;

const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
const other = await generateKeyPair("RS256", { extractable: true });
const jwk: JWK = { ...(await exportJWK(publicKey)), kid: "k1", alg: "RS256", use: "sig" };

function sign(claims: { iss?: string; aud?: string; exp?: number | string; key?: CryptoKey } = {}) {
  return new SignJWT({ email: "office@oldline.example" })
    .setProtectedHeader({ alg: "RS256", kid: "k1" })
    .setIssuer(claims.iss ?? TEAM)
    .setAudience(claims.aud ?? AUD)
    .setIssuedAt(Math.floor(Date.now() / 1000) - 60)
    .setExpirationTime(claims.exp ?? "5m")
    .sign(claims.key ?? privateKey);
}

/**
 * Every guarded address the routers know: the route table's admin pages and the communications
 * test screen, and every Hono route under /api/admin. A new admin route joins this list by itself.
 */
const guardedPages = pageRoutes()
  .filter((route) => (route.handle as RouteHandle | undefined)?.meta?.category === "admin" || isAdminPath(route.path ?? ""))
  .map((route) => route.path!);
const guardedApis = [...new Set(app.routes.filter((route) => isAdminPath(route.path)).map((route) => `${route.method} ${route.path}`))];

/** A request as a client sends it: the Host header names the server it addressed. */
const request = (path: string, environment: Env, init: RequestInit = {}, host = "https://www.example.com") => {
  const headers = new Headers(init.headers);
  if (!headers.has("Host")) headers.set("Host", new URL(host).host);
  return app.request(`${host}${path}`, { ...init, headers }, environment, ctx);
};

describe("admin access", () => {
  beforeAll(() => {
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url === `${TEAM}/cdn-cgi/access/certs`) return Response.json({ keys: [jwk] });
      return realFetch(input as RequestInfo, init);
    });
  });
  afterAll(() => vi.restoreAllMocks());

  it("should know every admin route", () => {
    expect(guardedPages.sort()).toEqual([
      "/admin",
      "/admin/appointments",
      "/admin/delivery",
      "/admin/indexnow",
      "/admin/leads/:id",
      "/admin/privacy",
      "/admin/reviews",
      "/admin/sources",
      "/communications-test",
      "/data-upload",
    ]);
    for (const page of guardedPages) expect(isAdminPath(page), page).toBe(true);
    for (const api of guardedApis) expect(isAdminPath(api.split(" ")[1]!), api).toBe(true);
  });

  it("should guard every admin route of the route table, keep crawlers out of it and leave it out of the sitemap", async () => {
    const site = "https://www.example.com";
    const robots = robotsParser(`${site}/robots.txt`, await (await request("/robots.txt", deployedEnv)).text());
    const crawlers = ["Googlebot", "Bingbot", "SomeOtherBot"];
    const adminRoutes = pageRoutes().filter((route) => guardedPages.includes(route.path!));
    expect(adminRoutes.length).toBeGreaterThanOrEqual(6);
    for (const route of adminRoutes) {
      const path = route.path!.replace(/:\w+/g, "some-id");
      expect(isAdminPath(path), path).toBe(true);
      expect(isGuardedRoute(route), path).toBe(true);
      expect((await request(path, deployedEnv)).status, path).toBe(503);
      for (const crawler of crawlers) expect(robots.isDisallowed(`${site}${path}`, crawler), `${crawler} ${path}`).toBe(true);
    }
    // Every other page stays open to crawlers.
    for (const route of pageRoutes().filter((route) => !adminRoutes.includes(route) && !route.path.includes("*"))) {
      const path = route.path!.replace(/:\w+/g, "some-id");
      for (const crawler of crawlers) expect(robots.isAllowed(`${site}${path}`, crawler), `${crawler} ${path}`).toBe(true);
    }
    // An admin page is never listed in a sitemap, even one whose meta forgot noindex.
    const forgotten = {
      id: "admin-reports",
      path: "/admin/reports",
      handle: { meta: { title: "Reports", description: "", category: "admin" as const, keywords: [] } },
    };
    expect(staticPages([...pageRoutes(), forgotten]).map((page) => page.path)).not.toContainEqual(expect.stringMatching(/^\/admin/));
    expect(isGuardedRoute(forgotten)).toBe(true);
  });

  it.each([
    ["no token", async () => null],
    ["a malformed token", async () => "abc.def.ghi"],
    ["a wrong signature", async () => sign({ key: other.privateKey })],
    ["a wrong audience", async () => sign({ aud: "someone-else" })],
    ["a wrong issuer", async () => sign({ iss: "https://evil.cloudflareaccess.com" })],
    ["an expired token", async () => sign({ exp: Math.floor(Date.now() / 1000) - 600 })],
    [
      "an HS256 token",
      async () =>
        new SignJWT({ email: "office@oldline.example" })
          .setProtectedHeader({ alg: "HS256", kid: "k1" })
          .setIssuer(TEAM)
          .setAudience(AUD)
          .setIssuedAt()
          .setExpirationTime("5m")
          .sign(new TextEncoder().encode("guessable")),
    ],
  ])("should refuse %s on every admin page and API", async (_, make) => {
    const token = await make();
    const headers: Record<string, string> = token ? { "Cf-Access-Jwt-Assertion": token } : {};
    for (const path of [...guardedPages, "/api/admin", "/api/admin/leads", "/ADMIN", "//admin/delivery", "/%61dmin"]) {
      const response = await request(path, accessEnv, { headers });
      expect(response.status, path).toBe(403);
      expect(response.headers.get("Cache-Control"), path).toBe("no-store");
    }
    for (const api of guardedApis) {
      const [method, path] = api.split(" ") as [string, string];
      // A middleware for every method (the admin API's change log) is tried as a POST.
      expect((await request(path, accessEnv, { method: method === "ALL" ? "POST" : method, headers })).status, api).toBe(403);
    }
  });

  it("should let a valid Access token through (to the page and its in-process API reads), and never store the page", async () => {
    const token = await sign();
    const leadId = await storeTestLead();
    for (const path of guardedPages.map((page) => page.replace(":id", leadId))) {
      const response = await request(path, accessEnv, { headers: { "Cf-Access-Jwt-Assertion": token } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
      // The frame names who is signed in: the e-mail from the Access token.
      expect(html, path).toContain('data-testid="admin-email" class="font-semibold text-slate-900">office@oldline.example</strong>');
    }
  });

  it("should answer 503 when deployed without Access, even with the development setting", async () => {
    for (const environment of [deployedEnv, devEnv]) {
      for (const path of [...guardedPages, "/api/admin/leads"]) {
        const response = await request(path, environment);
        expect(response.status, path).toBe(503);
      }
    }
    expect(await (await request("/admin", deployedEnv)).text()).toBe(NOT_CONFIGURED);
    expect((await request("/dev-sign-in", devEnv, { method: "POST" })).status).toBe(404);
  });

  it("should offer the development sign-in only on localhost with the .dev.vars setting", async () => {
    const local = "http://localhost:8787";
    const page = await request("/admin/delivery", devEnv, {}, local);
    expect(page.status).toBe(401);
    expect(await page.text()).toContain("Development sign-in");
    expect((await request("/admin", deployedEnv, {}, local)).status).toBe(503);

    const body = new URLSearchParams({ next: "/admin/delivery" });
    const signIn = await request(
      "/dev-sign-in",
      devEnv,
      { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } },
      local,
    );
    expect(signIn.status).toBe(303);
    expect(signIn.headers.get("Location")).toBe("/admin/delivery");
    const cookie = signIn.headers.get("Set-Cookie")!;
    const session = cookie.split(";")[0]!;
    expect(session).toMatch(new RegExp(`^${DEV_COOKIE}=[0-9a-f]{64}$`));
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Strict");

    const signedIn = await request("/admin/delivery", devEnv, { headers: { Cookie: session } }, local);
    expect(signedIn.status).toBe(200);
    // The cookie alone is worth nothing once Access is configured.
    expect((await request("/admin", accessEnv, { headers: { Cookie: session } }, local)).status).toBe(403);
  });

  it("should not preview admin pages publicly", async () => {
    const response = await request("/api/site/social-preview?path=/admin", deployedEnv);
    expect(response.status).toBe(404);
  });
});
