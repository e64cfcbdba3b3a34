import { env } from "cloudflare:workers";
import { leadConsentText } from "../../content/consent";
import { type LeadSubmission, leadSchema, type ValidLead } from "../../contracts/leads";
import { database } from "../db/client";
import type { Env } from "../env";
import { storeLead } from "../leads/intake";
import { fetchWorker } from "./fetch";

let sequence = 0;

/** Overrides for a test lead; `source` may be any text, as in rows stored before sources were a fixed list. */
export type TestLeadOverrides = Partial<Omit<LeadSubmission, "source">> & { source?: string };

/** A valid contact-page submission with a unique e-mail address (to find its row). */
export function validLead(overrides: TestLeadOverrides = {}): LeadSubmission {
  sequence += 1;
  return {
    name: "Dana Whitfield",
    email: `dana.${Date.now()}.${sequence}@example.net`,
    phone: "(410) 555-0199",
    company: "",
    address: "1204 Ridge Rd, Bel Air, MD 21014",
    service: "Roofing",
    projectDetails: "Shingles lifted in last week's storm; water stain on the bedroom ceiling.",
    source: "Contact Page",
    urgency: "high",
    contactPreference: "phone",
    consentText: leadConsentText,
    page: "/contact",
    website: "",
    elapsedMs: 14_000,
    ...overrides,
  } as LeadSubmission;
}

let phoneSequence = 0;
/** A phone number no other test lead has, so a lead is not linked to an earlier one as the same homeowner. */
export function uniquePhone(): string {
  phoneSequence += 1;
  return `(301) 555-${String(1000 + (phoneSequence % 9000)).padStart(4, "0")}`;
}

let ipSequence = 0;

/** A fresh visitor address, so the per-IP rate limit only bites where a test wants it to. */
export function freshIp(): string {
  ipSequence += 1;
  return `198.51.${Math.floor(ipSequence / 250) % 250}.${(ipSequence % 250) + 1}`;
}

/**
 * Runs `attempt` until one run starts and ends in the same clock minute, and returns what that run
 * returned. The local rate limiter counts per clock minute, so a run that crosses into the next one
 * (a busy machine can take seconds for a handful of requests) finds its count reset. Each attempt
 * must use a fresh address.
 */
export async function withinOneClockMinute<T>(attempt: () => Promise<T>): Promise<T> {
  const minute = () => Math.floor(Date.now() / 60_000);
  for (;;) {
    const started = minute();
    const result = await attempt();
    if (minute() === started) return result;
  }
}

export function postLead(
  body: unknown,
  { key, ip = freshIp(), headers = {} }: { key?: string; ip?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  return fetchWorker("/api/leads", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "CF-Connecting-IP": ip,
      "User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)",
      ...(key ? { "Idempotency-Key": `"${key}"` } : {}),
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Stores a valid lead straight into D1 as if it arrived at `at`; returns its id. */
export async function storeTestLead(overrides: TestLeadOverrides = {}, at: Date | string = new Date()): Promise<string> {
  const { source = "Contact Page", ...rest } = overrides;
  const lead = { ...leadSchema.parse(validLead(rest)), source } as ValidLead;
  const result = await storeLead(database((env as Env).DB), lead, { page: "/contact", ip: "", userAgent: "", now: new Date(at) }, null);
  if (result.kind !== "created") throw new Error("the test lead was not created");
  return result.receipt.id;
}
