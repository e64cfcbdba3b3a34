import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { newSessionId, type SendMessageResponse } from "../../contracts/chat";
import { app } from "../app";
import { CONFIRM_IN_FORM } from "../chat/session";
import { database } from "../db/client";
import { appointments, leads } from "../db/schema";
import type { Env } from "../env";
import { openWindowsLatestFirst, testBooking } from "../test/bookings";
import { chatBrowser } from "../test/chat";
import { fetchWorker } from "../test/fetch";
import { postLead, uniquePhone, validLead, withinOneClockMinute } from "../test/leads";

const db = () => database((env as Env).DB);
const leadsFor = (email: string) => db().select().from(leads).where(eq(leads.email, email));
let ipSequence = 0;
const freshAddress = () => `203.0.114.${++ipSequence % 250}`;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2)}@example.net`;

/** A chat message that hands over everything a lead needs, after one that asks for help. */
async function typedDetails(visitor: ReturnType<typeof chatBrowser>, email: string): Promise<SendMessageResponse> {
  const sessionId = newSessionId();
  expect((await visitor.send(sessionId, "water is coming through my ceiling")).status).toBe(200);
  const response = await visitor.send(sessionId, `I'm Sam Ortiz, ${email}, ${uniquePhone()}`);
  expect(response.status).toBe(200);
  return (await response.json()) as SendMessageResponse;
}

const postBooking = (body: unknown, ip: string) =>
  fetchWorker("/api/appointments", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
    body: JSON.stringify(body),
  });

describe("the lead gate", () => {
  it("should count chat details typed into a message against the visitor's lead quota, shared with the forms and bookings", async () => {
    const window = (await openWindowsLatestFirst())[0]!;
    const outcome = await withinOneClockMinute(async () => {
      const ip = freshAddress();
      const forms: number[] = [];
      for (let i = 0; i < 4; i++) forms.push((await postLead(validLead({ phone: uniquePhone() }), { ip })).status);
      const visitor = chatBrowser(ip);
      const fifth = uniqueEmail("typed-fifth");
      const fifthReply = await typedDetails(visitor, fifth);
      const sixth = uniqueEmail("typed-sixth");
      const sixthReply = await typedDetails(visitor, sixth);
      const booking = await postBooking(testBooking(window, { phone: uniquePhone() }), ip);
      return { forms, fifth, fifthReply, sixth, sixthReply, booking: booking.status };
    });
    expect(outcome.forms).toEqual([201, 201, 201, 201]);
    expect(outcome.fifthReply).toMatchObject({ leadCaptured: true });
    expect(await leadsFor(outcome.fifth)).toHaveLength(1);
    // Over the quota: no lead, and the chat offers its contact form (which passes the same gate).
    expect(outcome.sixthReply).toMatchObject({ leadCaptured: false, needsLeadCapture: true });
    expect(outcome.sixthReply.response).toContain(CONFIRM_IN_FORM);
    expect(await leadsFor(outcome.sixth)).toHaveLength(0);
    expect(outcome.booking).toBe(429);
  });
});

describe("the lead gate with Turnstile configured", () => {
  const realFetch = globalThis.fetch;
  afterEach(() => vi.restoreAllMocks());
  const withTurnstile = { TURNSTILE_SITE_KEY: "site", TURNSTILE_SECRET_KEY: "secret" };

  /** Siteverify answers success only for the token "good". */
  function fakeSiteverify() {
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.includes("challenges.cloudflare.com")) return realFetch(input, init);
      const token = (init?.body as FormData | undefined)?.get("response");
      return Response.json({ success: token === "good" });
    });
  }

  /** Calls the app with Turnstile on, as a browser holding `cookies` (updated from the answer). */
  async function call(path: string, ip: string, body: unknown, cookies: Map<string, string>) {
    const ctx = createExecutionContext();
    const headers: Record<string, string> = {
      "Content-Type": "application/json",
      "CF-Connecting-IP": ip,
      Referer: "http://localhost:8787/roofing",
    };
    if (cookies.size) headers.Cookie = [...cookies.values()].join("; ");
    const request = new Request(`http://localhost:8787${path}`, { method: "POST", headers, body: JSON.stringify(body) });
    const response = await app.fetch(request, { ...(env as Env), ...withTurnstile }, ctx);
    await waitOnExecutionContext(ctx);
    for (const set of response.headers.getSetCookie()) {
      const pair = set.split(";")[0]!;
      cookies.set(pair.split("=")[0]!, pair);
    }
    return response;
  }

  it("should make no lead from details typed into the chat, offering the form that shows the challenge", async () => {
    fakeSiteverify();
    const ip = freshAddress();
    const cookies = new Map<string, string>();
    const email = uniqueEmail("typed-turnstile");
    const sessionId = newSessionId();
    expect((await call("/api/chat/message", ip, { sessionId, message: "water is coming through my ceiling" }, cookies)).status).toBe(200);
    const response = await call("/api/chat/message", ip, { sessionId, message: `I'm Sam Ortiz, ${email}, ${uniquePhone()}` }, cookies);
    expect(await response.json()).toMatchObject({ leadCaptured: false, needsLeadCapture: true });
    expect(await leadsFor(email)).toHaveLength(0);
  });

  it("should show the challenge on the booking form when a site key is configured", async () => {
    const ctx = createExecutionContext();
    const page = await app.fetch(
      new Request("http://localhost:8787/schedule"),
      { ...(env as Env), TURNSTILE_SITE_KEY: "0x4AAA-booking" },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(await page.text()).toContain('data-turnstile-sitekey="0x4AAA-booking"');
  });

  it("should refuse a booking without a valid Turnstile token, and book one with it", async () => {
    fakeSiteverify();
    const window = (await openWindowsLatestFirst())[0]!;
    const ip = freshAddress();
    const without = testBooking(window, { phone: uniquePhone() });
    const refused = await call("/api/appointments", ip, without, new Map());
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { code: "rejected" } });
    const forged = await call("/api/appointments", ip, { ...without, turnstileToken: "bad" }, new Map());
    expect(forged.status).toBe(400);
    expect(await db().select().from(appointments).where(eq(appointments.email, without.email))).toHaveLength(0);
    const accepted = await call(
      "/api/appointments",
      ip,
      { ...testBooking(window, { phone: uniquePhone() }), turnstileToken: "good" },
      new Map(),
    );
    expect(accepted.status).toBe(201);
  });
});
