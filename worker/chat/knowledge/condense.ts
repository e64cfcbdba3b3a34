import { PHONE_TOKEN } from "./business-facts";
import type { Hit, KnowledgeIndex } from "./index";
import type { Passage } from "./passage";
import { termsOf } from "./terms";

/** An answer from what the site says: a few of its sentences and the page they come from. */
export interface SiteAnswer {
  text: string;
  passages: Passage[];
}

/** Below this share of a message's meaning, a passage does not answer it. */
const MIN_COVERAGE = 0.55;
const MAX_SENTENCES = 3;
const MAX_CHARS = 480;

function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"'([$])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** How much of the message a sentence speaks to: the weights of the message's terms it holds. */
function relevance(index: KnowledgeIndex, queryTerms: readonly string[], sentence: string): number {
  const terms = termsOf(sentence);
  return queryTerms.reduce(
    (sum, term) => sum + (terms.includes(term) ? index.weight(term) : terms.some((t) => t.startsWith(term)) ? 0.8 * index.weight(term) : 0),
    0,
  );
}

/** The passage's sentences that answer the message, in the passage's order. */
function condense(index: KnowledgeIndex, message: string, passage: Passage, maxSentences: number): string {
  if (passage.kind === "fact") return passage.text;
  const queryTerms = termsOf(message);
  const all = splitSentences(passage.text);
  const scored = all.map((sentence, at) => ({ sentence, at, score: relevance(index, queryTerms, sentence) }));
  const chosen = new Set<number>();
  // A FAQ's answer opens with the answer to its question.
  if (passage.kind === "faq") for (let at = 0; at < Math.min(maxSentences - 1, all.length); at++) chosen.add(at);
  const best = [...scored].filter((s) => s.score > 0).sort((a, b) => b.score - a.score || a.at - b.at);
  for (const { at } of best) {
    if (chosen.size >= maxSentences) break;
    chosen.add(at);
  }
  // Matched on its heading only: its opening says what it is about.
  for (let at = 0; chosen.size < Math.min(2, maxSentences) && at < all.length; at++) chosen.add(at);
  let text = "";
  for (const at of [...chosen].sort((a, b) => a - b)) {
    const next = text ? `${text} ${all[at]}` : all[at]!;
    if (text && next.length > MAX_CHARS) break;
    text = next;
  }
  return text;
}

const linksTo = (text: string, page: string) => text.includes(`](${page.split("#")[0]})`) || text.includes(`](${page})`);

function withSource(text: string, passage: Passage): string {
  if (linksTo(text, passage.page)) return text;
  return `${text} More on [${passage.title}](${passage.page}).`;
}

/** The best passage for a message, if one covers enough of it. */
function bestHit(index: KnowledgeIndex, message: string): Hit | undefined {
  const hits = index.find(message, 8).filter((hit) => hit.coverage >= MIN_COVERAGE);
  return hits.sort((a, b) => b.score * (0.5 + b.coverage) - a.score * (0.5 + a.coverage))[0];
}

/** A message's questions, when it asks more than one ("how long does it take and do you finance?"). */
export function questionsIn(message: string): string[] {
  return (
    message
      .split(
        /\?+\s*|[.!;]\s+|,\s*(?:and\s+|also\s+)?(?=(?:do|does|can|what|whats|what's|how|are|is|will|would|should|who|where|when|why)\b)|\s+(?:and|also|plus)\s+(?=(?:do|does|can|what|whats|what's|how|are|is|will|would|should|who|where|when|why|i|we)\b)/i,
      )
      .map((part) => part.trim())
      .filter((part) => termsOf(part).length > 0)
      // "... can that be fixed": a part that only points back belongs to the question before it.
      .reduce<string[]>((parts, part) => {
        if (parts.length > 0 && termsOf(part).length < 2 && /\b(that|it|this|they|them|those|one)\b/i.test(part))
          parts[parts.length - 1] += ` ${part}`;
        else parts.push(part);
        return parts;
      }, [])
  );
}

/**
 * What the site says in answer to a message, condensed to a few sentences with a link to the
 * page it comes from; a message with two questions gets both answered. Null when nothing the
 * site says covers the message.
 */
export function answerFromSite(index: KnowledgeIndex, message: string, phone: string): SiteAnswer | null {
  const parts = questionsIn(message);
  const answers: { hit: Hit; part: string }[] = [];
  for (const part of parts.length > 1 ? parts.slice(0, 3) : [message]) {
    const hit = bestHit(index, part);
    if (hit && !answers.some((a) => a.hit.passage === hit.passage)) answers.push({ hit, part });
  }
  if (answers.length === 0) {
    const whole = parts.length > 1 ? bestHit(index, message) : undefined;
    if (!whole) return null;
    answers.push({ hit: whole, part: message });
  }
  const chosen = answers.slice(0, 2);
  const perPart = chosen.length > 1 ? 2 : MAX_SENTENCES;
  const text = chosen
    .map(({ hit, part }) => withSource(condense(index, part, hit.passage, perPart), hit.passage))
    .join(" ")
    .replaceAll(PHONE_TOKEN, phone);
  return { text, passages: chosen.map(({ hit }) => hit.passage) };
}
