import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../app";
import type { Env } from "../env";
import { AD_PLATFORMS, type AdPlatform, conversionsCsv } from "./ad-conversions";

/** The privacy policy as a visitor reads it. */
async function privacyText(): Promise<string> {
  const html = await (await app.request("http://localhost:8787/privacy", {}, env as Env)).text();
  return html
    .replaceAll("<!-- -->", "")
    .replaceAll("&#x27;", "'")
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

/** What the policy calls each column of the ad platforms' upload files; a new column needs its words here and there. */
const DISCLOSED: Record<string, string> = {
  "Google Click ID": "advertising click code",
  "Microsoft Click ID": "advertising click code",
  "Conversion Name": "the name of the conversion",
  "Conversion Time": "the date we won the job",
  "Conversion Value": "its value",
  "Conversion Currency": "its value",
};

describe("the privacy policy and the ad platforms' conversion uploads", () => {
  it("should name every platform the admin exports won jobs for, and every piece of data the export sends it", async () => {
    const policy = await privacyText();
    expect(policy).not.toMatch(/used for advertising\s*Never|for targeted advertising/i);
    for (const [platform, setup] of Object.entries(AD_PLATFORMS)) {
      expect(policy, setup.name).toContain(setup.name);
      expect(policy, setup.clickId).toContain(setup.clickId);
      const columns = conversionsCsv(platform as AdPlatform, "Won job", [])
        .split(/\r?\n/)[1]!
        .split(",");
      for (const column of columns) {
        expect(DISCLOSED, `the policy's words for the column "${column}"`).toHaveProperty([column]);
        expect(policy, column).toContain(DISCLOSED[column]);
      }
    }
    expect(policy).toContain("offline conversion");
    expect(policy).toMatch(/no name, e-mail address, phone number or street address/);
  });
});
