import { env } from "cloudflare:workers";
import { count, desc, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CommunicationsTestRecord, CommunicationsTestResult } from "../../admin/communications";
import { app } from "../../app";
import { database } from "../../db/client";
import { auditLog, leads } from "../../db/schema";
import type { Env } from "../../env";
import { signWebhook } from "../../leads/channels";
import { devAdminHeaders } from "../../test/fetch";

const baseEnv = env as unknown as Env;
const db = database(baseEnv.DB);
const SITE = "http://localhost:8787";
const WEBHOOK = "https://hooks.example.test/crm/leads?token=abc";
const SECRET = "whsec-communications-test";
const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;

interface SentEmail {
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
}

/** Both channels configured: e-mail into a recording binding, the webhook to WEBHOOK. */
function configured(send: (message: SentEmail) => Promise<unknown> = async () => ({ messageId: "test" })) {
  const binding = { send: vi.fn(send) };
  const environment = {
    ...baseEnv,
    LEAD_EMAIL: binding as unknown as SendEmail,
    LEAD_EMAIL_FROM: "leads@example.com",
    LEAD_EMAIL_TO: "owner@example.com",
    LEAD_WEBHOOK_URL: WEBHOOK,
    LEAD_WEBHOOK_SECRET: SECRET,
    TWILIO_ACCOUNT_SID: "AC0123456789abcdef0123456789abcdef",
    TWILIO_AUTH_TOKEN: "twilio-token-secret",
    TWILIO_FROM_NUMBER: "+14105550100",
    OFFICE_SMS_TO: "(410) 555-0111",
    ON_CALL_SMS_TO: "302-555-0199",
  } as Env;
  return { environment, binding };
}

/** A webhook receiver answering `status`, recording what it received. */
function fakeWebhook(status = 200) {
  const received: Request[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input as RequestInfo, init);
    if (!request.url.startsWith("https://hooks.example.test/")) return realFetch(input as RequestInfo, init);
    received.push(request);
    return new Response(status < 400 ? "ok" : "broken", { status, statusText: status < 400 ? "OK" : "Internal Server Error" });
  });
  return received;
}

function admin(path: string, init: RequestInit = {}, environment: Env = baseEnv) {
  const headers = { ...devAdminHeaders(), ...(init.headers as Record<string, string> | undefined) };
  return app.request(`${SITE}${path}`, { ...init, headers }, environment, ctx);
}
const test = async (channel: unknown, environment?: Env) => {
  const response = await admin(
    "/api/admin/communications/test",
    { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ channel }) },
    environment,
  );
  return { status: response.status, body: (await response.json()) as CommunicationsTestResult };
};
const testLeads = async () => (await db.select({ n: count() }).from(leads).where(eq(leads.name, "Communications test")))[0]!.n;

afterEach(() => vi.restoreAllMocks());

