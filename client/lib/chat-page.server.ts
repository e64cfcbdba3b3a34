import { type AppLoadContext, createCookie } from "react-router";
import { type ChatMessage, newSessionId, SESSION_ID_PATTERN, type SendMessageResponse } from "../../contracts/chat";
import { toHex } from "../../contracts/text";

/**
 * The chat page's conversation (client/pages/chat.tsx, for a browser whose page script has not
 * run): its session id and the owner secret the chat API ties it to. The widget makes a session
 * per page load in the browser; a page without script cannot, so this cookie, kept for the
 * browser's session and sent only to /chat, carries it from one question to the next.
 */
const conversationCookie = createCookie("chat_page", { path: "/chat", httpOnly: true, sameSite: "lax" });
const OWNER_PATTERN = /^[0-9a-f]{48}$/;

interface PageConversation {
  sessionId: string;
  owner: string;
}

export async function readConversation(request: Request): Promise<PageConversation | null> {
  const value = (await conversationCookie.parse(request.headers.get("Cookie"))) as Partial<PageConversation> | null;
  const { sessionId, owner } = value ?? {};
  return typeof sessionId === "string" && SESSION_ID_PATTERN.test(sessionId) && typeof owner === "string" && OWNER_PATTERN.test(owner)
    ? { sessionId, owner }
    : null;
}

const newConversation = (): PageConversation => ({ sessionId: newSessionId(), owner: toHex(crypto.getRandomValues(new Uint8Array(24))) });

/** The chat API's own cookie, sent with the in-process call so the conversation's owner is this browser. */
const asOwner = ({ owner }: PageConversation) => ({ Cookie: `chat_owner=${owner}` });

/** The conversation so far ([] for none, or when it cannot be read). */
export async function conversationHistory(context: AppLoadContext, conversation: PageConversation | null): Promise<ChatMessage[]> {
  if (!conversation) return [];
  const response = await context.api(`/api/chat/${conversation.sessionId}/history`, { headers: asOwner(conversation) });
  const history = response.ok ? ((await response.json().catch(() => [])) as unknown) : [];
  return Array.isArray(history) ? (history as ChatMessage[]) : [];
}

/** The answer to a question from the chat page: the reply and the conversation with it (the page's loader ran before the cookie was set), or why not. */
export type PageChatAnswer =
  | { ok: true; reply: SendMessageResponse; messages: ChatMessage[] }
  | { ok: false; message: string; typed: string };

/**
 * A question sent from the chat page, through the same chat API the widget calls (its validation,
 * limits and lead gate), with the Set-Cookie that starts the page's conversation when it is new.
 */
export async function askFromPage(
  context: AppLoadContext,
  request: Request,
  message: string,
  failed: string,
): Promise<{ answer: PageChatAnswer; setCookie: string | null }> {
  const known = await readConversation(request);
  const conversation = known ?? newConversation();
  const response = await context.api("/api/chat/message", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...asOwner(conversation) },
    body: JSON.stringify({ sessionId: conversation.sessionId, message }),
  });
  const body = (await response.json().catch(() => null)) as (SendMessageResponse & { error?: { message?: string } }) | null;
  const answer: PageChatAnswer =
    response.ok && body
      ? {
          ok: true,
          reply: { response: body.response, needsLeadCapture: body.needsLeadCapture, leadCaptured: body.leadCaptured },
          messages: await conversationHistory(context, conversation),
        }
      : { ok: false, message: body?.error?.message ?? failed, typed: message };
  const setCookie =
    known || !answer.ok ? null : await conversationCookie.serialize(conversation, { secure: new URL(request.url).protocol === "https:" });
  return { answer, setCookie };
}
