import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leadSubmissionSchema } from "../../contracts/leads";
import { database } from "../db/client";
import { deliveries, leads } from "../db/schema";
import type { Env } from "../env";
import { validLead } from "../test/leads";
import { storeLead } from "./intake";
import { handleDeadLetters, handleNotificationBatch, type LeadNotification, MAX_RETRIES } from "./notify";
import { smsRecipients, TWILIO_API } from "./sms";

const baseEnv = env as unknown as Env;
const db = database(baseEnv.DB);
const SID = "AC00000000000000000000000000000001";
const TOKEN = "twilio-auth-token";

/** Only the SMS channel: Twilio's secrets, the office, the on-call number and a team member with a mobile. */
const smsEnv = {
  ...baseEnv,
  LEAD_EMAIL_FROM: "",
  LEAD_WEBHOOK_URL: "",
  TWILIO_ACCOUNT_SID: SID,
  TWILIO_AUTH_TOKEN: TOKEN,
  TWILIO_FROM_NUMBER: "+1 410 555 0100",
  OFFICE_SMS_TO: "(410) 555-0111, 410.555.0112",
  ON_CALL_SMS_TO: "(302) 555-0199",
  SALES_TEAM: "Pat Doyle <pat@example.com> (443) 555-0123; Sam Lee <sam@example.com>",
} as Env;

interface TextSent {
  to: string;
  from: string;
  body: string;
}

/**
 * A local fake of Twilio's Messages endpoint: checks the address, the basic auth and the form as
 * Twilio does, answers the given statuses in turn with Twilio's JSON, and records each text.
 */
function fakeTwilio(...statuses: number[]) {
  const texts: TextSent[] = [];
  let calls = 0;
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.url !== `${TWILIO_API}/Accounts/${SID}/Messages.json` || request.method !== "POST")
      return Response.json({ code: 20404, message: "The requested resource was not found", status: 404 }, { status: 404 });
    if (request.headers.get("Authorization") !== `Basic ${btoa(`${SID}:${TOKEN}`)}`)
      return Response.json({ code: 20003, message: "Authenticate", status: 401 }, { status: 401 });
    const form = new URLSearchParams(await request.text());
    const status = statuses[Math.min(calls, statuses.length - 1)] ?? 201;
    calls += 1;
    if (status >= 400) {
      const message = status === 429 ? "Too Many Requests" : "Internal Server Error";
      return Response.json({ code: status === 429 ? 20429 : 20500, message, status }, { status });
    }
    texts.push({ to: form.get("To")!, from: form.get("From")!, body: form.get("Body")! });
    return Response.json({ sid: `SM${calls}`, status: "queued", to: form.get("To") }, { status: 201 });
  }) as typeof fetch;
  return { fetcher, texts };
}

let phoneSequence = 0;
async function newLead(overrides: Record<string, unknown> = {}) {
  phoneSequence += 1;
  const phone = `(240) 555-${String(1000 + phoneSequence).slice(-4)}`;
  const lead = leadSubmissionSchema.parse(validLead({ phone, ...overrides }));
  const result = await storeLead(db, lead, { page: "/contact", ip: "", userAgent: "test", now: new Date() }, null);
  if (result.kind !== "created") throw new Error("lead not created");
  return result.receipt.id;
}

const batchFor = (leadId: string, attempts = 1) =>
  createMessageBatch<LeadNotification>("lead-notifications", [
    { id: `msg-${leadId}-${attempts}`, timestamp: new Date(), attempts, body: { leadId } },
  ]);

async function smsAttempts(leadId: string) {
  return db
    .select({ attempt: deliveries.attempt, status: deliveries.status, error: deliveries.error })
    .from(deliveries)
    .where(eq(deliveries.leadId, leadId))
    .orderBy(deliveries.id);
}

