import { describe, expect, it } from "vitest";
import { fetchWorker } from "../test/fetch";

describe("security headers", () => {
  it.each(["/", "/roofing", "/no-such-page", "/api/insights/articles/storm-chasers", "/api/nothing"])("should be on %s", async (path) => {
    const response = await fetchWorker(path);
    const h = response.headers;
    expect(h.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
    expect(h.get("X-Content-Type-Options")).toBe("nosniff");
    expect(h.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(h.get("Permissions-Policy")).toContain("camera=()");
    expect(h.get("X-Frame-Options")).toBe("DENY");
    const csp = h.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
  });

  it("should allow scripts only by nonce, never 'unsafe-inline', and put the nonce on every script", async () => {
    const response = await fetchWorker("/");
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc).not.toContain("unsafe-eval");
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    expect(nonce).toBeTruthy();
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) {
      // Data blocks (hydration data, JSON-LD) are never executed, so CSP does not apply to them.
      if (/type="application\/(ld\+)?json"/.test(tag)) continue;
      expect(tag).toContain(`nonce="${nonce}"`);
    }
  });

  it("should use a fresh nonce per request", async () => {
    const nonceOf = async () => /'nonce-([^']+)'/.exec((await fetchWorker("/")).headers.get("Content-Security-Policy") ?? "")?.[1];
    expect(await nonceOf()).not.toBe(await nonceOf());
  });

  it("should never let admin pages be stored", async () => {
    for (const path of ["/admin", "/admin/indexnow", "/admin/delivery"]) {
      expect((await fetchWorker(path)).headers.get("Cache-Control")).toBe("no-store");
    }
  });

  it("should let public HTML be revalidated, never cached immutably", async () => {
    const cacheControl = (await fetchWorker("/")).headers.get("Cache-Control") ?? "";
    expect(cacheControl).not.toContain("immutable");
    expect(cacheControl).toContain("max-age=0");
  });

  it("should keep API answers out of caches unless a handler marks them public", async () => {
    expect((await fetchWorker("/api/nothing")).headers.get("Cache-Control")).toBe("no-store");
    expect((await fetchWorker("/api/insights/articles/no-such-article")).headers.get("Cache-Control")).toBe("no-store");
    expect((await fetchWorker("/api/insights/articles/storm-chasers")).headers.get("Cache-Control")).toBe("public, max-age=300");
  });

  it("should answer unknown API paths with a JSON error", async () => {
    const response = await fetchWorker("/api/nothing");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "not_found", message: "No such API endpoint." } });
  });
});
