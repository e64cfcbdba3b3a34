import MiniSearch, { type SearchResult } from "minisearch";
import type { Passage } from "./passage";
import { normalizeText, termOf, termsOf, tokenize } from "./terms";

/** A passage found for a message, and how much of the message it covers. */
export interface Hit {
  passage: Passage;
  score: number;
  /** The share of the message's meaning (terms weighted by rarity) the passage matches, 0 to 1. */
  coverage: number;
}

/** How much a match counts towards coverage: a typo-tolerant match says less than the word itself. */
const MATCH_WEIGHT = { exact: 1, prefix: 0.8, fuzzy: 0.25 } as const;
/** Business facts are the shortest, surest answers; headings say what a passage is about. */
const KIND_BOOST: Record<Passage["kind"], number> = { fact: 1.4, faq: 1.15, page: 1.1, project: 1, article: 1, local: 1 };

/**
 * The search index over what the site says (MiniSearch: BM25 ranking, prefix and
 * typo-tolerant matching), with passages that can be added and removed (uploaded articles).
 */
export class KnowledgeIndex {
  private readonly search: MiniSearch<{ id: number; heading: string; text: string }>;
  private readonly passages = new Map<number, Passage>();
  private readonly documentFrequency = new Map<string, number>();
  private nextId = 0;

  constructor(passages: readonly Passage[]) {
    this.search = new MiniSearch({
      fields: ["heading", "text"],
      tokenize,
      processTerm: termOf,
      searchOptions: {
        boost: { heading: 2 },
        prefix: (term) => term.length >= 5,
        fuzzy: (term) => (term.length >= 5 && !/\d/.test(term) ? 0.2 : false),
        maxFuzzy: 2,
        weights: { fuzzy: 0.3, prefix: 0.4 },
      },
    });
    this.add(passages);
  }

  get size(): number {
    return this.passages.size;
  }

  /** Adds passages; returns their ids (to remove them again). */
  add(passages: readonly Passage[]): number[] {
    const ids: number[] = [];
    for (const passage of passages) {
      const id = this.nextId++;
      this.passages.set(id, passage);
      for (const term of termsOf(`${passage.heading} ${passage.text}`))
        this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
      this.search.add({ id, heading: passage.heading, text: passage.text });
      ids.push(id);
    }
    return ids;
  }

  remove(ids: readonly number[]): void {
    for (const id of ids) {
      const passage = this.passages.get(id);
      if (!passage) continue;
      for (const term of termsOf(`${passage.heading} ${passage.text}`))
        this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 1) - 1);
      this.search.discard(id);
      this.passages.delete(id);
    }
  }

  /** Every page a passage comes from (without anchors): the pages an answer may link to. */
  pages(): Set<string> {
    return new Set([...this.passages.values()].map((passage) => passage.page.split("#")[0]!));
  }

  /** Whether the site says this text somewhere, word for word (a price, a figure). */
  says(text: string): boolean {
    for (const passage of this.passages.values()) if (passage.text.includes(text)) return true;
    return false;
  }

  /** How telling a term is: rare terms (and words the site never uses) weigh most. */
  weight(term: string): number {
    const n = this.passages.size;
    const df = this.documentFrequency.get(term) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  private coverage(queryTerms: readonly string[], result: SearchResult): number {
    const found = result.terms;
    let total = 0;
    let matched = 0;
    for (const term of queryTerms) {
      const weight = this.weight(term);
      total += weight;
      if (found.includes(term)) matched += weight * MATCH_WEIGHT.exact;
      else if (found.some((other) => other.startsWith(term))) matched += weight * MATCH_WEIGHT.prefix;
      else if (result.queryTerms.includes(term)) matched += weight * MATCH_WEIGHT.fuzzy;
    }
    return total === 0 ? 0 : matched / total;
  }

  /** The passages that best answer a message, best first. */
  find(message: string, limit = 5): Hit[] {
    const queryTerms = termsOf(message);
    if (queryTerms.length === 0) return [];
    const asked = ` ${normalizeText(message).replace(/[^a-z0-9]+/g, " ")} `;
    const named = new Map<string, boolean>();
    const names = (place: string) => {
      if (!named.has(place)) named.set(place, asked.includes(` ${place.toLowerCase().replace(/[^a-z0-9]+/g, " ")} `));
      return named.get(place)!;
    };
    const boostDocument = (id: unknown) => {
      const passage = this.passages.get(id as number);
      if (!passage) return 1;
      // A town's page answers for that town: it ranks first when the message names the town, far behind when not.
      const local = passage.place ? (names(passage.place) ? 1.6 : 0.4) : 1;
      return KIND_BOOST[passage.kind] * local;
    };
    return this.search
      .search(message, { boostDocument })
      .slice(0, limit)
      .map((result) => ({
        passage: this.passages.get(result.id as number)!,
        score: result.score,
        coverage: this.coverage(queryTerms, result),
      }));
  }
}
