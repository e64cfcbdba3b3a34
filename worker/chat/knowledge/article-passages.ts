import { htmlToText } from "../../../contracts/text";
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
/** Marks where a block or a table cell ends (private-use characters: markup never holds them, and they are not white space). */
const END = "\uE000";
const CELL = "\uE001";

/** Block ends as sentence ends, so a list item or table row reads as a sentence of its own; a row's cells are joined by commas. */
function blockText(html: string): string {
  return htmlToText(
    html
      .replace(/<\/(li|p|tr|h[3-6]|blockquote)>/gi, `${END}</$1>`)
      .replace(/<\/t[dh]>/gi, `${CELL}</td>`)
      .replace(/<br\s*\/?>/gi, END),
  )
    .replace(new RegExp(`\\s*${CELL}\\s*(?=${END})`, "g"), "")
    .replace(new RegExp(`\\s*${CELL}\\s*`, "g"), ", ")
    .replace(new RegExp(`([.!?:])\\s*${END}`, "g"), "$1 ")
    .replace(new RegExp(`\\s*${END}(\\s*${END})*`, "g"), ". ")
    .replace(/\s+/g, " ")
    .replace(/\s+([,.;:!?])/g, "$1")
    .trim();
}

/** A section's parts: its opening under its own heading, then each h3 under "section: subsection". */
function subsections(heading: string, body: string): { heading: string; html: string }[] {
  const [opening = "", ...parts] = body.split(/<h3\b[^>]*>/i);
  return [
    { heading, html: opening },
    ...parts.map((part) => {
      const [title = "", html = ""] = part.split(/<\/h3>/i);
      return { heading: `${heading}: ${htmlToText(title)}`, html };
    }),
  ];
}

/** An article as passages: the part before the first h2 under the title, then one passage per h2 section (and per h3 in it). */
export function articlePassages(article: ArticleSource): Passage[] {
  const at = { page: `/insights/${article.slug}`, title: article.title, kind: "article" as const };
  const [intro = "", ...sections] = article.html.split(/<h2\b[^>]*>/i);
  const passages: Passage[] = [{ ...at, heading: article.title, text: `${article.description} ${blockText(intro)}`.trim() }];
  for (const section of sections) {
    const [heading = "", body = ""] = section.split(/<\/h2>/i);
    const title = htmlToText(heading);
    if (REFERENCE_HEADINGS.test(title)) continue;
    for (const part of subsections(title, body)) {
      const text = blockText(part.html);
      if (text) passages.push({ ...at, heading: part.heading, text });
    }
  }
  return passages;
}
