import type { BusinessSettings } from "./business-settings";

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

/**
 * How long personal data is kept: wrangler.toml's RETAIN_* settings (enforced by the daily cron,
 * worker/privacy/retention.ts) and the chat's own fixed period; the privacy page shows them.
 */
export interface RetentionPolicy {
  /** The IP address and browser (user agent) recorded with a lead's consent, in days. */
  ipDays: number;
  /** A chat lead's transcript and summary, in years after the lead arrived. */
  transcriptYears: number;
  /** Leads marked won or lost, with their appointments and deliveries, in years after they arrived. */
  closedLeadYears: number;
  /** Leads marked spam, with everything on them, in days after they arrived. */
  spamDays: number;
  /** Leads never closed (never answered, abandoned), with everything on them, in years after they arrived. */
  openLeadYears: number;
  /** A chat conversation on its own, in days after its last message. */
  chatDays: number;
}

/** Configuration the pages need: the public contact facts, the site's address and the business identity. */
export interface SiteConfig extends BusinessIdentity, BusinessSettings {
  phone: string;
  email: string;
  siteUrl: string;
  retention: RetentionPolicy;
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