describe("the SMS channel (Twilio)", () => {
  it("should text the office about an unassigned lead through Twilio's Messages API", async () => {
    const leadId = await newLead({ name: "Ruth Okafor", service: "Windows", urgency: "medium" });
    const twilio = fakeTwilio(201);
    const batch = batchFor(leadId);
    await handleNotificationBatch(batch, smsEnv, twilio.fetcher);
    expect((await getQueueResult(batch, createExecutionContext())).explicitAcks).toEqual([`msg-${leadId}-1`]);
    expect(twilio.texts.map((text) => text.to).sort()).toEqual(["+14105550111", "+14105550112"]);
    expect(twilio.texts[0]).toMatchObject({
      from: "+14105550100",
      body: expect.stringMatching(/^New lead: Ruth Okafor, Windows, call \(240\) 555-\d{4}\. http:\/\/localhost:8787\/admin\/leads\//),
    });
    expect(await smsAttempts(leadId)).toEqual([{ attempt: 1, status: "sent", error: null }]);
  });

  it("should text an emergency to the on-call number as well, and an assigned lead to its assignee", () => {
    const config = { accountSid: SID, authToken: TOKEN, from: "+14105550100", office: ["+14105550111"], onCall: "+13025550199" };
    const team = [
      { name: "Pat Doyle", email: "pat@example.com", mobile: "+14435550123", notify: "sms" as const },
      { name: "Sam Lee", email: "sam@example.com", mobile: null, notify: "email" as const },
    ];
    const recipients = (assignee: string | null, urgency: string) => smsRecipients({ ...config, team }, { assignee, urgency });
    expect(recipients(null, "emergency")).toEqual(["+14105550111", "+13025550199"]);
    expect(recipients("pat@example.com", "emergency")).toEqual(["+14435550123", "+13025550199"]);
    expect(recipients("pat@example.com", "high")).toEqual(["+14435550123"]);
    // Without a mobile of their own, the assignee's leads are texted to the office.
    expect(recipients("sam@example.com", "low")).toEqual(["+14105550111"]);
    // With no office numbers, only emergencies have anyone to text: the others record nothing.
    expect(smsRecipients({ ...config, office: [], team }, { assignee: null, urgency: "medium" })).toEqual([]);
  });

  it("should retry a refused text with the queue's backoff, then deliver", async () => {
    const leadId = await newLead({ urgency: "emergency" });
    const twilio = fakeTwilio(429, 201);
    const first = batchFor(leadId, 1);
    await handleNotificationBatch(first, smsEnv, twilio.fetcher);
    expect((await getQueueResult(first, createExecutionContext())).retryMessages).toEqual([{ msgId: `msg-${leadId}-1` }]);
    const [failed] = await smsAttempts(leadId);
    expect(failed).toMatchObject({ attempt: 1, status: "retrying" });
    expect(failed!.error).toContain("Twilio answered 429: 20429 Too Many Requests");

    const second = batchFor(leadId, 2);
    await handleNotificationBatch(second, smsEnv, twilio.fetcher);
    expect((await getQueueResult(second, createExecutionContext())).explicitAcks).toEqual([`msg-${leadId}-2`]);
    expect((await smsAttempts(leadId)).map((a) => [a.attempt, a.status])).toEqual([
      [1, "retrying"],
      [2, "sent"],
    ]);
    expect(twilio.texts.some((text) => text.to === "+13025550199" && text.body.startsWith("EMERGENCY lead: "))).toBe(true);
    const [row] = await db.select({ state: leads.notifyState }).from(leads).where(eq(leads.id, leadId));
    expect(row?.state).toBe("delivered");
  });

  it("should mark the text failed on the last attempt and dead-letter the message, like the other channels", async () => {
    const leadId = await newLead();
    const last = batchFor(leadId, MAX_RETRIES + 1);
    await handleNotificationBatch(last, smsEnv, fakeTwilio(500).fetcher);
    expect((await getQueueResult(last, createExecutionContext())).retryMessages).toEqual([{ msgId: `msg-${leadId}-${MAX_RETRIES + 1}` }]);
    expect(await smsAttempts(leadId)).toEqual([
      { attempt: 1, status: "failed", error: expect.stringContaining("Twilio answered 500: 20500 Internal Server Error") },
    ]);
    const dead = createMessageBatch<LeadNotification>("lead-notifications-dlq", [
      { id: "dead-sms", timestamp: new Date(), attempts: 1, body: { leadId } },
    ]);
    await handleDeadLetters(dead, smsEnv);
    expect((await getQueueResult(dead, createExecutionContext())).explicitAcks).toEqual(["dead-sms"]);
    const [row] = await db.select({ state: leads.notifyState }).from(leads).where(eq(leads.id, leadId));
    expect(row?.state).toBe("failed");
  });

  it("should record a failed text, never a silent success, when Twilio's secrets are half set", async () => {
    const leadId = await newLead();
    const twilio = fakeTwilio(201);
    const batch = batchFor(leadId);
    await handleNotificationBatch(batch, { ...smsEnv, TWILIO_AUTH_TOKEN: "" } as Env, twilio.fetcher);
    expect((await getQueueResult(batch, createExecutionContext())).explicitAcks).toHaveLength(1);
    expect(twilio.texts).toEqual([]);
    expect(await smsAttempts(leadId)).toEqual([{ attempt: 1, status: "failed", error: expect.stringContaining("half set up") }]);
    const [row] = await db.select({ state: leads.notifyState }).from(leads).where(eq(leads.id, leadId));
    expect(row?.state).toBe("undelivered");
  });
});
