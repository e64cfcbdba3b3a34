import { callbackWithin } from "../../contracts/business-settings";
import {
  type Assistant,
  type AssistantInput,
  type AssistantReply,
  CALL_ME_INTENTS,
  CAPTURE_INTENTS,
  INTENTS,
  type Intent,
} from "./assistant";
import { compose, STORM_WORDS } from "./compose";
import { fixedAnswer, NEXT_STEPS, placeSentence } from "./fixed-answers";
import { ASKS, asksForTheVisit, classify, serviceIn } from "./intent";
import { type Configured, configuredFor } from "./knowledge/business-facts";
import { answerFromSite } from "./knowledge/condense";
import type { KnowledgeIndex } from "./knowledge/index";
import type { Passage } from "./knowledge/passage";
import { questionsIn } from "./knowledge/questions";
import { siteKnowledge } from "./knowledge/site-knowledge";
import { checkPlace } from "./places";
import { type Understanding, understand } from "./understand";

/**
 * The default assistant: no network, answers from content/. It reads the visitor's intent,
 * answers from what the site says (its search index) or, where the intent decides, in words of
 * its own, and asks for contact details when the next step needs a person. Prices come only
 * from the ranges published on the site.
 */

export { PRICE_FACTS } from "./fixed-answers";

/** Intents the site's own words answer best (the index), falling back to a person when it says nothing. */
const FROM_THE_SITE: ReadonlySet<Intent> = new Set([
  "insurance",
  "storm_damage",
  "financing",
  "warranty",
  "materials",
  "services",
  "unknown",
]);

interface Answer {
  response: string;
  intent: Intent;
}

/**
 * What a question answered from the site was about: one a business fact answers ("is the
 * estimate free?") is just a question, unless it asks for the visit ("how do I get a free
 * estimate?"); anything else keeps the visitor's own intent.
 */
function siteIntent(intent: Intent, question: string, passages: readonly Passage[]): Intent {
  if (intent === "unknown") return "question";
  const fact = passages.every((passage) => passage.kind === "fact");
  if (fact && CAPTURE_INTENTS.has(intent) && !asksForTheVisit(question)) return "question";
  return intent;
}

/** A question asked with an emergency that the emergency answer does not answer: who pays for it. */
const WHO_PAYS = /\b(insurance|insurer|claim|adjuster|deductible|who pays|pay for|covered|cover it)\b/;

/** The answer to one question: from the site where it speaks to it, else what the intent decides. */
function answer(intent: Intent, question: string, configured: Configured, index: KnowledgeIndex, sentences?: number): Answer {
  const { phone } = configured;
  const text = question.toLowerCase();
  // The price of a named service comes from the published ranges; other money questions from the site.
  const fromSite = FROM_THE_SITE.has(intent) || (intent === "pricing" && !serviceIn(text));
  const next = NEXT_STEPS[intent];
  // A request for a visit ("can you look at our roof?") gets the next step; a question about one, the site's answer.
  if (fromSite || (next !== undefined && ASKS.test(text) && index.particular(question))) {
    const site = answerFromSite(index, question, configured, sentences);
    if (site && !(intent === "pricing" && site.text.includes("$"))) {
      const said = next === undefined || site.text.includes(next.match(/\]\(([^)]+)\)/)?.[1] ?? "") ? site.text : `${site.text} ${next}`;
      return { response: said, intent: siteIntent(intent, text, site.passages) };
    }
    // Nothing on the site: what the intent itself decides, or a person.
    const fallback = fromSite && !["pricing", "insurance", "storm_damage"].includes(intent) ? "unknown" : intent;
    return { response: fixedAnswer(fallback, text, phone), intent: fallback };
  }
  // An emergency comes first; a question asked with it ("a tree fell on the roof, who pays?") is answered after.
  const also =
    intent === "emergency" && ASKS.test(text) && WHO_PAYS.test(text) && index.particular(question)
      ? answerFromSite(index, question, configured, 2)
      : null;
  return { response: also ? `${fixedAnswer(intent, text, phone)} ${also.text}` : fixedAnswer(intent, text, phone), intent };
}

/** Intents by how much they decide what happens next: the first one a message's questions have wins. */
const RANK = [...INTENTS.filter((intent) => intent !== "question" && intent !== "unknown"), "question", "unknown"] as const;

/** A question that points back ("how long do they last") is asked about the one before it. */
const POINTS_BACK = /\b(it|they|them|that|this|those|one|ones)\b/;

/**
 * The answer to a message: each of its questions answered (two at most), the most decisive
 * intent among them kept. A part that only names a place is answered by the place check.
 */
function answerMessage(message: string, input: AssistantInput, index: KnowledgeIndex): Answer {
  const parts = questionsIn(message);
  const configured = configuredFor(input);
  if (parts.length <= 1) return answer(classify(message, input.history), message, configured, index);
  const answers: Answer[] = [];
  parts.slice(0, 3).forEach((part, at) => {
    const asked = at > 0 && POINTS_BACK.test(part.toLowerCase()) ? `${parts[at - 1]} ${part}` : part;
    const found = answer(classify(asked, input.history), asked, configured, index, 2);
    if (found.intent === "service_area" && checkPlace(part.toLowerCase())) return;
    if (!answers.some((other) => other.response === found.response)) answers.push(found);
  });
  const known = answers.filter((found) => found.intent !== "unknown");
  const chosen = (known.length > 0 ? known : answers).slice(0, 2);
  if (chosen.length === 0) return answer(classify(message, input.history), message, configured, index);
  const intent = [...chosen].sort((a, b) => RANK.indexOf(a.intent) - RANK.indexOf(b.intent))[0]!.intent;
  return { response: chosen.map((found) => found.response).join(" "), intent };
}

