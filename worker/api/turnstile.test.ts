import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../app";
import type { Env } from "../env";
import { freshIp, validLead } from "../test/leads";

/** Calls the app with configuration the test chooses (wrangler.toml leaves Turnstile off). */
async function call(path: string, overrides: Partial<Env>, init?: RequestInit) {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(new URL(path, "http://localhost:8787"), init), { ...(env as Env), ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const post = (body: unknown) => ({
  method: "POST",
  headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshIp() },
  body: JSON.stringify(body),
});

describe("Turnstile on the lead forms", () => {
  it("should put the widget on the contact page only when a site key is configured", async () => {
    const withKey = await (await call("/contact", { TURNSTILE_SITE_KEY: "0x4AAA-test-site-key" })).text();
    expect(withKey).toContain('data-turnstile-sitekey="0x4AAA-test-site-key"');
    // The browser reads it from the page's data (the root loader's configuration) as well.
    expect(withKey).toContain("turnstileSiteKey");
    expect(withKey.split("0x4AAA-test-site-key").length).toBeGreaterThan(2);
    const without = await (await call("/contact", {})).text();
    expect(without).not.toContain("data-turnstile-sitekey");
  });

  it("should let the challenge frame through the CSP", async () => {
    const response = await call("/contact", {});
    expect(response.headers.get("Content-Security-Policy")).toContain("frame-src 'self' https://challenges.cloudflare.com");
  });

  it("should require a token when both keys are configured", async () => {
    const response = await call("/api/leads", { TURNSTILE_SITE_KEY: "site", TURNSTILE_SECRET_KEY: "secret" }, post(validLead()));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("rejected");
  });

  it("should not verify when only the secret is set, since the forms could never send a token", async () => {
    const response = await call("/api/leads", { TURNSTILE_SITE_KEY: "", TURNSTILE_SECRET_KEY: "secret" }, post(validLead()));
    expect(response.status).toBe(201);
  });
});
