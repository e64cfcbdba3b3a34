import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { identityDefaults, isPlaceholder } from "../content/business";
import { readDeployTarget, sampleContent } from "./deploy-config";
import {
  accessProblems,
  contactProblems,
  type DeployTarget,
  databaseIdProblems,
  deployBlockers,
  identityProblems,
  indexNowProblems,
  leadDeliveryProblems,
  routeProblems,
  sampleContentProblems,
  siteUrlProblems,
} from "./preflight-checks";
import { sampleRecords } from "./sample-records";

const FIXTURE = new URL("./fixtures/complete.wrangler.toml", import.meta.url).pathname;
const complete = readDeployTarget(FIXTURE, "production");
const NO_SAMPLES = {};
const SAMPLES = { "content/testimonials.ts": 3, "content/projects.ts": 2 };

/** The complete fixture with some vars changed. */
const withVars = (vars: Record<string, string>): DeployTarget => ({ ...complete, vars: { ...complete.vars, ...vars } });

/** The one problem a check finds, which must name the setting and say where to fix it. */
function onlyProblem(problems: string[], ...words: string[]): string {
  assert.equal(problems.length, 1, `expected one problem, got: ${problems.join(" | ")}`);
  for (const word of words) assert.ok(problems[0]!.includes(word), `"${problems[0]}" should mention ${word}`);
  return problems[0]!;
}

describe("the complete sample configuration", () => {
  it("should pass every check", () => {
    assert.deepEqual(deployBlockers(complete, NO_SAMPLES, false), []);
  });

  it("should be read as wrangler reads it: the environment's vars, database and custom domain", () => {
    assert.equal(complete.vars.SITE_URL, "https://www.exteriors-fixture.com");
    assert.equal(complete.localVars.INDEXNOW_KEY, "7c4e9b2f5a1d4e8c9f3b6a2d5e8c1f47");
    assert.equal(complete.databaseId, "3f1c2b9e-7d4a-4c8e-9b21-5e6f7a8b9c0d");
    assert.deepEqual(complete.routes, [{ pattern: "www.exteriors-fixture.com", customDomain: true }]);
  });
});

describe("databaseIdProblems", () => {
  it("should refuse the placeholder id and an empty one", () => {
    onlyProblem(
      databaseIdProblems({ ...complete, databaseId: "00000000-0000-4000-8000-000000000000" }),
      "database_id",
      "wrangler d1 create exterior-site",
    );
    onlyProblem(databaseIdProblems({ ...complete, databaseId: undefined }), "database_id");
  });

  it("should name the staging database for staging", () => {
    onlyProblem(
      databaseIdProblems({ ...complete, env: "staging", databaseId: "" }),
      "exterior-site-staging",
      "[[env.staging.d1_databases]]",
    );
  });
});

describe("siteUrlProblems", () => {
  it("should refuse http, localhost, placeholders and workers.dev", () => {
    onlyProblem(siteUrlProblems(withVars({ SITE_URL: "http://www.exteriors-fixture.com" })), "SITE_URL", "https");
    onlyProblem(siteUrlProblems(withVars({ SITE_URL: "http://localhost:8787" })), "SITE_URL", "[env.production.vars]");
    onlyProblem(siteUrlProblems(withVars({ SITE_URL: "https://localhost:8787" })), "localhost");
    onlyProblem(siteUrlProblems(withVars({ SITE_URL: "https://127.0.0.1" })), "localhost");
    onlyProblem(siteUrlProblems(withVars({ SITE_URL: "https://www.example.com" })), "placeholder");
    onlyProblem(siteUrlProblems(withVars({ SITE_URL: "https://exterior-site.someone.workers.dev" })), "workers.dev");
    onlyProblem(siteUrlProblems(withVars({ SITE_URL: "" })), "empty");
  });
});

describe("contactProblems", () => {
  it("should refuse the default phone and e-mail address", () => {
    onlyProblem(contactProblems(withVars({ PHONE: "(410) 555-0142" })), "PHONE");
    onlyProblem(contactProblems(withVars({ EMAIL: "office@example.com" })), "EMAIL");
    onlyProblem(contactProblems(withVars({ EMAIL: "" })), "EMAIL");
  });
});

describe("leadDeliveryProblems", () => {
  it("should refuse a sender that is not on the site's own domain", () => {
    onlyProblem(leadDeliveryProblems(withVars({ LEAD_EMAIL_FROM: "leads@example.com" })), "LEAD_EMAIL_FROM", "leads@exteriors-fixture.com");
    onlyProblem(leadDeliveryProblems(withVars({ LEAD_EMAIL_FROM: "leads@gmail.com" })), "LEAD_EMAIL_FROM");
    onlyProblem(leadDeliveryProblems(withVars({ LEAD_EMAIL_FROM: "Leads <leads@exteriors-fixture.com>" })), "LEAD_EMAIL_FROM");
  });

  it("should accept a sender anywhere on the site's zone", () => {
    assert.deepEqual(leadDeliveryProblems(withVars({ LEAD_EMAIL_FROM: "leads@exteriors-fixture.com" })), []);
    assert.deepEqual(leadDeliveryProblems(withVars({ LEAD_EMAIL_FROM: "leads@mail.exteriors-fixture.com" })), []);
  });

  it("should refuse a configuration that tells nobody about a lead", () => {
    onlyProblem(leadDeliveryProblems(withVars({ LEAD_EMAIL_FROM: "", LEAD_WEBHOOK_URL: "" })), "No lead recipient");
    onlyProblem(leadDeliveryProblems(withVars({ LEAD_EMAIL_TO: "", EMAIL: "office@example.com" })), "No lead recipient");
  });

  it("should accept a webhook alone, over https only", () => {
    assert.deepEqual(leadDeliveryProblems(withVars({ LEAD_EMAIL_FROM: "", LEAD_WEBHOOK_URL: "https://hooks.crm.test/leads" })), []);
    onlyProblem(
      leadDeliveryProblems(withVars({ LEAD_EMAIL_FROM: "", LEAD_WEBHOOK_URL: "http://hooks.crm.test/leads" })),
      "LEAD_WEBHOOK_URL",
    );
  });
});

