import type { TeamMember } from "../client/lib/contracts/admin";
import { e164 } from "../client/lib/contracts/person";
import type { BusinessIdentity, SiteConfig } from "../client/lib/site-config";
import { contactDefaults, identityDefaults } from "../content/business";
import type { Env } from "./env";

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

/** The public contact facts, site address and business identity: configuration first, then the defaults in content/. */
export function siteConfig(env: Env): SiteConfig {
  return {
    phone: env.PHONE?.trim() || contactDefaults.phone,
    email: env.EMAIL?.trim() || contactDefaults.email,
    siteUrl: (env.SITE_URL?.trim() || contactDefaults.siteUrl).replace(/\/+$/, ""),
    ...businessIdentity(env),
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
      console.warn(`SALES_TEAM: cannot read "${entry.trim()}"; write it as Name <e-mail> (410) 555-0101`);
      continue;
    }
    const address = email.toLowerCase();
    if (!team.some((member) => member.email === address)) team.push({ name: name.trim() || address, email: address, mobile });
  }
  return team;
}
