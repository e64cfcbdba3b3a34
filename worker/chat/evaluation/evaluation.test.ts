import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { siteConfig } from "../../config";
import type { Env } from "../../env";
import { siteKnowledge } from "../knowledge/site-knowledge";
import { accuracy, askLocally, evaluate, report } from "./score";
import { visitorMessages } from "./visitor-messages";

/**
 * The floor the assistant must hold on the visitor set (the goal: 95% overall and 90% in
 * every category); `npm run bench:assistant` prints the table and every miss.
 */
const FLOOR = { overall: 0.95, category: 0.9 } as const;

describe("the assistant on visitor messages", () => {
  it("should keep its accuracy on the visitor set, overall and in every category", async () => {
    const knowledge = await siteKnowledge(env, Date.now());
    const ask = askLocally(siteConfig(env as Env), knowledge);
    const answers: string[] = [];
    const verdicts = await evaluate(
      visitorMessages,
      async (message) => {
        const reply = await ask(message);
        answers.push(reply.response);
        return reply;
      },
      knowledge,
    );
    // Configuration fills every {placeholder} the pages name (the privacy policy's periods).
    expect(answers.filter((answer) => /\{[A-Za-z]+\}/.test(answer))).toEqual([]);
    console.info(report(verdicts));
    expect(visitorMessages.length).toBeGreaterThanOrEqual(200);
    const table = accuracy(verdicts);
    expect(table.filter((a) => a.category !== "overall" && a.share < FLOOR.category).map((a) => a.category)).toEqual([]);
    expect(table.find((a) => a.category === "overall")!.share).toBeGreaterThanOrEqual(FLOOR.overall);
  });
});
