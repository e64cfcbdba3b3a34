import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { database } from "../db/client";
import { deliveries, leads } from "../db/schema";
import type { Env } from "../env";
import { storeTestLead, uniquePhone } from "../test/leads";
import { handleDeadLetters, handleNotificationBatch, type LeadNotification, MAX_RETRIES, RETRY_DELAYS_S } from "./notify";

/**
 * "No lead is ever lost" when the receivers misbehave: many leads go through the consumer
 * together, the way the queue runs it (one batch per round, retried messages come back with
 * one more attempt, a retry on the last attempt goes to the dead-letter queue), while the
 * webhook answers 500, times out, drops the connection and recovers, lead by lead.
 */

const baseEnv = env as unknown as Env;
const db = database(baseEnv.DB);
const WEBHOOK = "https://crm.example.test/hooks/leads";

/** What the fake receiver does with one request. */
type Fault = "ok" | "500" | "503" | "timeout" | "abort" | "network";

/** The webhook receiver: per lead, the faults to play attempt by attempt (then "ok"). */
function flakyReceiver(scripts: Map<string, Fault[]>) {
  const requests: { leadId: string; fault: Fault; hadTimeout: boolean }[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const leadId = ((await request.json()) as { lead: { id: string } }).lead.id;
    const nth = requests.filter((r) => r.leadId === leadId).length;
    const fault = scripts.get(leadId)?.[nth] ?? "ok";
    // The channel must never wait on a receiver forever.
    requests.push({ leadId, fault, hadTimeout: init?.signal instanceof AbortSignal });
    switch (fault) {
      case "500":
        return new Response("internal error", { status: 500 });
      case "503":
        return new Response("unavailable", { status: 503 });
      case "timeout":
        // What fetch throws when AbortSignal.timeout() fires.
        throw new DOMException("The operation was aborted due to timeout", "TimeoutError");
      case "abort":
        throw new DOMException("The operation was aborted.", "AbortError");
      case "network":
        throw new TypeError("fetch failed: connection reset by peer");
      case "ok":
        return new Response("ok", { status: 200 });
    }
  }) as typeof fetch;
  const sentTo = (leadId: string) => requests.filter((r) => r.leadId === leadId);
  return { fetcher, requests, sentTo };
}

/** The contractor's inbox: per subject, how many sends fail before it accepts (by subject). */
function flakyInbox(failures: Map<string, number> = new Map()) {
  const attempts: string[] = [];
  const delivered: string[] = [];
  const binding = {
    send: async ({ subject }: { subject: string }) => {
      attempts.push(subject);
      const failuresLeft = failures.get(subject) ?? 0;
      if (failuresLeft > 0) {
        failures.set(subject, failuresLeft - 1);
        throw new Error("send_email: upstream mail server unavailable");
      }
      delivered.push(subject);
    },
  } as unknown as SendEmail;
  return { binding, attempts, delivered };
}

function configured(inbox: SendEmail): Env {
  return {
    ...baseEnv,
    LEAD_EMAIL: inbox,
    LEAD_EMAIL_FROM: "leads@example.com",
    LEAD_EMAIL_TO: "owner@example.com",
    LEAD_WEBHOOK_URL: WEBHOOK,
    LEAD_WEBHOOK_SECRET: "whsec-faults",
  } as Env;
}

interface QueueRun {
  /** Per lead: the delay asked for after each attempt that was retried (undefined on the last). */
  delays: Map<string, (number | undefined)[]>;
  /** Leads whose message the queue moved to the dead-letter queue. */
  deadLettered: string[];
  rounds: number;
}

/**
 * Plays the queue: every message due goes into one batch; each must be acked or retried,
 * never both or neither; retried messages come back with one more attempt until
 * max_retries, after which a retry dead-letters them (as the platform and miniflare do).
 */
