import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { leadSubmissionSchema } from "../../contracts/leads";
import { chatLead, storeChatLead } from "../chat/lead";
import { database } from "../db/client";
import { deliveries, leads } from "../db/schema";
import type { Env } from "../env";
import { validLead } from "../test/leads";
import { leadEmailSubject, signWebhook } from "./channels";
import { storeLead } from "./intake";
import { handleDeadLetters, handleNotificationBatch, type LeadNotification, MAX_RETRIES, sweep } from "./notify";

const baseEnv = env as unknown as Env;
const db = database(baseEnv.DB);
const WEBHOOK = "https://hooks.example.test/leads";
const SECRET = "whsec-test-secret";

interface SentEmail {
  from: string;
  to: string;
  subject: string;
  text?: string;
  replyTo?: string;
}

/** A configuration with both channels: e-mail to a recording binding, webhook to `fetcher`. */
function testEnv() {
  const emails: SentEmail[] = [];
  const emailBinding = { send: async (message: SentEmail) => void emails.push(message) } as unknown as SendEmail;
  const configured = {
    ...baseEnv,
    LEAD_EMAIL: emailBinding,
    LEAD_EMAIL_FROM: "leads@example.com",
    LEAD_EMAIL_TO: "owner@example.com",
    LEAD_WEBHOOK_URL: WEBHOOK,
    LEAD_WEBHOOK_SECRET: SECRET,
    MHIC_LICENSE: "MHIC #123456",
    OFFICE_STREET: "12 Fixture Street",
  } as Env;
  return { env: configured, emails };
}

/** A webhook receiver that answers the given statuses in turn and records what it got. */
function fakeWebhook(...statuses: number[]) {
  const received: { url: string; headers: Headers; body: string }[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    received.push({ url: request.url, headers: request.headers, body: await request.text() });
    const status = statuses[Math.min(received.length - 1, statuses.length - 1)] ?? 200;
    return new Response(status < 400 ? "ok" : "unavailable", { status });
  }) as typeof fetch;
  return { fetcher, received };
}

async function newLead(overrides = {}) {
  const lead = leadSubmissionSchema.parse(validLead(overrides));
  const result = await storeLead(db, lead, { page: "/contact", ip: "203.0.113.9", userAgent: "test", now: new Date() }, null);
  if (result.kind !== "created") throw new Error("lead not created");
  return result.receipt.id;
}

function batchFor(leadId: string, attempts = 1, body: Partial<LeadNotification> = {}) {
  return createMessageBatch<LeadNotification>("lead-notifications", [
    { id: `msg-${leadId}-${attempts}`, timestamp: new Date(), attempts, body: { leadId, ...body } },
  ]);
}

/** The options each message was retried with (the queue result reports only which were retried). */
function watchRetries(batch: MessageBatch<LeadNotification>) {
  const calls: (QueueRetryOptions | undefined)[] = [];
  for (const message of batch.messages) {
    const retry = message.retry.bind(message);
    vi.spyOn(message, "retry").mockImplementation((options) => {
      calls.push(options);
      retry(options);
    });
  }
  return calls;
}

async function attempts(leadId: string) {
  return db
    .select({ channel: deliveries.channel, attempt: deliveries.attempt, status: deliveries.status, error: deliveries.error })
    .from(deliveries)
    .where(eq(deliveries.leadId, leadId))
    .orderBy(deliveries.id);
}

async function notifyState(leadId: string) {
  const [row] = await db.select({ state: leads.notifyState }).from(leads).where(eq(leads.id, leadId));
  return row?.state;
}

