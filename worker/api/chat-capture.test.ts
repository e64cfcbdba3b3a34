import { createExecutionContext, listDurableObjectIds, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { newSessionId } from "../../contracts/chat";
import { app } from "../app";
import { database } from "../db/client";
import { leads, leadVisits } from "../db/schema";
import type { Env } from "../env";
import { chatBrowser } from "../test/chat";
import { withinOneClockMinute } from "../test/leads";

let ipSequence = 0;
const browser = () => chatBrowser(`192.0.2.${++ipSequence}`);
const db = () => database((env as Env).DB);
const contact = (email = `capture.${Date.now()}.${Math.random().toString(36).slice(2)}@example.net`) => ({
  firstName: "Dana",
  lastName: "Reyes",
  email,
  phone: "(410) 555-0199",
  service: "Roofing",
});
const rowsFor = (email: string) => db().select().from(leads).where(eq(leads.email, email));

/** A conversation with one visitor message, ready for its contact form. */
async function conversation(visitor = browser()) {
  const sessionId = newSessionId();
  expect((await visitor.send(sessionId, "Do you install seamless gutters?")).status).toBe(200);
  return { visitor, sessionId };
}

describe("chat lead capture", () => {
  it("should accept the longest names the form allows", async () => {
    const { visitor, sessionId } = await conversation();
    const lead = { ...contact(), firstName: "F".repeat(60), lastName: "L".repeat(60) };
    const response = await visitor.capture({ sessionId, ...lead });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true });
    expect((await rowsFor(lead.email))[0]).toMatchObject({ name: `${"F".repeat(60)} ${"L".repeat(60)}` });
  });

  it("should remember the chat's lead for a booking in the same visit (the booking API's cookie)", async () => {
    const { visitor, sessionId } = await conversation();
    const lead = contact();
    const response = await visitor.capture({ sessionId, ...lead });
    const cookie = response.headers.getSetCookie().find((header) => header.startsWith("lead_visit="));
    expect(cookie).toMatch(/^lead_visit=[A-Za-z0-9_-]{43};.*Path=\/api\/appointments/);
    const [row] = await rowsFor(lead.email);
    const [visit] = await db().select().from(leadVisits).where(eq(leadVisits.leadId, row!.id));
    expect(visit).toBeDefined();
  });

  it("should refuse a session without a visitor message, creating no storage for it", async () => {
    const namespace = (env as Env).CHAT_SESSION;
    const stored = async (name: string) => {
      const id = namespace.idFromName(name);
      return (await listDurableObjectIds(namespace)).some((each) => each.equals(id));
    };
    const lead = contact();
    // A browser that never chatted (no chat cookie): the session is not even woken.
    const stranger = browser();
    const unknown = newSessionId();
    const response = await stranger.capture({ sessionId: unknown, ...lead });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ success: false, error: { code: "no_conversation" } });
    expect(await stored(unknown)).toBe(false);
    // A browser that chatted elsewhere, asking about a session it never wrote to: refused, no object made.
    const { visitor } = await conversation();
    const empty = newSessionId();
    const again = await visitor.capture({ sessionId: empty, ...lead });
    expect(again.status).toBe(409);
    expect(await stored(empty)).toBe(false);
    expect(await rowsFor(lead.email)).toHaveLength(0);
    // A conversation that did start is stored, so the first check can see storage.
    expect(await stored((await conversation()).sessionId)).toBe(true);
  });

  it("should allow a visitor five leads a minute, like the lead form", async () => {
    const statuses = await withinOneClockMinute(async () => {
      const ip = `192.0.2.${++ipSequence}`;
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const { visitor, sessionId } = await conversation(chatBrowser(ip));
        statuses.push((await visitor.capture({ sessionId, ...contact() })).status);
      }
      return statuses;
    });
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe("chat lead capture with Turnstile", () => {
  const realFetch = globalThis.fetch;
  afterEach(() => vi.restoreAllMocks());

  /** Siteverify answers success only for the token "good". */
  function fakeSiteverify() {
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.includes("challenges.cloudflare.com")) return realFetch(input, init);
      const token = (init?.body as FormData | undefined)?.get("response");
      return Response.json({ success: token === "good" });
    });
  }

  async function capture(ip: string, cookie: string, body: Record<string, unknown>) {
    const ctx = createExecutionContext();
    const request = new Request("http://localhost:8787/api/chat/capture-lead", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip, Cookie: cookie, Referer: "http://localhost:8787/roofing" },
      body: JSON.stringify(body),
    });
    const response = await app.fetch(request, { ...(env as Env), TURNSTILE_SITE_KEY: "site", TURNSTILE_SECRET_KEY: "secret" }, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  }

  it("should refuse a capture without a valid token, without spending the visitor's quota", async () => {
    fakeSiteverify();
    const ip = `192.0.2.${++ipSequence}`;
    const { visitor, sessionId } = await conversation(chatBrowser(ip));
    for (let i = 0; i < 6; i++) {
      const lead = contact();
      const refused = await capture(ip, visitor.cookie, { sessionId, ...lead, ...(i % 2 ? { turnstileToken: "bad" } : {}) });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ success: false, error: { code: "rejected" } });
      expect(await rowsFor(lead.email)).toHaveLength(0);
    }
    const lead = contact();
    const accepted = await capture(ip, visitor.cookie, { sessionId, ...lead, turnstileToken: "good" });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ success: true });
    expect(await rowsFor(lead.email)).toHaveLength(1);
  });
});
