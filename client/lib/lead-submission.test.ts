import { afterEach, describe, expect, it, vi } from "vitest";
import { leadConsentText } from "../../content/consent";
import type { LeadSubmission } from "../../contracts/leads";
import { SubmissionKeys, sendLead } from "./lead-submission";
import { portfolioLead } from "./portfolio-request";

const lead: LeadSubmission = {
  name: "Dana Whitfield",
  email: "dana@example.net",
  phone: "410-555-0199",
  company: "",
  service: "Roofing",
  projectDetails: "Leak over the porch",
  source: "Contact Page",
  urgency: "high",
  contactPreference: "phone",
  consentText: leadConsentText,
  elapsedMs: 5000,
};

function stubFetch(...answers: (() => Response)[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    return answer();
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe("submission keys", () => {
  it("should keep one key for a submission and its retries, and renew it when the content changes", () => {
    const keys = new SubmissionKeys();
    const first = keys.keyFor(lead);
    expect(keys.keyFor({ ...lead, elapsedMs: 9000 })).toBe(first);
    const edited = keys.keyFor({ ...lead, projectDetails: "Two leaks" });
    expect(edited).not.toBe(first);
    keys.reset();
    expect(keys.keyFor({ ...lead, projectDetails: "Two leaks" })).not.toBe(edited);
  });
});

describe("sending a lead", () => {
  it("should check the form with the shared schema before sending anything", async () => {
    const calls = stubFetch(() => Response.json({}));
    const outcome = await sendLead({ ...lead, email: "nope" }, new SubmissionKeys());
    expect(outcome).toEqual({ kind: "invalid", fields: { email: "Please enter a valid email address" } });
    expect(calls).toHaveLength(0);
  });

  it("should POST JSON with an Idempotency-Key and reuse it when retrying after a failure", async () => {
    const calls = stubFetch(
      () => new Response("Service Unavailable", { status: 503 }),
      () => Response.json({ id: "abc", status: "received" }, { status: 201 }),
    );
    const keys = new SubmissionKeys();
    expect(await sendLead(lead, keys)).toEqual({ kind: "failed", status: 503, message: null });
    expect(await sendLead(lead, keys)).toEqual({ kind: "received", receipt: { id: "abc", status: "received" } });
    const [first, second] = calls.map((c) => new Headers(c.init.headers));
    expect(calls[0]!.url).toBe("/api/leads");
    expect(calls[0]!.init.method).toBe("POST");
    expect(calls[0]!.init.credentials).toBe("include");
    expect(first!.get("Content-Type")).toBe("application/json");
    expect(first!.get("Idempotency-Key")).toMatch(/^"[0-9a-f-]+"$/);
    expect(second!.get("Idempotency-Key")).toBe(first!.get("Idempotency-Key"));
  });

  it("should pass on the server's field errors and its message for other refusals", async () => {
    stubFetch(
      () =>
        Response.json(
          { error: { code: "validation_failed", message: "x", fields: { phone: "Please enter a valid phone number" } } },
          { status: 400 },
        ),
      () => Response.json({ error: { code: "rate_limited", message: "Too many requests." } }, { status: 429 }),
    );
    const keys = new SubmissionKeys();
    expect(await sendLead(lead, keys)).toEqual({ kind: "invalid", fields: { phone: "Please enter a valid phone number" } });
    expect(await sendLead(lead, keys)).toEqual({ kind: "failed", status: 429, message: "Too many requests." });
  });

  it("should report a network failure as not received", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await sendLead(lead, new SubmissionKeys())).toEqual({ kind: "failed", status: null, message: null });
  });
});

describe("portfolio request payload", () => {
  const form = { name: " Priya N ", email: "priya@example.net", phone: "", company: "", interest: "", message: "" };
  const project = { title: "Complete Roof Replacement", location: "Towson, MD" };

  it("should send the fixed fields, empty strings and 'General' for an empty interest", () => {
    expect(portfolioLead(form, project, { elapsedMs: 3000 })).toMatchObject({
      name: "Priya N",
      phone: "",
      company: "",
      service: "Portfolio Access Request",
      source: "Portfolio Access Request",
      urgency: "medium",
      contactPreference: "email",
      projectDetails: "Interest: General\nProject: Complete Roof Replacement - Towson, MD",
    });
  });

  it("should combine the interest, the project and the message", () => {
    const payload = portfolioLead({ ...form, interest: "Siding", message: "Is fiber cement worth it?" }, project, {});
    expect(payload.projectDetails).toBe(
      "Interest: Siding\nProject: Complete Roof Replacement - Towson, MD\nMessage: Is fiber cement worth it?",
    );
  });
});
