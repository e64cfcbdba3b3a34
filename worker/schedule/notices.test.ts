import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { siteConfig } from "../config";
import { database } from "../db/client";
import { appointmentNotices, deliveries } from "../db/schema";
import type { Env } from "../env";
import { identitySignature } from "../leads/channels";
import { handleDeadLetters, handleNotificationBatch, type LeadNotification, MAX_RETRIES } from "../leads/notify";
import { bookDirectly } from "../test/bookings";
import { bookableDates, whenInWords, windowsForDay } from "./calendar";
import { moveAppointment } from "./changes";
import { sweepNotices } from "./notices";

const db = database((env as Env).DB);
type Sent = {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  attachments?: { filename: string; type: string; content: string }[];
};

/** The lead e-mail configured with a binding that records what it sends (or fails `failures` times first). */
function configured(failures = 0) {
  const sent: Sent[] = [];
  let calls = 0;
  const binding = {
    send: async (message: Sent) => {
      calls += 1;
      if (calls <= failures) throw new Error("mail server busy");
      sent.push(message);
    },
  } as unknown as SendEmail;
  return {
    env: { ...(env as Env), LEAD_EMAIL: binding, LEAD_EMAIL_FROM: "leads@example.com", LEAD_EMAIL_TO: "office@example.com" } as Env,
    sent,
  };
}

function batchOf(body: LeadNotification, attempts = 1) {
  return createMessageBatch<LeadNotification>("lead-notifications", [
    { id: `notice-${body.noticeId}-${attempts}`, timestamp: new Date(), attempts, body },
  ]);
}

const days = bookableDates(new Date()).filter((date) => windowsForDay(date).length >= 2);
const windowsOf = (fromEnd: number) => windowsForDay(days.at(-fromEnd)!);

async function noticesOf(appointmentId: string) {
  return db.select().from(appointmentNotices).where(eq(appointmentNotices.appointmentId, appointmentId)).orderBy(appointmentNotices.id);
}

