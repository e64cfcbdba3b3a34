import { randomInt } from "node:crypto";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { leadConsentText } from "../../content/consent";
import { visitorIp } from "./leads";

/**
 * Signs the page's browser in with the local development sign-in (.dev.vars:
 * ADMIN_DEV_SIGN_IN="true"): the form's POST, whose session cookie the page then carries.
 * The cookie's value is random per server process, so it cannot be made up here.
 */
export async function signInForDevelopment(page: Page) {
  const response = await page.request.post("/dev-sign-in", { form: { next: "/admin" }, maxRedirects: 0 });
  expect(response.status()).toBe(303);
}

/** A lead as the contact page sends it, from a visitor of its own; returns its id. */
export async function submitLead(request: APIRequestContext, name: string, extra: Record<string, string> = {}) {
  const response = await request.post("/api/leads", {
    headers: { "CF-Connecting-IP": visitorIp() },
    data: {
      name,
      email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.net`,
      phone: "(410) 555-0177",
      company: "",
      address: "12 Hickory Ave, Bel Air, MD 21014",
      service: "Siding",
      projectDetails: "Two walls of vinyl siding cracked, would like a quote.",
      source: "Contact Page",
      urgency: "medium",
      contactPreference: "phone",
      consentText: leadConsentText,
      page: "/contact",
      website: "",
      elapsedMs: 9000,
      ...extra,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/**
 * A phone number no other lead of this run has, so a lead is nobody's repeat request unless a
 * test wants it. Random over 800 area codes and 10,000 lines (browser workers share no counter):
 * a run draws a few dozen, which meet less than once in ten thousand runs.
 */
export function uniquePhone(): string {
  return `(${randomInt(200, 1000)}) 555-${String(randomInt(0, 10_000)).padStart(4, "0")}`;
}

/**
 * Leaves the phone's dialer out of a test: a tap on a `tel:` link does what the page does with
 * it (the admin records the call), but the browser does not go on to hand the number to a
 * dialer (headless Chromium has none, and its attempt can swallow the taps that follow).
 */
export async function withoutDialer(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener(
      "click",
      (event) => {
        if (event.target instanceof Element && event.target.closest('a[href^="tel:"]')) event.preventDefault();
      },
      true,
    );
  });
}
