import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getCookie, setCookie } from "hono/cookie";
import { CHAT_TEXT, captureLeadSchema, SESSION_ID_PATTERN, sendMessageSchema } from "../../client/lib/contracts/chat";
import { fieldErrors } from "../../client/lib/contracts/errors";
import type { VisitorContext } from "../chat/session";
import { RETENTION_MS } from "../chat/session";
import { siteConfig } from "../config";
import type { AppEnv } from "../env";
import { passesTurnstile, turnstileFor } from "../leads/spam";
import { clientIp, leadRateKey, RETRY_AFTER_SECONDS, withinRateLimit } from "../security/rate-limit";
import { apiError } from "./errors";
import { jsonBody } from "./json-body";

export const chatApi = new Hono<AppEnv>();

/** The HttpOnly cookie that ties a conversation to the browser that started it. */
export const OWNER_COOKIE = "chat_owner";
const OWNER_PATTERN = /^[0-9a-f]{48}$/;
const MAX_BODY_BYTES = 16 * 1024;

function newOwnerSecret(): string {
  return [...crypto.getRandomValues(new Uint8Array(24))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The visitor's owner secret (made and set as a cookie on first use) and consent context. */
function visitor(c: Context<AppEnv>): VisitorContext {
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
  const referer = c.req.header("Referer");
  let page = "/";
  try {
    if (referer && new URL(referer).host === new URL(c.req.url).host) page = new URL(referer).pathname.slice(0, 300);
  } catch {
    page = "/";
  }
  return { owner, page, ip: clientIp(c), userAgent: c.req.header("User-Agent") ?? "" };
}

/** Chat bodies are small: anything larger is refused before it is read. */
const smallBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => apiError(c, 413, "too_large", "The message is too large.") });

const session = (c: Context<AppEnv>, sessionId: string) => c.env.CHAT_SESSION.get(c.env.CHAT_SESSION.idFromName(sessionId));

/** GET /api/chat/{sessionId}/history: the conversation, only for the browser that owns it. */
chatApi.get("/:sessionId/history", async (c) => {
  const sessionId = c.req.param("sessionId");
  if (!SESSION_ID_PATTERN.test(sessionId)) return apiError(c, 400, "invalid_session", "The chat session id is not valid");
  const owner = getCookie(c, OWNER_COOKIE);
  if (!owner) return c.json([]);
  return c.json(await session(c, sessionId).history(owner));
});

/** POST /api/chat/message {sessionId, message} -> {response, needsLeadCapture, leadCaptured} */
chatApi.post("/message", smallBody, async (c) => {
  const read = await jsonBody(c);
  if ("response" in read) return read.response;
  const parsed = sendMessageSchema.safeParse(read.body);
  if (!parsed.success) return apiError(c, 400, "validation_failed", parsed.error.issues[0]!.message, fieldErrors(parsed.error));
  if (!(await withinRateLimit(c.env.CHAT_RATE_LIMITER, clientIp(c)))) {
    c.header("Retry-After", String(RETRY_AFTER_SECONDS));
    return apiError(c, 429, "rate_limited", "You're sending messages too quickly. Please wait a minute.");
  }
  const outcome = await session(c, parsed.data.sessionId).send(visitor(c), parsed.data.message);
  switch (outcome.kind) {
    case "ok":
      return c.json(outcome.reply);
    case "forbidden":
      return apiError(c, 403, "forbidden", "This conversation belongs to another browser.");
    case "limited":
      c.header("Retry-After", String(outcome.retryAfterSeconds));
      return apiError(
        c,
        429,
        "rate_limited",
        outcome.reason === "per-minute"
          ? "You're sending messages too quickly. Please wait a minute."
          : `This conversation has reached its length limit. Please call us at ${siteConfig(c.env).phone}.`,
      );
  }
});

/** POST /api/chat/capture-lead {sessionId, firstName, lastName, email, phone, service} -> {success, message} */
chatApi.post("/capture-lead", smallBody, async (c) => {
  const read = await jsonBody(c);
  if ("response" in read) return read.response;
  const parsed = captureLeadSchema.safeParse(read.body);
  if (!parsed.success) {
    const message = parsed.error.issues[0]!.message;
    return c.json({ success: false, message, error: { code: "validation_failed", message, fields: fieldErrors(parsed.error) } }, 400);
  }
  const { sessionId, turnstileToken, ...lead } = parsed.data;
  const refuse = (status: 400 | 403 | 409 | 429, code: string, message: string) =>
    c.json({ success: false, message, error: { code, message } }, status);
  const { phone } = siteConfig(c.env);
  // Spam checks first, so they cost a visitor's lead quota nothing: Turnstile when configured,
  // then a conversation that holds a visitor message (asked without creating storage).
  const ip = clientIp(c);
  if (!(await passesTurnstile(turnstileFor(c.env), turnstileToken, ip))) {
    return refuse(400, "rejected", `We could not accept this request. Please try again in a moment, or call us at ${phone}.`);
  }
  // A browser without the chat cookie has sent no message: refused without waking any session.
  if (!OWNER_PATTERN.test(getCookie(c, OWNER_COOKIE) ?? "")) {
    return refuse(409, "no_conversation", "Please send the assistant a message before leaving your details.");
  }
  const person = visitor(c);
  const stub = session(c, sessionId);
  const readiness = await stub.captureReadiness(person.owner);
  if (readiness === "no_conversation")
    return refuse(409, "no_conversation", "Please send the assistant a message before leaving your details.");
  if (readiness === "forbidden") return refuse(403, "forbidden", "This conversation belongs to another browser.");
  if (!(await withinRateLimit(c.env.LEAD_RATE_LIMITER, leadRateKey(ip)))) {
    c.header("Retry-After", String(RETRY_AFTER_SECONDS));
    return refuse(429, "rate_limited", `Too many requests. Please wait a minute and try again, or call us at ${phone}.`);
  }
  const outcome = await stub.captureLead(person, lead);
  switch (outcome.kind) {
    case "captured":
      return c.json({ success: true, message: outcome.message });
    case "refused":
      return c.json({ success: false, message: outcome.message });
    case "invalid":
      return refuse(400, "validation_failed", outcome.message);
    case "no_conversation":
      return refuse(409, "no_conversation", "Please send the assistant a message before leaving your details.");
    case "forbidden":
      return c.json({ success: false, message: "This conversation belongs to another browser." }, 403);
    case "failed":
      return c.json({ success: false, message: CHAT_TEXT.captureFailed }, 503);
  }
});
