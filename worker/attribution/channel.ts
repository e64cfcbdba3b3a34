import type { Channel } from "../../contracts/sources";
import type { Touch } from "../../contracts/touch";

/**
 * The channel of a touch: the rules of docs/decisions/022a-attribution-and-channels.md, in their
 * order. The first rule that matches decides.
 *
 * 1. An ad click id (gclid, gbraid, wbraid, msclkid): paid search.
 * 2. A local-listing tag (utm_source, utm_medium or utm_campaign such as gmb, gbp, maps, yelp):
 *    local & maps.
 * 3. An e-mail tag (utm_medium email or newsletter, or an e-mail tool as utm_source): e-mail.
 * 4. A paid tag (utm_medium cpc, ppc, paid...): social when utm_source is a social network,
 *    otherwise paid search.
 * 5. A social tag (utm_medium social, a social network as utm_source, or an fbclid): social.
 * 6. utm_medium organic: organic search; utm_medium referral: referral.
 * 7. The referring host: a maps or listing site is local & maps, a search engine organic search,
 *    a social network social, a webmail e-mail, any other site referral.
 * 8. Tags nothing above knows, without a referrer: referral (a tagged link from somewhere).
 * 9. Nothing at all: direct.
 */

const LOCAL_TAGS = new Set([
  "gmb",
  "gbp",
  "google_business_profile",
  "google-business-profile",
  "googlebusinessprofile",
  "google-my-business",
  "google_my_business",
  "local",
  "maps",
  "google-maps",
  "google_maps",
  "apple-maps",
  "apple_maps",
  "bing-places",
  "bing_places",
  "yelp",
  "nextdoor",
  "bbb",
  "angi",
  "homeadvisor",
  "houzz",
  "thumbtack",
]);
const EMAIL_TAGS = new Set(["email", "e-mail", "e_mail", "newsletter", "mailchimp", "constantcontact", "constant_contact", "klaviyo"]);
const PAID_MEDIA = new Set([
  "cpc",
  "ppc",
  "paid",
  "paidsearch",
  "paid_search",
  "paid-search",
  "sem",
  "cpm",
  "display",
  "paid_social",
  "paid-social",
  "paidsocial",
]);
const SOCIAL_TAGS = new Set([
  "social",
  "social-media",
  "social_media",
  "sm",
  "facebook",
  "fb",
  "instagram",
  "ig",
  "twitter",
  "x",
  "linkedin",
  "pinterest",
  "youtube",
  "tiktok",
  "reddit",
  "meta",
]);

/** Host patterns, matched against the whole host or a subdomain of it ("maps.google.com" ends in ".google.com"). */
const LOCAL_HOSTS = [/^maps\.google\./, /(^|\.)maps\.apple\.com$/, /(^|\.)(yelp|nextdoor|bbb|angi|homeadvisor|houzz|thumbtack)\.[a-z.]+$/];
const SEARCH_HOSTS = [
  /(^|\.)google\.[a-z.]+$/,
  /(^|\.)bing\.com$/,
  /(^|\.)duckduckgo\.com$/,
  /(^|\.)yahoo\.[a-z.]+$/,
  /(^|\.)ecosia\.org$/,
  /(^|\.)baidu\.com$/,
  /(^|\.)yandex\.[a-z.]+$/,
  /(^|\.)search\.brave\.com$/,
  /(^|\.)startpage\.com$/,
  /(^|\.)aol\.com$/,
];
const SOCIAL_HOSTS = [
  /(^|\.)(facebook|instagram|linkedin|pinterest|reddit|tiktok|youtube|threads)\.com$/,
  /(^|\.)(twitter|x)\.com$/,
  /^t\.co$/,
  /^lnkd\.in$/,
  /(^|\.)fb\.me$/,
  /(^|\.)pinterest\.[a-z.]+$/,
];
const WEBMAIL_HOSTS = [/^mail\.google\.com$/, /^outlook\.(live|office|office365)\.com$/, /^mail\.yahoo\.com$/, /^mail\.aol\.com$/];

const matches = (host: string, patterns: readonly RegExp[]) => patterns.some((pattern) => pattern.test(host));
const tag = (value: string | undefined) => value?.trim().toLowerCase() ?? "";

function byReferrer(host: string): Channel {
  // Webmail and maps first: they live on the search engines' own domains.
  if (matches(host, WEBMAIL_HOSTS)) return "email";
  if (matches(host, LOCAL_HOSTS)) return "local";
  if (matches(host, SEARCH_HOSTS)) return "organic_search";
  if (matches(host, SOCIAL_HOSTS)) return "social";
  return "referral";
}

/**
 * @example channelOf({ at, landing: "/roofing-bel-air", utm_source: "google", utm_medium: "cpc", gclid: "x" }) // "paid_search"
 * @example channelOf({ at, landing: "/", referrer: "www.google.com" }) // "organic_search"
 */
export function channelOf(touch: Touch): Channel {
  if (touch.gclid || touch.gbraid || touch.wbraid || touch.msclkid) return "paid_search";
  const source = tag(touch.utm_source);
  const medium = tag(touch.utm_medium);
  const campaign = tag(touch.utm_campaign);
  if (LOCAL_TAGS.has(source) || LOCAL_TAGS.has(medium) || LOCAL_TAGS.has(campaign)) return "local";
  if (EMAIL_TAGS.has(medium) || EMAIL_TAGS.has(source)) return "email";
  if (PAID_MEDIA.has(medium)) return SOCIAL_TAGS.has(source) ? "social" : "paid_search";
  if (SOCIAL_TAGS.has(medium) || SOCIAL_TAGS.has(source) || touch.fbclid) return "social";
  if (medium === "organic") return "organic_search";
  if (medium === "referral") return "referral";
  if (touch.referrer) return byReferrer(touch.referrer);
  if (source || medium || campaign || touch.utm_term || touch.utm_content) return "referral";
  return "direct";
}
