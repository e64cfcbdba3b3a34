import type { ChatLead, ChatMessage } from "../../client/lib/contracts/chat";
import { CHAT_SOURCE, LEAD_LIMITS, type LeadSubmission, leadSchema, type Urgency } from "../../client/lib/contracts/leads";
import { chatConsentText } from "../../content/consent";
import { database } from "../db/client";
import type { Env } from "../env";
import { type SubmissionContext, storeLead } from "../leads/intake";
import { enqueueNotification } from "../leads/notify";
import type { Intent } from "./assistant";

export { CHAT_SOURCE };

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

/** How soon the team should answer, from what the visitor said. */
export function urgencyOf(intents: readonly Intent[]): Urgency {
  if (intents.includes("emergency")) return "emergency";
  if (intents.includes("complaint") || intents.includes("storm_damage")) return "high";
  return "medium";
}

/** One paragraph for the contractor: what the visitor wants, in their words. */
export function summarizeConversation(messages: readonly ChatMessage[], intents: readonly Intent[]): string {
  const topics = [...new Set(intents.map((intent) => TOPICS[intent]).filter(Boolean))];
  const visitor = messages.filter((m) => m.role === "user").map((m) => m.content);
  const first = visitor.find((text) => text.split(/\s+/).length > 3) ?? visitor[0] ?? "";
  const quoted = first.length > 220 ? `${first.slice(0, 217).trimEnd()}...` : first;
  const about =
    topics.length > 0
      ? `The visitor asked about ${topics.join(", ").replace(/, ([^,]*)$/, " and $1")}`
      : "The visitor chatted with the assistant";
  return `${about}${quoted ? `, starting with: "${quoted}"` : ""}. ${visitor.length} message${visitor.length === 1 ? "" : "s"} from the visitor; urgency ${urgencyOf(intents)}.`;
}

/** The transcript, newest messages kept when it must be shortened to fit the lead. */
export function transcriptOf(messages: readonly ChatMessage[], room: number): string {
  const lines = messages.map((m) => `${m.timestamp} ${m.role === "user" ? "Visitor" : "Assistant"}: ${m.content}`);
  let text = lines.join("\n");
  while (text.length > room && lines.length > 1) {
    lines.shift();
    text = `[earlier messages omitted]\n${lines.join("\n")}`;
  }
  return text.length > room ? text.slice(text.length - room) : text;
}

/** The chat contact as an ordinary lead: source chat, the summary and the transcript in the details. */
export function chatLeadSubmission(
  contact: ChatLead,
  messages: readonly ChatMessage[],
  intents: readonly Intent[],
  page: string,
): LeadSubmission {
  const summary = `Summary: ${summarizeConversation(messages, intents)}`;
  const room = LEAD_LIMITS.projectDetails - summary.length - "\n\nTranscript:\n".length;
  return {
    name: `${contact.firstName} ${contact.lastName}`,
    email: contact.email,
    phone: contact.phone,
    service: contact.service,
    projectDetails: `${summary}\n\nTranscript:\n${transcriptOf(messages, room)}`,
    source: CHAT_SOURCE,
    urgency: urgencyOf(intents),
    contactPreference: "phone",
    consentText: chatConsentText,
    page,
  };
}

/**
 * Commits the chat lead to D1, then queues its notifications (the cron sweep retries a failed send).
 * The chat form's limits fit the lead's, so `invalid` (the first problem) is a safety net.
 */
export async function storeChatLead(
  env: Env,
  submission: LeadSubmission,
  context: SubmissionContext,
): Promise<{ leadId: string } | { invalid: string }> {
  const parsed = leadSchema.safeParse(submission);
  if (!parsed.success) return { invalid: parsed.error.issues[0]!.message };
  const lead = parsed.data;
  const db = database(env.DB);
  const result = await storeLead(db, lead, context, null);
  if (result.kind !== "created") throw new Error("a chat lead is stored without an idempotency key, so it is always new");
  await enqueueNotification(db, env.LEAD_NOTIFICATIONS, result.receipt.id);
  return { leadId: result.receipt.id };
}
