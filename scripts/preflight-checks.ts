import { parse } from "tldts-icann";
import { contactDefaults, isPlaceholder } from "../content/business";
import { businessIdentity, retentionSetting } from "../worker/config";
import { isIndexNowKey } from "../worker/seo/indexnow";
import { LAUNCH_FACT_CHECKS } from "./launch-facts-checks";

/**
 * The checks `npm run preflight` makes before a deploy: each takes the configuration the deploy
 * would use and returns one line per problem, saying what is wrong and how to fix it.
 */

/** What a deploy of one environment would use, as read from wrangler.toml (see preflight.ts). */
export interface DeployTarget {
  /** The wrangler environment: "production" or "staging". */
  env: string;
  /** The environment's [vars] (string values only). */
  vars: Readonly<Record<string, string>>;
  /** The top level's [vars]: the local defaults a deploy must not carry. */
  localVars: Readonly<Record<string, string>>;
  /** The DB binding's database_id. */
  databaseId: string | undefined;
  routes: readonly { pattern: string; customDomain: boolean }[];
}

/** How many records in content/ are still the template's samples, by file: { "content/testimonials.ts": 38 }. */
export type SampleContent = Readonly<Record<string, number>>;

type Check = (target: DeployTarget) => string[];

const varsSection = (target: DeployTarget) => `[env.${target.env}.vars] in wrangler.toml`;
const text = (value: string | undefined) => value?.trim() ?? "";

/** A host no real site has: localhost, an IP address, the reserved example and test names (RFC 2606, 6761). */
function isPlaceholderHost(host: string): boolean {
  const { domain, publicSuffix, isIp } = parse(host);
  if (isIp || host === "localhost" || !domain) return true;
  return (
    ["example.com", "example.net", "example.org"].includes(domain) ||
    ["example", "test", "invalid", "localhost", "local"].includes(publicSuffix ?? "")
  );
}

/** The host of an https URL, or null. */
function httpsHost(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "https:" ? url.hostname : null;
  } catch {
    return null;
  }
}

/** The site's registrable domain (its zone, in Cloudflare's terms), when SITE_URL names a real one. */
function siteDomain(target: DeployTarget): string | null {
  const host = httpsHost(text(target.vars.SITE_URL));
  return host && !isPlaceholderHost(host) ? parse(host).domain : null;
}

const ADDRESS = /^[^\s@<>]+@([^\s@<>]+\.[^\s@<>]+)$/;

export const databaseIdProblems: Check = (target) => {
  const id = text(target.databaseId);
  if (id && !/^0{8}-/.test(id) && !isPlaceholder(id)) return [];
  return [
    `D1 database_id is a placeholder (${id || "empty"}): run \`npx wrangler d1 create ${target.env === "production" ? "exterior-site" : `exterior-site-${target.env}`}\` and put the printed id into [[env.${target.env}.d1_databases]] in wrangler.toml.`,
  ];
};

export const siteUrlProblems: Check = (target) => {
  const value = text(target.vars.SITE_URL);
  const host = httpsHost(value);
  const example = `https://${target.env === "production" ? "www" : target.env}.your-domain.com`;
  const fix = `set SITE_URL in ${varsSection(target)} to the site's public https address (e.g. ${example}).`;
  if (!host) return [`SITE_URL (${value || "empty"}) is not an https address: ${fix}`];
  if (isPlaceholderHost(host)) return [`SITE_URL (${value}) is localhost or a placeholder: ${fix}`];
  if (parse(host).domain === "workers.dev") return [`SITE_URL (${value}) is on workers.dev: ${fix}`];
  return [];
};

export const contactProblems: Check = (target) => {
  const problems: string[] = [];
  const phone = text(target.vars.PHONE);
  const email = text(target.vars.EMAIL);
  if (!phone || phone === contactDefaults.phone)
    problems.push(`PHONE (${phone || "empty"}) is the template's number: set the business's phone number in ${varsSection(target)}.`);
  const emailHost = ADDRESS.exec(email)?.[1];
  if (!emailHost || email === contactDefaults.email || isPlaceholderHost(emailHost))
    problems.push(
      `EMAIL (${email || "empty"}) is the template's address: set the business's public e-mail address in ${varsSection(target)}.`,
    );
  return problems;
};

