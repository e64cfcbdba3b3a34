import { z } from "../../client/lib/contracts/z";
import { business } from "../../content/business";
import { financingCalculator } from "../../content/pages/financing";
import { priceFacts } from "../../content/prices";
import { errorSummary, logEvent } from "../operations/log";
import { type Assistant, type AssistantInput, type AssistantReply, CAPTURE_INTENTS, INTENTS } from "./assistant";
import { PRICE_FACTS } from "./local-assistant";

/** The part of the Workers AI binding the assistant uses (a test double implements just this). */
export interface AiBinding {
  run(model: string, input: Record<string, unknown>): Promise<unknown>;
}

export const AI_MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";
const AI_TIMEOUT_MS = 8_000;
/** Earlier messages sent with each request. */
const HISTORY_WINDOW = 12;

const replySchema = z.object({
  response: z.string().trim().min(1).max(1500),
  intent: z.enum(INTENTS),
  needsLeadCapture: z.boolean(),
});

const RESPONSE_FORMAT = {
  type: "json_schema",
  json_schema: {
    type: "object",
    properties: {
      response: { type: "string" },
      intent: { type: "string", enum: [...INTENTS] },
      needsLeadCapture: { type: "boolean" },
    },
    required: ["response", "intent", "needsLeadCapture"],
  },
} as const;

/** The system prompt: who the assistant is, the facts it may use, and how to answer. */
export function systemPrompt(phone: string): string {
  return [
    `You are the chat assistant of ${business.name}, a roofing, siding and window contractor serving ${business.serviceArea} since ${business.founded}.`,
    `Facts you may use: ${business.claims.join("; ")}. Emergency line, answered 24/7: ${phone}.`,
    "Services: roof replacement, repair and inspections (asphalt shingles, standing seam metal, synthetic slate, flat TPO roofs), siding (vinyl, fiber cement, engineered wood), replacement windows, seamless gutters, storm damage and insurance claim help. Homes and commercial buildings.",
    `Published prices, the only figures you may give: an architectural shingle roof replacement on ${priceFacts.typicalHouse} between ${PRICE_FACTS.roof} (${priceFacts.storiesNote}); by the square, ${priceFacts.perSquare}; a standard vinyl double-hung window ${PRICE_FACTS.windows}. Siding and gutters are priced after measuring. Financing through lending partners, subject to credit approval, terms ${financingCalculator.terms[0]} to ${financingCalculator.terms.at(-1)} months.`,
    "We work only in Maryland and Delaware. Estimates and inspections are free and written; book at /schedule. Insurance: we document damage and meet adjusters; the insurer decides coverage; we never waive deductibles.",
    "Links you may use, written [label](/path): /schedule, /contact, /roof-replacement-estimate, /emergency-roof-repair, /financing, /roofing, /siding, /windows, /insights/storm-chasers, /insights/what-homeowners-insurance-covers-roof-damage, /insights/why-roofing-warranties-matter.",
    "Answer in two to four short, friendly sentences. Never invent prices, promises, hours or facts. If you cannot answer, say you will pass the question to a person.",
    `Reply as JSON: response (your answer), intent (one of ${INTENTS.join(", ")}), needsLeadCapture (true when the visitor should leave contact details: ${[...CAPTURE_INTENTS].join(", ")}).`,
  ].join("\n");
}

function parseReply(result: unknown): AssistantReply | null {
  const raw = (result as { response?: unknown } | null)?.response ?? result;
  let value: unknown = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  const parsed = replySchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function timeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Workers AI took longer than ${ms} ms`)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * The assistant on Workers AI: the same facts as the local one, the conversation so far, and
 * structured output for the intent and the lead need. A time-out, an error or an answer that
 * does not fit the schema falls back to the local assistant.
 */
export function workersAiAssistant(ai: AiBinding, fallback: Assistant, options: { model?: string; timeoutMs?: number } = {}): Assistant {
  return {
    name: "workers-ai",
    async reply(input: AssistantInput): Promise<AssistantReply> {
      try {
        const messages = [
          { role: "system", content: systemPrompt(input.phone) },
          ...input.history.slice(-HISTORY_WINDOW).map((m) => ({ role: m.role, content: m.content })),
          { role: "user", content: input.message },
        ];
        const result = await timeout(
          ai.run(options.model ?? AI_MODEL, { messages, response_format: RESPONSE_FORMAT, max_tokens: 400 }),
          options.timeoutMs ?? AI_TIMEOUT_MS,
        );
        const reply = parseReply(result);
        if (!reply) throw new Error("Workers AI answered outside the reply schema");
        return { ...reply, needsLeadCapture: reply.needsLeadCapture && !input.leadCaptured };
      } catch (error) {
        logEvent("chat.assistant_fallback", { error: errorSummary(error) }, "warn");
        return fallback.reply(input);
      }
    },
  };
}
