import { e164 } from "../../contracts/person";
import { type SalesPerson, salesTeam } from "../config";
import type { Env } from "../env";
import { logEvent, redactContacts } from "../operations/log";
import type { LeadRecord } from "./channels";
import { hourlyLimit } from "./sms-ceiling";

/**
 * Text messages about new leads, through Twilio's Messaging REST API (POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json, HTTP basic auth with the account SID and auth
 * token, a form with To, From and Body). The lead's assignee is texted at their mobile number,
 * or the office's numbers while it has none; every emergency also goes to the on-call number.
 */
export interface SmsConfig {
  accountSid: string;
  authToken: string;
  from: string;
  /** OFFICE_SMS_TO, E.164. */
  office: string[];
  /** ON_CALL_SMS_TO, E.164. */
  onCall: string | null;
  team: SalesPerson[];
  /** SMS_HOURLY_LIMIT: the most texts in any hour (worker/leads/sms-ceiling.ts). */
  hourlyLimit: number;
}

export const TWILIO_API = "https://api.twilio.com/2010-04-01";

/** Comma-separated numbers as E.164; one that is not a phone number is left out with a warning. */
function numbers(setting: string, value: string | undefined): string[] {
  const found: string[] = [];
  for (const part of (value ?? "").split(",")) {
    if (!part.trim()) continue;
    const number = e164(part.trim());
    if (number) found.push(number);
    else logEvent("sms.invalid_number", { setting }, "warn");
  }
  return found;
}

/** The SMS channel's settings; null unless Twilio's three secrets and somebody to text are set. */
export function smsConfig(env: Env): SmsConfig | null {
  const accountSid = env.TWILIO_ACCOUNT_SID?.trim();
  const authToken = env.TWILIO_AUTH_TOKEN?.trim();
  const from = env.TWILIO_FROM_NUMBER?.trim();
  if (!accountSid || !authToken || !from) return null;
  const office = numbers("OFFICE_SMS_TO", env.OFFICE_SMS_TO);
  const onCall = numbers("ON_CALL_SMS_TO", env.ON_CALL_SMS_TO)[0] ?? null;
  const team = salesTeam(env);
  if (office.length === 0 && !onCall && !team.some((member) => member.mobile)) return null;
  return { accountSid, authToken, from: e164(from) ?? from, office, onCall, team, hourlyLimit: hourlyLimit(env.SMS_HOURLY_LIMIT) };
}

/** Who is texted about a lead: its assignee's mobile (or the office), and the on-call number for an emergency. */
export function smsRecipients(
  config: Pick<SmsConfig, "office" | "onCall" | "team">,
  lead: Pick<LeadRecord, "assignee" | "urgency">,
): string[] {
  const assigned = lead.assignee ? config.team.find((member) => member.email === lead.assignee)?.mobile : null;
  const recipients = assigned ? [assigned] : [...config.office];
  if (lead.urgency === "emergency" && config.onCall) recipients.push(config.onCall);
  return [...new Set(recipients)];
}

/** One line a phone shows in full: what, who, the number to call back and the lead's page. */
function smsBody(lead: LeadRecord, siteUrl: string): string {
  const oneLine = (value: string, max: number) => {
    const text = value.replace(/[\p{Cc}\p{Cf}\s]+/gu, " ").trim();
    return text.length > max ? `${text.slice(0, max - 1)}…` : text;
  };
  const what = lead.urgency === "emergency" ? "EMERGENCY lead" : "New lead";
  const phone = lead.phone ? `, call ${oneLine(lead.phone, 32)}` : "";
  return `${what}: ${oneLine(lead.name, 40)}, ${oneLine(lead.service, 40)}${phone}. ${siteUrl}/admin/leads/${lead.id}`;
}

/** Sends one text; throws with Twilio's own code and message when it refuses. */
export async function sendText(config: SmsConfig, to: string, body: string, fetcher: typeof fetch) {
  const response = await fetcher(`${TWILIO_API}/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`, {
    method: "POST",
    headers: {
      Authorization: `Basic ${btoa(`${config.accountSid}:${config.authToken}`)}`,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ To: to, From: config.from, Body: body }),
    signal: AbortSignal.timeout(10_000),
  });
  if (response.ok) return;
  const answer = (await response.json().catch(() => null)) as { code?: number; message?: string } | null;
  const reason = answer?.message ? `: ${answer.code ?? ""} ${answer.message}`.replace(/: \s+/, ": ") : "";
  // Twilio's message may quote the number: the error (kept in the delivery log and the logs) names neither.
  throw new Error(`Twilio answered ${response.status}${redactContacts(reason)}`.slice(0, 300));
}

/**
 * Texts every recipient of the lead. A failure for one recipient fails the attempt, and the
 * retry texts each recipient again: a second text is better than a missed emergency.
 */
export async function textLead(config: SmsConfig, lead: LeadRecord, siteUrl: string, fetcher: typeof fetch) {
  const body = smsBody(lead, siteUrl);
  const outcomes = await Promise.allSettled(smsRecipients(config, lead).map((to) => sendText(config, to, body, fetcher)));
  const failures = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [String((outcome.reason as Error).message)] : []));
  if (failures.length > 0) throw new Error(failures.join("; "));
}

/** Who gets the summary text when the hourly ceiling is reached: the office's numbers, or else the on-call number. */
export function summaryRecipients(config: Pick<SmsConfig, "office" | "onCall">): string[] {
  return config.office.length > 0 ? [...config.office] : config.onCall ? [config.onCall] : [];
}

/** The one text of an hour in which the ceiling was reached: no lead's details, where to look instead. */
export async function textSummary(config: SmsConfig, siteUrl: string, fetcher: typeof fetch) {
  const body = `Text limit reached: ${config.hourlyLimit} texts this hour. New leads now come by e-mail only until the hour is over. ${siteUrl}/admin`;
  const outcomes = await Promise.allSettled(summaryRecipients(config).map((to) => sendText(config, to, body, fetcher)));
  const failures = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [String((outcome.reason as Error).message)] : []));
  if (failures.length > 0) throw new Error(failures.join("; "));
}

/** Where the SMS channel texts, for the admin's channel list (numbers shortened to their last digits). */
export function smsDestination(config: SmsConfig): string {
  const last = (number: string) => `…${number.slice(-4)}`;
  const mobiles = config.team.filter((member) => member.mobile).length;
  const parts = [
    config.office.length ? `office ${config.office.map(last).join(", ")}` : null,
    config.onCall ? `on call ${last(config.onCall)}` : null,
    mobiles ? `${mobiles} team mobile${mobiles === 1 ? "" : "s"}` : null,
  ];
  return `Texts from ${config.from} to ${parts.filter(Boolean).join("; ")}`;
}