async function runQueue(leadIds: string[], environment: Env, fetcher: typeof fetch, extra: LeadNotification[] = []): Promise<QueueRun> {
  let due = [...leadIds.map((leadId) => ({ leadId })), ...extra].map((body) => ({ body, attempts: 1 }));
  const delays = new Map<string, (number | undefined)[]>();
  const deadLettered: string[] = [];
  let rounds = 0;
  while (due.length > 0) {
    rounds += 1;
    const messages = due.map((m, i) => ({ id: `r${rounds}-${i}`, timestamp: new Date(), attempts: m.attempts, body: m.body }));
    const batch = createMessageBatch<LeadNotification>("lead-notifications", messages);
    const asked = new Map<string, QueueRetryOptions | undefined>();
    for (const message of batch.messages) {
      const retry = message.retry.bind(message);
      vi.spyOn(message, "retry").mockImplementation((options) => {
        asked.set(message.id, options);
        retry(options);
      });
    }
    await handleNotificationBatch(batch, environment, fetcher);
    const result = await getQueueResult(batch, createExecutionContext());
    expect(result.ackAll).toBe(false);
    expect(result.retryBatch.retry).toBe(false);

    const next: typeof due = [];
    messages.forEach((message, i) => {
      const acked = result.explicitAcks.includes(message.id);
      const retried = result.retryMessages.some((r) => r.msgId === message.id);
      expect(acked !== retried, `message ${message.id} must be acked or retried, exactly one`).toBe(true);
      if (acked) return;
      const leadId = message.body.leadId;
      delays.set(leadId, [...(delays.get(leadId) ?? []), asked.get(message.id)?.delaySeconds]);
      if (message.attempts > MAX_RETRIES) deadLettered.push(leadId);
      else next.push({ body: due[i]!.body, attempts: message.attempts + 1 });
    });
    due = next;
  }
  return { delays, deadLettered, rounds };
}

async function recorded(leadIds: string[]) {
  return db
    .select({
      leadId: deliveries.leadId,
      channel: deliveries.channel,
      attempt: deliveries.attempt,
      status: deliveries.status,
      error: deliveries.error,
    })
    .from(deliveries)
    .where(inArray(deliveries.leadId, leadIds))
    .orderBy(deliveries.id);
}

async function notifyStates(leadIds: string[]) {
  const rows = await db.select({ id: leads.id, state: leads.notifyState }).from(leads).where(inArray(leads.id, leadIds));
  return new Map(rows.map((r) => [r.id, r.state]));
}

/** Leads named after their scenario, so the inbox can tell them apart by subject. */
async function leadsFor<K extends string>(names: readonly K[]): Promise<Record<K, string>> {
  const ids = {} as Record<K, string>;
  for (const name of names) ids[name] = await storeTestLead({ name: `Fault ${name}`, phone: uniquePhone() });
  return ids;
}
const subjectOf = (name: string) => `New lead: Fault ${name} - Roofing`;

