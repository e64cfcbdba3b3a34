import { env } from "cloudflare:workers";
import { it } from "vitest";
import { siteKnowledge } from "../knowledge/site-knowledge";
import { termsOf } from "../knowledge/terms";

it("debug", async () => {
  const k = await siteKnowledge(env.DB, Date.now());
  for (const q of "why is my vinyl siding all wavy|what kinds of siding do you put up|can you put new shingles right on top of my old ones|what causes ice dams".split(
    "|",
  )) {
    console.info("Q", q, termsOf(q));
    for (const h of k.find(q, 5))
      console.info(h.score.toFixed(1), h.coverage.toFixed(2), h.passage.page, "|", h.passage.heading, "|", h.passage.text.slice(0, 80));
  }
});
