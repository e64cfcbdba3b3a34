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

/** A member of the sales team, with the mobile number their texts go to (E.164), if any. */
export interface SalesPerson extends TeamMember {
  mobile: string | null;
}

const MEMBER = /^(.*?)\s*<([^<>\s]+@[^<>\s]+)>\s*(.*)$/;

/**
 * The sales team (SALES_TEAM): "Name <e-mail> [mobile]" entries separated by semicolons or line
 * breaks, e.g. "Pat Doyle <pat@example.com> (410) 555-0101; Sam Lee <sam@example.com>". E-mails
 * are compared without regard to case, as Cloudflare Access signs them in. An entry that cannot be
 * read is left out with a warning.
 */
export function salesTeam(env: { SALES_TEAM?: string }): SalesPerson[] {
  const team: SalesPerson[] = [];
  for (const entry of (env.SALES_TEAM ?? "").split(/[;\n]/)) {
    if (!entry.trim()) continue;
    const [, name = "", email = "", phone = ""] = MEMBER.exec(entry.trim()) ?? [];
    const mobile = phone.trim() ? e164(phone.trim()) : null;
    if (!email || (phone.trim() && !mobile)) {
      // The entry holds a name, an e-mail and a mobile: the log says which entry, never what it holds.
      logEvent("team.invalid_entry", { setting: "SALES_TEAM", entry: team.length + 1, hint: "write it as Name <e-mail> mobile" }, "warn");
      continue;
    }
    const address = email.toLowerCase();
    if (!team.some((member) => member.email === address)) team.push({ name: name.trim() || address, email: address, mobile });
  }
  return team;
}

/** The ad platforms' conversion action that won jobs are uploaded to (AD_CONVERSION_NAME; the Sources screen's exports). */
export function adConversionName(env: Env): string {
  return env.AD_CONVERSION_NAME?.trim() || "Won job";
}
