/**
 * Text helpers for both sides, one of each: HTML escaping, JSON inside a script element, hex and
 * base64url, plain text of HTML or markdown, word counts and reading time, and the
 * `[label](/path)` links that content texts use.
 */
import { decodeBase64Url, encodeBase64Url } from "hono/utils/encode";
import { escapeToBuffer } from "hono/utils/html";

/** Escapes `& < > " '` for HTML text and attribute values (Hono's escaper). */
export function escapeHtml(text: string): string {
  const buffer: [string] = [""];
  escapeToBuffer(text, buffer);
  return buffer[0];
}

/**
 * A whole number with English digit grouping ("5,000"), without Intl: the lead schemas word
 * their limits with it when their module loads, and loading Intl's number data there cost the
 * worker's startup about 40 ms.
 */
export const groupDigits = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** JSON for a `<script>` element: it cannot close the element, open a comment or break a line. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** Lowercase hex of bytes (digests, signatures, random tokens). */
export function toHex(bytes: ArrayBuffer | Uint8Array): string {
  return [...(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** base64url without padding (Hono's encoder): tokens and cursors that travel in URLs. */
export function toBase64Url(bytes: ArrayBuffer | Uint8Array): string {
  return encodeBase64Url(
    bytes instanceof Uint8Array ? bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) : bytes,
  ).replace(/=+$/, "");
}

/** The bytes of base64url text (padding optional); throws on text that is not base64url. */
export function fromBase64Url(text: string): Uint8Array {
  return decodeBase64Url(text);
}

/** A content text's internal link: `[label](/path)`. Global: use with `matchAll` or `replace`. */
export const CONTENT_LINK = /\[([^\]]+)\]\((\/[^)\s]*)\)/g;

/** A content text with its links reduced to their labels. */
export function withoutLinks(text: string): string {
  return text.replace(/\[([^\]]+)\]\([^)]*\)/g, "$1");
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#39": "'" };

/** The words of an HTML fragment: scripts and tags dropped, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole)
    .replace(/\s+/g, " ")
    .trim();
}

/** The words of a markdown body: code blocks, images and syntax dropped, links kept as their labels. */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, "")
    .replace(/^\s*\|?[-:| ]+\|?\s*$/gm, " ")
    .replace(/[|*_`#>]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Words of plain text: runs between spaces that hold a letter or a digit. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** SPEC section 9: reading speed. */
const WORDS_PER_MINUTE = 200;

/** Minutes to read this many words, at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/**
 * A count with its noun in the form English wants, the number grouped. English has one plural
 * rule for counts (CLDR "one" is exactly 1; `text.test.ts` holds it to Intl.PluralRules and
 * toLocaleString), so Intl is not used: the first toLocaleString or PluralRules in a page loads
 * Intl's number data, a 45 ms task in the middle of every content page's hydration in Chromium on
 * the bench machine (withSiteFacts words the retention periods with it), four times that on
 * Lighthouse's phone (docs/decisions/029-no-intl-on-first-load.md).
 * @example countOf(1, "year") // "1 year"; countOf(1200, "URL") // "1,200 URLs"; countOf(2, "entry", "entries")
 */
export function countOf(count: number, one: string, other = `${one}s`): string {
  // A fraction is never "one" in English ("1.5 days").
  if (!Number.isSafeInteger(count)) return `${count.toLocaleString("en-US")} ${other}`;
  return `${groupDigits(count)} ${Math.abs(count) === 1 ? one : other}`;
}
