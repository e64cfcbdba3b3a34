import MiniSearch, { type SearchResult } from "minisearch";
import { plainClaims } from "../../../contracts/claims";
import type { Passage } from "./passage";
import { normalizeText, termOf, termsOf, tokenize } from "./terms";

/** A passage found for a message, and how much of the message it covers. */
export interface Hit {
  passage: Passage;
  score: number;
  /** The share of the message's meaning (terms weighted by rarity) the passage matches, 0 to 1. */
  coverage: number;
  /** Whether its heading or page title names something the message asks about (what it is about, not what it mentions). */
  topical: boolean;
  /** A town's passage when the message names no town, or another one. */
  elsewhere: boolean;
}

/** How much a match counts towards coverage: a typo-tolerant match says less than the word itself. */
const MATCH_WEIGHT = { exact: 1, prefix: 0.8, fuzzy: 0.25 } as const;
/** A word the site never uses weighs like one in this many passages (see weight). */
const UNKNOWN_AS_FREQUENT_AS = 3;
/** The weight (see weight) of a term that says what a message is about: "roof" (in most passages) does not. */
const PARTICULAR = 1.5;
/** What a passage is about is said first by its heading, then by its page's title. */
const BOOST = { title: 1, heading: 2, text: 1 };
/** Business facts are the shortest, surest answers; FAQs answer one question each. */
const KIND_BOOST: Record<Passage["kind"], number> = { fact: 1.4, faq: 1.15, page: 1.1, project: 1, article: 1, local: 1 };
/** A town's passages: first when the message names the town, far behind when it names another, behind when none. */
const PLACE = { named: 1.6, elsewhere: 0.1, other: 0.5 };
/** A message that speaks to us ("do you", "your warranty") asks about the company: its facts answer first. */
const TO_US = /\b(you|your|yours|you'?re|you'?ve|u|ur|y'?all|yall)\b/;
const TO_US_FACT_BOOST = 2;
/** A place's name as it is searched in a message: lower case words between spaces. */
const spaced = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()} `;

/**
 * The search index over what the site says (MiniSearch: BM25 ranking, prefix and
 * typo-tolerant matching), with passages that can be added and removed (uploaded articles).
 */
export class KnowledgeIndex {
  private readonly search: MiniSearch<{ id: number; title: string; heading: string; text: string }>;
  private readonly passages = new Map<number, Passage>();
  private readonly documentFrequency = new Map<string, number>();
  /** The towns passages are about, with how many passages each. */
  private readonly places = new Map<string, number>();
  private nextId = 0;

  constructor(passages: readonly Passage[]) {
    this.search = new MiniSearch({
      fields: ["title", "heading", "text"],
      tokenize,
      processTerm: termOf,
      searchOptions: {
        boost: BOOST,
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
      // A claim's {wording} is searched by its words (contracts/claims.ts); the reply fills it in, marked until confirmed.
      const text = plainClaims(passage.text);
      for (const term of termsOf(`${passage.heading} ${text}`))
        this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
      this.search.add({ id, title: passage.title, heading: passage.heading, text });
      if (passage.place) this.places.set(passage.place, (this.places.get(passage.place) ?? 0) + 1);
      ids.push(id);
    }
    return ids;
  }

  remove(ids: readonly number[]): void {
    for (const id of ids) {
      const passage = this.passages.get(id);
      if (!passage) continue;
      for (const term of termsOf(`${passage.heading} ${plainClaims(passage.text)}`))
        this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 1) - 1);
      this.search.discard(id);
      if (passage.place) this.places.set(passage.place, (this.places.get(passage.place) ?? 1) - 1);
      this.passages.delete(id);
    }
  }

  /** Every page a passage comes from (without anchors): the pages an answer may link to. */
  pages(): Set<string> {
    return new Set([...this.passages.values()].map((passage) => passage.page.split("#")[0]!));
  }

  /** The questions the site's FAQs ask: an answer gives their answers, never echoes them. */
  faqQuestions(): string[] {
    return [...this.passages.values()].filter((passage) => passage.kind === "faq").map((passage) => passage.heading);
  }

  /** Whether the site says this text somewhere, word for word (a price, a figure). */
  says(text: string): boolean {
    for (const passage of this.passages.values()) if (passage.text.includes(text)) return true;
    return false;
  }

  /**
   * How telling a term is: rare terms weigh most. A word the site never uses weighs as much as
   * one a few passages use: it may be a synonym the site does not know, so it counts against an
   * answer without outweighing everything the message shares with it.
   */
  weight(term: string): number {
    const n = this.passages.size;
    const df = Math.max(this.documentFrequency.get(term) ?? 0, UNKNOWN_AS_FREQUENT_AS);
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

  /**
   * The towns a message names, and the rest of what it asks: a town decides which pages answer
   * (see find), the other terms are what they must answer.
   */
  private read(message: string): { towns: Set<string>; meaning: string[] } {
    const asked = spaced(normalizeText(message));
    // "Baltimore County" names the county, not the city of Baltimore.
    const names = (place: string) => asked.includes(spaced(place)) && !asked.includes(`${spaced(place)}county `);
    const towns = new Set([...this.places].filter(([place, count]) => count > 0 && names(place)).map(([place]) => place));
    const townTerms = new Set([...towns].flatMap((town) => termsOf(town)));
    return { towns, meaning: termsOf(message).filter((term) => !townTerms.has(term)) };
  }

  /** Whether a message asks about something more particular than the site's everyday words ("roof", "house"). */
  particular(message: string): boolean {
    return this.read(message).meaning.some((term) => this.weight(term) >= PARTICULAR);
  }

  /** The passages that best answer a message, best first. */
  find(message: string, limit = 5): Hit[] {
    const queryTerms = termsOf(message);
    if (queryTerms.length === 0) return [];
    const asked = spaced(normalizeText(message));
    const { towns, meaning } = this.read(message);
    const toUs = TO_US.test(asked);
    const boostDocument = (id: unknown) => {
      const passage = this.passages.get(id as number);
      if (!passage) return 1;
      const local = !passage.place ? 1 : towns.has(passage.place) ? PLACE.named : towns.size > 0 ? PLACE.elsewhere : PLACE.other;
      return KIND_BOOST[passage.kind] * local * (toUs && passage.kind === "fact" ? TO_US_FACT_BOOST : 1);
    };
    // The town is matched by the boost above, not by every passage that mentions its name.
    const query = [...towns].reduce(
      (text, town) => text.replace(new RegExp(`\\b${town.replace(/[^a-z0-9]+/gi, "[^a-z0-9]+")}\\b`, "gi"), " "),
      message,
    );
    return this.search
      .search(termsOf(query).length > 0 ? query : message, { boostDocument })
      .slice(0, limit)
      .map((result) => {
        const passage = this.passages.get(result.id as number)!;
        return {
          passage,
          score: result.score,
          coverage: this.coverage(meaning.length > 0 ? meaning : queryTerms, result),
          elsewhere: passage.place !== undefined && !towns.has(passage.place),
          topical:
            passage.kind === "fact" ||
            Object.entries(result.match).some(
              ([term, fields]) =>
                (fields.includes("heading") || fields.includes("title")) && meaning.some((asked) => term.startsWith(asked)),
            ),
        };
      });
  }
}
