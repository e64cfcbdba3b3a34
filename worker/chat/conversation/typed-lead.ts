import { type ChatLead, chatLeadSchema } from "../../../contracts/chat";
import type { ConversationState } from "./state";

/** The lead the details typed over the conversation make, once they are complete (the chat form's own rules). */
export function typedLead(state: ConversationState): ChatLead | null {
  const parsed = chatLeadSchema.safeParse({ ...state.person, service: undefined });
  return parsed.success ? parsed.data : null;
}
