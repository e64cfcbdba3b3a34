import { SAMPLE_LABELS } from "../../../content/samples";
import type { SiteConfig } from "../../../contracts/site-config";
import type { Assistant, AssistantInput, AssistantReply } from "../assistant";
import { alreadyCaptured } from "../local-assistant";
import { markSamplePrices } from "../sample-prices";
import { callBackWhen } from "./callback";
import { readMessage } from "./read";
import { type Answer, answer, cannotConfirm, emergencyFirst, spanishFallback } from "./reply";
import { type ConversationState, newState, updateState } from "./state";

/**
 * The assistant that holds a conversation: it reads the message, updates the conversation's
 * state, and answers from the answer cards, the price model's arithmetic, the place and the
 * clock; what none of them answer goes to the site's search (`fallback`), with the emergency
 * line kept first while there is one.
 */

const SPANISH_SAMPLE = "Precios de muestra: todavía no son los precios de esta empresa.";

const REFUSAL = "I can only help with questions about our roofing, siding, window and gutter work, answered from what our site says.";
const REFUSAL_AGAIN = "That's not something I can share or change. Ask me about roofs, siding, windows or gutters and I'll help.";

/** What to say about the contact details the message gave: thanks, and what is still missing. */
function contactLine(state: ConversationState, given: boolean, es: boolean, callback: string, texting: boolean): string | undefined {
  if (!given) return undefined;
  const { firstName, lastName, phone, email } = state.person;
  const name = firstName ? `, ${firstName}` : "";
  const missing = [
    !firstName || !lastName ? (es ? "su nombre completo" : "your full name") : "",
    !phone ? (es ? "su teléfono" : "a phone number") : "",
    !email ? (es ? "su correo" : "your e-mail") : "",
  ].filter(Boolean);
  if (missing.length === 0)
    return es
      ? `Gracias${name}: tengo su nombre, teléfono y correo, y le llamaremos ${callback}.`
      : `Thanks${name}: I have your name, phone number and e-mail, and someone will ${texting ? "text" : "call"} you ${callback}.${texting ? " We'll note that you prefer a text." : ""}`;
  const list = missing.join(es ? " y " : " and ");
  return es
    ? `Gracias${name}. ¿Me da ${list}?`
    : `Thanks${name}${phone ? ` (I have ${phone})` : ""}. What's ${list.replace(/^your /, "your ")}, so the office can reach you?`;
}

export interface ConversationInput extends AssistantInput {
  state?: ConversationState;
  now?: Date;
  config?: Pick<SiteConfig, "officeHours" | "callbackHours" | "claimsConfirmed">;
}

export interface ConversationReply extends AssistantReply {
  state: ConversationState;
  /** Figures this reply worked out (totals), beside those the site publishes. */
  computed: number[];
}

/** A sentence added to a reply, before the sample prices' mark: the mark stays its last words (worker/chat/sample-prices.ts). */
function beforeSampleMark(text: string, sentence: string): string {
  const mark = ` (${SAMPLE_LABELS.prices}.)`;
  return text.endsWith(mark) ? `${text.slice(0, -mark.length)} ${sentence}${mark}` : `${text} ${sentence}`;
}

