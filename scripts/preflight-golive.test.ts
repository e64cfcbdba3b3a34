import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { readBindings, readDeployTarget } from "./deploy-config";
import { type GoLiveTarget, goLiveBlockers, goLiveNotes } from "./preflight-golive";

const fixture = (name: string) => new URL(`./fixtures/${name}.wrangler.toml`, import.meta.url).pathname;
const ALL_SECRETS = [
  "TURNSTILE_SECRET_KEY",
  "TWILIO_ACCOUNT_SID",
  "TWILIO_AUTH_TOKEN",
  "TWILIO_FROM_NUMBER",
  "LEAD_WEBHOOK_SECRET",
  "FORM_STAMP_SECRET",
  "PAGE_PROOF_SECRET",
];

function target(config: string, secrets: readonly string[] | null = ALL_SECRETS, env = "production"): GoLiveTarget {
  return { ...readDeployTarget(config, env), bindings: readBindings(config, env), secrets };
}
const complete = target(fixture("complete"));
const withVars = (vars: Record<string, string>, secrets: readonly string[] | null = ALL_SECRETS): GoLiveTarget => ({
  ...complete,
  vars: { ...complete.vars, ...vars },
  secrets,
});
const mentions = (problems: string[], ...words: string[]) =>
  assert.ok(
    problems.some((problem) => words.every((word) => problem.includes(word))),
    `expected a problem naming ${words.join(", ")}; got: ${problems.join(" | ")}`,
  );

describe("go-live preflight: lead channels", () => {
  it("should pass the complete fixture: e-mail and text messages, every secret and binding", () => {
    assert.deepEqual(goLiveBlockers(complete), []);
  });

  it("should refuse a production site with one lead channel, saying which to add and how", () => {
    const problems = goLiveBlockers(target(fixture("one-channel")));
    mentions(problems, "Only one lead channel (email)", "OFFICE_SMS_TO", "TWILIO_AUTH_TOKEN", "A2P 10DLC", "LEAD_WEBHOOK_SECRET");
    mentions(problems, "No alert channel other than the lead e-mail");
  });

  it("should refuse a webhook without its secret, and text messages without Twilio's secrets", () => {
    mentions(
      goLiveBlockers(withVars({ LEAD_WEBHOOK_URL: "https://crm.exteriors-fixture.com/hook" }, ALL_SECRETS.slice(0, 4))),
      "LEAD_WEBHOOK_SECRET",
      "wrangler secret put LEAD_WEBHOOK_SECRET --env production",
    );
    mentions(goLiveBlockers(withVars({}, ["TURNSTILE_SECRET_KEY", "TWILIO_ACCOUNT_SID"])), "TWILIO_AUTH_TOKEN, TWILIO_FROM_NUMBER are not");
    mentions(goLiveBlockers(withVars({ ON_CALL_SMS_TO: "555-01" })), 'ON_CALL_SMS_TO holds "555-01"');
  });

  it("should say which secrets it could not check when they cannot be listed, without refusing", () => {
    const offline = withVars({}, null);
    assert.deepEqual(goLiveBlockers(offline), []);
    mentions(
      goLiveNotes(offline),
      "could not be listed",
      "TURNSTILE_SECRET_KEY",
      "TWILIO_AUTH_TOKEN",
      "FORM_STAMP_SECRET",
      "PAGE_PROOF_SECRET",
    );
  });

  it("should refuse a site without the form-stamp and page-proof signing secrets, staging too", () => {
    const without = (name: string) => ALL_SECRETS.filter((secret) => secret !== name);
    mentions(
      goLiveBlockers(withVars({}, without("FORM_STAMP_SECRET"))),
      "FORM_STAMP_SECRET secret is not set",
      "wrangler secret put FORM_STAMP_SECRET",
    );
    mentions(goLiveBlockers(withVars({}, without("PAGE_PROOF_SECRET"))), "PAGE_PROOF_SECRET secret is not set");
    mentions(goLiveBlockers({ ...withVars({}, without("FORM_STAMP_SECRET")), env: "staging" }), "--env staging");
  });
});

describe("go-live preflight: settings and bindings", () => {
  it("should refuse Turnstile without its secret, an empty or unreadable sales team", () => {
    mentions(goLiveBlockers(withVars({}, ALL_SECRETS.slice(1))), "TURNSTILE_SECRET_KEY secret is not");
    mentions(goLiveBlockers(withVars({ TURNSTILE_SITE_KEY: "" })), "TURNSTILE_SITE_KEY is empty", "Turnstile > Add widget");
    mentions(goLiveBlockers(withVars({ SALES_TEAM: "" })), "SALES_TEAM is empty");
    mentions(goLiveBlockers(withVars({ INDEXNOW_ENDPOINT: "local" })), "INDEXNOW_ENDPOINT (local)");
    mentions(goLiveBlockers(withVars({ SALES_TEAM: "Pat <pat@x.com>; just a name" })), "1 entry that cannot be read");
  });

  it("should refuse a sales team member who chooses texts without a mobile, and accept each way of choosing", () => {
    mentions(
      goLiveBlockers(withVars({ SALES_TEAM: "Pat <pat@x.com> by e-mail; Sam <sam@x.com> by text" })),
      'SALES_TEAM entry 2 cannot be used: it chooses "by text" but gives no mobile number',
    );
    const fine = goLiveBlockers(withVars({ SALES_TEAM: "Pat <pat@x.com> (410) 555-0101 by e-mail; Sam <sam@x.com> 410-555-0102 by text" }));
    assert.ok(!fine.some((problem) => problem.includes("SALES_TEAM")), fine.join(" | "));
  });

  it("should refuse an environment without the queues, Durable Object, send_email, rate limiters or crons the site uses", () => {
    const bare = {
      ...complete,
      bindings: {
        ...complete.bindings,
        deployed: {
          ...complete.bindings.deployed,
          queueProducers: [],
          durableObjects: [],
          sendEmail: [],
          crons: [],
          queueConsumers: 0,
          deadLetterQueues: 0,
        },
      },
    };
    const problems = goLiveBlockers(bare);
    for (const name of ["LEAD_NOTIFICATIONS", "SITE_EVENTS", "CHAT_SESSION", "LEAD_EMAIL", "* * * * *", "0 11 * * *", "dead_letter_queue"])
      mentions(problems, name);
  });

  it("should refuse Workers AI at the top level that production would not have", () => {
    const problems = goLiveBlockers({ ...complete, bindings: { ...complete.bindings, local: { ...complete.bindings.local, ai: true } } });
    mentions(problems, '[env.production.ai] binding = "AI"');
  });

  it("should list every missing channel and setting of the template's own configuration", () => {
    const template = target(new URL("../wrangler.toml", import.meta.url).pathname, null);
    const problems = goLiveBlockers(template);
    mentions(problems, "Only one lead channel");
    mentions(problems, "TURNSTILE_SITE_KEY is empty");
    mentions(problems, "SALES_TEAM is empty");
    assert.ok(!problems.some((problem) => problem.includes("is missing from [env.production]")), problems.join(" | "));
  });
});