export const leadDeliveryProblems: Check = (target) => {
  const from = text(target.vars.LEAD_EMAIL_FROM);
  const to = text(target.vars.LEAD_EMAIL_TO) || text(target.vars.EMAIL);
  const webhook = text(target.vars.LEAD_WEBHOOK_URL);
  const problems: string[] = [];
  if (from) {
    const fromDomain = ADDRESS.exec(from)?.[1];
    const domain = siteDomain(target);
    if (!fromDomain || !domain || parse(fromDomain).domain !== domain)
      problems.push(
        `LEAD_EMAIL_FROM (${from}) is not an address on the site's own domain (${domain ?? "none yet: set SITE_URL first"}): Email Routing sends only from the zone's domain; set e.g. leads@${domain ?? "your-domain.com"} in ${varsSection(target)}.`,
      );
    const toHost = ADDRESS.exec(to)?.[1];
    if (!toHost || isPlaceholderHost(toHost))
      problems.push(
        `No lead recipient: lead e-mails would go to ${to || "nobody"}; set LEAD_EMAIL_TO (or EMAIL) in ${varsSection(target)} to the inbox that answers leads, verified in Email Routing.`,
      );
  } else if (!webhook) {
    problems.push(
      `No lead recipient: LEAD_EMAIL_FROM and LEAD_WEBHOOK_URL are both empty, so leads would be stored and nobody told; set LEAD_EMAIL_FROM (and LEAD_EMAIL_TO) or LEAD_WEBHOOK_URL in ${varsSection(target)}.`,
    );
  }
  if (webhook && !httpsHost(webhook))
    problems.push(
      `LEAD_WEBHOOK_URL (${webhook}) is not an https address: set the CRM's https webhook in ${varsSection(target)}, or leave it empty.`,
    );
  return problems;
};

export const accessProblems: Check = (target) => {
  const problems: string[] = [];
  const team = text(target.vars.ACCESS_TEAM_DOMAIN);
  const teamHost = team && httpsHost(team.startsWith("https://") ? team : `https://${team}`);
  if (!teamHost || isPlaceholderHost(teamHost) || /your-team/i.test(teamHost))
    problems.push(
      `ACCESS_TEAM_DOMAIN (${team || "empty"}) is missing: without Cloudflare Access the admin answers 503; set https://<team>.cloudflareaccess.com in ${varsSection(target)}.`,
    );
  if (!text(target.vars.ACCESS_AUD))
    problems.push(`ACCESS_AUD is empty: set the AUD tag of the Access application covering /admin* in ${varsSection(target)}.`);
  return problems;
};

export const indexNowProblems: Check = (target) => {
  const key = text(target.vars.INDEXNOW_KEY);
  const fix = `set INDEXNOW_KEY in ${varsSection(target)} to a key of your own (8-128 letters, digits or dashes, e.g. from \`node -p "crypto.randomUUID()"\`).`;
  if (!key || !isIndexNowKey(key)) return [`INDEXNOW_KEY (${key || "empty"}) is not a valid key: ${fix}`];
  if (key === text(target.localVars.INDEXNOW_KEY) || isPlaceholder(key)) return [`INDEXNOW_KEY is the template's key: ${fix}`];
  return [];
};

export const routeProblems: Check = (target) => {
  const host = `${target.env === "production" ? "www" : target.env}.your-domain.com`;
  const fix = `set routes = [{ pattern = "${host}", custom_domain = true }] in [env.${target.env}] in wrangler.toml (the site's host, on a zone of this account).`;
  const customDomains = target.routes.filter((route) => route.customDomain);
  if (customDomains.length === 0)
    return [`No custom-domain route: on workers.dev the page cache does nothing and Email Routing has no zone; ${fix}`];
  const problems = customDomains
    .filter((route) => isPlaceholderHost(route.pattern))
    .map((route) => `The custom-domain route ${route.pattern} is a placeholder: ${fix}`);
  const siteHost = httpsHost(text(target.vars.SITE_URL));
  if (problems.length === 0 && siteHost && !customDomains.some((route) => route.pattern === siteHost))
    problems.push(`No custom-domain route serves SITE_URL's host (${siteHost}): ${fix}`);
  return problems;
};

