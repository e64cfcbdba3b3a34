import { attributionSchema } from "./attribution";
import { callbackWithin } from "./business-settings";
import { type CallbackConfig, callbackAt } from "./callback";
import { SESSION_ID_PATTERN } from "./chat-session";
import { arrayOf, boolean, type Check, object, oneOf, string } from "./check";
import type { ApiError } from "./errors";
import { emailAddress, NAME_PART_MAX, PHONE_MESSAGE, personName, phoneNumber } from "./person";
import { z } from "./z";

export { newSessionId, SESSION_ID_PATTERN } from "./chat-session";

/** SPEC section 3: the chat lead form's service options; the default is Multiple Services. */
export const CHAT_SERVICES = ["Roofing", "Siding", "Windows", "Multiple Services", "Other"] as const;
export type ChatService = (typeof CHAT_SERVICES)[number];
export const DEFAULT_CHAT_SERVICE: ChatService = "Multiple Services";

/** Longest message a visitor can send. */
export const CHAT_MESSAGE_MAX = 1000;
/** A conversation is deleted this many days after its last message (docs/decisions/006-chat.md). */
export const CHAT_RETENTION_DAYS = 30;

const sessionId = z.string({ error: "The chat session id is missing" }).regex(SESSION_ID_PATTERN, "The chat session id is not valid");

/** SPEC section 3: a message in the conversation. */
export interface ChatMessage {
  id: string;
  role: "user" | "assistant";
  content: string;
  /** ISO timestamp. */
  timestamp: string;
}

/** Messages a chat lead's transcript may hold: a conversation allows 60 from the visitor, each answered. */
const TRANSCRIPT_MESSAGES_MAX = 200;
/** Longest message a transcript keeps (the visitor's are at most CHAT_MESSAGE_MAX; this bounds the assistant's). */
const TRANSCRIPT_TEXT_MAX = 10_000;

/** One message of a chat lead's transcript, as the lead stores it (leads.transcript). */
const transcriptMessageSchema = z.object({
  role: z.enum(["user", "assistant"]),
  text: z.string().max(TRANSCRIPT_TEXT_MAX),
  /** ISO timestamp. */
  sentAt: z.iso.datetime(),
});
export type TranscriptMessage = z.infer<typeof transcriptMessageSchema>;

/** Who said a transcript's message, as the contractor reads it. */
export const TRANSCRIPT_SPEAKERS: Record<TranscriptMessage["role"], string> = { user: "Visitor", assistant: "Assistant" };

/** A chat lead's conversation, oldest message first; empty for leads from other sources. */
export const transcriptSchema = z.array(transcriptMessageSchema).max(TRANSCRIPT_MESSAGES_MAX);
/** GET /api/chat/{sessionId}/history */
export const checkChatHistory: Check<ChatMessage[]> = arrayOf(
  object({ id: string, role: oneOf(["user", "assistant"]), content: string, timestamp: string }),
);

/** POST /api/chat/message */
export const sendMessageSchema = z.object({
  sessionId,
  message: z
    .string({ error: "Please type a message" })
    .trim()
    .min(1, "Please type a message")
    .max(CHAT_MESSAGE_MAX, `Messages can be at most ${CHAT_MESSAGE_MAX} characters`),
  /** Where the visitor came from (docs/decisions/022a): a lead the assistant captures from the chat keeps it. */
  attribution: attributionSchema.optional(),
});

/** SPEC section 3: the send-message response. */
export interface SendMessageResponse {
  response: string;
  needsLeadCapture: boolean;
  leadCaptured: boolean;
}

export const checkSendMessageResponse: Check<SendMessageResponse> = object({
  response: string,
  needsLeadCapture: boolean,
  leadCaptured: boolean,
});

/** SPEC section 5: the chat lead form, checked before sending and again by the server. */
export const chatLeadSchema = z.object({
  firstName: personName("First name must be at least 2 characters", NAME_PART_MAX, `First name can be at most ${NAME_PART_MAX} characters`),
  lastName: personName("Last name must be at least 2 characters", NAME_PART_MAX, `Last name can be at most ${NAME_PART_MAX} characters`),
  email: emailAddress(),
  // SPEC: at least 10 characters; and it must be a real number.
  phone: phoneNumber().pipe(z.string().min(10, PHONE_MESSAGE)),
  service: z
    .enum(CHAT_SERVICES, { error: "Please choose Roofing, Siding, Windows, Multiple Services or Other" })
    .default(DEFAULT_CHAT_SERVICE),
});
export type ChatLeadInput = z.input<typeof chatLeadSchema>;
export type ChatLead = z.output<typeof chatLeadSchema>;

/** POST /api/chat/capture-lead */
export const captureLeadSchema = chatLeadSchema.extend({
  sessionId,
  /** Cloudflare Turnstile token, when the site uses Turnstile. */
  turnstileToken: z.string().max(2048).optional(),
  /** Where the visitor came from (docs/decisions/022a). */
  attribution: attributionSchema.optional(),
});

/** SPEC section 3: the capture-lead response. */
export interface CaptureLeadResponse {
  success: boolean;
  message: string;
}

/** A refused capture: the SPEC's answer, with the API's usual error when there is a code to give. */
export interface CaptureLeadRefusal extends CaptureLeadResponse {
  success: false;
  error?: ApiError["error"];
}
export const checkCaptureLeadResponse: Check<CaptureLeadResponse> = object({ success: boolean, message: string });

/** SPEC sections 4 and 8: what the chat says about captured contacts and failures. */
export const CHAT_TEXT = {
  typing: "Assistant is typing...",
  sendFailed: "Failed to send message. Please try again.",
  captureFailed: "Failed to save your information. Please try again.",
  capturedToastTitle: "Information Captured",
} as const;

/**
 * SPEC's status line and toast after a captured contact, with the configured call-back time
 * ("within 2 hours": `callbackWithin`), and beside SPEC's words the clock's answer at the moment
 * they show (contracts/callback.ts): after hours, when the call will come and the emergency line.
 */
export const chatCapturedText = (config: CallbackConfig, now: Date) =>
  `Contact information captured - our team will reach out ${callbackWithin(config)}. ${callbackAt(now, config).beside}`;
export const chatCapturedToastText = (config: CallbackConfig, now: Date) =>
  `Thank you! Our team will contact you ${callbackWithin(config)}. ${callbackAt(now, config).beside}`;
