/** The first `words` words of a text, with an ellipsis when anything was cut (SPEC: 25 words). */
export function excerptWords(text: string, words = 25): string {
  const all = text.trim().split(/\s+/).filter(Boolean);
  if (all.length <= words) return all.join(" ");
  return `${all
    .slice(0, words)
    .join(" ")
    .replace(/[.,;:!?-]+$/, "")}...`;
}