const IDENTITY_VARS = {
  legalName: ["LEGAL_NAME", "the name as registered"],
  mhicLicense: ["MHIC_LICENSE", 'the Maryland Home Improvement Commission license (e.g. "MHIC #123456")'],
  deLicense: ["DE_LICENSE", "the Delaware business license number"],
  officeStreet: ["OFFICE_STREET", "the office's street address"],
  officeCity: ["OFFICE_CITY", "the office's city"],
  officeState: ["OFFICE_STATE", 'the office\'s state (e.g. "MD")'],
  officeZip: ["OFFICE_ZIP", "the office's ZIP code"],
} as const;

export const identityProblems: Check = (target) =>
  Object.entries(businessIdentity(target.vars))
    .filter(([, value]) => isPlaceholder(value))
    .map(([field]) => {
      const [name, what] = IDENTITY_VARS[field as keyof typeof IDENTITY_VARS];
      return `${name} is still a placeholder: set ${what} in ${varsSection(target)}.`;
    });

const RETENTION_VARS = {
  RETAIN_IP_DAYS: "days",
  RETAIN_TRANSCRIPT_YEARS: "years",
  RETAIN_CLOSED_LEAD_YEARS: "years",
  RETAIN_SPAM_DAYS: "days",
  RETAIN_OPEN_LEAD_YEARS: "years",
} as const;

/** A retention setting that is set must be a whole number (left out, its default applies). */
export const retentionProblems: Check = (target) =>
  Object.entries(RETENTION_VARS)
    .filter(([name]) => text(target.vars[name]) !== "" && retentionSetting(target.vars[name]) === null)
    .map(
      ([name, unit]) =>
        `${name} (${text(target.vars[name])}) is not a whole number of ${unit} from 1 to 100: set it in ${varsSection(target)}, or leave it out for the default.`,
    );

/** The live site must be indexable, and staging must not be (its pages would compete with the live site's). */
export const indexingProblems: Check = (target) => {
  const off = text(target.vars.SEARCH_INDEXING).toLowerCase() === "off";
  if (target.env === "production" && off)
    return [`SEARCH_INDEXING is "off": search engines would drop the live site; set SEARCH_INDEXING = "on" in ${varsSection(target)}.`];
  if (target.env !== "production" && !off)
    return [
      `SEARCH_INDEXING is not "off": search engines could index ${target.env}; set SEARCH_INDEXING = "off" in ${varsSection(target)}.`,
    ];
  return [];
};

/** Sample records (testimonials, projects, images ...) block a deploy unless it is a demo (ALLOW_SAMPLE_CONTENT=true). */
export function sampleContentProblems(samples: SampleContent, allowSamples: boolean): string[] {
  const files = Object.entries(samples).filter(([, count]) => count > 0);
  if (allowSamples || files.length === 0) return [];
  const where = files.map(([file, count]) => `${count} in ${file}`).join(", ");
  return [
    `Sample content: ${where} are the template's samples (sample: true); replace them with real ones (\`npm run content:check\` lists them), or run with ALLOW_SAMPLE_CONTENT=true for a demo.`,
  ];
}

const CHECKS: readonly Check[] = [
  databaseIdProblems,
  routeProblems,
  siteUrlProblems,
  contactProblems,
  leadDeliveryProblems,
  accessProblems,
  indexNowProblems,
  identityProblems,
  retentionProblems,
  indexingProblems,
];

/** Every problem that should stop this deploy, one line each; none means it may go ahead. */
export function deployBlockers(target: DeployTarget, samples: SampleContent, allowSamples: boolean): string[] {
  return [
    ...CHECKS.flatMap((check) => check(target)),
    ...sampleContentProblems(samples, allowSamples),
    // The business's own word: claims confirmed, hours, rates, coordinates (launch-facts-checks.ts).
    ...LAUNCH_FACT_CHECKS.flatMap((check) => check(target)),
  ];
}