async function converse(input: ConversationInput, fallback: Assistant): Promise<ConversationReply> {
  const now = input.now ?? new Date();
  const before = input.state ?? newState();
  const reading = readMessage(input.message, now);
  const state = updateState(before, reading);
  const es = state.language === "es";
  const claimsConfirmed = input.config?.claimsConfirmed ?? "";
  const c = {
    phone: input.phone,
    now,
    claimsConfirmed,
    // The deadline is worded in English: a Spanish reply promises office hours, as true at any hour.
    callback: es
      ? `en horario de oficina (emergencias: ${input.phone})`
      : callBackWhen(now, {
          phone: input.phone,
          officeHours: input.config?.officeHours ?? "",
          callbackHours: input.config?.callbackHours ?? "2",
          claimsConfirmed,
        }),
  };
  const given = Boolean(reading.contact.phone || reading.contact.email || reading.contact.firstName || reading.contact.lastName);
  let main: Answer | null = null;
  if (reading.injected && !reading.plain)
    main = { text: before.lastReply?.startsWith(REFUSAL) ? REFUSAL_AGAIN : REFUSAL, intent: "out_of_scope" };
  else main = answer(reading, state, before, c);
  // The card just given, asked about again in other words ("does metal shed snow better" after
  // metal or shingles): the site's search may say more; never the same answer twice.
  const again = Boolean(
    main?.cardId && main.cardId === before.cardId && before.lastReply?.includes(main.text) && reading.plain && !reading.injected,
  );
  const search = Boolean(main?.search) || again;
  if (search) main = null;
  if (!main && !search && reading.yesNo && !reading.place && !given) main = cannotConfirm(es, c);
  if (!main && es) main = given ? null : spanishFallback(c);
  if (!main && !given && reading.plain) {
    const found = await fallback.reply({ ...input, message: reading.injected ? reading.plain : input.message });
    main = { text: found.response, intent: found.intent, offerForm: found.needsLeadCapture };
    // The site's search saw an emergency the reading did not: it stays one until handled, the line first.
    if (found.intent === "emergency" && !state.emergency && !reading.handled)
      state.emergency = /\btree|wires?\b|power line/.test(reading.plain) ? "tree" : "water";
    if (reading.injected) main.text = `${REFUSAL} ${main.text}`;
  }
  if (!main && again)
    main = {
      text: es ? "¿Qué más quiere saber?" : "I don't have more on that than I said; our office can answer it in detail.",
      intent: "question",
    };
  if (!main && !given) main = { text: REFUSAL_AGAIN, intent: "question" };

  const first = emergencyFirst(state, c);
  const sentences: string[] = [];
  if (first) sentences.push(first);
  if (first && !before.emergency && !main?.text.includes(input.phone))
    sentences.push(es ? "Lo siento mucho." : "I'm sorry you're dealing with this.");
  // The safety answer carries the line in its own first sentence ("No, don't go up: call ..."): its "no" comes first.
  if (first && main?.cardId === "do-not-climb" && state.emergency === "water") sentences.shift();
  if (main && !(first && main.text.includes(`24/7`) && main.intent === "emergency")) sentences.push(main.text);
  const contact = contactLine(state, given, es, c.callback, /\btext\b/.test(reading.plain));
  if (contact) sentences.push(contact);
  const page = main?.page && main.page.path !== main.link?.path ? ` ${es ? "y" : "and"} [${main.page.label}](${main.page.path})` : "";
  if (main?.link)
    sentences.push(es ? `Más: [${main.link.label}](${main.link.path})${page}.` : `More: [${main.link.label}](${main.link.path})${page}.`);
  let text = sentences.join(" ").replace(/\s+/g, " ").trim();
  // Never greet twice.
  if (before.greeted) text = text.replace(/^(hi|hello|hey)[!,.]?\s+(i'm the [^.]*assistant\.\s*)?/i, "");
  if (!text) text = es ? "¿En qué más le puedo ayudar?" : "What else can I help you with?";
  if (/\$\d/.test(text) && !text.includes(SAMPLE_LABELS.prices)) text = es ? `${text} (${SPANISH_SAMPLE})` : markSamplePrices(text);
  // Never the previous reply word for word.
  if (text === before.lastReply)
    text = es
      ? `Como le decía: ${text.split(/(?<=\.)\s/)[0]} ¿Algo más?`
      : `As I said: ${text.split(/(?<=\.)\s/)[0]} Is there anything else I can help with?`;

  const greeted0 = before.greeted || reading.greeting || /^(hi|hello)\b/i.test(text);
  const next: ConversationState = {
    ...state,
    greeted: greeted0,
    lastReply: text,
    ...(main?.topic ? { topic: main.topic } : {}),
    ...(main?.cardId ? { cardId: main.cardId } : {}),
    ...(main?.total ? { lastTotal: main.total } : {}),
  };
  const callMe = /\b(call me|call back|callback|someone call|have someone|talk to (a|someone)|speak (to|with))\b/.test(reading.plain);
  const intent = first ? "emergency" : callMe ? "human" : given && !main ? "contact_info" : (main?.intent ?? "question");
  const wantsWork =
    ["pricing", "quote", "booking", "complaint"].includes(intent) || /\b(quote|estimate|presupuesto|cita)\b/.test(reading.plain);
  const needsLeadCapture =
    !input.leadCaptured &&
    (Boolean(main?.offerForm) ||
      wantsWork ||
      callMe ||
      (Boolean(first) && !before.emergency) ||
      (given && Boolean(contact && /\?$/.test(contact))));
  // The form is shown once a conversation (and again when asked to call): it is announced when it shows.
  if (needsLeadCapture && (!input.formOffered || callMe) && !given && !text.includes("form below") && !text.includes("formulario")) {
    const form = es
      ? `Deje sus datos en el formulario de abajo y le llamaremos ${c.callback}.`
      : `Leave your details in the form below and someone will call you ${c.callback}.`;
    text = beforeSampleMark(text, form);
  }
  // Once the details are in, the chat says so once, in the first answer after, never on every answer.
  if (input.leadCaptured) {
    const already = es ? `Ya tenemos sus datos; le llamaremos ${c.callback}.` : alreadyCaptured(c.callback);
    const said = input.history.some(
      (message) => message.role === "assistant" && /We already have your details|Ya tenemos sus datos/.test(message.content),
    );
    if (!said && !text.includes(already)) text = beforeSampleMark(text, already);
  }
  next.lastReply = text;
  return { response: text, intent, needsLeadCapture, state: next, computed: main?.computed ?? [] };
}

/** The conversation assistant over a fallback that searches the site. */
export function conversationAssistant(fallback: Assistant): Assistant & { converse(input: ConversationInput): Promise<ConversationReply> } {
  return {
    name: `conversation+${fallback.name}`,
    reply: (input) => converse(input, fallback),
    converse: (input) => converse(input, fallback),
  };
}