describe("appointment notices", () => {
  it("should e-mail the homeowner the booking with the private link and a tentative calendar file, then forget the link", async () => {
    const [window] = windowsOf(6);
    const booked = await bookDirectly(db, window!.id, { name: "Kim Vance" });
    const [notice] = await noticesOf(booked.appointmentId);
    const { env: configuredEnv, sent } = configured();
    const batch = batchOf({ leadId: booked.leadId, noticeId: notice!.id });
    await handleNotificationBatch(batch, configuredEnv);
    expect((await getQueueResult(batch, createExecutionContext())).explicitAcks).toHaveLength(1);

    expect(sent).toHaveLength(1);
    const [email] = sent;
    expect(email).toMatchObject({
      from: "leads@example.com",
      replyTo: "office@example.com",
      subject: expect.stringMatching(/^Consultation requested for /),
    });
    expect(email!.to).toMatch(/^jordan\./);
    expect(email!.text).toContain(`Your free onsite consultation is requested for ${whenInWords(window!.id)}.`);
    expect(email!.text).toContain(`http://localhost:8787${booked.confirmation.manageUrl}`);
    expect(email!.text).toContain("Status: Requested: we will call to confirm");
    // Signed with the business as registered (the local placeholders until configured).
    expect(email!.text).toContain(identitySignature(siteConfig(env as Env)).join("\n"));
    const [ics] = email!.attachments!;
    expect(ics).toMatchObject({ filename: `${booked.confirmation.reference}.ics`, type: "text/calendar; method=REQUEST" });
    expect(ics!.content).toContain("METHOD:REQUEST");
    expect(ics!.content).toContain("SEQUENCE:0");
    expect(ics!.content).toContain("STATUS:TENTATIVE");

    const [after] = await noticesOf(booked.appointmentId);
    expect(after).toMatchObject({ state: "delivered", manageToken: null });
    expect(await db.select().from(deliveries).where(eq(deliveries.noticeId, notice!.id))).toMatchObject([
      { leadId: booked.leadId, channel: "homeowner", attempt: 1, status: "sent" },
    ]);
    // Delivered once: a repeat of the message sends nothing more.
    await handleNotificationBatch(batchOf({ leadId: booked.leadId, noticeId: notice!.id }), configuredEnv);
    expect(sent).toHaveLength(1);
  });

  it("should send a move as the same calendar event with a higher sequence, and tell the office when the homeowner moved it", async () => {
    const [w1, w2] = windowsOf(6).slice(-2);
    const booked = await bookDirectly(db, w1!.id, { name: "Lou Park" });
    await moveAppointment(db, booked.appointmentId, w2!.id, { kind: "homeowner" });
    const [, homeowner, office] = await noticesOf(booked.appointmentId);
    const { env: configuredEnv, sent } = configured();
    await handleNotificationBatch(batchOf({ leadId: booked.leadId, noticeId: homeowner!.id }), configuredEnv);
    await handleNotificationBatch(batchOf({ leadId: booked.leadId, noticeId: office!.id }), configuredEnv);
    const [toHomeowner, toOffice] = sent;
    expect(toHomeowner!.subject).toMatch(/^Moved: your consultation is now /);
    expect(toHomeowner!.text).toContain(`It was ${whenInWords(w1!.id)}.`);
    // The link is not kept, so a later e-mail points to the first one.
    expect(toHomeowner!.text).toContain("use the private link in your booking confirmation");
    const ics = toHomeowner!.attachments![0]!.content;
    expect(ics).toContain(`UID:${booked.confirmation.reference}@localhost:8787`);
    expect(ics).toContain("SEQUENCE:1");
    expect(toOffice).toMatchObject({
      to: "office@example.com",
      subject: expect.stringMatching(/^Consultation moved by the homeowner: Lou Park - /),
    });
    expect(toOffice!.attachments).toBeUndefined();
    expect(await db.select({ channel: deliveries.channel }).from(deliveries).where(eq(deliveries.noticeId, office!.id))).toEqual([
      { channel: "email" },
    ]);
  });

  it("should retry a failed e-mail with backoff, keep the link until it is sent, and mark it failed after the last retry", async () => {
    const [window] = windowsOf(7);
    const booked = await bookDirectly(db, window!.id);
    const [notice] = await noticesOf(booked.appointmentId);
    const body = { leadId: booked.leadId, noticeId: notice!.id };
    const failing = configured(MAX_RETRIES + 1).env;
    const first = batchOf(body, 1);
    const retry = vi.spyOn(first.messages[0]!, "retry");
    await handleNotificationBatch(first, failing);
    expect(retry).toHaveBeenCalledWith({ delaySeconds: 10 });
    expect((await noticesOf(booked.appointmentId))[0]).toMatchObject({ state: "retrying", manageToken: expect.any(String) });

    await handleNotificationBatch(batchOf(body, MAX_RETRIES + 1), failing);
    const attempts = await db.select().from(deliveries).where(eq(deliveries.noticeId, notice!.id)).orderBy(deliveries.id);
    expect(attempts.map((a) => [a.attempt, a.status, a.error])).toEqual([
      [1, "retrying", "mail server busy"],
      [2, "failed", "mail server busy"],
    ]);
    await handleDeadLetters(
      createMessageBatch("lead-notifications-dlq", [{ id: "dlq", timestamp: new Date(), attempts: 1, body }]),
      env as Env,
    );
    expect((await noticesOf(booked.appointmentId))[0]!.state).toBe("failed");
  });

  it("should queue notices that never reached the queue, 30 seconds on", async () => {
    const [window] = windowsOf(7).slice(-1);
    const booked = await bookDirectly(db, window!.id);
    const queue = { send: vi.fn(async () => {}), sendBatch: vi.fn(async () => {}) };
    await sweepNotices(db, queue as unknown as Queue, new Date(Date.now() + 31_000));
    const queued = queue.sendBatch.mock.calls.flatMap((call) => (call as unknown as [{ body: LeadNotification }[]])[0].map((m) => m.body));
    const [notice] = await noticesOf(booked.appointmentId);
    expect(queued).toContainEqual({ leadId: booked.leadId, noticeId: notice!.id });
    expect(notice!.state).toBe("queued");
    expect(
      await db
        .select()
        .from(appointmentNotices)
        .where(and(eq(appointmentNotices.id, notice!.id), eq(appointmentNotices.state, "pending"))),
    ).toEqual([]);
  });
});
