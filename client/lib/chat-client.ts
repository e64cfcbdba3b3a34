import type { CaptureLeadResponse, ChatLead, ChatMessage, SendMessageResponse } from "./contracts/chat";
import { apiRequest, readQuery } from "./request";

/** SPEC section 7: the chat's three calls. Any non-OK answer throws (SPEC section 8). */
export const chatClient = {
  history: async (sessionId: string) => (await readQuery<ChatMessage[]>(["/api/chat", sessionId, "history"])) ?? [],
  send: async (sessionId: string, message: string) =>
    (await (await apiRequest("POST", "/api/chat/message", { sessionId, message })).json()) as SendMessageResponse,
  captureLead: async (sessionId: string, lead: ChatLead, turnstileToken?: string) =>
    (await (
      await apiRequest("POST", "/api/chat/capture-lead", { sessionId, ...lead, ...(turnstileToken ? { turnstileToken } : {}) })
    ).json()) as CaptureLeadResponse,
};
