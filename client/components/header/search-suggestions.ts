import { searchPhrases } from "../../../content/navigation";

export const SUGGESTION_DELAY_MS = 150;
const MAX_SUGGESTIONS = 5;

/** Phrases containing the trimmed text, case-insensitively; at most five. */
export function matchSuggestions(text: string): string[] {
  const query = text.trim().toLowerCase();
  if (!query) return [];
  return searchPhrases.filter((phrase) => phrase.toLowerCase().includes(query)).slice(0, MAX_SUGGESTIONS);
}

/** Where a search goes: the contact page, carrying the text. */
export function searchUrl(text: string): string {
  return `/contact?search=${encodeURIComponent(text.trim())}`;
}