describe("lead notification delivery", () => {
  it("should e-mail the contractor and post a signed webhook, record both and ack", async () => {
    const leadId = await newLead({ address: "500 Ocean Ave, Cape May, NJ 08204", urgency: "emergency" });
    const { env: configured, emails } = testEnv();
    const webhook = fakeWebhook(200);
    const batch = batchFor(leadId);
    const ctx = createExecutionContext();
    await handleNotificationBatch(batch, configured, webhook.fetcher);
    const result = await getQueueResult(batch, ctx);

    expect(result.explicitAcks).toEqual([`msg-${leadId}-1`]);
    expect(result.retryMessages).toEqual([]);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      from: "leads@example.com",
      to: "owner@example.com",
      subject: "[EMERGENCY] [OUT OF AREA] New lead: Dana Whitfield - Roofing",
    });
    expect(emails[0]!.text).toContain("Note: ZIP 08204 is outside Maryland and Delaware.");
    expect(emails[0]!.text).toContain("Phone: (410) 555-0199");
    // Signed with the business as registered: its MHIC license and the office's street address.
    expect(emails[0]!.text).toContain("MHIC #123456");
    expect(emails[0]!.text).toContain("12 Fixture Street, City PLACEHOLDER, State PLACEHOLDER ZIP PLACEHOLDER");

    expect(webhook.received).toHaveLength(1);
    const hook = webhook.received[0]!;
    expect(hook.url).toBe(WEBHOOK);
    const payload = JSON.parse(hook.body) as { event: string; lead: Record<string, unknown> };
    expect(payload.event).toBe("lead.created");
    expect(payload.lead).toMatchObject({ id: leadId, name: "Dana Whitfield", outOfArea: true });
    expect(payload.lead).not.toHaveProperty("ip");
    const signature = hook.headers.get("X-Lead-Signature")!;
    const timestamp = Number(/t=(\d+)/.exec(signature)![1]);
    expect(signature).toBe(await signWebhook(SECRET, hook.body, timestamp));
    expect(hook.headers.get("Idempotency-Key")).toBe(`"lead-${leadId}"`);

    expect(await attempts(leadId)).toEqual([
      { channel: "email", attempt: 1, status: "sent", error: null },
      { channel: "webhook", attempt: 1, status: "sent", error: null },
    ]);
    expect(await notifyState(leadId)).toBe("delivered");
  });

  it("should send a chat lead's summary and transcript in the e-mail and the webhook", async () => {
    const record = chatLead(
      { firstName: "Tess", lastName: "Nguyen", email: `tess.${Date.now()}@example.net`, phone: "(410) 555-0142", service: "Siding" },
      [
        { id: "m1", role: "user", content: "Do you replace vinyl siding in Towson?", timestamp: "2026-09-01T15:00:00.000Z" },
        { id: "m2", role: "assistant", content: "Yes, Towson is in our service area.", timestamp: "2026-09-01T15:00:00.001Z" },
      ],
      ["services"],
      "/siding",
    );
    const stored = await storeChatLead(baseEnv, crypto.randomUUID(), record, { page: "/siding", ip: "", userAgent: "", now: new Date() });
    if (!("leadId" in stored)) throw new Error(stored.invalid);
    const { env: configured, emails } = testEnv();
    const webhook = fakeWebhook(200);
    await handleNotificationBatch(batchFor(stored.leadId), configured, webhook.fetcher);

    expect(emails[0]!.text).toContain("Details: (none)\n");
    expect(emails[0]!.text).toContain("Chat summary (with the visitor's words):\n> The visitor asked about our services, starting with:");
    expect(emails[0]!.text).toContain(
      "Chat transcript:\n> 2026-09-01T15:00:00.000Z Visitor: Do you replace vinyl siding in Towson?\n> 2026-09-01T15:00:00.001Z Assistant: Yes, Towson is in our service area.\n\n-- \n",
    );
    const payload = JSON.parse(webhook.received[0]!.body) as { lead: Record<string, unknown> };
    expect(payload.lead).toMatchObject({
      projectDetails: "",
      summary: record.summary,
      transcript: [
        { role: "user", text: "Do you replace vinyl siding in Towson?", sentAt: "2026-09-01T15:00:00.000Z" },
        { role: "assistant", text: "Yes, Towson is in our service area.", sentAt: "2026-09-01T15:00:00.001Z" },
      ],
    });
  });

  it("should retry a failed webhook with backoff without e-mailing twice", async () => {
    const leadId = await newLead();
    const { env: configured, emails } = testEnv();
    const webhook = fakeWebhook(503, 200);

    const first = batchFor(leadId, 1);
    const retries = watchRetries(first);
    await handleNotificationBatch(first, configured, webhook.fetcher);
    const firstResult = await getQueueResult(first, createExecutionContext());
    expect(firstResult.retryMessages).toEqual([{ msgId: `msg-${leadId}-1` }]);
    expect(retries).toEqual([{ delaySeconds: 10 }]);
    expect(await notifyState(leadId)).toBe("retrying");

    const second = batchFor(leadId, 2);
    await handleNotificationBatch(second, configured, webhook.fetcher);
    const secondResult = await getQueueResult(second, createExecutionContext());
    expect(secondResult.explicitAcks).toEqual([`msg-${leadId}-2`]);

    expect(emails).toHaveLength(1);
    expect(webhook.received).toHaveLength(2);
    expect(await attempts(leadId)).toEqual([
      { channel: "email", attempt: 1, status: "sent", error: null },
      { channel: "webhook", attempt: 1, status: "retrying", error: "webhook answered 503" },
      { channel: "webhook", attempt: 2, status: "sent", error: null },
    ]);
    expect(await notifyState(leadId)).toBe("delivered");
  });

  it("should back off longer with each attempt", async () => {
    const leadId = await newLead();
    const { env: configured } = testEnv();
    const delays: (number | undefined)[] = [];
    for (let attempt = 1; attempt <= MAX_RETRIES; attempt++) {
      const batch = batchFor(leadId, attempt);
      const retries = watchRetries(batch);
      await handleNotificationBatch(batch, configured, fakeWebhook(500).fetcher);
      expect((await getQueueResult(batch, createExecutionContext())).retryMessages).toHaveLength(1);
      delays.push(retries[0]?.delaySeconds);
    }
    expect(delays).toEqual([10, 30, 60, 120, 300]);
  });

  it("should mark the delivery failed on the last attempt and hand the message to the dead-letter queue", async () => {
    const leadId = await newLead();
    const { env: configured } = testEnv();
    const last = batchFor(leadId, MAX_RETRIES + 1);
    const retries = watchRetries(last);
    await handleNotificationBatch(last, configured, fakeWebhook(500).fetcher);
    const result = await getQueueResult(last, createExecutionContext());
    // A retry on the final attempt is what sends the message to the dead-letter queue.
    expect(result.retryMessages).toEqual([{ msgId: `msg-${leadId}-${MAX_RETRIES + 1}` }]);
    expect(retries).toEqual([undefined]);
    expect((await attempts(leadId)).find((a) => a.channel === "webhook")).toEqual({
      channel: "webhook",
      attempt: 1,
      status: "failed",
      error: "webhook answered 500",
    });
    expect(await notifyState(leadId)).toBe("failed");

    const dead = createMessageBatch<LeadNotification>("lead-notifications-dlq", [
      { id: "dead-1", timestamp: new Date(), attempts: 1, body: { leadId } },
    ]);
    await handleDeadLetters(dead, configured);
    expect((await getQueueResult(dead, createExecutionContext())).explicitAcks).toEqual(["dead-1"]);
    expect(await notifyState(leadId)).toBe("failed");
    // The lead itself is untouched and still there for the contractor.
    const [row] = await db.select().from(leads).where(eq(leads.id, leadId));
    expect(row?.name).toBe("Dana Whitfield");
  });

  it("should retry only the channels an admin asks for", async () => {
    const leadId = await newLead();
    const { env: configured, emails } = testEnv();
    const webhook = fakeWebhook(200);
    const batch = batchFor(leadId, 1, { channels: ["webhook"] });
    await handleNotificationBatch(batch, configured, webhook.fetcher);
    expect(emails).toHaveLength(0);
    expect(webhook.received).toHaveLength(1);
  });

  it("should skip channels that are not configured", async () => {
    const leadId = await newLead();
    const bare = { ...baseEnv, LEAD_EMAIL_FROM: "", LEAD_WEBHOOK_URL: "" } as Env;
    const webhook = fakeWebhook(200);
    const batch = batchFor(leadId);
    await handleNotificationBatch(batch, bare, webhook.fetcher);
    expect((await getQueueResult(batch, createExecutionContext())).explicitAcks).toHaveLength(1);
    expect(webhook.received).toHaveLength(0);
    expect(await attempts(leadId)).toEqual([]);
  });

  it("should ack a message whose lead no longer exists", async () => {
    const batch = batchFor("00000000-0000-4000-8000-00000000dead");
    await handleNotificationBatch(batch, testEnv().env, fakeWebhook(200).fetcher);
    expect((await getQueueResult(batch, createExecutionContext())).explicitAcks).toHaveLength(1);
  });
});

