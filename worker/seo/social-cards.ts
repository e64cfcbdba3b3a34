import type { SeoPageType } from "../../contracts/page-meta";

/** The generated social cards in public/social/ (scripts/social-cards.mjs draws them). */
const SOCIAL_CARDS = ["home", "roofing", "siding", "windows", "insights", "company"] as const;
export type SocialCard = (typeof SOCIAL_CARDS)[number];

/** The card a page shares with: by page type, then by service. */
export function socialCardFor(pageType: SeoPageType, serviceName?: string): SocialCard {
  if (pageType === "homepage") return "home";
  if (pageType === "insight") return "insights";
  if (pageType === "service" || pageType === "landing") {
    const service = serviceName?.toLowerCase();
    if (service === "siding" || service === "windows") return service;
    return "roofing";
  }
  return "company";
}

export const socialCardPath = (card: SocialCard) => `/social/${card}.jpg`;
