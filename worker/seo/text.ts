import { htmlToText } from "../../contracts/text";

/** SEO text rules (SPEC section 5): lengths that search and social snippets show. */
export const META_DESCRIPTION_MAX = 155;
export const SOCIAL_DESCRIPTION_MAX = 100;
/** A description written from page content keeps this much, then an ellipsis. */
const GENERATED_DESCRIPTION_KEEP = 152;
const ELLIPSIS = "...";

/** Cuts text to at most `max` characters (meta and social descriptions from an insight). */
export function cutTo(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length <= max ? clean : clean.slice(0, max).trimEnd();
}

/**
 * A description written from page content: kept whole up to 155 characters; longer text
 * keeps its first 152 characters and gains an ellipsis.
 *
 * @example describeFromContent("<p>Short.</p>") // "Short."
 */
export function describeFromContent(content: string): string {
  const text = htmlToText(content);
  if (text.length <= META_DESCRIPTION_MAX) return text;
  return `${text.slice(0, GENERATED_DESCRIPTION_KEEP).trimEnd()}${ELLIPSIS}`;
}
