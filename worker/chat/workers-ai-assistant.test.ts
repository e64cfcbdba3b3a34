import { describe, expect, it } from "vitest";
import type { ChatMessage } from "../../contracts/chat";
import type { Env } from "../env";
import { localAssistant, PRICE_FACTS } from "./local-assistant";
import { assistantFor } from "./session";
import { AI_MODEL, type AiBinding, workersAiAssistant } from "./workers-ai-assistant";

const input = {
  message: "what does a new roof cost in Towson?",
  history: [{ id: "1", role: "user" as const, content: "hi", timestamp: "2026-11-21T10:00:00.000Z" }],
  leadCaptured: false,
  contact: {},
  phone: "(410) 555-0142",
};

function double(answer: (model: string, body: Record<string, unknown>) => unknown) {
  const calls: { model: string; body: Record<string, unknown> }[] = [];
  const ai: AiBinding = {
    async run(model, body) {
      calls.push({ model, body });
      return answer(model, body);
    },
  };
  return { ai, calls };
}

describe("Workers AI assistant", () => {
  it("should give the site's passages as the only facts, send the history and the message, and use a cited answer", async () => {
    const { ai, calls } = double((_, body) => {
      const prompt = (body.messages as { content: string }[])[0]!.content;
      const page = /page (\/[^\s]*)/.exec(prompt)![1];
      return { response: { response: `About ${PRICE_FACTS.roof}. See [our page](${page}).`, intent: "pricing", needsLeadCapture: true } };
    });
    const reply = await workersAiAssistant(ai, localAssistant).reply(input);
    expect(reply).toMatchObject({ intent: "pricing", needsLeadCapture: true });
    expect(reply.response.startsWith(`About ${PRICE_FACTS.roof}. See [our page](/`)).toBe(true);
    expect(calls[0]!.model).toBe(AI_MODEL);
    const messages = calls[0]!.body.messages as { role: string; content: string }[];
    expect(messages[0]!.role).toBe("system");
    // The roofing page's prices are among the passages found for the question.
    expect(messages[0]!.content).toContain(PRICE_FACTS.roof);
    expect(messages[0]!.content).toContain("page /roofing");
    expect(messages.slice(1)).toEqual([
      { role: "user", content: "hi" },
      { role: "user", content: "what does a new roof cost in Towson?" },
    ]);
    expect(calls[0]!.body.response_format).toMatchObject({ type: "json_schema" });
  });

  it.each([
    ["links to a page the site does not have", `Roofs are ${PRICE_FACTS.roof}; see [our coupons](/roof-coupons) and [roofing](/roofing).`],
    ["states a price the site does not publish", "A new roof is $4,999 this month. See [roofing](/roofing)."],
    ["cites none of the pages it was given", `A new roof costs ${PRICE_FACTS.roof}.`],
  ])("should answer locally when Workers AI %s", async (_, response) => {
    const { ai } = double(() => ({ response: { response, intent: "pricing", needsLeadCapture: true } }));
    const reply = await workersAiAssistant(ai, localAssistant).reply(input);
    expect(reply).toEqual(await localAssistant.reply(input));
    expect(reply.response).toContain(PRICE_FACTS.roof);
  });

  it("should read an answer given as a JSON string, and never ask again once the lead is captured", async () => {
    const { ai } = double(() => ({
      response: JSON.stringify({ response: "Sure: [book a visit](/schedule).", intent: "quote", needsLeadCapture: true }),
    }));
    expect(await workersAiAssistant(ai, localAssistant).reply({ ...input, leadCaptured: true })).toEqual({
      response: "Sure: [book a visit](/schedule).",
      intent: "quote",
      needsLeadCapture: false,
    });
  });

  it.each([
    ["an error", () => Promise.reject(new Error("AI unavailable"))],
    ["an answer outside the schema", () => ({ response: { text: "hello" } })],
    ["an unknown intent", () => ({ response: { response: "x", intent: "sales", needsLeadCapture: false } })],
    ["a time-out", () => new Promise(() => {})],
  ])("should fall back to the local assistant on %s", async (_, answer) => {
    const { ai } = double(answer as () => unknown);
    const reply = await workersAiAssistant(ai, localAssistant, { timeoutMs: 50 }).reply(input);
    expect(reply).toEqual(await localAssistant.reply(input));
    expect(reply.response).toContain(PRICE_FACTS.roof);
  });

  it("should answer with Workers AI only when the binding is configured", () => {
    expect(assistantFor({} as Env).name).toBe("local");
    expect(assistantFor({ AI: double(() => null).ai } as unknown as Env).name).toBe("workers-ai");
  });
});

