import { createMessageBatch } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import type { AdminMe, HealthAnswer } from "../../contracts/admin";
import { database } from "../db/client";
import { appointmentNotices, deliveries, leads } from "../db/schema";
import type { Env } from "../env";
import { runCron } from "../operations/crons";
import { sendDailyDigest } from "../operations/digest";
import { everyMinute } from "../operations/minute";
import { bookableDates, windowsForDay } from "../schedule/calendar";
import { bookDirectly } from "../test/bookings";
import { fetchAdmin, fetchWorker } from "../test/fetch";
import { storeTestLead } from "../test/leads";
import { channelConfig, handleDeadLetters, handleNotificationBatch, type LeadNotification, MAX_RETRIES } from "./notify";
import { TWILIO_API } from "./sms";

/**
 * "A lead that reached no person is an alarm, never a success": each way a lead (or a homeowner's
 * appointment e-mail) used to reach nobody quietly is played through the queue consumer, the
 * dead-letter consumer and the crons, and the alarm must reach a second channel's local fake, the
 * admin banner and /api/health.
 */

const baseEnv = env as unknown as Env;
const db = database(baseEnv.DB);
const WEBHOOK = "https://hooks.example.test/leads";

/** Local fakes of the webhook receiver and of Twilio's Messages endpoint, and an inbox, each recording what it got. */
function fakes({ emailFails = false, webhookStatus = 200 } = {}) {
  const texts: { to: string; body: string }[] = [];
  const hooks: Record<string, unknown>[] = [];
  const emails: { to: string; subject: string }[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.url.startsWith(TWILIO_API)) {
      const form = new URLSearchParams(await request.text());
      texts.push({ to: form.get("To")!, body: form.get("Body")! });
      return Response.json({ sid: "SM1" }, { status: 201 });
    }
    hooks.push((await request.json()) as Record<string, unknown>);
    return new Response("ok", { status: webhookStatus });
  }) as typeof fetch;
  const inbox = {
    send: async (message: { to: string; subject: string }) => {
      if (emailFails) throw new Error("send_email: upstream mail server unavailable");
      emails.push(message);
    },
  } as unknown as SendEmail;
  return { texts, hooks, emails, fetcher, inbox };
}

const noChannels = {
  LEAD_EMAIL_FROM: "",
  LEAD_WEBHOOK_URL: "",
  LEAD_WEBHOOK_SECRET: "",
  TWILIO_ACCOUNT_SID: "",
  TWILIO_AUTH_TOKEN: "",
  TWILIO_FROM_NUMBER: "",
  OFFICE_SMS_TO: "",
  ON_CALL_SMS_TO: "",
  SALES_TEAM: "",
};
const twilio = { TWILIO_ACCOUNT_SID: "AC0000000000000000000000000000000a", TWILIO_AUTH_TOKEN: "token", TWILIO_FROM_NUMBER: "+14105550100" };

const batchOf = (body: LeadNotification, attempts = 1) =>
  createMessageBatch<LeadNotification>("lead-notifications", [
    { id: `m-${body.leadId}-${body.noticeId ?? ""}-${attempts}`, timestamp: new Date(), attempts, body },
  ]);
const deadLetter = (body: LeadNotification) =>
  createMessageBatch<LeadNotification>("lead-notifications-dlq", [{ id: `dlq-${body.leadId}`, timestamp: new Date(), attempts: 1, body }]);

/** A queue that keeps what it is sent, for the test to hand to the consumer. */
function recordingQueue() {
  const sent: LeadNotification[] = [];
  const queue = {
    send: async (body: LeadNotification) => void sent.push(body),
    sendBatch: async (messages: { body: LeadNotification }[]) => void sent.push(...messages.map((m) => m.body)),
  } as unknown as Queue;
  return { sent, queue };
}

const notifyState = async (leadId: string) =>
  (await db.select({ state: leads.notifyState }).from(leads).where(eq(leads.id, leadId)))[0]?.state;
const banner = async () => (await (await fetchAdmin("/admin")).text()).replaceAll("<!-- -->", "");
const health = async () => {
  const response = await fetchWorker("/api/health", { headers: { "CF-Connecting-IP": `203.0.113.${Math.floor(Math.random() * 250)}` } });
  return { status: response.status, body: (await response.json()) as HealthAnswer };
};
const adminAlerts = async () => ((await (await fetchAdmin("/api/admin/me")).json()) as AdminMe).alerts;

