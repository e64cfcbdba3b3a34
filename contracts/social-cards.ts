import { type ClaimWord, isPlaceholder } from "../content/business";
import { type SocialCard, socialCards } from "../content/social-cards";
import { confirmedWords } from "./claims";
import type { SiteConfig } from "./site-config";

/** What one share image says, as drawn. */
export interface DrawnCard {
  eyebrow: string;
  title: string;
  points: string[];
  /** The licences, as configured (MHIC #..., DE business license #...); empty while they are placeholders. */
  identity: string;
}

type CardConfig = Pick<SiteConfig, "claimsConfirmed" | "mhicLicense" | "deLicense">;

const TOKEN = /\{([A-Za-z]+)\}/g;

/** A choice with its claim words filled in, or null when one of them is not confirmed (or not a claim word). */
function filled(choice: string, config: CardConfig): string | null {
  let ok = true;
  const text = choice.replace(TOKEN, (_, word: string) => {
    let words: string | null = null;
    try {
      words = confirmedWords(config, word as ClaimWord);
    } catch {
      words = null;
    }
    if (words === null) ok = false;
    return words ?? "";
  });
  return ok ? text : null;
}

const firstFilled = (choices: readonly string[], config: CardConfig) =>
  choices.map((choice) => filled(choice, config)).find((text): text is string => text !== null) ?? null;

/**
 * Every share image's words for this configuration: claims only once confirmed, the licences only
 * once configured (contracts/claims.ts, content/social-cards.ts).
 */
export function drawnCards(config: CardConfig): Record<SocialCard, DrawnCard> {
  const identity = [config.mhicLicense, config.deLicense].filter((licence) => !isPlaceholder(licence)).join(" · ");
  return Object.fromEntries(
    (Object.entries(socialCards) as [SocialCard, (typeof socialCards)[SocialCard]][]).map(([name, card]) => [
      name,
      {
        eyebrow: firstFilled(card.eyebrow, config) ?? "",
        title: firstFilled(card.title, config) ?? "",
        points: card.points.map((choices) => firstFilled(choices, config)).filter((point): point is string => point !== null),
        identity,
      },
    ]),
  ) as Record<SocialCard, DrawnCard>;
}
