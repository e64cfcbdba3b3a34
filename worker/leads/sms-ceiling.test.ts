import { createExecutionContext, createMessageBatch, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { AdminMe } from "../../contracts/admin";
import { leadSubmissionSchema } from "../../contracts/leads";
import { app } from "../app";
import { database } from "../db/client";
import { deliveries, smsTexts } from "../db/schema";
import type { Env } from "../env";
import { devAdminHeaders } from "../test/fetch";
import { uniquePhone, validLead } from "../test/leads";
import { storeLead } from "./intake";
import { handleNotificationBatch, type LeadNotification } from "./notify";
import { TWILIO_API } from "./sms";

const baseEnv = env as unknown as Env;
const db = database(baseEnv.DB);
const SID = "AC00000000000000000000000000000002";

/** Texting on (two office numbers, so a lead is two texts) and the e-mail recorded, with a ceiling of four texts an hour. */
function channels(limit = "4") {
  const emails: { to: string; subject: string }[] = [];
  const texts: { to: string; body: string }[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(`${TWILIO_API}/Accounts/${SID}/`)) return new Response("not found", { status: 404 });
    const form = new URLSearchParams(await request.text());
    texts.push({ to: form.get("To")!, body: form.get("Body")! });
    return Response.json({ sid: `SM${texts.length}`, status: "queued" }, { status: 201 });
  }) as typeof fetch;
  const configured = {
    ...baseEnv,
    LEAD_EMAIL: { send: async (message: { to: string; subject: string }) => void emails.push(message) } as unknown as SendEmail,
    LEAD_EMAIL_FROM: "leads@example.com",
    LEAD_EMAIL_TO: "office@example.com",
    LEAD_WEBHOOK_URL: "",
    TWILIO_ACCOUNT_SID: SID,
    TWILIO_AUTH_TOKEN: "token",
    TWILIO_FROM_NUMBER: "+1 410 555 0100",
    OFFICE_SMS_TO: "(410) 555-0111, (410) 555-0112",
    ON_CALL_SMS_TO: "(302) 555-0199",
    SALES_TEAM: "",
    SMS_HOURLY_LIMIT: limit,
  } as Env;
  return { env: configured, fetcher, emails, texts };
}

async function newLead(overrides: Record<string, unknown> = {}) {
  const lead = leadSubmissionSchema.parse(validLead({ phone: uniquePhone(), urgency: "medium", ...overrides }));
  const result = await storeLead(db, lead, { page: "/contact", ip: "", userAgent: "test", now: new Date() }, null);
  if (result.kind !== "created") throw new Error("lead not created");
  return result.receipt.id;
}

/** The queue brings these leads' notifications in one batch, side by side. */
async function deliver(setup: ReturnType<typeof channels>, leadIds: string[]) {
  const batch = createMessageBatch<LeadNotification>(
    "lead-notifications",
    leadIds.map((leadId) => ({ id: `msg-${leadId}`, timestamp: new Date(), attempts: 1, body: { leadId } })),
  );
  await handleNotificationBatch(batch, setup.env, setup.fetcher);
}

/** A page or answer of the admin area, signed in, with this configuration. */
async function asAdmin(path: string, configured: Env) {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`http://localhost:8787${path}`, { headers: devAdminHeaders() }), configured, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe("the text-message ceiling", () => {
  // The ceiling is site-wide: each test starts from an hour without texts.
  beforeEach(async () => {
    await db.delete(smsTexts);
  });

  it("should not text the same person again within a day, by e-mail address or phone number, while the e-mail still goes", async () => {
    const setup = channels("100");
    const email = `repeat.${Date.now()}@example.net`;
    const phone = uniquePhone();
    const first = await newLead({ email, phone, urgency: "emergency" });
    await deliver(setup, [first]);
    // The office's two numbers and the on-call number.
    expect(setup.texts).toHaveLength(3);

    const again = [
      await newLead({ email: email.toUpperCase(), urgency: "emergency" }),
      await newLead({ phone: phone.replace(/\D/g, ""), urgency: "emergency" }),
    ];
    await deliver(setup, again);
    expect(setup.texts).toHaveLength(3);
    expect(setup.emails).toHaveLength(3);
    for (const leadId of again) {
      expect(await db.select().from(deliveries).where(eq(deliveries.leadId, leadId))).toEqual([
        expect.objectContaining({ channel: "email", status: "sent" }),
      ]);
    }
    // Someone else is texted as usual.
    await deliver(setup, [await newLead()]);
    expect(setup.texts).toHaveLength(5);
  });

  it("should send at most the hourly ceiling, then one summary text to the office and the rest by e-mail, even when deliveries race", async () => {
    const setup = channels("4");
    const leadIds = await Promise.all(Array.from({ length: 8 }, () => newLead()));
    await deliver(setup, leadIds);

    const summaries = setup.texts.filter((text) => text.body.startsWith("Text limit reached: 4 texts this hour."));
    const leadTexts = setup.texts.filter((text) => text.body.startsWith("New lead: "));
    // Two leads texted (two texts each), then one summary to each office number.
    expect(leadTexts).toHaveLength(4);
    expect(summaries.map((text) => text.to).sort()).toEqual(["+14105550111", "+14105550112"]);
    expect(summaries[0]!.body).toContain("http://localhost:8787/admin");
    expect(setup.emails).toHaveLength(8);

    // The office sees it on the banner of every admin page.
    const me = (await (await asAdmin("/api/admin/me", setup.env)).json()) as AdminMe;
    expect(me.alerts.textCeiling).toMatchObject({ limit: 4, heldLeads: 6 });
    const page = (await (await asAdmin("/admin", setup.env)).text()).replaceAll("<!-- -->", "");
    expect(page).toContain("Text messages are paused");
    expect(page).toContain("Text messages reached their limit of 4 an hour at");
    expect(page).toContain("6 new leads since then were not texted and came by e-mail only.");

    // A retry decides as before: no lead is texted twice, and the summary is not repeated.
    await deliver(setup, leadIds);
    expect(setup.texts).toHaveLength(6);
  });
});
