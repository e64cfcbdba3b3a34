import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { type ChatMessage, newSessionId, type SendMessageResponse } from "../../contracts/chat";
import { database } from "../db/client";
import { leads } from "../db/schema";
import type { Env } from "../env";
import { chatBrowser } from "../test/chat";
import { type ChatSession, RETENTION_MS } from "./session";
import type { AiBinding } from "./workers-ai-assistant";

/**
 * A conversation outlives its Durable Object: the runtime evicts idle objects and resets
 * them on deploys, mid-conversation. Every message the visitor was answered for must still
 * be there afterwards, in order, and a lead captured before stays captured.
 */

const namespace = (env as Env).CHAT_SESSION;
const stubFor = (sessionId: string) => namespace.get(namespace.idFromName(sessionId));

let ipSequence = 0;

/** A browser: its own address and, once the API sets it, its own chat cookie; answers read as JSON. */
function browser() {
  const chat = chatBrowser(`198.51.100.${200 + (++ipSequence % 50)}`, "/siding");
  return {
    get owner() {
      return chat.owner;
    },
    async send(sessionId: string, message: string): Promise<SendMessageResponse> {
      const response = await chat.send(sessionId, message);
      expect(response.status, message).toBe(200);
      return (await response.json()) as SendMessageResponse;
    },
    history: async (sessionId: string) => (await (await chat.history(sessionId)).json()) as ChatMessage[],
    capture: async (body: Record<string, unknown>) => (await chat.capture(body)).json() as Promise<{ success: boolean; message: string }>,
  };
}

/** Graceful eviction: the instance goes, its storage stays (as when the runtime unloads an idle object). */
const evict = (sessionId: string) => evictDurableObject(stubFor(sessionId));

/** A hard reset, as on a deploy: the instance is aborted and the next request gets a new one. */
async function reset(sessionId: string) {
  await expect(runInDurableObject(stubFor(sessionId), (_instance, state) => state.abort("reset by the test"))).rejects.toThrow(
    "reset by the test",
  );
}

/** The instance currently serving the conversation (a new one after an eviction or reset). */
const instanceOf = (sessionId: string) => runInDurableObject(stubFor(sessionId), (instance: ChatSession) => instance);

/** Gives this instance (only; the next one after an eviction is normal) a Workers AI binding. */
function withAssistant(instance: ChatSession, ai: AiBinding) {
  (instance as unknown as { env: Env }).env = { ...(env as Env), AI: ai };
}

/** Waits until the conversation holds `count` messages (the one in flight is stored before the assistant is asked). */
async function storedMessage(visitor: ReturnType<typeof browser>, sessionId: string, count: number) {
  await vi.waitFor(async () => expect(await visitor.history(sessionId)).toHaveLength(count), { timeout: 20_000, interval: 10 });
}

/** Sends each message and returns the exchange the visitor saw: their message, then the reply. */
async function converse(visitor: ReturnType<typeof browser>, sessionId: string, messages: string[]) {
  const seen: [ChatMessage["role"], string][] = [];
  for (const message of messages) {
    const reply = await visitor.send(sessionId, message);
    seen.push(["user", message], ["assistant", reply.response]);
  }
  return seen;
}

