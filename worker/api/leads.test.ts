import { env } from "cloudflare:workers";
import { and, eq, like, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LEAD_LIMITS } from "../../contracts/leads";
import { database } from "../db/client";
import { deliveries, leads } from "../db/schema";
import type { Env } from "../env";
import { freshIp, postLead, validLead, withinOneClockMinute } from "../test/leads";

const db = database((env as unknown as Env).DB);

async function rowsFor(email: string) {
  return db.select().from(leads).where(eq(leads.email, email));
}

describe("POST /api/leads", () => {
  it("should store a valid lead with its consent record and answer 201 with its id", async () => {
    const lead = validLead();
    const response = await postLead(lead, { ip: "203.0.113.7" });
    expect(response.status).toBe(201);
    const receipt = (await response.json()) as { id: string; status: string };
    expect(receipt.status).toBe("received");
    expect(receipt.id).toMatch(/^[0-9a-f-]{36}$/);

    const [row] = await rowsFor(lead.email);
    expect(row).toMatchObject({
      id: receipt.id,
      name: "Dana Whitfield",
      phone: "(410) 555-0199",
      service: "Roofing",
      source: "Contact Page",
      urgency: "high",
      contactPreference: "phone",
      zip: "21014",
      outOfArea: false,
      status: "new",
      consentText: lead.consentText,
      consentPage: "/contact",
      ip: "203.0.113.7",
      userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)",
    });
    expect(Date.now() - Date.parse(row!.consentAt)).toBeLessThan(60_000);
  });

  it("should accept the portfolio request payload with empty phone and company", async () => {
    const lead = validLead({
      phone: "",
      company: "",
      address: undefined,
      service: "Portfolio Access Request",
      source: "Portfolio Access Request",
      urgency: "medium",
      contactPreference: "email",
      projectDetails: "Interest: General\nProject: Complete Roof Replacement (Towson, MD)",
      page: "/projects",
    });
    const response = await postLead(lead);
    expect(response.status).toBe(201);
    const [row] = await rowsFor(lead.email);
    expect(row).toMatchObject({ phone: "", company: "", address: "", zip: null, outOfArea: false, consentPage: "/projects" });
  });

  it("should flag an out-of-area ZIP code but keep the lead", async () => {
    const lead = validLead({ address: "88 Shore Rd, Cape May, NJ 08204" });
    expect((await postLead(lead)).status).toBe(201);
    const [row] = await rowsFor(lead.email);
    expect(row).toMatchObject({ zip: "08204", outOfArea: true });

    const delaware = validLead({ address: "Dover 19901" });
    expect((await postLead(delaware)).status).toBe(201);
    expect((await rowsFor(delaware.email))[0]).toMatchObject({ zip: "19901", outOfArea: false });
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ["name", { name: " " }, "Please enter your full name"],
    ["name", { name: "x".repeat(LEAD_LIMITS.name + 1) }, `Name must be at most ${LEAD_LIMITS.name} characters`],
    ["email", { email: "dana-at-example" }, "Please enter a valid email address"],
    ["email", { email: undefined }, "Please enter a valid email address"],
    ["phone", { phone: "555-01" }, "Please enter a valid phone number"],
    ["phone", { phone: "", contactPreference: "text" }, "Please enter a phone number so we can call or text you"],
    ["company", { company: "c".repeat(121) }, "Company must be at most 120 characters"],
    ["address", { address: "a".repeat(LEAD_LIMITS.address + 1) }, `Address must be at most ${LEAD_LIMITS.address} characters`],
    ["service", { service: "" }, "Please choose a service"],
    ["projectDetails", { projectDetails: "d".repeat(5001) }, "Project details must be at most 5,000 characters"],
    ["source", { source: "" }, "This form's source is not recognised"],
    ["urgency", { urgency: "whenever" }, "Urgency must be low, medium, high or emergency"],
    ["contactPreference", { contactPreference: "fax" }, "Preferred contact must be email, phone or text"],
    ["consentText", { consentText: "" }, "The consent statement is missing"],
    ["page", { page: "https://elsewhere.example/" }, "Page must be a path such as /contact"],
  ];

  it.each(invalid)("should reject a bad %s with its message and store nothing (%j)", async (field, overrides, message) => {
    const lead = { ...validLead(), ...overrides };
    const email = typeof lead.email === "string" ? lead.email : "";
    const response = await postLead(lead);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string; fields: Record<string, string> } };
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.message).toBe("Please correct the highlighted fields.");
    expect(body.error.fields[field]).toBe(message);
    if (email) expect(await rowsFor(email)).toHaveLength(0);
  });

  it("should name every bad field at once", async () => {
    const response = await postLead({ name: "", email: "x", source: "Contact Page" });
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(body.error.fields).sort()).toEqual(["contactPreference", "email", "name", "service", "urgency"].sort());
  });

  it("should answer 400 for a body that is not JSON, and 413 for one that is too large", async () => {
    const notJson = await postLead("name=Dana");
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ error: { code: "invalid_json", message: "The request body must be a JSON object." } });

    const huge = await postLead(validLead({ projectDetails: "x".repeat(40_000) }));
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { error: { code: string } }).error.code).toBe("too_large");
  });

  it("should create one lead for one Idempotency-Key and replay the first answer", async () => {
    const lead = validLead();
    const key = crypto.randomUUID();
    const first = await postLead(lead, { key });
    const second = await postLead(lead, { key });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await second.json()).toEqual(await first.json());
    expect(await rowsFor(lead.email)).toHaveLength(1);
  });

  it("should refuse a reused Idempotency-Key with a different payload", async () => {
    const key = crypto.randomUUID();
    const lead = validLead();
    expect((await postLead(lead, { key })).status).toBe(201);
    const changed = await postLead({ ...lead, projectDetails: "Something else entirely" }, { key });
    expect(changed.status).toBe(422);
    expect(((await changed.json()) as { error: { code: string } }).error.code).toBe("idempotency_key_reused");
    expect(await rowsFor(lead.email)).toHaveLength(1);
  });

  it("should refuse a malformed Idempotency-Key", async () => {
    const lead = validLead();
    const response = await postLead(lead, { headers: { "Idempotency-Key": "" } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("invalid_idempotency_key");
    expect(await rowsFor(lead.email)).toHaveLength(0);
  });

  it("should reject a filled honeypot, storing nothing", async () => {
    const honeypot = validLead({ website: "http://cheap-pills.example" });
    const answer = await postLead(honeypot);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      error: {
        code: "rejected",
        message: "We could not accept this request. Please try again in a moment, or call us at (410) 555-0142.",
      },
    });
    expect(await rowsFor(honeypot.email)).toHaveLength(0);
  });

  it("should answer 429 with Retry-After once a visitor passes five submissions a minute", async () => {
    const { statuses, limited } = await withinOneClockMinute(async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await postLead(validLead(), { ip })).status);
      return { statuses, limited: await postLead(validLead(), { ip }) };
    });
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("60");
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
    // Another visitor is unaffected.
    expect((await postLead(validLead())).status).toBe(201);
  });

  it("should queue the notification after answering, and the consumer should e-mail it", async () => {
    const lead = validLead();
    const response = await postLead(lead);
    const { id } = (await response.json()) as { id: string };
    // The local queue and send_email binding do the real work; poll until the consumer ran.
    let state = "pending";
    let sent: { channel: string; status: string }[] = [];
    for (let i = 0; i < 100 && state !== "delivered"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      [{ state } = { state }] = await db.select({ state: leads.notifyState }).from(leads).where(eq(leads.id, id));
    }
    sent = await db
      .select({ channel: deliveries.channel, status: deliveries.status })
      .from(deliveries)
      .where(and(eq(deliveries.leadId, id), ne(deliveries.channel, "homeowner")));
    expect(state).toBe("delivered");
    // The office's e-mail (the homeowner's acknowledgement is worker/leads/acknowledge.test.ts's).
    expect(sent).toEqual([{ channel: "email", status: "sent" }]);
  });

  it("should keep answers out of caches", async () => {
    const response = await postLead(validLead());
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("POST /api/leads under concurrency", () => {
  it("should store exactly 200 leads for 200 parallel submissions with distinct keys", async () => {
    const marker = `parallel-${Date.now()}`;
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => postLead(validLead({ email: `${marker}-${i}@example.net` }), { key: crypto.randomUUID() })),
    );
    const elapsed = performance.now() - started;
    expect(answers.filter((a) => a.status === 201)).toHaveLength(200);
    const ids = new Set(await Promise.all(answers.map(async (a) => ((await a.json()) as { id: string }).id)));
    expect(ids.size).toBe(200);
    const rows = await db
      .select({ id: leads.id })
      .from(leads)
      .where(like(leads.email, `${marker}-%`));
    expect(rows).toHaveLength(200);
    console.info(`concurrency: 200 distinct submissions -> ${rows.length} rows, 200 answers 201, in ${elapsed.toFixed(0)} ms`);
  });

  it("should store exactly one lead for 200 parallel submissions with the same key", async () => {
    const lead = validLead();
    const key = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 200 }, () => postLead(lead, { key })));
    expect(answers.map((a) => a.status)).toEqual(Array(200).fill(201));
    const ids = new Set(await Promise.all(answers.map(async (a) => ((await a.json()) as { id: string }).id)));
    expect(ids.size).toBe(1);
    const rows = await rowsFor(lead.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe([...ids][0]);
    console.info(`concurrency: 200 same-key submissions -> ${rows.length} row, 200 answers 201 with one id`);
  });
});
