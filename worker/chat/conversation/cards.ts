import MiniSearch from "minisearch";
import { stemmer } from "stemmer";
import { type AnswerCard, answerCards } from "../../../content/answers";

/**
 * Finds the answer card a message asks for (MiniSearch: BM25 over the cards' wordings, prefix
 * and typo-tolerant), with how much of the message the card's wordings cover.
 */

const STOP = new Set(
  "a an the i i'm im my me we our us you your u ur y'all it its is are was be been am do does did to of for on in at and or but so that this these those there with about just any some can could will would should have has had get got please hi hey hello thanks el la los las un una unos de del que en y o mi mis su sus es son por para con lo le les se me nos".split(
    " ",
  ),
);

export const plainText = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’‘]/g, "'");

function terms(text: string): string[] {
  return plainText(text)
    .split(/[^a-z0-9%$']+/)
    .map((word) => word.replace(/^'+|'+$/g, ""))
    .filter((word) => word && !STOP.has(word))
    .map((word) => (/^[a-z]+$/.test(word) && word !== "siding" ? stemmer(word) : word));
}

interface Entry {
  id: string;
  card: number;
  text: string;
}

const entries: Entry[] = answerCards.flatMap((card, at) =>
  [...card.asks, ...(card.asksEs ?? [])].map((text, n) => ({ id: `${card.id}:${n}`, card: at, text })),
);
const wordingTerms = new Map(entries.map((entry) => [entry.id, new Set(terms(entry.text)).size]));
let index: MiniSearch<Entry> | undefined;

function cardIndex(): MiniSearch<Entry> {
  if (index) return index;
  index = new MiniSearch<Entry>({
    fields: ["text"],
    storeFields: ["card"],
    tokenize: (text) => text.split(/\s+/),
    processTerm: (term) => term || null,
    searchOptions: { prefix: (term) => term.length >= 5, fuzzy: (term) => (term.length >= 5 ? 0.2 : false) },
  });
  index.addAll(entries.map((entry) => ({ ...entry, text: terms(entry.text).join(" ") })));
  return index;
}

export interface CardMatch {
  card: AnswerCard;
  /** The share of the message's words the card's best wording matched, 0 to 1. */
  coverage: number;
  score: number;
}

/** The cards a message asks for, best first. */
export function findCards(message: string, limit = 3): CardMatch[] {
  const asked = terms(message);
  if (asked.length === 0) return [];
  const seen = new Set<number>();
  const found: CardMatch[] = [];
  for (const result of cardIndex().search(asked.join(" "))) {
    const at = result.card as number;
    if (seen.has(at)) continue;
    seen.add(at);
    // The share of the message's words matched, or of the wording's own words when a longer message
    // carries a whole wording with its own details ("how far out can I book, for mid January").
    const wording = wordingTerms.get(result.id as string) ?? Number.POSITIVE_INFINITY;
    const whole = result.queryTerms.length >= 2 && result.queryTerms.length / wording >= 0.75;
    found.push({
      card: answerCards[at]!,
      coverage: Math.max(result.queryTerms.length / asked.length, whole ? 0.6 : 0),
      score: result.score,
    });
    if (found.length === limit) break;
  }
  return found;
}

/** The card of a topic for a service (or the topic's only card). */
export function cardFor(topic: string, service?: string): AnswerCard | undefined {
  const of = answerCards.filter((card) => card.topic === topic);
  return of.find((card) => card.service === service) ?? (service ? undefined : of[0]);
}

export const cardById = (id: string) => answerCards.find((card) => card.id === id);
