import type { DrizzleD1Database } from "drizzle-orm/d1";
import { business } from "../../content/business";
import type { ChannelName } from "../../contracts/admin";
import { type BusinessIdentity, officeAddress } from "../../contracts/site-config";
import { escapeHtml, toHex } from "../../contracts/text";
import type { leads } from "../db/schema";
import { logEvent } from "../operations/log";
import { type SmsConfig, smsRecipients, summaryRecipients, textLead, textSummary } from "./sms";
import { planText } from "./sms-ceiling";
import { transcriptText } from "./transcript";

/**
 * The ways a new lead reaches the contractor. Each channel is configured or not; a
 * configured channel either delivers or throws with a readable reason.
 */

export type LeadRecord = typeof leads.$inferSelect;

export interface ChannelConfig {
  siteUrl: string;
  /** The business as registered: every e-mail the site sends is signed with it. */
  identity: BusinessIdentity;
  email: { binding: SendEmail; from: string; to: string } | null;
  webhook: { url: string; secret: string } | null;
  sms: SmsConfig | null;
}

export interface Channel {
  name: ChannelName;
  /** Whether the channel has anyone to tell about this lead (absent: always). */
  appliesTo?(lead: LeadRecord): boolean;
  deliver(lead: LeadRecord): Promise<void>;
  /**
   * What delivering this lead on this channel means right now, decided once per lead: the
   * channel itself, another delivery in its place, or nothing (the SMS ceiling, worker/leads/sms-ceiling.ts).
   */
  plan?(db: DrizzleD1Database, lead: LeadRecord): Promise<Channel | null>;
}

export function configuredChannels(config: ChannelConfig, fetcher: typeof fetch = fetch): Channel[] {
  const channels: Channel[] = [];
  const { email, webhook, sms } = config;
  if (email) channels.push({ name: "email", deliver: (lead) => sendLeadEmail(email, lead, config) });
  if (webhook) channels.push({ name: "webhook", deliver: (lead) => postLeadWebhook(webhook, lead, fetcher) });
  if (sms) {
    const text: Channel = {
      name: "sms",
      appliesTo: (lead) => smsRecipients(sms, lead).length > 0,
      deliver: (lead) => textLead(sms, lead, config.siteUrl, fetcher),
      plan: async (db, lead) => {
        const limits = { texts: smsRecipients(sms, lead).length, summaryTexts: summaryRecipients(sms).length, limit: sms.hourlyLimit };
        const decided = await planText(db, lead, limits);
        if (decided.kind === "text") return text;
        if (decided.kind === "summary") {
          logEvent("sms.ceiling_reached", { leadId: lead.id, limit: sms.hourlyLimit }, "warn");
          return { name: "sms", deliver: () => textSummary(sms, config.siteUrl, fetcher) };
        }
        logEvent("sms.not_texted", { leadId: lead.id, why: decided.why });
        return null;
      },
    };
    channels.push(text);
  }
  return channels;
}

const URGENCY_LABELS: Record<string, string> = {
  emergency: "EMERGENCY",
  high: "High",
  medium: "Medium",
  low: "Low",
};

/** A line of the e-mail: the office's own (a link in the HTML part) or the visitor's (shown as text). */
type Field = [label: string, value: string, kind?: "link" | "email" | "visitor"];

/**
 * The lead as the office reads it. Short fields are one line each (a line break typed into them
 * becomes a space); what the visitor wrote at length comes after the office's lines, each
 * section under a header saying whose words they are, every line quoted with "> ", so no text of
 * theirs can pass for a line of ours ("Admin: ...", a signature).
 */
function leadParts(lead: LeadRecord, siteUrl: string): { fields: Field[]; quoted: [string, string][] } {
  const quoted: [string, string][] = [];
  if (lead.projectDetails) quoted.push(["The visitor wrote (project details):", lead.projectDetails]);
  if (lead.summary) quoted.push(["Chat summary (with the visitor's words):", lead.summary]);
  if (lead.transcript.length > 0) quoted.push(["Chat transcript:", transcriptText(lead.transcript)]);
  const visitor = (label: string, value: string): Field => [label, headerText(value), "visitor"];
  return {
    fields: [
      visitor("Name", lead.name),
      ["Email", headerText(lead.email), "email"],
      visitor("Phone", lead.phone || "(not given)"),
      visitor("Company", lead.company || "(none)"),
      visitor("Address", lead.address || "(not given)"),
      ["Service", lead.service],
      ["Urgency", URGENCY_LABELS[lead.urgency] ?? lead.urgency],
      ["Preferred contact", lead.contactPreference],
      ["Source", `${lead.source} (${lead.consentPage})`],
      ...(lead.duplicateOf ? [["Same homeowner as", `${siteUrl}/admin/leads/${lead.duplicateOf}`, "link"] as Field] : []),
      ["Received", lead.createdAt],
      ...(lead.projectDetails ? [] : [["Details", "(none)"] as Field]),
      ["Admin", `${siteUrl}/admin`, "link"],
    ],
    quoted,
  };
}

/** Every line of the visitor's text behind "> ". */
function quoteLines(text: string): string {
  return text
    .replace(/\n$/, "")
    .split(/\r\n|[\r\n\u2028\u2029]/)
    .map((line) => `> ${line}`.trimEnd())
    .join("\n");
}

