import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getCookie, setCookie } from "hono/cookie";
import {
  type CaptureLeadRefusal,
  type CaptureLeadResponse,
  CHAT_TEXT,
  type ChatMessage,
  captureLeadSchema,
  SESSION_ID_PATTERN,
  type SendMessageResponse,
  sendMessageSchema,
} from "../../contracts/chat";
import { fieldErrors } from "../../contracts/errors";
import { toHex } from "../../contracts/text";
import type { z } from "../../contracts/z";
import { isKnownSession, markSessionActive } from "../chat/known-sessions";
import type { VisitorContext } from "../chat/session";
import { carriesContact, RETENTION_MS } from "../chat/session";
import type { AppEnv } from "../env";
import { rememberChat } from "../leads/chat-visit";
import { gateMessage, leadGate } from "../leads/gate";
import { rememberVisit } from "../leads/visit";
import { clientIp, withinQuota } from "../security/rate-limit";
import { apiError } from "./errors";
import { jsonInput } from "./json-input";
import { refererPath } from "./referer";

export const chatApi = new Hono<AppEnv>();

/** The HttpOnly cookie that ties a conversation to the browser that started it. */
const OWNER_COOKIE = "chat_owner";
const OWNER_PATTERN = /^[0-9a-f]{48}$/;
const MAX_BODY_BYTES = 16 * 1024;

function newOwnerSecret(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(24)));
}

/** The visitor's owner secret (made and set as a cookie on first use) and consent context. */
function visitor(c: Context<AppEnv>, sessionId: string): VisitorContext {
  let owner = getCookie(c, OWNER_COOKIE);
  if (!owner || !OWNER_PATTERN.test(owner)) {
    owner = newOwnerSecret();
    setCookie(c, OWNER_COOKIE, owner, {
      httpOnly: true,
      sameSite: "Lax",
      secure: new URL(c.req.url).protocol === "https:",
      path: "/api/chat",
      maxAge: Math.floor(RETENTION_MS / 1000),
    });
  }
  const page = refererPath(c.req.header("Referer"), "/", c.req.url).slice(0, 300);
  return { owner, sessionId, page, ip: clientIp(c), userAgent: c.req.header("User-Agent") ?? "" };
}

const TOO_QUICK = "You're sending messages too quickly. Please wait a minute.";

// The widget shows one line: an invalid body is answered with its first problem (and each field's).
const invalidMessage = (c: Context, error: z.ZodError) =>
  apiError(c, 400, "validation_failed", error.issues[0]!.message, fieldErrors(error));
function invalidCapture(c: Context, error: z.ZodError) {
  const message = error.issues[0]!.message;
  return c.json(
    { success: false, message, error: { code: "validation_failed", message, fields: fieldErrors(error) } } satisfies CaptureLeadRefusal,
    400,
  );
}

/** Chat bodies are small: anything larger is refused before it is read. */
const smallBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => apiError(c, 413, "too_large", "The message is too large.") });

const session = (c: Context<AppEnv>, sessionId: string) => c.env.CHAT_SESSION.get(c.env.CHAT_SESSION.idFromName(sessionId));

/** GET /api/chat/{sessionId}/history: the conversation, only for the browser that owns it. */
chatApi.get("/:sessionId/history", async (c) => {
  const sessionId = c.req.param("sessionId");
  if (!SESSION_ID_PATTERN.test(sessionId)) return apiError(c, 400, "invalid_session", "The chat session id is not valid");
  const owner = getCookie(c, OWNER_COOKIE);
  // An unknown session answers [] without addressing (and so creating) its Durable Object.
  if (!owner || !(await isKnownSession(c.var.db, sessionId))) return c.json([] satisfies ChatMessage[]);
  return c.json((await session(c, sessionId).history(owner)) satisfies ChatMessage[]);
});

