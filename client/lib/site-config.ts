import { useRouteLoaderData } from "react-router";

/**
 * The business's registered identity, written as shown ("MHIC #123456"); until configured, the
 * visible placeholders of content/business.ts `identityDefaults` (test with `isPlaceholder`).
 */
export interface BusinessIdentity {
  /** The name as registered. */
  legalName: string;
  /** The Maryland Home Improvement Commission license. */
  mhicLicense: string;
  /** The Delaware business license. */
  deLicense: string;
  officeStreet: string;
  officeCity: string;
  officeState: string;
  officeZip: string;
}

/** Configuration the pages need: the public contact facts, the site's address and the business identity. */
export interface SiteConfig extends BusinessIdentity {
  phone: string;
  email: string;
  siteUrl: string;
  /** Cloudflare Turnstile's public site key, when the lead forms use Turnstile. */
  turnstileSiteKey?: string;
}

/**
 * The office's postal address on one line, as the footer, the contact page and the e-mails show it.
 * @example officeAddress(identity) // "12 Main Street, Baltimore, MD 21201"
 */
export function officeAddress(identity: BusinessIdentity): string {
  return `${identity.officeStreet}, ${identity.officeCity}, ${identity.officeState} ${identity.officeZip}`;
}

/** `(410) 555-0142` -> `tel:+14105550142` */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

export function useSiteConfig(): SiteConfig {
  const config = useRouteLoaderData("root") as SiteConfig | undefined;
  if (!config) throw new Error("Site configuration is missing from the root loader");
  return config;
}
