import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "../db/client";
import { leads } from "../db/schema";
import type { Env } from "../env";
import { fetchAdmin } from "../test/fetch";
import { freshIp, postLead, validLead } from "../test/leads";

const db = () => database((env as Env).DB);
const rowsFor = (email: string) => db().select().from(leads).where(eq(leads.email, email));

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describe("POST /api/leads input rules", () => {
  it("should refuse spam before the rate limit, so bots on a shared address cannot lock a visitor out", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await postLead(validLead({ website: "http://spam.example" }), { ip })).status).toBe(400);
    // A too-fast fill is asked for a second tap (docs/decisions/041), before the quota too.
    for (let i = 0; i < 5; i++) expect((await postLead(validLead({ elapsedMs: 100 }), { ip })).status).toBe(409);
    const real = validLead();
    expect((await postLead(real, { ip })).status).toBe(201);
    expect(await rowsFor(real.email)).toHaveLength(1);
  });

  it("should accept SPEC's portfolio payload, which carries no consent statement, and say so on the lead", async () => {
    const email = `spec.${Date.now()}@example.net`;
    const payload = {
      name: "Morgan Lee",
      email,
      phone: "",
      company: "",
      service: "Portfolio Access Request",
      projectDetails: "Interest: General",
      source: "Portfolio Access Request",
      urgency: "medium",
      contactPreference: "email",
    };
    // Exactly SPEC section 7's fields: no consent statement, no fill time, no honeypot.
    const response = await postLead(payload);
    expect(response.status).toBe(201);
    expect((await rowsFor(email))[0]).toMatchObject({ consentText: "No consent statement was shown" });
  });

  it("should accept only the sources the site's forms send", async () => {
    for (const source of ["Contact Page", "Instant Estimate", "Portfolio Access Request"]) {
      expect((await postLead(validLead({ source }))).status).toBe(201);
    }
    for (const source of ["@SUM(1+1)*cmd|' /C calc'!A0", "Roofing ", "roofing", "chat", "Contact page"]) {
      const lead = validLead({ source });
      const response = await postLead(lead);
      expect(response.status).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(body.error.fields?.source).toBe("This form's source is not recognised");
      expect(await rowsFor(lead.email)).toHaveLength(0);
    }
  });

  it("should refuse names made only of invisible characters", async () => {
    for (const name of [
      "\u200B\u200B\u200B",
      "\u0000\u0000\u0000",
      "\u3164\u3164",
      "\u2800\u2800",
      "\u200E\u202E\u2066\u2069",
      "\uFEFF \u200D\u200C",
    ]) {
      const lead = validLead({ name });
      const response = await postLead(lead);
      expect(response.status, JSON.stringify(name)).toBe(400);
      expect(((await response.json()) as ErrorBody).error.fields?.name).toBe("Please enter your full name");
    }
  });

  it("should store names without bidirectional overrides or control characters", async () => {
    const lead = validLead({ name: "Dana \u202EnosliW\u202C\u0007 Whit\u200Bfield" });
    expect((await postLead(lead)).status).toBe(201);
    expect((await rowsFor(lead.email))[0]!.name).toBe("Dana nosliW Whit\u200Bfield");
  });

  it("should keep the phone as typed and store it in E.164 beside it", async () => {
    const lead = validLead({ phone: "410-555-0100 " });
    expect((await postLead(lead)).status).toBe(201);
    expect((await rowsFor(lead.email))[0]).toMatchObject({ phone: "410-555-0100", phoneE164: "+14105550100" });

    const none = validLead({ phone: "", contactPreference: "email" });
    expect((await postLead(none)).status).toBe(201);
    expect((await rowsFor(none.email))[0]).toMatchObject({ phone: "", phoneE164: null });
  });

  it("should accept a number of the right length whatever its area code, as a person may type it", async () => {
    const lead = validLead({ phone: "(555) 123-4567" });
    expect((await postLead(lead)).status).toBe(201);
    expect((await rowsFor(lead.email))[0]).toMatchObject({ phone: "(555) 123-4567", phoneE164: "+15551234567" });
  });

  it("should refuse phones that are not real numbers", async () => {
    for (const phone of ["call me 4105550100 <b>", "123-456-7890", "0000000000", "4105550100 4105550100"]) {
      const lead = validLead({ phone });
      const response = await postLead(lead);
      expect(response.status, phone).toBe(400);
      expect(((await response.json()) as ErrorBody).error.fields?.phone).toBe("Please enter a valid phone number");
    }
  });

  it("should find a lead in the admin search by its phone digits, however it was typed", async () => {
    const run = Date.now();
    const lead = validLead({ name: `Phone Search ${run}`, phone: "(410) 555-0117" });
    expect((await postLead(lead)).status).toBe(201);
    for (const q of ["4105550117", "410-555-0117", "+1 410 555 0117"]) {
      const found = (await (await fetchAdmin(`/api/admin/leads?q=${encodeURIComponent(q)}`)).json()) as { leads: { email: string }[] };
      expect(
        found.leads.map((l) => l.email),
        q,
      ).toContain(lead.email);
    }
  });
});
