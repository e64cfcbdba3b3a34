import { e164 } from "../contracts/person";
import { readTeamEntry, salesTeam } from "../worker/config";
import type { DeployTarget } from "./preflight-checks";

/**
 * The go-live checks of `npm run preflight` that go beyond the vars' values: the lead channels (a
 * production site needs two independent ways to reach a person, and no channel half set up), the
 * secrets the production code reads (listed with `wrangler secret list` when online), the sales
 * team, Turnstile, and every binding the code uses. Kept apart from preflight-checks.ts, which
 * checks each var on its own.
 */

/** What preflight knows beyond the vars: the Worker's secrets (null when they could not be listed) and its bindings. */
export interface GoLiveTarget extends DeployTarget {
  /** The names of the Worker's secrets, or null when `wrangler secret list` could not run (offline, not signed in). */
  secrets: readonly string[] | null;
  /** The bindings of the deployed environment and of the local site (the project's top level, which the tests run against). */
  bindings: { deployed: Bindings; local: Bindings };
}

/** A config's bindings by kind, as names. */
export interface Bindings {
  queueProducers: string[];
  queueConsumers: number;
  deadLetterQueues: number;
  durableObjects: string[];
  sendEmail: string[];
  rateLimits: string[];
  ai: boolean;
  crons: string[];
}

const text = (value: string | undefined) => value?.trim() ?? "";
const section = (target: DeployTarget) => `[env.${target.env}.vars] in wrangler.toml`;
const secretPut = (target: DeployTarget, name: string) => `\`npx wrangler secret put ${name} --env ${target.env}\``;

const TWILIO_SECRETS = ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM_NUMBER"] as const;

/**
 * The signing keys every deployed site needs, whatever else is set up: without the first, the form
 * stamps would be signed with a key derived from the public site address (anyone could forge
 * one); without the second, each isolate signs campaign proofs with a key of its own that the
 * others cannot check (worker/security/form-stamp.ts, worker/security/page-proof.ts).
 */
const SIGNING_SECRETS = {
  FORM_STAMP_SECRET: "signs the time a lead form was shown, so a form sent before its page's script is timed fairly",
  PAGE_PROOF_SECRET: "signs the proof a tagged ad link's page gives its visit, so ad campaigns are counted only for real visits",
} as const;

/** The lead channels this configuration turns on (by its vars; secrets are checked apart). */
export function leadChannelsOf(target: DeployTarget): ("email" | "webhook" | "sms")[] {
  const vars = target.vars;
  const sms = Boolean(text(vars.OFFICE_SMS_TO) || text(vars.ON_CALL_SMS_TO) || salesTeam(vars).some((member) => member.mobile));
  return [
    ...(text(vars.LEAD_EMAIL_FROM) ? (["email"] as const) : []),
    ...(text(vars.LEAD_WEBHOOK_URL) ? (["webhook"] as const) : []),
    ...(sms ? (["sms"] as const) : []),
  ];
}

/**
 * Production needs two independent ways to reach a person, and an alert channel other than the
 * lead e-mail (alerts about failing e-mail must not go by e-mail); no channel may be half set up.
 */