const LINKISH = /\b(?:[a-z][a-z0-9+.-]*:\/\/\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?:[\w-]+\.)+[a-z]{2,}(?:[/?#:]\S*)?)/gi;

/**
 * The visitor's text with anything a mail program would make a link of (addresses, domains,
 * e-mail addresses) broken up the usual way, "https[:]//example[.]com": readable, not clickable.
 * @example unlinked("pay at https://evil.example/pay") // "pay at https[:]//evil[.]example/pay"
 */
function unlinked(text: string): string {
  return text.replace(LINKISH, (match) => match.replace(/:\/\//g, "[:]//").replace(/\./g, "[.]"));
}

/** A field in the HTML part: the office's links and the validated e-mail address as links, the visitor's words never. */
function htmlValue([, value, kind]: Field): string {
  if (kind === "link") return `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>`;
  if (kind === "email") return `<a href="mailto:${escapeHtml(value)}">${escapeHtml(value)}</a>`;
  return escapeHtml(kind === "visitor" ? unlinked(value) : value);
}

/**
 * Text fit for a mail header: control characters (line breaks included) become spaces, and
 * format characters (bidirectional overrides, zero-width characters) are dropped, so a name
 * cannot add headers or make the subject read backwards.
 */
export function headerText(value: string): string {
  return value
    .replace(/\p{Cf}+/gu, "")
    .replace(/[\p{Cc}\p{Zl}\p{Zp}\s]+/gu, " ")
    .trim();
}

export function leadEmailSubject(lead: LeadRecord): string {
  const flags = [
    lead.urgency === "emergency" ? "[EMERGENCY] " : "",
    lead.outOfArea ? "[OUT OF AREA] " : "",
    lead.duplicateOf ? "[REPEAT] " : "",
  ].join("");
  return headerText(`${flags}New lead: ${lead.name} - ${lead.service}`);
}

/**
 * The lines that sign every e-mail the site sends: the name as registered, its licenses and
 * the office's street address (the same as the footer and the structured data).
 * @example identitySignature(identity) // ["Old Line Exteriors (Old Line Exteriors LLC)", "MHIC #123456; DE ...", "12 Main Street, ..."]
 */
export function identitySignature(identity: BusinessIdentity): string[] {
  const name = identity.legalName === business.name ? business.name : `${business.name} (${identity.legalName})`;
  return [name, `${identity.mhicLicense}; ${identity.deLicense}`, officeAddress(identity)];
}

/** The e-mail goes to the lead's assignee, or to the office while nobody has it. */
async function sendLeadEmail(config: NonNullable<ChannelConfig["email"]>, lead: LeadRecord, site: ChannelConfig) {
  const { fields, quoted } = leadParts(lead, site.siteUrl);
  const signature = identitySignature(site.identity);
  const outOfArea = lead.outOfArea ? `Note: ZIP ${headerText(lead.zip ?? "")} is outside Maryland and Delaware.\n\n` : "";
  const text = [
    `${outOfArea}${fields.map(([label, value]) => `${label}: ${value}`).join("\n")}`,
    ...quoted.map(([header, value]) => `${header}\n${quoteLines(value)}`),
    `-- \n${signature.join("\n")}\n`,
  ].join("\n\n");
  await config.binding.send({
    from: config.from,
    to: lead.assignee ?? config.to,
    replyTo: headerText(lead.email),
    subject: leadEmailSubject(lead),
    text,
    html:
      (outOfArea ? `<p><strong>${escapeHtml(outOfArea.trim())}</strong></p>` : "") +
      `<table>${fields
        .map((field) => `<tr><th align="left" valign="top">${escapeHtml(field[0])}</th><td>${htmlValue(field)}</td></tr>`)
        .join("")}</table>` +
      quoted
        .map(
          ([header, value]) =>
            `<p><strong>${escapeHtml(header)}</strong></p><blockquote style="margin:0 0 1em;padding-left:1em;border-left:3px solid #999;white-space:pre-wrap">${escapeHtml(unlinked(value))}</blockquote>`,
        )
        .join("") +
      `<p>${signature.map(escapeHtml).join("<br>")}</p>`,
  });
}

/** The JSON a webhook receives. */
function webhookPayload(lead: LeadRecord) {
  const { ip: _ip, userAgent: _userAgent, notifyState: _state, notifyQueuedAt: _queued, ...shared } = lead;
  return { event: "lead.created", lead: shared };
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` with the shared secret. */
export async function signWebhook(secret: string, body: string, timestamp: number): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${timestamp}.${body}`));
  return `t=${timestamp},v1=${toHex(mac)}`;
}

async function postLeadWebhook(config: NonNullable<ChannelConfig["webhook"]>, lead: LeadRecord, fetcher: typeof fetch) {
  const body = JSON.stringify(webhookPayload(lead));
  const signature = await signWebhook(config.secret, body, Math.floor(Date.now() / 1000));
  const response = await fetcher(config.url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Lead-Signature": signature,
      // Receivers can drop repeats: every attempt for one lead carries the same key.
      "Idempotency-Key": `"lead-${lead.id}"`,
    },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`webhook answered ${response.status} ${response.statusText}`.trim());
}
