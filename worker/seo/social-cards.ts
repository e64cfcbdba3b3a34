import type { SocialCard } from "../../content/social-cards";
import type { SeoPageType } from "../../contracts/page-meta";

/** The share images (content/social-cards.ts), drawn when the site is built (scripts/social-cards.plugin.ts). */
export type { SocialCard };

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
