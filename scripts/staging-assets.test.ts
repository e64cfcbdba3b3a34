import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";
import { unstable_readConfig } from "wrangler";

const configPath = join(import.meta.dirname, "..", "wrangler.toml");
const resolved = (env?: string) => unstable_readConfig({ config: configPath, env }, { hideWarnings: true });

describe("staging's static files", () => {
  it("should run the Worker first on staging, so its files carry X-Robots-Tag, and not on the live site", () => {
    const staging = resolved("staging");
    assert.equal(staging.vars.SEARCH_INDEXING, "off");
    assert.equal(staging.assets?.run_worker_first, true);
    assert.equal(staging.assets?.binding, "ASSETS");
    assert.equal(staging.assets?.not_found_handling, "none");
    assert.notEqual(resolved("production").assets?.run_worker_first, true);
    assert.equal(resolved("production").assets?.binding, "ASSETS");
  });
});