describe("Workers AI assistant, given what the message says", () => {
  const asked = (message: string, history: readonly ChatMessage[] = []) => ({ ...input, message, history });
  const promptOf = (calls: { body: Record<string, unknown> }[]) => (calls[0]!.body.messages as { content: string }[])[0]!.content;

  it("should put the intent, the service, the town and its page into the prompt", async () => {
    const { ai, calls } = double(() => ({
      response: {
        response: "Yes, we replace windows in Towson: [Replacement Windows in Towson, MD](/windows-towson).",
        intent: "quote",
        needsLeadCapture: true,
      },
    }));
    const reply = await workersAiAssistant(ai, localAssistant).reply(asked("im in towson and need windows"));
    const prompt = promptOf(calls);
    expect(prompt).toContain("- intent: services; kind of question: wish");
    expect(prompt).toContain("- service: windows; town: Towson, MD (inside our service area)");
    expect(prompt).toContain("- urgency: none");
    expect(prompt).toContain("[Replacement Windows in Towson, MD](/windows-towson)");
    // The town's page is one it may cite.
    expect(reply.response).toContain("](/windows-towson)");
  });

  it("should tell it an emergency is one, with the 24/7 line first, whatever words the visitor used", async () => {
    const { ai, calls } = double(() => ({
      response: {
        response: `Call our 24/7 line at ${input.phone} now: [emergency roof repair](/emergency-roof-repair).`,
        intent: "emergency",
        needsLeadCapture: true,
      },
    }));
    await workersAiAssistant(ai, localAssistant).reply(asked("im calling about the porch roof, a big branch came down on it"));
    expect(promptOf(calls)).toContain(
      `- urgency: EMERGENCY: water coming in or an opening in the roof. Your first sentence gives the 24/7 line, ${input.phone}`,
    );
    expect(promptOf(calls)).toContain("- intent: emergency");
  });

  it("should carry the service and town of earlier messages into a follow-up's prompt", async () => {
    const { ai, calls } = double(() => null);
    const history = [
      { id: "1", role: "user" as const, content: "do you do siding in columbia", timestamp: "2026-11-21T10:00:00.000Z" },
      { id: "2", role: "assistant" as const, content: "Yes.", timestamp: "2026-11-21T10:00:01.000Z" },
    ];
    await workersAiAssistant(ai, localAssistant).reply(asked("how much would that be", history));
    expect(promptOf(calls)).toContain("- service: siding; town: Columbia, MD (inside our service area)");
    expect(promptOf(calls)).toContain("- intent: pricing; kind of question: how much");
  });

  it("should answer locally when Workers AI states a number its passages do not", async () => {
    const { ai } = double(() => ({
      response: {
        response: "Metal roofs last 70 years and we finish in 2 days. See [roofing](/roofing).",
        intent: "materials",
        needsLeadCapture: false,
      },
    }));
    const message = asked("do you install metal roofs");
    const reply = await workersAiAssistant(ai, localAssistant).reply(message);
    expect(reply).toEqual(await localAssistant.reply(message));
    expect(reply.response).not.toContain("70 years");
  });

  it("should keep an answer whose numbers all come from its passages", async () => {
    const { ai } = double((_, body) => {
      const prompt = (body.messages as { content: string }[])[0]!.content;
      const figure = /\$[\d,]+ to \$[\d,]+ a square/.exec(prompt)![0];
      return {
        response: {
          response: `Yes: standing seam runs about ${figure}. See [roofing](/roofing).`,
          intent: "services",
          needsLeadCapture: false,
        },
      };
    });
    const reply = await workersAiAssistant(ai, localAssistant).reply(asked("how much is a standing seam metal roof per square"));
    expect(reply.response).toMatch(/^Yes: standing seam runs about \$/);
  });
});
