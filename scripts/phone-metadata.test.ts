import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { METADATA_FILE, northAmericanMetadata } from "./phone-metadata";

describe("the phone numbers' metadata", () => {
  it("should be the installed libphonenumber-js metadata for the +1 countries (else run npm run phone-metadata)", () => {
    const committed = JSON.parse(readFileSync(METADATA_FILE, "utf8")) as ReturnType<typeof northAmericanMetadata>;
    assert.deepEqual(committed, northAmericanMetadata());
    assert.ok(Object.keys((committed as unknown as { countries: object }).countries).includes("US"));
  });
});
