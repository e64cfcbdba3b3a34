import { type ClaimId, type ClaimRecord, type ClaimWord, claimFigures, claims, UNCONFIRMED_MARK } from "../content/business";

/**
 * The claims registry (content/business.ts `claims`) as pages, e-mails, structured data, share
 * images and the assistant read it, with the owner's confirmations (CLAIMS_CONFIRMED, carried in
 * the site configuration as `claimsConfirmed`).
 *
 * - `claimWords(config, word)`: a wording as body text shows it; an unconfirmed claim carries the
 *   visible mark "(unconfirmed)"; a claim the business does not state is "".
 * - `confirmedWords(config, word)`: the wording only where no mark can show (meta descriptions,
 *   structured data, share images, e-mails): null until confirmed.
 * - `claimFacts(config)`: every claim with its state, for the assistant's cards: a "yes" only to a
 *   stated and confirmed one.
 */

type Confirmations = { claimsConfirmed: string };

const ids = Object.keys(claims) as ClaimId[];
const records: Readonly<Record<ClaimId, ClaimRecord>> = claims;

/** Which claim a wording belongs to, and its text. */
const wordings = new Map<string, { id: ClaimId; text: string }>(
  ids.flatMap((id) => Object.entries(records[id].words).map(([word, text]) => [word, { id, text }] as const)),
);

/**
 * CLAIMS_CONFIRMED read: the known claim ids it names, in the registry's order, comma-separated ("" for none).
 * @example claimsConfirmedSetting("crews, founded, fonded") // "founded,crews"
 */
export function claimsConfirmedSetting(value: string | undefined): string {
  const named = new Set((value ?? "").split(/[\s,]+/).filter(Boolean));
  return ids.filter((id) => named.has(id)).join(",");
}

/** Whether the owner has confirmed a claim (and the business states it). */
export function isConfirmed(config: Confirmations, id: ClaimId): boolean {
  return records[id].stated && config.claimsConfirmed.split(",").includes(id);
}

function wording(word: ClaimWord): { id: ClaimId; text: string } {
  const found = wordings.get(word);
  if (!found) throw new Error(`No claim wording "${word}" in content/business.ts`);
  return found;
}

/**
 * A claim's wording as a page's words show it: marked "(unconfirmed)" until the owner confirms it;
 * "" when the business does not state it.
 * @example claimWords({ claimsConfirmed: "" }, "warrantyBadge") // "25 Year Warranty (unconfirmed)"
 */
export function claimWords(config: Confirmations, word: ClaimWord): string {
  const { id, text } = wording(word);
  if (!records[id].stated) return "";
  return isConfirmed(config, id) ? text : `${text} ${UNCONFIRMED_MARK}`;
}

/** A claim's wording where no mark can show (meta, structured data, share images, e-mails): null until confirmed. */
export function confirmedWords(config: Confirmations, word: ClaimWord): string | null {
  const { id, text } = wording(word);
  return isConfirmed(config, id) ? text : null;
}

/** A claim's wording and whether it is confirmed, for components that draw the mark themselves; null when not stated. */
export function claimShown(config: Confirmations, word: ClaimWord): { text: string; confirmed: boolean } | null {
  const { id, text } = wording(word);
  return records[id].stated ? { text, confirmed: isConfirmed(config, id) } : null;
}

/** Every wording as `{name}` facts for content's words (contracts/site-facts.ts). */
export function claimTokens(config: Confirmations): Record<string, string> {
  return Object.fromEntries([...wordings.keys()].map((word) => [word, claimWords(config, word as ClaimWord)]));
}

/** The raw figures of confirmed claims only: structured data states a number only when it is the owner's. */
export function confirmedFigures(config: Confirmations) {
  return {
    founded: isConfirmed(config, "founded") ? claimFigures.founded : null,
    warrantyYears: isConfirmed(config, "warrantyYears") ? claimFigures.warrantyYears : null,
    rating: isConfirmed(config, "rating") ? claimFigures.rating : null,
  };
}

/** One claim as the assistant reads it. */
export interface ClaimFact {
  id: ClaimId;
  /** The business makes this claim. */
  stated: boolean;
  /** The owner confirmed it: only then may an answer say "yes" to it. */
  confirmed: boolean;
  /** What it says, as content:check lists it. */
  text: string;
  /** Its wordings by name, unmarked. */
  words: Readonly<Record<string, string>>;
}

/**
 * Every claim with its state: the assistant's cards answer "yes" only when `confirmed`, say what the
 * site says (marked) when only `stated`, and otherwise that the office will confirm.
 * @example claimFacts(config).bonded.stated // false: never "yes, we are bonded"
 */
export function claimFacts(config: Confirmations): Readonly<Record<ClaimId, ClaimFact>> {
  return Object.fromEntries(
    ids.map((id) => [
      id,
      { id, stated: records[id].stated, confirmed: isConfirmed(config, id), text: records[id].text, words: records[id].words },
    ]),
  ) as Record<ClaimId, ClaimFact>;
}

/**
 * Every wording the registry may show under a configuration: a stated claim's with its mark, and
 * unmarked only once the owner confirmed it. What the claims test accepts as the registry's.
 */
export function claimPhrases(config: Confirmations): string[] {
  return ids
    .filter((id) => records[id].stated)
    .flatMap((id) =>
      Object.values(records[id].words).flatMap((text) => (isConfirmed(config, id) ? [text] : [`${text} ${UNCONFIRMED_MARK}`])),
    );
}

const TOKEN = /\{([A-Za-z]+)\}/g;

/**
 * A text of content's with its `{word}` claim wordings filled in (marked until confirmed); other
 * `{tokens}` stay as written.
 * @example fillClaims("Backed by {workmanshipWarranty}.", { claimsConfirmed: "warrantyYears" }) // "Backed by a 25-year workmanship warranty."
 */
export function fillClaims(text: string, config: Confirmations): string {
  return text.replace(TOKEN, (whole, word: string) => (wordings.has(word) ? claimWords(config, word as ClaimWord) : whole));
}

/** A text with its claim wordings filled in unmarked, as if confirmed: for measuring words (the town pages' overlap gate), never for showing. */
export function plainClaims(text: string): string {
  return text.replace(TOKEN, (whole, word: string) => wordings.get(word)?.text ?? whole);
}