describe("accessProblems", () => {
  it("should refuse missing Access settings", () => {
    onlyProblem(accessProblems(withVars({ ACCESS_TEAM_DOMAIN: "" })), "ACCESS_TEAM_DOMAIN", "cloudflareaccess.com");
    onlyProblem(accessProblems(withVars({ ACCESS_TEAM_DOMAIN: "https://your-team.cloudflareaccess.com" })), "ACCESS_TEAM_DOMAIN");
    onlyProblem(accessProblems(withVars({ ACCESS_AUD: " " })), "ACCESS_AUD");
  });

  it("should accept the team domain without its scheme, as the Worker does", () => {
    assert.deepEqual(accessProblems(withVars({ ACCESS_TEAM_DOMAIN: "fixture.cloudflareaccess.com" })), []);
  });
});

describe("indexNowProblems", () => {
  it("should refuse the template's key, a malformed one and a placeholder", () => {
    onlyProblem(indexNowProblems(withVars({ INDEXNOW_KEY: "7c4e9b2f5a1d4e8c9f3b6a2d5e8c1f47" })), "INDEXNOW_KEY", "template");
    onlyProblem(indexNowProblems(withVars({ INDEXNOW_KEY: "short" })), "not a valid key");
    onlyProblem(indexNowProblems(withVars({ INDEXNOW_KEY: "PLACEHOLDER-KEY" })), "INDEXNOW_KEY");
  });
});

describe("routeProblems", () => {
  it("should refuse a deploy without a custom domain", () => {
    onlyProblem(routeProblems({ ...complete, routes: [] }), "No custom-domain route", "workers.dev");
    onlyProblem(
      routeProblems({ ...complete, routes: [{ pattern: "www.exteriors-fixture.com/*", customDomain: false }] }),
      "No custom-domain route",
    );
  });

  it("should refuse the placeholder domain and a domain that is not SITE_URL's", () => {
    onlyProblem(routeProblems({ ...complete, routes: [{ pattern: "www.example.com", customDomain: true }] }), "placeholder");
    onlyProblem(routeProblems(withVars({ SITE_URL: "https://exteriors-fixture.com" })), "SITE_URL's host (exteriors-fixture.com)");
  });
});

describe("identityProblems", () => {
  it("should name every identity field left at its placeholder", () => {
    const blank = withVars({
      LEGAL_NAME: "",
      MHIC_LICENSE: "",
      DE_LICENSE: "",
      OFFICE_STREET: "",
      OFFICE_CITY: "",
      OFFICE_STATE: "",
      OFFICE_ZIP: "",
    });
    const names = identityProblems(blank).map((problem) => problem.split(" ")[0]);
    assert.deepEqual(names, ["LEGAL_NAME", "MHIC_LICENSE", "DE_LICENSE", "OFFICE_STREET", "OFFICE_CITY", "OFFICE_STATE", "OFFICE_ZIP"]);
  });

  it("should refuse a placeholder written out in full", () => {
    onlyProblem(identityProblems(withVars({ MHIC_LICENSE: identityDefaults.mhicLicense })), "MHIC_LICENSE", "[env.production.vars]");
  });
});

describe("sampleContentProblems", () => {
  it("should count the sample records of each file", () => {
    onlyProblem(
      sampleContentProblems(SAMPLES, false),
      "3 in content/testimonials.ts",
      "2 in content/projects.ts",
      "npm run content:check",
      "ALLOW_SAMPLE_CONTENT=true",
    );
  });

  it("should let a demo through, and real content", () => {
    assert.deepEqual(sampleContentProblems(SAMPLES, true), []);
    assert.deepEqual(sampleContentProblems(NO_SAMPLES, false), []);
    assert.deepEqual(sampleContentProblems({ "content/projects.ts": 0 }, false), []);
  });

  it("should find the samples of every collection content/ ships, by walking its exports", async () => {
    const samples = await sampleContent();
    assert.equal(samples["content/testimonials.ts"], 38);
    assert.equal(samples["content/projects.ts"], 12);
    const records = await sampleRecords();
    assert.ok(records.some((record) => record.label === "towson-complete-roof-replacement (Towson, MD)"));
  });
});

describe("isPlaceholder", () => {
  it("should tell the defaults and empty values from real ones", () => {
    for (const value of Object.values(identityDefaults)) assert.equal(isPlaceholder(value), true, value);
    assert.equal(isPlaceholder(""), true);
    assert.equal(isPlaceholder(undefined), true);
    assert.equal(isPlaceholder("MHIC #123456"), false);
  });
});
