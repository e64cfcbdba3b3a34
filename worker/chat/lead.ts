import { chatConsentText } from "../../content/consent";
import { type ChatLead, type ChatMessage, type TranscriptMessage, transcriptSchema } from "../../contracts/chat";
import { CHAT_SOURCE, type LeadSubmission, leadSchema, type Urgency } from "../../contracts/leads";
import { database } from "../db/client";
import { leads } from "../db/schema";
import type { Env } from "../env";
import { enqueueAcknowledgement } from "../leads/acknowledge";
import { leadUrgency } from "../leads/gate";
import { leadRow, type SubmissionContext } from "../leads/intake";
import { enqueueNotification } from "../leads/notify";
import { logEvent } from "../operations/log";
import type { Intent } from "./assistant";

const TOPICS: Partial<Record<Intent, string>> = {
  emergency: "an emergency (active leak or storm damage)",
  quote: "an estimate",
  inspection: "an inspection",
  booking: "booking a consultation",
  pricing: "prices",
  insurance: "an insurance claim",
  storm_damage: "storm damage",
  complaint: "a complaint about past work",
  human: "talking to a person",
  financing: "financing",
  warranty: "the warranty",
  materials: "materials",
  services: "our services",
  service_area: "the service area",
};

/** How soon the team should answer: the conversation's reading, then every word the visitor wrote, as every lead is scored. */
function urgencyOf(intents: readonly Intent[], messages: readonly ChatMessage[]): Urgency {
  const read: Urgency = intents.includes("emergency")
    ? "emergency"
    : intents.includes("complaint") || intents.includes("storm_damage")
      ? "high"
      : "medium";
  return leadUrgency({ chosen: read, words: messages.filter((m) => m.role === "user").map((m) => m.content) });
}

/** One paragraph for the contractor: what the visitor wants, in their words. */
function summarizeConversation(messages: readonly ChatMessage[], intents: readonly Intent[]): string {
  const topics = [...new Set(intents.map((intent) => TOPICS[intent]).filter(Boolean))];
  const visitor = messages.filter((m) => m.role === "user").map((m) => m.content);
  const first = visitor.find((text) => text.split(/\s+/).length > 3) ?? visitor[0] ?? "";
  const quoted = first.length > 220 ? `${first.slice(0, 217).trimEnd()}...` : first;
  const about =
    topics.length > 0
      ? `The visitor asked about ${topics.join(", ").replace(/, ([^,]*)$/, " and $1")}`
      : "The visitor chatted with the assistant";
  return `${about}${quoted ? `, starting with: "${quoted}"` : ""}. ${visitor.length} message${visitor.length === 1 ? "" : "s"} from the visitor; urgency ${urgencyOf(intents, messages)}.`;
}

/** A chat lead: the contact as an ordinary lead (no project details), the summary and the transcript. */
export interface ChatLeadRecord {
  submission: LeadSubmission;
  summary: string;
  transcript: TranscriptMessage[];
}

/** The chat contact as an ordinary lead with source chat, with the conversation's summary and transcript. */
export function chatLead(contact: ChatLead, messages: readonly ChatMessage[], intents: readonly Intent[], page: string): ChatLeadRecord {
  return {
    submission: {
      name: `${contact.firstName} ${contact.lastName}`,
      email: contact.email,
      phone: contact.phone,
      service: contact.service,
      source: CHAT_SOURCE,
      urgency: urgencyOf(intents, messages),
      contactPreference: "phone",
      consentText: chatConsentText,
      page,
    },
    summary: summarizeConversation(messages, intents),
    transcript: messages.map((message) => ({ role: message.role, text: message.content, sentAt: message.timestamp })),
  };
}

/**
 * Commits the chat lead, its summary and transcript to D1 under the id the session chose and
 * stored first, then queues its notifications (the cron sweep retries a failed send). Writing
 * the same id again (the session was reset after the write) adds nothing and queues nothing.
 * The chat form's limits fit the lead's, and the transcript's fit the conversation's, so
 * `invalid` (the first problem) is a safety net.
 */
export async function storeChatLead(
  env: Env,
  id: string,
  { submission, summary, transcript }: ChatLeadRecord,
  context: SubmissionContext,
  chatSessionId: string | null = null,
): Promise<{ leadId: string } | { invalid: string }> {
  const lead = leadSchema.safeParse(submission);
  if (!lead.success) return { invalid: lead.error.issues[0]!.message };
  const messages = transcriptSchema.safeParse(transcript);
  if (!messages.success) return { invalid: messages.error.issues[0]!.message };
  const db = database(env.DB);
  const written = await db
    .insert(leads)
    .values({ ...leadRow(id, lead.data, context), summary, transcript: messages.data, chatSessionId })
    .onConflictDoNothing({ target: leads.id })
    .returning({ id: leads.id });
  if (written.length > 0) {
    logEvent("lead.accepted", { leadId: id, kind: lead.data.source });
    await enqueueNotification(db, env.LEAD_NOTIFICATIONS, id);
    await enqueueAcknowledgement(env.LEAD_NOTIFICATIONS, id);
  }
  return { leadId: id };
}