describe("a lead that reached no person is an alarm", () => {
  it("should mark a lead undelivered, text the on-call number and head the banner when its only channel is a webhook without its secret", async () => {
    const { texts, hooks, fetcher } = fakes();
    const halfConfigured = {
      ...baseEnv,
      ...noChannels,
      ...twilio,
      LEAD_WEBHOOK_URL: WEBHOOK,
      ON_CALL_SMS_TO: "(302) 555-0199",
    } as Env;
    const leadId = await storeTestLead({ urgency: "high" });
    await handleNotificationBatch(batchOf({ leadId }), halfConfigured, fetcher);

    expect(await notifyState(leadId)).toBe("undelivered");
    expect(hooks).toEqual([]);
    const [attempt] = await db.select().from(deliveries).where(eq(deliveries.leadId, leadId));
    expect(attempt).toMatchObject({ channel: "webhook", status: "failed", error: expect.stringContaining("LEAD_WEBHOOK_SECRET") });
    expect(texts).toEqual([{ to: "+13025550199", body: expect.stringContaining(`ALERT: A new lead reached no one. `) }]);
    expect(texts[0]!.body).toContain(`/admin/leads/${leadId}`);

    const page = await banner();
    expect(page).toContain("1 lead reached no one: no lead channel is working.");
    expect(page.indexOf("reached no one")).toBeLessThan(page.indexOf("could not be delivered after every retry") >>> 0);
    const { status, body } = await health();
    expect(status).toBe(503);
    expect(body.unreachedLeads).toBe(1);

    // The secret is set; an hour on, the cron's sweep sends the lead again and it goes through.
    const { sent, queue } = recordingQueue();
    const later = new Date(Date.now() + 61 * 60_000);
    await everyMinute({ ...halfConfigured, LEAD_NOTIFICATIONS: queue } as Env, later.getTime(), later);
    expect(sent).toContainEqual({ leadId });
    const fixed = { ...halfConfigured, LEAD_WEBHOOK_SECRET: "whsec-now-set" } as Env;
    await handleNotificationBatch(batchOf({ leadId }, 1), fixed, fetcher);
    expect(await notifyState(leadId)).toBe("delivered");
    expect(hooks).toContainEqual(expect.objectContaining({ event: "lead.created" }));
    expect((await adminAlerts()).unreachedLeads).toBe(0);
  });

  it("should text the office when e-mail keeps failing and when the digest cannot be sent", async () => {
    const { texts, emails, fetcher, inbox } = fakes({ emailFails: true });
    const emailAndSms = {
      ...baseEnv,
      ...noChannels,
      ...twilio,
      LEAD_EMAIL: inbox,
      LEAD_EMAIL_FROM: "leads@example.com",
      LEAD_EMAIL_TO: "owner@example.com",
      OFFICE_SMS_TO: "(410) 555-0111",
    } as Env;
    for (let i = 0; i < 3; i++) await handleNotificationBatch(batchOf({ leadId: await storeTestLead() }), emailAndSms, fetcher);
    expect(emails).toEqual([]);
    expect(texts).toContainEqual({ to: "+14105550111", body: expect.stringContaining("ALERT: Lead notifications by e-mail are failing") });

    texts.length = 0;
    await sendDailyDigest(db, channelConfig(emailAndSms), fetcher);
    expect(texts).toContainEqual({ to: "+14105550111", body: expect.stringContaining("ALERT: The daily digest e-mail could not be sent") });
    expect((await adminAlerts()).failingChannels.map((failing) => failing.channel)).toContain("email");
  });

  it("should alert the office by webhook and on the banner when a homeowner's appointment e-mail gives up", async () => {
    const days = bookableDates(new Date()).filter((date) => windowsForDay(date).length >= 2);
    const [window] = windowsForDay(days.at(-3)!);
    const booked = await bookDirectly(db, window!.id);
    const [notice] = await db.select().from(appointmentNotices).where(eq(appointmentNotices.appointmentId, booked.appointmentId));
    const { hooks, fetcher, inbox } = fakes({ emailFails: true });
    const configured = {
      ...baseEnv,
      ...noChannels,
      LEAD_EMAIL: inbox,
      LEAD_EMAIL_FROM: "leads@example.com",
      LEAD_WEBHOOK_URL: WEBHOOK,
      LEAD_WEBHOOK_SECRET: "whsec-test",
    } as Env;
    const body = { leadId: booked.leadId, noticeId: notice!.id };
    await handleNotificationBatch(batchOf(body, MAX_RETRIES + 1), configured, fetcher);
    await handleDeadLetters(deadLetter(body), configured, fetcher);

    const alert = hooks.find((hook) => hook.event === "alert");
    expect(alert).toMatchObject({ alert: { kind: "notice_failed", leadId: booked.leadId, noticeId: notice!.id } });
    expect(await banner()).toContain("1 appointment e-mail could not be sent: the homeowner may not know of the booking or change.");
    expect((await health()).body.failedNotices).toBeGreaterThan(0);
  });

  it("should send again a lead left retrying by an outage, and alert by webhook even when the dead-letter consumer cannot reach D1", async () => {
    const { hooks, emails, fetcher, inbox } = fakes();
    const configured = {
      ...baseEnv,
      ...noChannels,
      LEAD_EMAIL: inbox,
      LEAD_EMAIL_FROM: "leads@example.com",
      LEAD_EMAIL_TO: "owner@example.com",
      LEAD_WEBHOOK_URL: WEBHOOK,
      LEAD_WEBHOOK_SECRET: "whsec-test",
    } as Env;
    const leadId = await storeTestLead({}, new Date(Date.now() - 40 * 60_000));
    // Its message was lost while D1 was down: the lead says retrying, and nothing will bring it back.
    await db
      .update(leads)
      .set({ notifyState: "retrying", notifyQueuedAt: new Date(Date.now() - 30 * 60_000).toISOString() })
      .where(eq(leads.id, leadId));
    expect((await adminAlerts()).undeliveredLeads).toBeGreaterThan(0);

    const brokenD1 = {
      prepare: () => {
        throw new Error("D1_ERROR: Network connection lost.");
      },
      batch: async () => {
        throw new Error("D1_ERROR: Network connection lost.");
      },
    } as unknown as D1Database;
    await handleDeadLetters(deadLetter({ leadId }), { ...configured, DB: brokenD1 } as Env, fetcher);
    expect(emails.map((email) => email.subject)).toContain("Lead not delivered");
    expect(hooks).toContainEqual(
      expect.objectContaining({ event: "alert", alert: expect.objectContaining({ kind: "dead_letter", leadId }) }),
    );

    const { sent, queue } = recordingQueue();
    await everyMinute({ ...configured, LEAD_NOTIFICATIONS: queue } as Env, Date.now());
    expect(sent).toContainEqual({ leadId });
    expect(await notifyState(leadId)).toBe("queued");
    await handleNotificationBatch(batchOf({ leadId }), configured, fetcher);
    expect(await notifyState(leadId)).toBe("delivered");
  });

  it("should let the office send again and acknowledge a lead in any undelivered state, so health can recover", async () => {
    const leadId = await storeTestLead();
    await db.update(leads).set({ notifyState: "undelivered" }).where(eq(leads.id, leadId));
    const resend = await fetchAdmin("/api/admin/deliveries/resend", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ leadId }),
    });
    expect(resend.status).toBe(200);
    expect(await notifyState(leadId)).toBe("queued");

    await db.update(leads).set({ notifyState: "failed" }).where(eq(leads.id, leadId));
    const page = await (await fetchAdmin(`/admin/leads/${leadId}`)).text();
    expect(page).toContain("Send this lead again");
    expect(page).toContain("I have dealt with it: stop the alarm");
    const acknowledge = () =>
      fetchAdmin("/api/admin/deliveries/acknowledge", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ leadId }),
      });
    expect((await acknowledge()).status).toBe(200);
    expect(await notifyState(leadId)).toBe("acknowledged");
    expect((await acknowledge()).status).toBe(409);
  });
});

