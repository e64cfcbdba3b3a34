import { getCookie, setCookie } from "hono/cookie";
import { type ChatMessage, SESSION_ID_PATTERN } from "../../contracts/chat";
import { isKnownSession } from "../chat/known-sessions";
import type { AppContext } from "../env";
import { errorSummary, logEvent } from "../operations/log";

/**
 * What the person told the assistant before booking (docs/decisions/041-office-urgency-from-every-word.md).
 * A visitor who described hail in the chat and then booked without leaving details there made
 * no chat lead, so the booking knew nothing of the hail. The chat answer sets an HttpOnly,
 * SameSite=Strict cookie that only the booking API sees, holding the conversation's id and the
 * browser's owner secret (both the browser's own already); the booking reads the conversation
 * with them, as the chat's history does, so nobody can attach a conversation they did not have.
 */

const CHAT_VISIT_COOKIE = "chat_visit";
const OWNER = /^[0-9a-f]{48}$/;
/** A conversation counts for a booking within a day. */
const VISIT_S = 24 * 60 * 60;

/** Remembers this browser's conversation for a booking from the same visit. */
export function rememberChat(c: AppContext, sessionId: string, owner: string): void {
  setCookie(c, CHAT_VISIT_COOKIE, `${sessionId}.${owner}`, {
    httpOnly: true,
    sameSite: "Strict",
    secure: new URL(c.req.url).protocol === "https:",
    path: "/api/appointments",
    maxAge: VISIT_S,
  });
}

/** The conversation this browser had with the assistant, when its cookie proves it; null otherwise. Never throws. */
export async function chatOfThisVisit(c: AppContext): Promise<{ sessionId: string; messages: ChatMessage[] } | null> {
  const [sessionId, owner] = (getCookie(c, CHAT_VISIT_COOKIE) ?? "").split(".");
  if (!sessionId || !owner || !SESSION_ID_PATTERN.test(sessionId) || !OWNER.test(owner)) return null;
  try {
    if (!(await isKnownSession(c.var.db, sessionId))) return null;
    const messages = await c.env.CHAT_SESSION.get(c.env.CHAT_SESSION.idFromName(sessionId)).history(owner);
    return messages.length > 0 ? { sessionId, messages } : null;
  } catch (error) {
    // Without the conversation the booking still goes through, scored on its own notes.
    logEvent("chat.unread", { error: errorSummary(error) }, "warn");
    return null;
  }
}