export function channelProblems(target: GoLiveTarget): string[] {
  const problems: string[] = [];
  const channels = leadChannelsOf(target);
  const has = (name: string) => target.secrets?.includes(name) ?? true;
  if (text(target.vars.LEAD_WEBHOOK_URL) && !has("LEAD_WEBHOOK_SECRET"))
    problems.push(
      `LEAD_WEBHOOK_URL is set but the LEAD_WEBHOOK_SECRET secret is not: every lead would fail on the webhook; run ${secretPut(target, "LEAD_WEBHOOK_SECRET")} (a long random string your CRM checks), or empty LEAD_WEBHOOK_URL.`,
    );
  const missingTwilio = TWILIO_SECRETS.filter((name) => !has(name));
  if (channels.includes("sms") && missingTwilio.length > 0)
    problems.push(
      `Text messages are set up (OFFICE_SMS_TO, ON_CALL_SMS_TO or a mobile in SALES_TEAM) but the secret${missingTwilio.length === 1 ? "" : "s"} ${missingTwilio.join(", ")} ${missingTwilio.length === 1 ? "is" : "are"} not: run ${missingTwilio.map((name) => secretPut(target, name)).join(", ")} (from the Twilio console).`,
    );
  if (!channels.includes("sms") && target.secrets && TWILIO_SECRETS.some((name) => target.secrets?.includes(name)))
    problems.push(
      `The Twilio secrets are set but nobody is to be texted: set OFFICE_SMS_TO (and ON_CALL_SMS_TO) in ${section(target)}, or delete the secrets.`,
    );
  for (const name of ["OFFICE_SMS_TO", "ON_CALL_SMS_TO"] as const)
    for (const number of text(target.vars[name])
      .split(",")
      .filter((part) => part.trim()))
      if (!e164(number.trim()))
        problems.push(
          `${name} holds "${number.trim()}", which is not a US phone number: write it as (410) 555-0101 in ${section(target)}.`,
        );
  if (target.env !== "production") return problems;
  if (channels.length < 2)
    problems.push(
      `Only ${channels.length === 0 ? "no lead channel" : `one lead channel (${channels[0]})`} is set up: production needs two independent ways to reach a person, so one failing never leaves a lead unread. Add text messages (OFFICE_SMS_TO and ON_CALL_SMS_TO in ${section(target)}, the secrets ${TWILIO_SECRETS.join(", ")}, and US A2P 10DLC registration of the sending number in Twilio) or a webhook (LEAD_WEBHOOK_URL in ${section(target)} and ${secretPut(target, "LEAD_WEBHOOK_SECRET")}).`,
    );
  const alertsBySms = Boolean(text(target.vars.OFFICE_SMS_TO) || text(target.vars.ON_CALL_SMS_TO));
  if (!channels.includes("webhook") && !alertsBySms)
    problems.push(
      `No alert channel other than the lead e-mail: when e-mail fails, nobody would hear of it. Set OFFICE_SMS_TO or ON_CALL_SMS_TO in ${section(target)} (alerts are texted there), or a webhook (LEAD_WEBHOOK_URL).`,
    );
  return problems;
}

