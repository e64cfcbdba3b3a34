import { contactDefaults, identityDefaults } from "../content/business";
import type { TeamMember } from "../contracts/admin";
import { businessSettings } from "../contracts/business-settings";
import { CHAT_RETENTION_DAYS } from "../contracts/chat";
import { e164 } from "../contracts/person";
import type { BusinessIdentity, RetentionPolicy, SiteConfig } from "../contracts/site-config";
import type { Env } from "./env";
import { logEvent } from "./operations/log";

/** The wrangler vars of the business identity (see wrangler.toml [vars]). */
type IdentityVars = Partial<
  Record<"LEGAL_NAME" | "MHIC_LICENSE" | "DE_LICENSE" | "OFFICE_STREET" | "OFFICE_CITY" | "OFFICE_STATE" | "OFFICE_ZIP", string>
>;

/** The business identity: configuration first, then the visible placeholders in content/. */
export function businessIdentity(vars: IdentityVars): BusinessIdentity {
  const value = (name: keyof IdentityVars, fallback: string) => vars[name]?.trim() || fallback;
  return {
    legalName: value("LEGAL_NAME", identityDefaults.legalName),
    mhicLicense: value("MHIC_LICENSE", identityDefaults.mhicLicense),
    deLicense: value("DE_LICENSE", identityDefaults.deLicense),
    officeStreet: value("OFFICE_STREET", identityDefaults.officeStreet),
    officeCity: value("OFFICE_CITY", identityDefaults.officeCity),
    officeState: value("OFFICE_STATE", identityDefaults.officeState),
    officeZip: value("OFFICE_ZIP", identityDefaults.officeZip),
  };
}

/** The retention settings' defaults (wrangler.toml [vars]), used when a setting is missing or not a whole number. */
export const RETENTION_DEFAULTS = { ipDays: 90, transcriptYears: 2, closedLeadYears: 5, spamDays: 30, openLeadYears: 3 } as const;

type RetentionVars = Partial<
  Record<"RETAIN_IP_DAYS" | "RETAIN_TRANSCRIPT_YEARS" | "RETAIN_CLOSED_LEAD_YEARS" | "RETAIN_SPAM_DAYS" | "RETAIN_OPEN_LEAD_YEARS", string>
>;

/** A retention setting: a whole number from 1 to 100, else null (the preflight refuses it). */
export function retentionSetting(value: string | undefined): number | null {
  const text = value?.trim() ?? "";
  if (!/^\d+$/.test(text)) return null;
  const number = Number(text);
  return number >= 1 && number <= 100 ? number : null;
}

/** How long personal data is kept: RETAIN_* from configuration, else the defaults. */
export function retentionPolicy(vars: RetentionVars): RetentionPolicy {
  return {
    ipDays: retentionSetting(vars.RETAIN_IP_DAYS) ?? RETENTION_DEFAULTS.ipDays,
    transcriptYears: retentionSetting(vars.RETAIN_TRANSCRIPT_YEARS) ?? RETENTION_DEFAULTS.transcriptYears,
    closedLeadYears: retentionSetting(vars.RETAIN_CLOSED_LEAD_YEARS) ?? RETENTION_DEFAULTS.closedLeadYears,
    spamDays: retentionSetting(vars.RETAIN_SPAM_DAYS) ?? RETENTION_DEFAULTS.spamDays,
    openLeadYears: retentionSetting(vars.RETAIN_OPEN_LEAD_YEARS) ?? RETENTION_DEFAULTS.openLeadYears,
    chatDays: CHAT_RETENTION_DAYS,
  };
}

/** False when SEARCH_INDEXING is "off" (staging): robots.txt then disallows everything and every answer says noindex. */
export function searchIndexing(env: Pick<Env, "SEARCH_INDEXING">): boolean {
  return env.SEARCH_INDEXING?.trim().toLowerCase() !== "off";
}