describe("the crons", () => {
  it("should log a failing job as an event, keep the other jobs running, and report an overdue cron on /api/health and the banner", async () => {
    const errors = vi.spyOn(console, "error");
    await runCron(db, "minute", { ok: async () => {} }, new Date(Date.now() - 30 * 60_000));
    const failingQueue = {
      send: async () => {
        throw new Error("queue unavailable");
      },
      sendBatch: async () => {
        throw new Error("queue unavailable");
      },
    } as unknown as Queue;
    await storeTestLead({}, new Date(Date.now() - 5 * 60_000));
    const { failed } = await everyMinute({ ...baseEnv, LEAD_NOTIFICATIONS: failingQueue } as Env, Date.now());
    expect(failed).toContain("sweep");
    expect(errors.mock.calls.map(([line]) => String(line))).toContainEqual(expect.stringContaining('"event":"cron.failed"'));
    errors.mockRestore();

    const { status, body } = await health();
    expect(status).toBe(503);
    expect(body.overdueCrons).toEqual(["minute"]);
    expect(await banner()).toContain("The scheduled jobs (minute) have not run successfully when due");

    await runCron(db, "minute", { ok: async () => {} });
    expect((await health()).body.overdueCrons).toEqual([]);
  });
});

describe("/api/health", () => {
  it("should refuse a caller over its quota", async () => {
    const headers = { "CF-Connecting-IP": "198.18.0.77" };
    const statuses: number[] = [];
    // The quota is 30 a minute, counted in clock minutes: 61 calls put at least 31 in one of the two
    // minutes they may straddle.
    while (statuses.length < 61 && !statuses.includes(429)) statuses.push((await fetchWorker("/api/health", { headers })).status);
    expect(statuses).toContain(429);
  });
});