/** Every other setting the production code reads: Turnstile's pair, the signing secrets, the sales team's entries. */
export function settingProblems(target: GoLiveTarget): string[] {
  const problems: string[] = [];
  const siteKey = text(target.vars.TURNSTILE_SITE_KEY);
  if (target.env === "production" && !siteKey)
    problems.push(
      `TURNSTILE_SITE_KEY is empty: the lead forms would take bots' submissions. Create a widget for the site's host (dashboard: Turnstile > Add widget), put its site key in ${section(target)} and its secret with ${secretPut(target, "TURNSTILE_SECRET_KEY")}.`,
    );
  if (siteKey && target.secrets && !target.secrets.includes("TURNSTILE_SECRET_KEY"))
    problems.push(
      `TURNSTILE_SITE_KEY is set but the TURNSTILE_SECRET_KEY secret is not: Turnstile would not be verified; run ${secretPut(target, "TURNSTILE_SECRET_KEY")}.`,
    );
  for (const [name, purpose] of Object.entries(SIGNING_SECRETS))
    if (target.secrets && !target.secrets.includes(name))
      problems.push(`The ${name} secret is not set: it ${purpose}. Run ${secretPut(target, name)} (any long random string).`);
  if (target.env === "production" && !/^https:\/\//.test(text(target.vars.INDEXNOW_ENDPOINT)))
    problems.push(
      `INDEXNOW_ENDPOINT (${text(target.vars.INDEXNOW_ENDPOINT) || "empty"}) is not IndexNow's address: set it to "https://api.indexnow.org/indexnow" in ${section(target)} ("local" is the local site's fake).`,
    );
  const entries = text(target.vars.SALES_TEAM)
    .split(/[;\n]/)
    .filter((entry) => entry.trim());
  const readable = salesTeam({ SALES_TEAM: target.vars.SALES_TEAM });
  if (entries.length > readable.length)
    problems.push(
      `SALES_TEAM has ${entries.length - readable.length} entr${entries.length - readable.length === 1 ? "y" : "ies"} that cannot be read: write each as Name <e-mail> (410) 555-0101 by text (or by e-mail), separated by semicolons, in ${section(target)}.`,
    );
  for (const [index, entry] of entries.entries()) {
    const read = readTeamEntry(entry);
    if ("problem" in read) problems.push(`SALES_TEAM entry ${index + 1} cannot be used: ${read.problem}.`);
  }
  if (target.env === "production" && readable.length === 0)
    problems.push(
      `SALES_TEAM is empty: nobody can be assigned leads or sign in to the admin as a salesperson; set it in ${section(target)} (Name <e-mail> (410) 555-0101; ...).`,
    );
  return problems;
}

/** The deployed environment must have every binding the local site has: wrangler does not inherit most of them. */
export function bindingProblems(target: GoLiveTarget): string[] {
  const { deployed, local } = target.bindings;
  const where = `[env.${target.env}]`;
  const missing = (kind: string, names: string[], have: string[]) =>
    names
      .filter((name) => !have.includes(name))
      .map(
        (name) =>
          `${kind} ${name} is missing from ${where} in wrangler.toml: copy it from the top level (bindings are not inherited by environments).`,
      );
  const problems = [
    ...missing("The queue producer", local.queueProducers, deployed.queueProducers),
    ...missing("The Durable Object binding", local.durableObjects, deployed.durableObjects),
    ...missing("The send_email binding", local.sendEmail, deployed.sendEmail),
    ...missing("The rate limiter", local.rateLimits, deployed.rateLimits),
    ...missing("The cron", local.crons, deployed.crons),
  ];
  if (deployed.queueConsumers < local.queueConsumers)
    problems.push(
      `${where} has ${deployed.queueConsumers} queue consumers of the ${local.queueConsumers} the site needs: copy the [[queues.consumers]] sections.`,
    );
  if (deployed.deadLetterQueues < local.deadLetterQueues)
    problems.push(
      `${where}'s lead-notifications consumer has no dead_letter_queue (its name ending in "-dlq"): leads that fail every retry would be dropped.`,
    );
  if (local.ai && !deployed.ai)
    problems.push(
      `Workers AI is on at the top level but not in ${where}: add [env.${target.env}.ai] binding = "AI" (ai is not inherited by environments).`,
    );
  return problems;
}

/** The go-live problems beyond preflight-checks.ts, one line each. */
export function goLiveBlockers(target: GoLiveTarget): string[] {
  return [...channelProblems(target), ...settingProblems(target), ...bindingProblems(target)];
}

/** What preflight could not check by itself (printed, not blocking). */
export function goLiveNotes(target: GoLiveTarget): string[] {
  if (target.secrets) return [];
  const wanted = [
    ...Object.keys(SIGNING_SECRETS),
    ...(text(target.vars.LEAD_WEBHOOK_URL) ? ["LEAD_WEBHOOK_SECRET"] : []),
    ...(text(target.vars.TURNSTILE_SITE_KEY) || target.env === "production" ? ["TURNSTILE_SECRET_KEY"] : []),
    ...(leadChannelsOf(target).includes("sms") ? TWILIO_SECRETS : []),
  ];
  return [
    `The Worker's secrets could not be listed (\`npx wrangler secret list --env ${target.env}\` needs the network and \`npx wrangler login\`), so they were not checked${wanted.length ? `: make sure these are set: ${wanted.join(", ")}` : ""}.`,
  ];
}
