import { withoutLinks } from "../../contracts/text";
/**
 * The landing pages' quality gate: enough words, no unfilled template text, and no page that is
 * a near copy of a sibling: another town's page of the same service (the town name swapped), or
 * another service's page in the same town (the town's text repeated). A page that fails stays
 * reachable but is marked noindex and kept out of the sitemap and IndexNow.
 */
export const MIN_BODY_WORDS = 300;
/** Word 4-shingle Jaccard similarity allowed between two siblings (same service, or same town). */
export const MAX_SIBLING_SIMILARITY = 0.4;
const SHINGLE_SIZE = 4;

/** Text a template leaves behind when a value is missing. */
const PLACEHOLDER = /\{\{?\s*[\w.-]+\s*\}?\}|\$\{|\b(?:undefined|NaN|TODO|TBD|lorem ipsum)\b|\[object Object\]/i;

export interface GateInput {
  path: string;
  /** Pages are compared with their siblings: the same group (the same service) or the same town. */
  group: string;
  town: string;
  text: string;
}

export interface GateResult {
  path: string;
  words: number;
  /** The highest similarity to a sibling, and which sibling. */
  maxSimilarity: number;
  mostSimilar?: string;
  placeholder?: string;
  passes: boolean;
  reasons: string[];
}

/** Lower-case words, inline links read as their labels, punctuation dropped. */
export function words(text: string): string[] {
  return withoutLinks(text)
    .toLowerCase()
    .split(/[^\p{L}\p{N}'’-]+/u)
    .map((word) => word.replace(/^['’-]+|['’-]+$/g, ""))
    .filter(Boolean);
}

export function shingles(text: string, size = SHINGLE_SIZE): Set<string> {
  const list = words(text);
  const result = new Set<string>();
  for (let i = 0; i + size <= list.length; i++) result.add(list.slice(i, i + size).join(" "));
  return result;
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const item of small) if (large.has(item)) shared++;
  return shared / (a.size + b.size - shared);
}

/** Runs the gate over a set of pages; each page is compared with every sibling of its group. */
export function runQualityGate(pages: readonly GateInput[]): Map<string, GateResult> {
  const measured = pages.map((page) => ({ page, shingles: shingles(page.text), words: words(page.text).length }));
  const results = new Map<string, GateResult>();
  for (const { page, words: count } of measured) {
    results.set(page.path, { path: page.path, words: count, maxSimilarity: 0, passes: true, reasons: [] });
  }
  for (let i = 0; i < measured.length; i++) {
    for (let j = i + 1; j < measured.length; j++) {
      const a = measured[i]!;
      const b = measured[j]!;
      if (a.page.group !== b.page.group && a.page.town !== b.page.town) continue;
      const similarity = jaccard(a.shingles, b.shingles);
      for (const [self, other] of [
        [a, b],
        [b, a],
      ] as const) {
        const result = results.get(self.page.path)!;
        if (similarity > result.maxSimilarity) {
          result.maxSimilarity = similarity;
          result.mostSimilar = other.page.path;
        }
      }
    }
  }
  for (const { page } of measured) {
    const result = results.get(page.path)!;
    const placeholder = PLACEHOLDER.exec(page.text)?.[0];
    if (result.words < MIN_BODY_WORDS) result.reasons.push(`only ${result.words} words (at least ${MIN_BODY_WORDS})`);
    if (placeholder) {
      result.placeholder = placeholder;
      result.reasons.push(`unreplaced placeholder "${placeholder}"`);
    }
    if (result.maxSimilarity > MAX_SIBLING_SIMILARITY) {
      result.reasons.push(
        `${(result.maxSimilarity * 100).toFixed(1)}% similar to ${result.mostSimilar} (at most ${MAX_SIBLING_SIMILARITY * 100}%)`,
      );
    }
    result.passes = result.reasons.length === 0;
  }
  return results;
}
