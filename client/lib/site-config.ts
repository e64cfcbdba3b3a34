import { useRouteLoaderData } from "react-router";

/** Configuration the pages need: the public contact facts and the site's address. */
export interface SiteConfig {
  phone: string;
  email: string;
  siteUrl: string;
  /** Cloudflare Turnstile's public site key, when the lead forms use Turnstile. */
  turnstileSiteKey?: string;
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
