import { type ChatLead, checkCaptureLeadResponse, checkChatHistory, checkSendMessageResponse } from "../../contracts/chat";
import { readAttribution } from "./attribution/lead-attribution";
import { apiRequest, readAnswer, readQuery } from "./request";

/**
 * SPEC section 7: the chat's three calls. Any non-OK answer, or one of the wrong shape, throws (SPEC section 8).
 * Both posts carry where the visitor came from (docs/decisions/022a): either may create the lead.
 */
export const chatClient = {
  history: async (sessionId: string) => (await readQuery(["/api/chat", sessionId, "history"], checkChatHistory)) ?? [],
  send: async (sessionId: string, message: string) =>
    readAnswer(
      await apiRequest("POST", "/api/chat/message", { sessionId, message, attribution: readAttribution() }),
      checkSendMessageResponse,
    ),
  captureLead: async (sessionId: string, lead: ChatLead, turnstileToken?: string) =>
    readAnswer(
      await apiRequest("POST", "/api/chat/capture-lead", {
        sessionId,
        ...lead,
        ...(turnstileToken ? { turnstileToken } : {}),
        attribution: readAttribution(),
      }),
      checkCaptureLeadResponse,
    ),
};
