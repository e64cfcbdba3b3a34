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

/** The ad platforms' conversion action that won jobs are uploaded to (AD_CONVERSION_NAME; the Sources screen's exports). */
export function adConversionName(env: Env): string {
  return env.AD_CONVERSION_NAME?.trim() || "Won job";
}
