import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { app } from "../app";
import { siteConfig } from "../config";
import type { Env } from "../env";
import { formStamp, stampSecret } from "../security/form-stamp";
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

describe("Turnstile before the page's script", () => {
  const realFetch = globalThis.fetch;
  afterEach(() => vi.restoreAllMocks());
  const keys = { TURNSTILE_SITE_KEY: "0x4AAA-test-site-key", TURNSTILE_SECRET_KEY: "secret" };

  /** The local fake of Cloudflare's siteverify: success only for the token "good". */
  function fakeSiteverify(seen: string[]) {
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.includes("challenges.cloudflare.com/turnstile/v0/siteverify")) return realFetch(input, init);
      const token = String((init?.body as FormData | undefined)?.get("response"));
      seen.push(token);
      return Response.json({ success: token === "good" });
    });
  }

  const contactForm = async (token: string, email: string) => ({
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshIp() },
    body: new URLSearchParams({
      formStamp: await formStamp(stampSecret(env as Env, siteConfig(env as Env).siteUrl), Date.now() - 20_000),
      name: "Imani Brooks",
      email,
      phone: "(410) 555-0166",
      address: "",
      service: "Roofing",
      urgency: "medium",
      message: "",
      contactPreference: "phone",
      website: "",
      "cf-turnstile-response": token,
    }).toString(),
  });
  const leadsFor = async (email: string) =>
    (await (env as Env).DB.prepare("SELECT id FROM leads WHERE email = ?").bind(email).all()).results;

  it("should put Cloudflare's implicit widget and its script in the server's HTML, and say what a browser without scripts needs", async () => {
    const html = await (await call("/contact", keys)).text();
    // Cloudflare's script renders this as soon as it arrives, before the page's own script.
    expect(html).toContain(
      '<div class="cf-turnstile" data-sitekey="0x4AAA-test-site-key" data-response-field-name="cf-turnstile-response"></div>',
    );
    expect(html).toMatch(/<script src="https:\/\/challenges\.cloudflare\.com\/turnstile\/v0\/api\.js" async="" nonce="[^"]+"><\/script>/);
    expect(html).toContain("<noscript><p>This form checks that a person is sending it, which needs scripts turned on.");
  });

  it("should verify the token a form posted before its script, with siteverify, and refuse a bad one beside the button", async () => {
    const seen: string[] = [];
    fakeSiteverify(seen);
    const email = `turnstile.early.${Date.now()}@example.net`;
    const refused = await (await call("/contact", keys, await contactForm("bad", email))).text();
    expect(refused).toMatch(/data-testid="tap-notice"[^>]*>We could not accept this request\./);
    expect(await leadsFor(email)).toHaveLength(0);

    const accepted = await call("/contact", keys, await contactForm("good", email));
    expect(await accepted.text()).toContain("Request received");
    expect(await leadsFor(email)).toHaveLength(1);
    expect(seen).toEqual(["bad", "good"]);
  });
});
