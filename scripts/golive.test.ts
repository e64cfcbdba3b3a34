import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { unstable_readConfig } from "wrangler";
import { goLiveSteps } from "./golive";

const root = (path: string) => new URL(`../${path}`, import.meta.url).pathname;
const steps = goLiveSteps(readFileSync(root("README.md"), "utf8"));

describe("README's go-live steps", () => {
  it("should name every production setting, every secret and every queue to create", () => {
    const config = unstable_readConfig({ config: root("wrangler.toml"), env: "production" }, { hideWarnings: true }) as {
      vars: Record<string, unknown>;
      queues: { producers: { queue: string }[]; consumers: { queue: string; dead_letter_queue?: string }[] };
    };
    const secrets = [
      ...readFileSync(root(".dev.vars.example"), "utf8").matchAll(/^#? ?([A-Z_]+(?:SECRET|TOKEN|SID|NUMBER)[A-Z_]*)=/gm),
    ].map((match) => match[1]!);
    assert.ok(secrets.length >= 5, `secrets found: ${secrets.join(", ")}`);
    const queues = [...config.queues.producers.map((p) => p.queue), ...config.queues.consumers.flatMap((c) => c.dead_letter_queue ?? [])];
    for (const name of [...Object.keys(config.vars), ...secrets]) assert.ok(steps.includes(`\`${name}\``), `the steps never name ${name}`);
    for (const queue of queues) assert.ok(steps.includes(`\`npx wrangler queues create ${queue}\``), `no step creates ${queue}`);
  });

  it("should cover the steps a contractor used to miss, with the preflight last", () => {
    for (const words of [
      "Workers Paid",
      "Turnstile > Add widget",
      "A2P 10DLC",
      "Zero Trust",
      "Redirect from root to WWW",
      "already has a DNS record",
      "replaces the domain's",
      "[env.production.ai]",
    ])
      assert.ok(steps.includes(words), `the steps never mention ${words}`);
    assert.ok(steps.lastIndexOf("npm run preflight") > steps.indexOf("Zero Trust"), "the preflight comes after every setting");
  });
});
