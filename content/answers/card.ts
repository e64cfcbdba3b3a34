/**
 * An answer the owner signs: plain data, one file a topic (docs/decisions/048). The assistant
 * finds a card by the questions it answers (`asks`, searched, never shown), states its first
 * sentence (a yes, a no or the figure), then `more`, then its one link. Facts come from
 * content/business.ts, the price model and configuration (the `{token}`s below), never typed in.
 *
 * Tokens filled from configuration when the answer is said: `{phone}` (the 24/7 line),
 * `{officeHours}`, `{callback}` (when someone will call, at the hour it is said).
 */
export type CardService = "roof" | "siding" | "windows" | "gutters";

export interface AnswerCard {
  id: string;
  /** What the card answers about its service ("price", "lifespan"): a follow-up naming another service asks the same. */
  topic: string;
  service?: CardService;
  /** The questions it answers, in visitors' words (several wordings). */
  asks: readonly string[];
  asksEs?: readonly string[];
  /** The first sentence: it answers the question (yes, no, the figure). */
  answer: string;
  answerEs?: string;
  /** What follows the first sentence. */
  more?: string;
  moreEs?: string;
  /** The one page to link. */
  link: { label: string; path: string; labelEs?: string };
  /** Its answer is a "yes" to a capability, certification, offer or promise: only cards may say one. */
  confirms?: boolean;
  /** The next step is a person: the chat offers its contact form. */
  offerForm?: boolean;
}