/** Intents the message's own words decide over a composed answer: a complaint is a complaint, whatever it names. */
const DECISIVE: ReadonlySet<Intent> = new Set(["complaint", "human", "contact_info", "small_talk"]);

/**
 * The composed answer (compose.ts) to a message, when it has one, with the intent the
 * visitor's words give it: "do you serve Abingdon? I need a quote" is a quote.
 */
function composedAnswer(message: string, input: AssistantInput, understood: Understanding): Answer | null {
  const classified = classify(message, input.history);
  if (DECISIVE.has(classified) && !understood.urgent) return null;
  const composed = compose(understood, configuredFor(input).phone);
  if (!composed) return null;
  const own = composed.intent === "emergency" || composed.intent === "out_of_scope" || !CAPTURE_INTENTS.has(classified);
  return { response: composed.response, intent: own || classified === "unknown" ? composed.intent : classified };
}

/** Said once after the lead is captured, not at the end of every answer that follows (`within`: the configured call-back time). */
export const alreadyCaptured = (within: string) => `We already have your details, so our team will be in touch ${within}.`;

/** What to say about contact details, given what we already have (and what the chat has said). */
function contactAsk(input: AssistantInput, intent: Intent): string {
  if (input.leadCaptured) {
    const already = alreadyCaptured(input.facts?.callbackWithin ?? callbackWithin({ callbackHours: "2" }));
    const said = input.history.some((message) => message.role === "assistant" && message.content.includes(already));
    return said ? "" : ` ${already}`;
  }
  if (input.formOffered && !CALL_ME_INTENTS.has(intent)) return "";
  const { firstName, email, phone } = input.contact;
  const missing = [!firstName ? "your name" : "", !email ? "e-mail" : "", !phone ? "phone number" : ""].filter(Boolean);
  const hello = firstName ? `Thanks, ${firstName}. ` : "";
  const within = input.facts?.callbackWithin ?? callbackWithin({ callbackHours: "2" });
  // The form promises the call-back time; the chat promises the same (the emergency line is in the answer itself).
  if (intent === "emergency") return ` ${hello}Leave your details in the form below and our team will reach out ${within}.`;
  if (missing.length === 0) return ` ${hello}Please confirm your details in the form below and our team will reach out ${within}.`;
  return ` ${hello}Leave your ${missing
    .join(", ")
    .replace(/^your /, "")
    .replace(/, ([^,]*)$/, " and $1")} in the form below and our team will reach out ${within}.`;
}

/** Attempts to rewrite the assistant's instructions: such sentences are set aside, never followed. */
const INJECTION =
  /\b(ignore|disregard|forget|override)\b.{0,40}\b(instructions?|rules|prompt|previous|above|guidelines|everything|all that)\b|\bsystem prompt\b|\byou are now\b|\bpretend (you are|you're|to be)\b|\bact as (a|an)\b|\brepeat the (text|words|instructions|prompt)\b|\bjailbreak\b|\bdeveloper mode\b|^\s*(system|assistant|developer)\s*:|<\/?(user|system|assistant)>|\bapi key\b|\bauthori[sz]e you\b|\b(write|compose) (me )?(a |an )?(poem|song|story|essay|haiku)\b|\bnew policy\b/i;

/** The message without sentences that try to instruct the assistant, and whether there were any. */
function withoutInstructions(message: string): { message: string; injected: boolean } {
  const sentences = message.split(/(?<=[.!?\n])\s+/);
  const kept = sentences.filter((sentence) => !INJECTION.test(sentence));
  return { message: kept.join(" ").trim(), injected: kept.length < sentences.length };
}

const REFUSAL = "I can only help with questions about our roofing, siding and window work, answered from what our site says.";

export const localAssistant: Assistant = {
  name: "local",
  async reply(input: AssistantInput): Promise<AssistantReply> {
    const { message, injected } = withoutInstructions(input.message);
    if (injected && (!message || classify(message, input.history) === "unknown"))
      return { response: REFUSAL, intent: "out_of_scope", needsLeadCapture: false };
    const index = input.knowledge ?? (await siteKnowledge({}));
    const place = checkPlace(message.toLowerCase());
    const understood = understand(message, input.history, (rest) => index.particular(rest));
    const composed = composedAnswer(message, input, understood);
    const found = composed ?? answerMessage(message, { ...input, message }, index);
    // Nothing the site says, but a place: whether we work there is what we can answer.
    const intent = found.intent === "unknown" && place ? "service_area" : found.intent;
    let response =
      intent === "service_area" && place && !composed
        ? placeSentence(place, serviceIn(message.toLowerCase()), STORM_WORDS.test(message))
        : found.response;
    // Whether we work in the town the visitor named, unless the answer already speaks of it.
    const named = place?.kind === "in-area" ? place.name : place?.kind === "zip" ? place.zip : undefined;
    if (place && !composed && intent !== "service_area" && !(named && response.includes(named)))
      response += ` ${placeSentence(place, serviceIn(message.toLowerCase()), STORM_WORDS.test(message))}`;
    if (injected) response = `${REFUSAL} ${response}`;
    const outOfArea = place?.kind === "out-of-area" || (place?.kind === "zip" && place.state === null);
    const needsLeadCapture = CAPTURE_INTENTS.has(intent) && !input.leadCaptured && !outOfArea;
    if (CAPTURE_INTENTS.has(intent) && !outOfArea)
      response = intent === "contact_info" ? contactAsk(input, intent).trim() || response : response + contactAsk(input, intent);
    return { response, intent, needsLeadCapture };
  },
};
