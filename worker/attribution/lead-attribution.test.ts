import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newSessionId } from "../../contracts/chat";
import type { Attribution } from "../../contracts/touch";
import { database } from "../db/client";
import { leads } from "../db/schema";
import type { Env } from "../env";
import { openWindowsLatestFirst, testBooking } from "../test/bookings";
import { chatBrowser } from "../test/chat";
import { fetchWorker } from "../test/fetch";
import { freshIp, postLead, validLead } from "../test/leads";

const db = database((env as unknown as Env).DB);
const rowFor = async (email: string) => (await db.select().from(leads).where(eq(leads.email, email)))[0];

const paid: Attribution = {
  first: {
    at: "2026-11-22T14:00:00.000Z",
    landing: "/roofing-bel-air",
    referrer: "www.google.com",
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "bel-air-roofs",
    gclid: "TEST-GCLID-1",
  },
  last: { at: "2026-11-24T15:00:00.000Z", landing: "/", referrer: "www.google.com" },
};

describe("attribution on every lead", () => {
  it("should store both touches of a form lead and the channel of each", async () => {
    const lead = validLead();
    expect((await postLead({ ...lead, attribution: paid })).status).toBe(201);
    expect(await rowFor(lead.email)).toMatchObject({
      firstTouch: paid.first,
      lastTouch: paid.last,
      firstChannel: "paid_search",
      lastChannel: "organic_search",
    });
  });

  it("should accept a lead without attribution (API clients, storage turned off) and leave its columns empty", async () => {
    const lead = validLead();
    expect((await postLead(lead)).status).toBe(201);
    expect(await rowFor(lead.email)).toMatchObject({ firstTouch: null, lastTouch: null, firstChannel: null, lastChannel: null });
  });

  it("should refuse attribution with unknown keys or values out of bounds, and store nothing", async () => {
    const hostile = [
      { ...paid, extra: true },
      { first: { ...paid.first, email: "someone@example.net" }, last: paid.last },
      { first: { ...paid.first, gclid: "g".repeat(201) }, last: paid.last },
      { first: { ...paid.first, landing: "https://evil.example/" }, last: paid.last },
      { first: { ...paid.first, at: "yesterday" }, last: paid.last },
      // Times no visit of this site can have: a made-up year, before the site existed, ahead of now.
      { first: { ...paid.first, at: "0000-01-01T00:00:00Z" }, last: paid.last },
      { first: { ...paid.first, at: "9999-12-31T23:59:59Z" }, last: paid.last },
      { first: { ...paid.first, at: "2026-11-20T23:59:59Z" }, last: paid.last },
      { first: paid.first, last: { ...paid.last, at: new Date(Date.now() + 11 * 60 * 1000).toISOString() } },
      { first: paid.first },
      "paid",
    ];
    for (const attribution of hostile) {
      const lead = validLead();
      const response = await postLead({ ...lead, attribution });
      expect(response.status, JSON.stringify(attribution)).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: "validation_failed", fields: { attribution: expect.any(String) } } });
      expect(await rowFor(lead.email)).toBeUndefined();
    }
  });

  it("should store the attribution a booking carries on its lead", async () => {
    const [windowId] = await openWindowsLatestFirst();
    const booking = testBooking(windowId!);
    const response = await fetchWorker("/api/appointments", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshIp() },
      body: JSON.stringify({ ...booking, attribution: paid }),
    });
    expect(response.status).toBe(201);
    expect(await rowFor(booking.email)).toMatchObject({
      firstChannel: "paid_search",
      lastChannel: "organic_search",
      firstTouch: paid.first,
    });
  });

  it("should store the attribution of the chat's contact form, and of a contact typed into the chat", async () => {
    const email = `chat.${Date.now()}@example.net`;
    const visitor = chatBrowser(freshIp());
    const sessionId = newSessionId();
    await visitor.send(sessionId, "Do you install seamless gutters?");
    const captured = await visitor.capture({
      sessionId,
      firstName: "Dana",
      lastName: "Reyes",
      email,
      phone: "(410) 555-0199",
      service: "Roofing",
      attribution: paid,
    });
    expect(await captured.json()).toMatchObject({ success: true });
    expect(await rowFor(email)).toMatchObject({ source: "chat", firstChannel: "paid_search", lastTouch: paid.last });

    const typed = `typed.${Date.now()}@example.net`;
    const other = chatBrowser(freshIp());
    const session = newSessionId();
    const send = (message: string) =>
      fetchWorker("/api/chat/message", {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshIp(), Cookie: other.cookie },
        body: JSON.stringify({ sessionId: session, message, attribution: paid }),
      });
    await other.send(session, "I need a roof estimate, my roof is leaking");
    await send(`I'm Sam Ortiz, ${typed}, 410-555-0123, please call me about an estimate`);
    expect(await rowFor(typed)).toMatchObject({ source: "chat", firstChannel: "paid_search" });
  });
});
