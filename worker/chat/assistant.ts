import type { ChatMessage } from "../../contracts/chat";
import type { ContactHints } from "./extract";
import type { KnowledgeIndex } from "./knowledge/index";

/** What a visitor wants, as the assistant reads it. */
export const INTENTS = [
  "emergency",
  "quote",
  "inspection",
  "booking",
  "pricing",
  "insurance",
  "storm_damage",
  "complaint",
  "human",
  "financing",
  "warranty",
  "materials",
  "services",
  "service_area",
  "hours",
  "contact_info",
  "small_talk",
  "out_of_scope",
  /** A question the site's own words answer (found in the assistant's index). */
  "question",
  /** Nothing the assistant knows: it offers to pass the question to a person. */
  "unknown",
] as const;
export type Intent = (typeof INTENTS)[number];

/** Intents where the next step is a person from the team, so the chat asks for contact details. */
export const CAPTURE_INTENTS: ReadonlySet<Intent> = new Set([
  "emergency",
  "quote",
  "inspection",
  "booking",
  "pricing",
  "insurance",
  "storm_damage",
  "complaint",
  "human",
  "contact_info",
  "unknown",
]);

/** Intents that offer the contact form again after it was offered once in the conversation: the visitor asked to be called. */
export const CALL_ME_INTENTS: ReadonlySet<Intent> = new Set(["human"]);

export interface AssistantInput {
  message: string;
  /** The conversation so far, oldest first, without the new message. */
  history: readonly ChatMessage[];
  leadCaptured: boolean;
  /** The contact form was offered earlier in this conversation: it is not asked for again, unless the visitor asks to be called. */
  formOffered?: boolean;
  contact: ContactHints;
  /** The business phone number (configuration). */
  phone: string;
  /** The office's address on one line, as the footer shows it (configuration); its placeholders when not given. */
  office?: string;
  /** The configured facts the site's pages name as `{placeholder}` (contracts/site-facts.ts). */
  facts?: Readonly<Record<string, string>>;
  /** What the site says; the site's pages alone (no articles) when not given. */
  knowledge?: KnowledgeIndex;
}

export interface AssistantReply {
  response: string;
  intent: Intent;
  needsLeadCapture: boolean;
}

/** One interface for the local assistant and Workers AI. */
export interface Assistant {
  readonly name: string;
  reply(input: AssistantInput): Promise<AssistantReply>;
}
