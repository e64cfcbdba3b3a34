/**
 * The first `words` words of a text, with an ellipsis when anything was cut (SPEC: 25 words).
 * Reads only as far as it needs: an excerpt can be long, and the home page cuts twelve.
 */
export function excerptWords(text: string, words = 25): string {
  const kept: string[] = [];
  for (const [word] of text.matchAll(/\S+/g)) {
    if (kept.length === words) return `${kept.join(" ").replace(/[.,;:!?-]+$/, "")}...`;
    kept.push(word);
  }
  return kept.join(" ");
}
