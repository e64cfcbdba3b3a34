import { htmlToText } from "../../../client/lib/text";
import type { Passage } from "./passage";

/** What the assistant reads of an insight article (a row of insight_posts). */
export interface ArticleSource {
  slug: string;
  title: string;
  description: string;
  html: string;
  updatedAt: string;
}

/** Sections that list where facts come from: nothing a visitor asks about. */
const REFERENCE_HEADINGS = /^(sources|references|further reading)$/i;
const END = "\u2029";

/** Block ends as sentence ends, so a list item or table row reads as a sentence of its own. */
function blockText(html: string): string {
  return htmlToText(html.replace(/<\/(li|p|tr|td|th|h[3-6]|blockquote)>/gi, `${END}</$1>`).replace(/<br\s*\/?>/gi, END))
    .replace(new RegExp(`([.!?:])\\s*${END}`, "g"), "$1 ")
    .replace(new RegExp(`\\s*${END}(\\s*${END})*`, "g"), ". ")
    .replace(/\s+/g, " ")
    .trim();
}

/** An article as passages: the part before the first h2 under the title, then one passage per h2 section. */
export function articlePassages(article: ArticleSource): Passage[] {
  const at = { page: `/insights/${article.slug}`, title: article.title, kind: "article" as const };
  const [intro = "", ...sections] = article.html.split(/<h2\b[^>]*>/i);
  const passages: Passage[] = [{ ...at, heading: article.title, text: `${article.description} ${blockText(intro)}`.trim() }];
  for (const section of sections) {
    const [heading = "", body = ""] = section.split(/<\/h2>/i);
    const title = htmlToText(heading);
    const text = blockText(body);
    if (text && !REFERENCE_HEADINGS.test(title)) passages.push({ ...at, heading: title, text });
  }
  return passages;
}
