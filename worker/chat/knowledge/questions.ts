import { termsOf } from "./terms";

/** Words a question opens with. */
const QUESTION_WORDS = "do|does|did|can|could|what|whats|what's|how|are|is|will|would|should|who|whose|where|when|why|which|any";
const OPENS_A_QUESTION = new RegExp(`^(${QUESTION_WORDS})\\b`, "i");
/** Where one question ends and the next begins: a question mark, a sentence end, or "and"/"also" before a question word. */
const BOUNDARY = new RegExp(
  `(\\?+)\\s*|[.!;:]\\s+|,\\s*(?:and\\s+|also\\s+|but\\s+)?(?=(?:${QUESTION_WORDS})\\b)|\\s+(?:and|also|plus|but)\\s+(?=(?:${QUESTION_WORDS}|i|we)\\b)`,
  "gi",
);

/**
 * A message's questions, when it asks more than one ("how long does it take and do you
 * finance?"). What the visitor tells without asking ("we're in Bel Air", "I have hail damage")
 * is the context of the question that follows it; a message that asks nothing is one question.
 */
export function questionsIn(message: string): string[] {
  const pieces: { text: string; asks: boolean }[] = [];
  let last = 0;
  const add = (text: string, questionMark: boolean) => {
    const trimmed = text.trim().replace(/^(and|also|plus|but|so|oh|ok|okay|then)\b[\s,]*/i, "");
    if (termsOf(trimmed).length === 0) return;
    pieces.push({ text: trimmed, asks: questionMark || OPENS_A_QUESTION.test(trimmed) });
  };
  for (const boundary of message.matchAll(BOUNDARY)) {
    add(message.slice(last, boundary.index), boundary[1] !== undefined);
    last = boundary.index + boundary[0].length;
  }
  add(message.slice(last), false);
  const questions: string[] = [];
  let context = "";
  for (const piece of pieces) {
    if (!piece.asks) context = context ? `${context} ${piece.text}` : piece.text;
    else {
      questions.push(context ? `${context}, ${piece.text}` : piece.text);
      context = "";
    }
  }
  if (context) {
    if (questions.length > 0) questions[questions.length - 1] += `, ${context}`;
    else questions.push(context);
  }
  return questions;
}
