import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { app } from "../app";
import { siteConfig } from "../config";
import type { Env } from "../env";
import { formStamp, secondTapToken, stampSecret } from "../security/form-stamp";
import { freshIp, postLead, validLead } from "../test/leads";

/** The fill time counts from the form's first paint (the server's stamp) and never refuses a person on timing alone (issue 42 item 3). */
const secret = () => stampSecret(env as Env, siteConfig(env as Env).siteUrl);
const stampedAgo = (ago: number) => formStamp(secret(), Date.now() - ago);
const rowsFor = async (email: string) => (await (env as Env).DB.prepare("SELECT id FROM leads WHERE email = ?").bind(email).all()).results;

type Refusal = { error: { code: string; message: string; secondTap?: string } };

describe("the fill time of a lead form", () => {
  it("should count from the server's stamp in the form, whatever the browser's clock says", async () => {
    // Autofilled and sent 3 s after the form first showed, though the page's script arrived only a moment ago.
    const autofilled = validLead({ elapsedMs: 50, formStamp: await stampedAgo(3_000) });
    expect((await postLead(autofilled)).status).toBe(201);
    // A stamp of a form shown just now is a fast fill, whatever time the browser claims.
    const claimed = validLead({ elapsedMs: 60_000, formStamp: await stampedAgo(100) });
    expect((await postLead(claimed)).status).toBe(409);
  });

  it("should ask a too-fast submission for a second tap instead of refusing it, and take the second tap", async () => {
    const ip = freshIp();
    const lead = validLead({ elapsedMs: undefined, formStamp: await stampedAgo(300) });
    const first = await postLead(lead, { ip });
    expect(first.status).toBe(409);
    const refusal = (await first.json()) as Refusal;
    expect(refusal.error.code).toBe("tap_again");
    expect(refusal.error.message).toBe("Please check your details, then tap the button again to send them.");
    expect(refusal.error.secondTap).toMatch(/^\d{13}\.[0-9a-f]{32}$/);
    expect(await rowsFor(lead.email)).toHaveLength(0);

    // At once, the same form again with the token: received.
    const second = await postLead({ ...lead, secondTap: refusal.error.secondTap }, { ip });
    expect(second.status).toBe(201);
    expect(await rowsFor(lead.email)).toHaveLength(1);
  });

  it("should not take a forged or borrowed token for a second tap", async () => {
    const forged = validLead({ formStamp: await stampedAgo(100), secondTap: `${Date.now()}.${"0".repeat(32)}` });
    expect((await postLead(forged)).status).toBe(409);
    // A form stamp is not a second tap, nor the other way round.
    const swapped = validLead({ formStamp: await secondTapToken(secret(), Date.now() - 10_000), secondTap: await stampedAgo(10) });
    expect((await postLead(swapped)).status).toBe(409);
  });

  it("should still refuse a filled honeypot on a second tap", async () => {
    const bot = validLead({ website: "x", formStamp: await stampedAgo(100), secondTap: await secondTapToken(secret()) });
    expect((await postLead(bot)).status).toBe(400);
  });
});

describe("the fill time with Turnstile configured", () => {
  const realFetch = globalThis.fetch;
  afterEach(() => vi.restoreAllMocks());

  /** Siteverify answers success only for the token "good" (the local fake of Cloudflare's API). */
  function fakeSiteverify(seen: string[]) {
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.includes("challenges.cloudflare.com")) return realFetch(input, init);
      const token = String((init?.body as FormData | undefined)?.get("response"));
      seen.push(token);
      return Response.json({ success: token === "good" });
    });
  }

  async function post(body: unknown) {
    const ctx = createExecutionContext();
    const request = new Request("http://localhost:8787/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshIp() },
      body: JSON.stringify(body),
    });
    const response = await app.fetch(request, { ...(env as Env), TURNSTILE_SITE_KEY: "site", TURNSTILE_SECRET_KEY: "secret" }, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  }

  it("should take the solved challenge as the proof of a person, however fast the form was sent", async () => {
    const seen: string[] = [];
    fakeSiteverify(seen);
    const fast = validLead({ formStamp: await stampedAgo(200), turnstileToken: "good" });
    expect((await post(fast)).status).toBe(201);
    expect(seen).toEqual(["good"]);
    const unsolved = validLead({ formStamp: await stampedAgo(20_000), turnstileToken: "bad" });
    expect((await post(unsolved)).status).toBe(400);
  });
});