describe("the notification sweep", () => {
  it("should queue leads whose notification never left, and only those", async () => {
    const stale = await newLead();
    const fresh = await newLead();
    const sent: unknown[] = [];
    const queue = {
      sendBatch: async (messages: { body: unknown }[]) => void sent.push(...messages.map((m) => m.body)),
    } as unknown as Queue;
    const inAMinute = new Date(Date.now() + 60_000);
    await db.update(leads).set({ createdAt: new Date().toISOString() }).where(eq(leads.id, fresh));
    await db
      .update(leads)
      .set({ createdAt: new Date(Date.now() - 120_000).toISOString() })
      .where(eq(leads.id, stale));

    await sweep(db, queue, new Date(Date.now()));
    expect(sent).toContainEqual({ leadId: stale });
    expect(sent).not.toContainEqual({ leadId: fresh });
    expect(await notifyState(stale)).toBe("queued");
    expect(await notifyState(fresh)).toBe("pending");

    sent.length = 0;
    await sweep(db, queue, inAMinute);
    expect(sent).toContainEqual({ leadId: fresh });
    expect(sent).not.toContainEqual({ leadId: stale });
  });
});

describe("lead e-mail subject", () => {
  it("should keep the subject on one line", async () => {
    const leadId = await newLead({ name: "Line\r\nBreak", phone: "", contactPreference: "email" });
    const [row] = await db.select().from(leads).where(eq(leads.id, leadId));
    expect(leadEmailSubject(row!)).toBe("New lead: Line Break - Roofing");
  });
});