describe("admin communications test API", () => {
  it("should refuse visitors who are not signed in", async () => {
    const headers = { Host: "localhost:8787" };
    expect((await app.request(`${SITE}/api/admin/communications`, { headers }, baseEnv, ctx)).status).toBe(401);
    const post = await app.request(
      `${SITE}/api/admin/communications/test`,
      { method: "POST", body: '{"channel":"email"}', headers },
      baseEnv,
      ctx,
    );
    expect(post.status).toBe(401);
  });

  it("should say where each channel delivers, without the webhook's path or secret", async () => {
    const { environment } = configured();
    const response = await admin("/api/admin/communications", {}, environment);
    const text = await response.text();
    expect(JSON.parse(text).channels).toEqual([
      { channel: "email", configured: true, destination: "To owner@example.com, from leads@example.com" },
      { channel: "webhook", configured: true, destination: "Posts to hooks.example.test" },
      { channel: "sms", configured: true, destination: "Texts from +14105550100 to office …0111; on call …0199" },
    ]);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain("twilio-token-secret");
    expect(text).not.toContain("token=abc");
  });

  it("should send a test e-mail through the lead e-mail channel, marked as a test", async () => {
    const { environment, binding } = configured();
    const { status, body } = await test("email", environment);
    expect(status).toBe(200);
    expect(body).toMatchObject({ channel: "email", ok: true, message: "Test e-mail sent to owner@example.com." });
    expect(body.durationMs).toBeGreaterThanOrEqual(0);
    expect(binding.send).toHaveBeenCalledTimes(1);
    const email = binding.send.mock.calls[0]![0];
    expect(email).toMatchObject({
      from: "leads@example.com",
      to: "owner@example.com",
      replyTo: "developer@localhost",
      subject: "New lead: Communications test - Test",
    });
    expect(email.text).toContain("Name: Communications test");
    expect(email.text).toContain(
      "The visitor wrote (project details):\n> This is a test from /communications-test by developer@localhost.",
    );
    expect(await testLeads()).toBe(0);
  });

  it("should post a signed test webhook to the configured address", async () => {
    const received = fakeWebhook(200);
    const { environment } = configured();
    const { body } = await test("webhook", environment);
    expect(body).toMatchObject({ channel: "webhook", ok: true, message: "Test webhook accepted by hooks.example.test." });
    expect(received).toHaveLength(1);
    const request = received[0]!;
    expect(request.url).toBe(WEBHOOK);
    expect(request.method).toBe("POST");
    const payload = await request.text();
    const signature = request.headers.get("X-Lead-Signature")!;
    const timestamp = Number(/^t=(\d+),/.exec(signature)?.[1]);
    expect(signature).toBe(await signWebhook(SECRET, payload, timestamp));
    const lead = JSON.parse(payload) as { event: string; lead: { name: string; service: string; projectDetails: string } };
    expect(lead.event).toBe("lead.created");
    expect(lead.lead).toMatchObject({ name: "Communications test", service: "Test" });
    expect(lead.lead.projectDetails).toContain("test from /communications-test by developer@localhost");
    expect(await testLeads()).toBe(0);
  });

  it("should report a failing webhook with its status", async () => {
    fakeWebhook(500);
    const { environment } = configured();
    const { body } = await test("webhook", environment);
    expect(body).toMatchObject({
      channel: "webhook",
      ok: false,
      message: "The test webhook to hooks.example.test failed: webhook answered 500 Internal Server Error",
    });
  });

  it("should report a failing e-mail with the binding's error", async () => {
    const { environment } = configured(async () => {
      throw new Error("email from leads@example.com not allowed");
    });
    const { body } = await test("email", environment);
    expect(body).toMatchObject({
      ok: false,
      message: "The test e-mail to owner@example.com failed: email from leads@example.com not allowed",
    });
  });

  it("should name the settings to set when a channel is not configured", async () => {
    const unconfigured = { ...baseEnv, LEAD_EMAIL_FROM: "", LEAD_WEBHOOK_URL: "", LEAD_WEBHOOK_SECRET: undefined } as Env;
    expect((await test("webhook", unconfigured)).body).toEqual({
      channel: "webhook",
      ok: false,
      message: "The webhook is not configured: set LEAD_WEBHOOK_URL and the LEAD_WEBHOOK_SECRET secret.",
      durationMs: 0,
    });
    expect((await test("email", unconfigured)).body).toMatchObject({
      ok: false,
      message: "E-mail is not configured: set LEAD_EMAIL_FROM and LEAD_EMAIL_TO (and the LEAD_EMAIL send_email binding in wrangler.toml).",
    });
    const { channels } = (await (await admin("/api/admin/communications", {}, unconfigured)).json()) as { channels: unknown[] };
    expect(channels).toEqual([
      {
        channel: "email",
        configured: false,
        message:
          "E-mail is not configured: set LEAD_EMAIL_FROM and LEAD_EMAIL_TO (and the LEAD_EMAIL send_email binding in wrangler.toml).",
      },
      {
        channel: "webhook",
        configured: false,
        message: "The webhook is not configured: set LEAD_WEBHOOK_URL and the LEAD_WEBHOOK_SECRET secret.",
      },
      {
        channel: "sms",
        configured: false,
        message:
          "Text messages are not configured: set the TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER secrets, and OFFICE_SMS_TO or ON_CALL_SMS_TO.",
      },
    ]);
  });

  it("should answer an unknown channel with 400 and record nothing", async () => {
    const before = (await db.select({ n: count() }).from(auditLog))[0]!.n;
    const { status, body } = await test("fax");
    expect(status).toBe(400);
    expect(body).toEqual({
      error: {
        code: "validation_failed",
        message: "Choose a channel to test: e-mail, webhook or text message.",
        fields: { channel: 'channel must be "email", "webhook" or "sms"' },
      },
    });
    expect((await db.select({ n: count() }).from(auditLog))[0]!.n).toBe(before);
  });

  it("should list the last tests from the audit log, newest first, under the signed-in e-mail", async () => {
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, "communications.test")).orderBy(desc(auditLog.id));
    expect(audit.map((entry) => [entry.actor, entry.subjectType, entry.subjectId])).toEqual([
      ["developer@localhost", "communications", "email"],
      ["developer@localhost", "communications", "webhook"],
      ["developer@localhost", "communications", "email"],
      ["developer@localhost", "communications", "webhook"],
      ["developer@localhost", "communications", "webhook"],
      ["developer@localhost", "communications", "email"],
    ]);
    const { recent } = (await (await admin("/api/admin/communications")).json()) as { recent: CommunicationsTestRecord[] };
    expect(recent.map((r) => [r.channel, r.ok, r.actor])).toEqual([
      ["email", false, "developer@localhost"],
      ["webhook", false, "developer@localhost"],
      ["email", false, "developer@localhost"],
      ["webhook", false, "developer@localhost"],
      ["webhook", true, "developer@localhost"],
      ["email", true, "developer@localhost"],
    ]);
    expect(recent[1]!.message).toBe("The webhook is not configured: set LEAD_WEBHOOK_URL and the LEAD_WEBHOOK_SECRET secret.");
  });
});
