import type { SiteConfig } from "../client/lib/site-config";
import { contactDefaults } from "../content/business";
import type { Env } from "./env";

/** The public contact facts and site address: configuration first, then the defaults in content/. */
export function siteConfig(env: Env): SiteConfig {
  return {
    phone: env.PHONE?.trim() || contactDefaults.phone,
    email: env.EMAIL?.trim() || contactDefaults.email,
    siteUrl: (env.SITE_URL?.trim() || contactDefaults.siteUrl).replace(/\/+$/, ""),
    ...(env.TURNSTILE_SITE_KEY?.trim() ? { turnstileSiteKey: env.TURNSTILE_SITE_KEY.trim() } : {}),
  };
}