/** POST /api/chat/message {sessionId, message} -> {response, needsLeadCapture, leadCaptured} */
chatApi.post("/message", smallBody, jsonInput(sendMessageSchema, invalidMessage), async (c) => {
  const { sessionId, message, attribution } = c.req.valid("json");
  // A message carrying a phone number or an e-mail address is never refused for speed: the limit applies to the rest.
  if (!carriesContact(message) && !(await withinQuota(c, c.env.CHAT_RATE_LIMITER, clientIp(c))))
    return apiError(c, 429, "rate_limited", TOO_QUICK);
  await markSessionActive(c.var.db, sessionId);
  // Details typed into the message become a lead only through the lead gate, as every lead does.
  const admit = async () => (await leadGate(c, "chat-typed")).ok;
  const person = visitor(c, sessionId);
  const outcome = await session(c, sessionId).send({ ...person, attribution }, message, undefined, admit);
  switch (outcome.kind) {
    case "ok":
      // A booking from this visit reads what was said here (worker/leads/chat-visit.ts).
      rememberChat(c, sessionId, person.owner);
      if (outcome.leadId) await rememberVisit(c, outcome.leadId);
      return c.json(outcome.reply satisfies SendMessageResponse);
    case "forbidden":
      return apiError(c, 403, "forbidden", "This conversation belongs to another browser.");
    case "limited":
      c.header("Retry-After", String(outcome.retryAfterSeconds));
      return apiError(
        c,
        429,
        "rate_limited",
        outcome.reason === "per-minute"
          ? TOO_QUICK
          : `This conversation has reached its length limit. Please call us at ${c.var.config.phone}.`,
      );
  }
});

/** POST /api/chat/capture-lead {sessionId, firstName, lastName, email, phone, service} -> {success, message} */
chatApi.post("/capture-lead", smallBody, jsonInput(captureLeadSchema, invalidCapture), async (c) => {
  const { sessionId, turnstileToken, attribution, ...lead } = c.req.valid("json");
  const refuse = (status: 400 | 403 | 409 | 429, code: string, message: string) =>
    c.json({ success: false, message, error: { code, message } } satisfies CaptureLeadRefusal, status);
  // A browser without the chat cookie, or a session that never stored a message, has no
  // conversation: refused without addressing (and so creating) any session object.
  if (!OWNER_PATTERN.test(getCookie(c, OWNER_COOKIE) ?? "") || !(await isKnownSession(c.var.db, sessionId))) {
    return refuse(409, "no_conversation", "Please send the assistant a message before leaving your details.");
  }
  const person = visitor(c, sessionId);
  const stub = session(c, sessionId);
  const readiness = await stub.captureReadiness(person.owner);
  if (readiness === "no_conversation")
    return refuse(409, "no_conversation", "Please send the assistant a message before leaving your details.");
  if (readiness === "forbidden") return refuse(403, "forbidden", "This conversation belongs to another browser.");
  // The lead gate (worker/leads/gate.ts): Turnstile when configured, then the visitor's lead quota.
  const verdict = await leadGate(c, "chat-form", { turnstileToken });
  if (!verdict.ok) {
    const { status, code, message } = gateMessage(c, verdict.reason);
    return refuse(status, code, message);
  }
  const outcome = await stub.captureLead({ ...person, attribution }, lead);
  switch (outcome.kind) {
    case "captured":
      // A booking from this browser's visit may join the chat's lead (worker/leads/visit.ts).
      await rememberVisit(c, outcome.leadId);
      return c.json({ success: true, message: outcome.message } satisfies CaptureLeadResponse);
    case "refused":
      return c.json({ success: false, message: outcome.message } satisfies CaptureLeadRefusal);
    case "invalid":
      return refuse(400, "validation_failed", outcome.message);
    case "no_conversation":
      return refuse(409, "no_conversation", "Please send the assistant a message before leaving your details.");
    case "forbidden":
      return c.json({ success: false, message: "This conversation belongs to another browser." } satisfies CaptureLeadRefusal, 403);
    case "failed":
      return c.json({ success: false, message: CHAT_TEXT.captureFailed } satisfies CaptureLeadRefusal, 503);
  }
});
