import { type Configured, withConfigured } from "./business-facts";
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
/** Sentences of a passage in an answer: three for one question, two each for two. */
const MAX_SENTENCES = 3;
const MAX_CHARS = 480;

/**
 * A passage's sentences: split after ".", "!" or "?" before a capital, a figure or an opening
 * mark, but not after an abbreviation the towns' and articles' words use ("U.S. 40", "the U.S.
 * Department of Energy", "St. Charles", "e.g. vinyl").
 */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])(?<!\b(?:[A-Z]\.[A-Z]|St|Mt|Ft|Dr|Mr|Mrs|Ms|Jr|Sr|e\.g|i\.e)\.)\s+(?=[A-Z0-9"'([$])/)
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

/** A sentence that leans on the one before it ("This means ...", "They ..."). */
const LEANS_BACK = /^(this|that|these|those|it|they|them|such|so|but|also|then|otherwise)\b/i;

/** The passage's sentences that answer the message, in the passage's order. */
function condense(index: KnowledgeIndex, message: string, passage: Passage, maxSentences: number): string {
  if (passage.kind === "fact") return passage.text;
  const queryTerms = termsOf(message);
  const all = splitSentences(passage.text);
  const scored = all.map((sentence, at) => ({ sentence, at, score: relevance(index, queryTerms, sentence) }));
  const chosen = new Set<number>();
  const choose = (at: number) => {
    if (chosen.size >= maxSentences || chosen.has(at)) return;
    if (at > 0 && LEANS_BACK.test(all[at]!) && !chosen.has(at - 1)) {
      if (chosen.size + 2 > maxSentences) return;
      chosen.add(at - 1);
    }
    chosen.add(at);
  };
  // A FAQ's answer opens with the answer to its question; a passage whose heading is all the
  // question asks ("what happens at the visit") answers it from its opening.
  const whole = queryTerms.length > 0 && queryTerms.every((term) => termsOf(passage.heading).includes(term));
  if (whole) for (let at = 0; at < Math.min(maxSentences, all.length); at++) choose(at);
  if (passage.kind === "faq") for (let at = 0; at < Math.min(maxSentences - 1, all.length); at++) choose(at);
  for (const { at } of [...scored].filter((s) => s.score > 0).sort((a, b) => b.score - a.score || a.at - b.at)) choose(at);
  // Matched on its heading only: its opening says what it is about.
  for (let at = 0; chosen.size < Math.min(2, maxSentences) && at < all.length; at++) choose(at);
  let text = "";
  for (const at of [...chosen].sort((a, b) => a - b)) {
    const next = text ? `${text} ${all[at]}` : all[at]!;
    if (text && next.length > MAX_CHARS) break;
    text = next;
  }
  // An FAQ's answer is given as an answer: its question is never echoed back to the visitor.
  return text;
}

const linksTo = (text: string, page: string) => text.includes(`](${page.split("#")[0]})`) || text.includes(`](${page})`);

function withSource(text: string, passage: Passage): string {
  if (linksTo(text, passage.page)) return text;
  return `${text} More on [${passage.title}](${passage.page}).`;
}

/**
 * Whether one sentence of the passage holds most of the message's meaning: a passage that only
 * mentions its words here and there ("means" in one sentence, "life" in another) does not answer it.
 */
function saysItInOneSentence(index: KnowledgeIndex, message: string, passage: Passage): boolean {
  const queryTerms = termsOf(message);
  const total = queryTerms.reduce((sum, term) => sum + index.weight(term), 0);
  return splitSentences(passage.text).some((sentence) => relevance(index, queryTerms, sentence) >= MIN_COVERAGE * total);
}

/** The best passage for a message, if one covers enough of it, and is about it or says it in one sentence. */
function bestHit(index: KnowledgeIndex, message: string): Hit | undefined {
  const hits = index
    .find(message, 8)
    .filter((hit) => hit.coverage >= MIN_COVERAGE && (hit.topical || saysItInOneSentence(index, message, hit.passage)))
    // A town's page answers for that town: one the visitor did not name is not linked.
    .filter((hit, _, all) => !hit.elsewhere || all.every((other) => other.elsewhere));
  return hits.sort((a, b) => b.score * (0.5 + b.coverage) - a.score * (0.5 + a.coverage))[0];
}

/**
 * What the site says in answer to a question, condensed to a few sentences with a link to the
 * page it comes from. Null when nothing the site says covers the question.
 */
export function answerFromSite(
  index: KnowledgeIndex,
  question: string,
  configured: Configured,
  sentences = MAX_SENTENCES,
): SiteAnswer | null {
  const hit = bestHit(index, question);
  if (!hit) return null;
  const text = withConfigured(withSource(condense(index, question, hit.passage, sentences), hit.passage), configured);
  return { text, passages: [hit.passage] };
}
