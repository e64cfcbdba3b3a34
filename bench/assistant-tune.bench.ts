import { env } from "cloudflare:workers";
import { it } from "vitest";
import { heldOutReport, scoreHeldOut } from "../worker/chat/evaluation/held-out-score";
import { siteKnowledge } from "../worker/chat/knowledge/site-knowledge";
import { siteConfig } from "../worker/config";
import type { Env } from "../worker/env";

/** `npx vitest run --config bench/assistant.config.ts bench/assistant-tune.bench.ts`: the held-out set's tune half only, the half one may tune on. */
it("should report the tune half", async () => {
  const knowledge = await siteKnowledge(env);
  console.info(heldOutReport("tune", await scoreHeldOut("tune", siteConfig(env as Env), knowledge)));
});