describe("lead notifications under receiver faults", () => {
  // Every failed attempt is logged on purpose; here there are dozens.
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("should not hold up the other leads of a batch while one receiver hangs", async () => {
    const ids = await leadsFor(["hanging", "quick"] as const);
    let release!: () => void;
    const hanging = new Promise<void>((resolve) => (release = resolve));
    let quickAckedNow!: () => void;
    const quickAcked = new Promise<void>((resolve) => (quickAckedNow = resolve));
    const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const leadId = ((await new Request(input, init).json()) as { lead: { id: string } }).lead.id;
      if (leadId === ids.hanging) await hanging;
      return new Response("ok", { status: 200 });
    }) as typeof fetch;
    const batch = createMessageBatch<LeadNotification>("lead-notifications", [
      { id: "hang", timestamp: new Date(), attempts: 1, body: { leadId: ids.hanging } },
      { id: "quick", timestamp: new Date(), attempts: 1, body: { leadId: ids.quick } },
    ]);
    const quick = batch.messages[1]!;
    const ack = quick.ack.bind(quick);
    vi.spyOn(quick, "ack").mockImplementation(() => {
      ack();
      quickAckedNow();
    });
    const handled = handleNotificationBatch(batch, configured(flakyInbox().binding), fetcher);
    // The quick lead is delivered and acked while the other receiver has not answered yet.
    await quickAcked;
    expect((await notifyStates([ids.quick, ids.hanging])).get(ids.quick)).toBe("delivered");
    expect((await notifyStates([ids.hanging])).get(ids.hanging)).not.toBe("delivered");
    release();
    await handled;
    expect((await notifyStates([ids.hanging])).get(ids.hanging)).toBe("delivered");
  });

  it("should deliver every lead exactly once through 500s, timeouts and dropped connections, recording every attempt", async () => {
    const scenarios = {
      first: [] as Fault[],
      fiveHundredThenTimeout: ["500", "timeout"] as Fault[],
      timeoutThenFiveHundred: ["timeout", "500"] as Fault[],
      abortedThenUnavailable: ["abort", "503"] as Fault[],
      networkTwice: ["network", "network"] as Fault[],
      mixedToTheLastRetry: ["500", "timeout", "network", "503", "timeout"] as Fault[],
      inboxDown: [] as Fault[],
    };
    const names = Object.keys(scenarios) as (keyof typeof scenarios)[];
    const ids = await leadsFor(names);
    const leadIds = names.map((name) => ids[name]);
    const receiver = flakyReceiver(new Map(names.map((name) => [ids[name], scenarios[name]])));
    // The inbox fails twice for one lead whose webhook works at once.
    const inbox = flakyInbox(new Map([[subjectOf("inboxDown"), 2]]));

    const run = await runQueue(leadIds, configured(inbox.binding), receiver.fetcher);

    expect(run.deadLettered).toEqual([]);
    const states = await notifyStates(leadIds);
    const rows = await recorded(leadIds);
    for (const name of names) {
      const leadId = ids[name];
      const faults = scenarios[name];
      const sent = receiver.sentTo(leadId);
      // One request per attempt until it got through; nothing after the receiver said 200.
      expect(
        sent.map((r) => r.fault),
        name,
      ).toEqual([...faults, "ok"]);
      expect(
        sent.every((r) => r.hadTimeout),
        `${name}: every webhook request has a timeout`,
      ).toBe(true);
      const hooks = rows.filter((r) => r.leadId === leadId && r.channel === "webhook");
      expect(
        hooks.map((r) => [r.attempt, r.status]),
        `${name}: every webhook attempt recorded, in order`,
      ).toEqual([...faults.map((_, i) => [i + 1, "retrying"]), [faults.length + 1, "sent"]]);
      // Each failure is recorded with a reason the admin can read.
      faults.forEach((fault, i) => {
        const reason = {
          "500": /webhook answered 500/,
          "503": /webhook answered 503/,
          timeout: /timeout/i,
          abort: /aborted/i,
          network: /fetch failed/,
          ok: /^$/,
        }[fault];
        expect(hooks[i]!.error, `${name} attempt ${i + 1}`).toMatch(reason);
      });
      expect(states.get(leadId), name).toBe("delivered");
      // The backoff follows the attempts, not the kind of fault (the inbox's lead retried for its e-mail).
      const retries = name === "inboxDown" ? 2 : faults.length;
      expect(run.delays.get(leadId) ?? [], name).toEqual(RETRY_DELAYS_S.slice(0, retries));
    }

    // E-mail: once per lead, never again when only the webhook is retried.
    const emails = rows.filter((r) => r.channel === "email");
    for (const name of names) {
      const expected = name === "inboxDown" ? 1 + 2 : 1;
      expect(
        inbox.attempts.filter((s) => s === subjectOf(name)),
        name,
      ).toHaveLength(expected);
      expect(
        inbox.delivered.filter((s) => s === subjectOf(name)),
        name,
      ).toHaveLength(1);
      expect(
        emails.filter((r) => r.leadId === ids[name]).map((r) => r.status),
        name,
      ).toEqual(name === "inboxDown" ? ["retrying", "retrying", "sent"] : ["sent"]);
    }
    // The lead whose inbox was down had its webhook delivered once, on the first attempt.
    expect(receiver.sentTo(ids.inboxDown)).toHaveLength(1);
    // The queue needed as many rounds as the longest recovery, no more.
    expect(run.rounds).toBe(scenarios.mixedToTheLastRetry.length + 1);
  });

  it("should not deliver again when the queue redelivers a message that was already handled", async () => {
    const ids = await leadsFor(["redelivered", "retriedMeanwhile"] as const);
    const receiver = flakyReceiver(new Map([[ids.retriedMeanwhile, ["503"]]]));
    const inbox = flakyInbox();
    const environment = configured(inbox.binding);
    await runQueue([ids.redelivered, ids.retriedMeanwhile], environment, receiver.fetcher);

    // Queues deliver at least once: the same message, or an admin's retry, may come back.
    await runQueue([ids.redelivered, ids.retriedMeanwhile], environment, receiver.fetcher, [
      { leadId: ids.redelivered, channels: ["webhook"] },
    ]);
    expect(receiver.sentTo(ids.redelivered)).toHaveLength(1);
    expect(receiver.sentTo(ids.retriedMeanwhile).map((r) => r.fault)).toEqual(["503", "ok"]);
    expect(inbox.attempts).toHaveLength(2);
    expect((await recorded([ids.redelivered])).map((r) => [r.channel, r.status])).toEqual([
      ["email", "sent"],
      ["webhook", "sent"],
    ]);
  });

  it("should leave a lead whose receiver never recovers visibly failed after the last attempt and the dead-letter queue", async () => {
    const ids = await leadsFor(["neverRecovers", "recoversLate", "fine"] as const);
    const always: Fault[] = ["500", "timeout", "503", "network", "abort", "timeout", "500", "500"];
    const receiver = flakyReceiver(
      new Map([
        [ids.neverRecovers, always],
        [ids.recoversLate, ["timeout", "timeout", "timeout", "timeout", "timeout"]],
      ]),
    );
    const inbox = flakyInbox();
    const environment = configured(inbox.binding);
    const leadIds = [ids.neverRecovers, ids.recoversLate, ids.fine];

    const run = await runQueue(leadIds, environment, receiver.fetcher);

    // Six attempts (the first and max_retries more), then the dead-letter queue.
    expect(receiver.sentTo(ids.neverRecovers)).toHaveLength(MAX_RETRIES + 1);
    expect(run.deadLettered).toEqual([ids.neverRecovers]);
    expect(run.delays.get(ids.neverRecovers)).toEqual([...RETRY_DELAYS_S, undefined]);
    const hooks = (await recorded([ids.neverRecovers])).filter((r) => r.channel === "webhook");
    expect(hooks.map((r) => [r.attempt, r.status])).toEqual([
      ...RETRY_DELAYS_S.map((_, i) => [i + 1, "retrying"]),
      [MAX_RETRIES + 1, "failed"],
    ]);
    expect(hooks.at(-1)!.error).toMatch(/timeout/i);
    // The lead that got through on its last attempt is delivered, not failed.
    expect(
      receiver
        .sentTo(ids.recoversLate)
        .map((r) => r.fault)
        .at(-1),
    ).toBe("ok");
    expect(Object.fromEntries(await notifyStates(leadIds))).toEqual({
      [ids.neverRecovers]: "failed",
      [ids.recoversLate]: "delivered",
      [ids.fine]: "delivered",
    });

    // The dead-letter consumer (here also handed a delivered lead by mistake) leaves it failed
    // for the admin's delivery page, touches nothing else, and acks every message.
    const dead = createMessageBatch<LeadNotification>("lead-notifications-dlq", [
      { id: "dlq-1", timestamp: new Date(), attempts: 1, body: { leadId: ids.neverRecovers } },
      { id: "dlq-2", timestamp: new Date(), attempts: 1, body: { leadId: ids.fine } },
    ]);
    await handleDeadLetters(dead, environment);
    expect((await getQueueResult(dead, createExecutionContext())).explicitAcks).toEqual(["dlq-1", "dlq-2"]);
    expect(Object.fromEntries(await notifyStates(leadIds))).toEqual({
      [ids.neverRecovers]: "failed",
      [ids.recoversLate]: "delivered",
      [ids.fine]: "delivered",
    });
    const [lead] = await db.select().from(leads).where(eq(leads.id, ids.neverRecovers));
    expect(lead).toMatchObject({ name: "Fault neverRecovers", notifyState: "failed" });
    // The e-mail went out once; only the webhook failed.
    expect(inbox.delivered.filter((s) => s === subjectOf("neverRecovers"))).toHaveLength(1);
  });
});