/** The public contact facts, site address and business identity: configuration first, then the defaults in content/. */
export function siteConfig(env: Env): SiteConfig {
  return {
    phone: env.PHONE?.trim() || contactDefaults.phone,
    email: env.EMAIL?.trim() || contactDefaults.email,
    siteUrl: (env.SITE_URL?.trim() || contactDefaults.siteUrl).replace(/\/+$/, ""),
    ...businessIdentity(env),
    retention: retentionPolicy(env),
    ...businessSettings(env),
    ...(env.TURNSTILE_SITE_KEY?.trim() ? { turnstileSiteKey: env.TURNSTILE_SITE_KEY.trim() } : {}),
  };
}

/** How a team member is told that a lead was assigned to them: a text to their mobile, or an e-mail. */
type AssignmentChannel = "sms" | "email";

/** A member of the sales team, with the mobile number their texts go to (E.164), if any, and how they want to hear of an assignment. */
export interface SalesPerson extends TeamMember {
  mobile: string | null;
  notify: AssignmentChannel;
}

const MEMBER = /^(.*?)\s*<([^<>\s]+@[^<>\s]+)>\s*(.*)$/;
/** The entry's last words: "by text" (or "by sms") and "by e-mail" (or "by email"). */
const CHOICE = /\s*\bby\s+(text|sms|e-?mail)\s*$/i;

/** One entry read, or why it cannot be (the preflight names the entry and the reason). */
export function readTeamEntry(entry: string): { member: SalesPerson } | { problem: string } {
  const [, name = "", email = "", rest = ""] = MEMBER.exec(entry.trim()) ?? [];
  if (!email) return { problem: "it has no e-mail address in angle brackets" };
  const choice = CHOICE.exec(rest)?.[1]?.toLowerCase();
  const phone = rest.replace(CHOICE, "").trim();
  const mobile = phone ? e164(phone) : null;
  if (phone && !mobile)
    return { problem: `"${phone.replace(/\d(?=\d{2})/g, "•")}" is not a mobile number or a "by text" / "by e-mail" choice` };
  const notify: AssignmentChannel = choice ? (choice === "text" || choice === "sms" ? "sms" : "email") : mobile ? "sms" : "email";
  if (notify === "sms" && !mobile) return { problem: 'it chooses "by text" but gives no mobile number' };
  const address = email.toLowerCase();
  return { member: { name: name.trim() || address, email: address, mobile, notify } };
}

/**
 * The sales team (SALES_TEAM): "Name <e-mail> [mobile] [by text | by e-mail]" entries separated
 * by semicolons or line breaks, e.g. "Pat Doyle <pat@example.com> (410) 555-0101 by text; Sam Lee
 * <sam@example.com>". The last words say how the person hears that a lead was assigned to them:
 * by text (needs the mobile) or by e-mail; without them, by text when a mobile is given, else by
 * e-mail. E-mails are compared without regard to case, as Cloudflare Access signs them in. An
 * entry that cannot be read is left out with a warning (and the preflight refuses it).
 */
export function salesTeam(env: { SALES_TEAM?: string }): SalesPerson[] {
  const team: SalesPerson[] = [];
  for (const entry of (env.SALES_TEAM ?? "").split(/[;\n]/)) {
    if (!entry.trim()) continue;
    const read = readTeamEntry(entry);
    if ("problem" in read) {
      // The entry holds a name, an e-mail and a mobile: the log says which entry, never what it holds.
      logEvent(
        "team.invalid_entry",
        { setting: "SALES_TEAM", entry: team.length + 1, hint: "write it as Name <e-mail> mobile by text (or by e-mail)" },
        "warn",
      );
      continue;
    }
    if (!team.some((member) => member.email === read.member.email)) team.push(read.member);
  }
  return team;
}

/** The ad platforms' conversion action that won jobs are uploaded to (AD_CONVERSION_NAME; the Sources screen's exports). */
export function adConversionName(env: Env): string {
  return env.AD_CONVERSION_NAME?.trim() || "Won job";
}
