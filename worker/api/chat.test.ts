import { evictDurableObject, runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { chatConsentText } from "../../content/consent";
import { type ChatMessage, newSessionId, type SendMessageResponse } from "../../contracts/chat";
import { PRICE_FACTS } from "../chat/local-assistant";
import { MESSAGE_LIMITS } from "../chat/session";
import { database } from "../db/client";
import { leads } from "../db/schema";
import type { Env } from "../env";
import { chatBrowser } from "../test/chat";
import { fetchWorker } from "../test/fetch";

let ipSequence = 0;

/** A browser: its own IP and, once the API sets it, its own chat cookie. */
const browser = () => chatBrowser(`198.51.100.${++ipSequence}`);

const contact = { firstName: "Dana", lastName: "Reyes", email: "dana.reyes@example.net", phone: "(410) 555-0199", service: "Roofing" };
const stubFor = (sessionId: string) => (env as Env).CHAT_SESSION.get((env as Env).CHAT_SESSION.idFromName(sessionId));

describe("chat API", () => {
  it("should answer a message in SPEC's shape and tie the session to the browser with an HttpOnly cookie", async () => {
    const visitor = browser();
    const sessionId = newSessionId();
    const response = await visitor.send(sessionId, "Do you install seamless gutters?");
    expect(response.status).toBe(200);
    const reply = (await response.json()) as SendMessageResponse;
    expect(Object.keys(reply).sort()).toEqual(["leadCaptured", "needsLeadCapture", "response"]);
    expect(reply).toMatchObject({ needsLeadCapture: false, leadCaptured: false });
    expect(reply.response.toLowerCase()).toContain("seamless");
    const cookie = response.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(/^chat_owner=[0-9a-f]{48};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/api/chat");
  });

  it("should answer from the privacy policy with the configured periods, never a {placeholder}", async () => {
    const visitor = browser();
    const sessionId = newSessionId();
    const answers: string[] = [];
    for (const question of [
      "how long do you keep my request after the job is closed",
      "how long do you keep my IP address",
      "how long is the chat kept",
    ]) {
      answers.push(((await (await visitor.send(sessionId, question)).json()) as SendMessageResponse).response);
    }
    expect(answers.join(" ")).not.toMatch(/\{[A-Za-z]+\}/);
    expect(answers.join(" ")).toMatch(/5 years|90 days/);
  });

  it("should keep the history across eviction, and show it to nobody else", async () => {
    const owner = browser();
    const stranger = browser();
    const sessionId = newSessionId();
    await owner.send(sessionId, "hello");
    await owner.send(sessionId, "how much is a new roof?");
    await evictDurableObject(stubFor(sessionId));

    const history = (await (await owner.history(sessionId)).json()) as ChatMessage[];
    expect(history.map((m) => [m.role, m.content.slice(0, 12)])).toEqual([
      ["user", "hello"],
      ["assistant", history[1]!.content.slice(0, 12)],
      ["user", "how much is "],
      ["assistant", history[3]!.content.slice(0, 12)],
    ]);
    for (const message of history) {
      expect(Object.keys(message).sort()).toEqual(["content", "id", "role", "timestamp"]);
      expect(new Date(message.timestamp).toISOString()).toBe(message.timestamp);
    }
    expect(history[3]!.content).toContain(PRICE_FACTS.roof.replace(" and ", " to "));

    // Another browser, with or without a cookie of its own, gets nothing and cannot write.
    expect(await (await stranger.history(sessionId)).json()).toEqual([]);
    expect((await stranger.send(sessionId, "hi")).status).toBe(403);
    expect(await (await stranger.history(sessionId)).json()).toEqual([]);
  });

  it("should reject malformed session ids and messages with clear errors", async () => {
    const visitor = browser();
    const bad = await visitor.send("chat_1_abc", "hello");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: "validation_failed", message: "The chat session id is not valid" } });
    expect((await visitor.history("not-a-session")).status).toBe(400);
    const empty = await visitor.send(newSessionId(), "   ");
    expect(await empty.json()).toMatchObject({ error: { fields: { message: "Please type a message" } } });
    const long = await visitor.send(newSessionId(), "x".repeat(1001));
    expect(await long.json()).toMatchObject({ error: { fields: { message: "Messages can be at most 1000 characters" } } });
    const notJson = await fetchWorker("/api/chat/message", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "hello",
    });
    expect(notJson.status).toBe(400);
    // A body that is not declared as JSON (what a cross-site form can send) is refused unread.
    const plain = await fetchWorker("/api/chat/message", {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: JSON.stringify({ sessionId: newSessionId(), message: "hi" }),
    });
    expect(plain.status).toBe(415);
  });

  it("should limit messages per minute and per conversation", async () => {
    const visitor = browser();
    const sessionId = newSessionId();
    for (let i = 0; i < MESSAGE_LIMITS.perMinute; i++)
      expect((await visitor.send(sessionId, `question ${i} about siding`)).status).toBe(200);
    const limited = await visitor.send(sessionId, "one more");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("60");

    // Spread over time, a conversation still ends at its length limit.
    const stub = stubFor(newSessionId());
    const person = { owner: "a".repeat(48), sessionId: "", page: "/", ip: "", userAgent: "" };
    const start = Date.now();
    for (let i = 0; i < MESSAGE_LIMITS.perSession; i++) {
      expect((await stub.send(person, `warranty question ${i}`, new Date(start + i * 61_000))).kind).toBe("ok");
    }
    expect(await stub.send(person, "and another", new Date(start + MESSAGE_LIMITS.perSession * 61_000))).toMatchObject({
      kind: "limited",
      reason: "per-session",
    });
  });

  it("should check the contact form with SPEC's messages and change nothing", async () => {
    const visitor = browser();
    const sessionId = newSessionId();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...contact, firstName: "D" }, "First name must be at least 2 characters"],
      [{ ...contact, lastName: "R" }, "Last name must be at least 2 characters"],
      [{ ...contact, email: "dana@" }, "Please enter a valid email address"],
      [{ ...contact, phone: "555-0199" }, "Please enter a valid phone number"],
      [{ ...contact, service: "Plumbing" }, "Please choose Roofing, Siding, Windows, Multiple Services or Other"],
    ];
    for (const [body, message] of cases) {
      const response = await visitor.capture({ sessionId, ...body });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, message });
    }
    const rows = await database((env as Env).DB)
      .select()
      .from(leads)
      .where(eq(leads.email, contact.email));
    expect(rows).toHaveLength(0);
  });

  it("should turn a captured contact into a lead with the transcript, once", async () => {
    const visitor = browser();
    const sessionId = newSessionId();
    const email = `chat.${Date.now()}@example.net`;
    const asked = (await (await visitor.send(sessionId, "Can I get a quote for a new roof in Bel Air?")).json()) as SendMessageResponse;
    expect(asked.needsLeadCapture).toBe(true);

    const response = await visitor.capture({ sessionId, ...contact, email, service: undefined });
    expect(response.status).toBe(200);
    // When the call will come is the clock's answer at this moment (contracts/callback.ts, tested at fixed hours there).
    const captured = (await response.json()) as { success: boolean; message: string };
    expect(captured.success).toBe(true);
    expect(captured.message).toMatch(
      /^Thank you, Dana! Your details are with our team\. (Our team|Our office is closed now: our team) will call you .+?\. For an emergency, call us now: \(410\) 555-0142\.$/,
    );

    const [lead] = await database((env as Env).DB)
      .select()
      .from(leads)
      .where(eq(leads.email, email));
    expect(lead).toMatchObject({
      name: "Dana Reyes",
      phone: "(410) 555-0199",
      service: "Multiple Services",
      source: "chat",
      urgency: "medium",
      contactPreference: "phone",
      consentText: chatConsentText,
      consentPage: "/roofing",
    });
    // The visitor wrote no project details: the conversation is the summary and the transcript.
    expect(lead!.projectDetails).toBe("");
    expect(lead!.summary).toMatch(/^The visitor asked about an estimate, starting with: "Can I get a quote for a new roof in Bel Air\?"/);
    const history = (await (await visitor.history(sessionId)).json()) as ChatMessage[];
    // Every message up to the capture, in order, with its role and time.
    expect(lead!.transcript).toEqual(
      history.slice(0, -1).map((message) => ({ role: message.role, text: message.content, sentAt: message.timestamp })),
    );
    expect(lead!.transcript[0]).toMatchObject({ role: "user", text: "Can I get a quote for a new roof in Bel Air?" });
    expect(lead!.transcript).toHaveLength(2);
    expect(lead!.notifyState).not.toBe("failed");

    // The conversation keeps the same confirmation the form was given.
    expect(history.at(-1)).toMatchObject({ role: "assistant", content: captured.message });
    const after = (await (await visitor.send(sessionId, "thanks!")).json()) as SendMessageResponse;
    expect(after.leadCaptured).toBe(true);

    const again = await visitor.capture({ sessionId, ...contact, email });
    const refused = (await again.json()) as { success: boolean; message: string };
    expect(refused.success).toBe(false);
    expect(refused.message).toMatch(
      /^We already have your contact information\. (Our team|Our office is closed now: our team) will call you /,
    );
    expect(
      await database((env as Env).DB)
        .select()
        .from(leads)
        .where(eq(leads.email, email)),
    ).toHaveLength(1);
  });

  it("should capture a lead from details typed into the conversation", async () => {
    const visitor = browser();
    const sessionId = newSessionId();
    const email = `typed.${Date.now()}@example.net`;
    await visitor.send(sessionId, "water is coming through my ceiling");
    const reply = (await (await visitor.send(sessionId, `I'm Sam Ortiz, ${email}, 443-555-0123`)).json()) as SendMessageResponse;
    expect(reply).toMatchObject({ needsLeadCapture: false, leadCaptured: true });
    expect(reply.response).toContain("Thank you, Sam!");
    const [lead] = await database((env as Env).DB)
      .select()
      .from(leads)
      .where(eq(leads.email, email));
    expect(lead).toMatchObject({ name: "Sam Ortiz", urgency: "emergency", source: "chat", projectDetails: "" });
    // The message that gave the details is in the transcript; the answer to it came after the capture.
    expect(lead!.transcript.map((message) => [message.role, message.text.slice(0, 12)])).toEqual([
      ["user", "water is com"],
      ["assistant", expect.any(String)],
      ["user", "I'm Sam Orti"],
    ]);
  });

  it("should offer the contact form once per conversation, and again when the visitor asks to be called", async () => {
    const visitor = browser();
    const sessionId = newSessionId();
    const ask = async (message: string) => (await (await visitor.send(sessionId, message)).json()) as SendMessageResponse;
    const first = await ask("How much does a new roof cost?");
    expect(first.needsLeadCapture).toBe(true);
    expect(first.response).toContain("in the form below");
    // Later questions are answered without the form coming back over the conversation, nor the ask repeated.
    for (const question of ["Can you help with my insurance claim?", "I'd like a quote for new siding"]) {
      const next = await ask(question);
      expect(next.needsLeadCapture, question).toBe(false);
      expect(next.response, question).not.toContain("form below");
    }
    const callMe = await ask("Can you have someone call me back?");
    expect(callMe.needsLeadCapture).toBe(true);
    expect(callMe.response).toContain("in the form below");
  });

  it("should delete a conversation when its retention alarm fires", async () => {
    const visitor = browser();
    const sessionId = newSessionId();
    await visitor.send(sessionId, "hello");
    expect(await runDurableObjectAlarm(stubFor(sessionId))).toBe(true);
    expect(await (await visitor.history(sessionId)).json()).toEqual([]);
  });
});
