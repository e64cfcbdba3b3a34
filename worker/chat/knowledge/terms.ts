import { stemmer } from "stemmer";
import { business } from "../../../content/business";
import { PHRASES, SAME, STOP_WORDS } from "./vocabulary";

/**
 * How the assistant's search reads words, the same for the site's passages and a visitor's
 * message: phrases people use for the same thing made one, links reduced to their labels,
 * common words dropped, the rest stemmed ("leaking" and "leaks" are one term).
 */

/** The company's name (or all but its last word: "Old Line") is one word, so "Old Line" says nothing about a roof's age. */
const nameWords = business.name
  .toLowerCase()
  .split(/[^a-z0-9]+/)
  .filter(Boolean);
const COMPANY = new RegExp(
  `\\b${nameWords.slice(0, Math.max(2, nameWords.length - 1)).join("[^a-z0-9]+")}(?:[^a-z0-9]+${nameWords.slice(Math.max(2, nameWords.length - 1)).join("[^a-z0-9]+")})?\\b`,
  "g",
);
const COMPANY_WORD = business.name.toLowerCase().replace(/[^a-z0-9]+/g, "");

/** Words the stemmer would merge with another ("siding" with "side"): kept whole. */
const UNSTEMMED = new Set(["siding"]);

/** Stop words as stems too, so "kinds" goes the way of "kind". */
const STOP_STEMS = new Set([...STOP_WORDS].map((word) => stemmer(word)));

const canonical = new Map<string, string>(SAME.flatMap((group) => group.map((word) => [word, group[0]!] as const)));

/** Text with the phrases above rewritten and links reduced to their labels, lower case. */
export function normalizeText(text: string): string {
  let normal = text
    .toLowerCase()
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/[’‘]/g, "'")
    .replace(COMPANY, COMPANY_WORD);
  for (const [pattern, replacement] of PHRASES) normal = normal.replace(pattern, replacement);
  return normal;
}

/** The words of a text, before they become terms. */
export function tokenize(text: string): string[] {
  return normalizeText(text)
    .split(/[^a-z0-9+$'/]+/)
    .map((word) => word.replace(/^'+|'+$|'s$/g, ""))
    .filter(Boolean);
}

/** Words already read, as terms (cleared when it grows large: visitors type anything). */
const terms = new Map<string, string | null>();
const MAX_REMEMBERED = 20_000;

/** A word as the index keeps it, or null for a word that says nothing on its own. */
export function termOf(word: string): string | null {
  const lower = word.toLowerCase();
  let term = terms.get(lower);
  if (term !== undefined) return term;
  if (STOP_WORDS.has(lower) || (lower.length < 2 && !/\d/.test(lower))) term = null;
  else {
    const same = canonical.get(lower) ?? lower;
    if (/\d|\+|\$|\//.test(same) || UNSTEMMED.has(same)) term = same;
    else {
      const stem = stemmer(same);
      term = STOP_STEMS.has(stem) && !canonical.has(lower) ? null : stem;
    }
  }
  if (terms.size >= MAX_REMEMBERED) terms.clear();
  terms.set(lower, term);
  return term;
}

/** The distinct terms of a text. */
export function termsOf(text: string): string[] {
  return [...new Set(tokenize(text).flatMap((word) => termOf(word) ?? []))];
}
