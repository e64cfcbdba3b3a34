import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { priceFacts, priceSample } from "../content/prices";
import { builtValues, valuesModule } from "./built-values.plugin";

const PRICE_FACTS = fileURLToPath(new URL("../content/price-facts.built.ts", import.meta.url));

/** What the plugin gives the bundle for a module. */
async function built(id: string): Promise<string | null> {
  const load = builtValues().load as (this: { addWatchFile(file: string): void }, id: string) => Promise<{ code: string } | null>;
  const result = await load.call({ addWatchFile: () => {} }, id);
  return result?.code ?? null;
}

describe("modules worked out when the site is built", () => {
  it("should give the service pages the price sentences the price model works out, and nothing of the model", async () => {
    const code = await built(PRICE_FACTS);
    assert.equal(
      code,
      `export const priceFacts = ${JSON.stringify(priceFacts)};\nexport const priceSample = ${JSON.stringify(priceSample)};`,
    );
    assert.ok(code?.includes("$5,500"), code ?? "");
  });

  it("should leave every other module as it is", async () => {
    assert.equal(await built(fileURLToPath(new URL("../content/prices.ts", import.meta.url))), null);
  });

  it("should stop the build when an export is not plain data", () => {
    assert.throws(() => valuesModule({ price: () => 1 }, "x.built.ts"), /x\.built\.ts: the export price is not plain JSON data/);
    assert.throws(() => valuesModule({ when: new Date(0) }, "x.built.ts"), /the export when/);
    assert.equal(valuesModule({ default: [1, "a"], n: 2 }, "x.built.ts"), 'export default [1,"a"];\nexport const n = 2;');
  });
});