describe("chat conversation across Durable Object evictions", () => {
  it("should keep every message, in order, when the object is evicted and reset between messages", async () => {
    const visitor = browser();
    const sessionId = newSessionId();
    const seen = await converse(visitor, sessionId, ["hello", "do you install vinyl siding?"]);
    const instances = [await instanceOf(sessionId)];

    await evict(sessionId);
    seen.push(...(await converse(visitor, sessionId, ["how much would new siding cost?"])));
    instances.push(await instanceOf(sessionId));
    await reset(sessionId);
    seen.push(...(await converse(visitor, sessionId, ["what warranty do you give?", "do you serve Towson?"])));
    instances.push(await instanceOf(sessionId));
    await evict(sessionId);
    seen.push(...(await converse(visitor, sessionId, ["ok, thanks"])));
    instances.push(await instanceOf(sessionId));
    await evict(sessionId);
    // Each eviction and reset really replaced the instance the conversation lives in.
    expect(new Set(instances).size).toBe(4);

    const history = await visitor.history(sessionId);
    expect(history.map((m) => [m.role, m.content])).toEqual(seen);
    expect(new Set(history.map((m) => m.id)).size).toBe(history.length);
    const times = history.map((m) => m.timestamp);
    expect(times).toEqual([...times].sort());

    // The retention alarm survived too: the conversation is kept for RETENTION_MS after its last message.
    const alarm = await runInDurableObject(stubFor(sessionId), (_instance, state) => state.storage.getAlarm());
    expect(alarm).not.toBeNull();
    expect(alarm! - Date.parse(times.at(-1)!)).toBeGreaterThan(RETENTION_MS - 60_000);
    // And it still belongs to the same browser only.
    expect(await browser().history(sessionId)).toEqual([]);
  });

  it("should keep a lead captured before an eviction captured, and never make a second one", async () => {
    const visitor = browser();
    const sessionId = newSessionId();
    const email = `evicted.${Date.now()}@example.net`;
    const other = `typed.${Date.now()}@example.net`;
    const seen = await converse(visitor, sessionId, ["Can I get a quote for new siding in Bel Air?"]);
    const captured = await visitor.capture({
      sessionId,
      firstName: "Ruth",
      lastName: "Okafor",
      email,
      phone: "(410) 555-0123",
      service: "Siding",
    });
    expect(captured.success).toBe(true);
    seen.push(["assistant", captured.message]);

    await reset(sessionId);
    const after = await visitor.send(sessionId, "thanks! when will you call?");
    expect(after).toMatchObject({ leadCaptured: true, needsLeadCapture: false });
    seen.push(["user", "thanks! when will you call?"], ["assistant", after.response]);

    await evict(sessionId);
    // Contact details typed after the eviction do not capture a second lead...
    const typed = await visitor.send(sessionId, `I'm Ruth Okafor, ${other}, 443-555-0188`);
    expect(typed.leadCaptured).toBe(true);
    seen.push(["user", `I'm Ruth Okafor, ${other}, 443-555-0188`], ["assistant", typed.response]);
    // ...and neither does the form.
    await reset(sessionId);
    const again = await visitor.capture({
      sessionId,
      firstName: "Ruth",
      lastName: "Okafor",
      email,
      phone: "(410) 555-0123",
      service: "Siding",
    });
    expect(again.success).toBe(false);
    expect(again.message).toMatch(
      /^We already have your contact information\. (Our team|Our office is closed now: our team) will call you /,
    );

    const db = database((env as Env).DB);
    const rows = await db.select().from(leads).where(eq(leads.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Ruth Okafor", source: "chat", service: "Siding" });
    expect(rows[0]!.transcript[0]).toMatchObject({ role: "user", text: "Can I get a quote for new siding in Bel Air?" });
    expect(await db.select().from(leads).where(eq(leads.email, other))).toHaveLength(0);
    expect((await visitor.history(sessionId)).map((m) => [m.role, m.content])).toEqual(seen);
  });

  it("should make one lead when the object is reset between the lead's write and its record", async () => {
    const visitor = browser();
    const sessionId = newSessionId();
    const email = `written.${Date.now()}@example.net`;
    await converse(visitor, sessionId, ["Could someone look at my gutters in Towson?"]);
    const lead = { sessionId, firstName: "Ines", lastName: "Moreau", email, phone: "(410) 555-0177", service: "Roofing" };
    expect((await visitor.capture(lead)).success).toBe(true);
    // As if the object was reset after D1 took the lead and before the session recorded it.
    await runInDurableObject(stubFor(sessionId), (_instance, state) => {
      state.storage.sql.exec("DELETE FROM facts WHERE key = 'leadId'");
    });
    await reset(sessionId);
    expect((await visitor.capture(lead)).success).toBe(true);

    const rows = await database((env as Env).DB)
      .select()
      .from(leads)
      .where(eq(leads.email, email));
    expect(rows).toHaveLength(1);
    const kept = await runInDurableObject(
      stubFor(sessionId),
      (_instance, state) => state.storage.sql.exec<{ value: string }>("SELECT value FROM facts WHERE key = 'leadId'").one().value,
    );
    expect(JSON.parse(kept)).toBe(rows[0]!.id);
  });

  it("should finish a message that is in flight when the object is evicted, and keep it", async () => {
    const visitor = browser();
    const sessionId = newSessionId();
    const seen = await converse(visitor, sessionId, ["hello"]);
    const before = await instanceOf(sessionId);

    // An assistant that is still thinking when the eviction starts.
    let answer!: () => void;
    const thinking = new Promise<void>((resolve) => (answer = resolve));
    const slowAssistant = {
      run: async () => {
        await thinking;
        return {
          response: JSON.stringify({
            response: "Our crews work Monday to Saturday: [book a visit](/schedule).",
            intent: "hours",
            needsLeadCapture: false,
          }),
        };
      },
    };
    const inFlight = runInDurableObject(stubFor(sessionId), async (instance: ChatSession) => {
      withAssistant(instance, slowAssistant);
      return instance.send({ owner: visitor.owner, sessionId: "", page: "/siding", ip: "", userAgent: "" }, "which days do you work?");
    });
    await storedMessage(visitor, sessionId, seen.length + 1);
    const eviction = evict(sessionId);
    answer();
    expect(await inFlight).toMatchObject({
      kind: "ok",
      reply: { response: "Our crews work Monday to Saturday: [book a visit](/schedule)." },
    });
    await eviction;
    expect(await instanceOf(sessionId)).not.toBe(before);
    seen.push(["user", "which days do you work?"], ["assistant", "Our crews work Monday to Saturday: [book a visit](/schedule)."]);

    seen.push(...(await converse(visitor, sessionId, ["and Sundays?"])));
    expect((await visitor.history(sessionId)).map((m) => [m.role, m.content])).toEqual(seen);
  });

  it("should keep a message whose answer was cut off when the object is reset while the assistant thinks", async () => {
    const visitor = browser();
    const sessionId = newSessionId();
    const seen = await converse(visitor, sessionId, ["hello", "do you replace windows?"]);

    const slowAssistant = {
      // Thinks longer than the test lasts: only the reset ends it.
      run: async () => {
        await new Promise((resolve) => setTimeout(resolve, 120_000));
        return { response: JSON.stringify({ response: "Too late.", intent: "hours", needsLeadCapture: false }) };
      },
    };
    const lost = "a message sent during a deploy";
    // Settled at once: the reset rejects it before the test awaits it.
    const inFlight = runInDurableObject(stubFor(sessionId), async (instance: ChatSession) => {
      withAssistant(instance, slowAssistant);
      return instance.send({ owner: visitor.owner, sessionId: "", page: "/", ip: "", userAgent: "" }, lost);
    }).then(
      () => null,
      (error: unknown) => error,
    );
    // The message is in and the assistant is thinking when the object is reset.
    await storedMessage(visitor, sessionId, seen.length + 1);
    await reset(sessionId);
    // The visitor is told it failed (the chat shows an error toast)...
    expect(String(await inFlight)).toContain("reset by the test");

    // ...yet the message itself was kept, and the conversation goes on after it, in order.
    seen.push(["user", lost]);
    seen.push(...(await converse(visitor, sessionId, ["do you replace windows in Towson?"])));
    expect((await visitor.history(sessionId)).map((m) => [m.role, m.content])).toEqual(seen);
  });
});
