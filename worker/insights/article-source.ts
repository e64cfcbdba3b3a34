/**
 * An insight article's source -> the row D1 stores. Shared by the seed (Node, content/articles)
 * and the admin upload (workerd), so every article is checked and rendered the same way:
 * front matter between `---` lines read as YAML, the markdown body rendered once with `marked`,
 * and raw HTML that could run code or take over the page refused (the article page shows the
 * HTML as it is).
 */
import { marked } from "marked";
import { parse as parseYaml, YAMLParseError } from "yaml";
import { fieldErrors } from "../../client/lib/contracts/errors";
import { z } from "../../client/lib/contracts/z";
import { business } from "../../content/business";

export const ARTICLE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The article API looks slugs up only up to this length. */
export const SLUG_MAX_LENGTH = 120;
export const ALIASES_MAX = 20;
/** Far beyond any real article, and keeps the rendered HTML well under D1's 1 MB value limit. */
export const MARKDOWN_MAX_LENGTH = 200_000;
const WORDS_PER_MINUTE = 200;

/** The fields an article's front matter (or JSON record) holds; JSON records add `markdown`. */
export const ARTICLE_FIELDS = ["slug", "title", "description", "category", "publishedAt", "updatedAt", "aliases"] as const;

/** What D1 stores for an article (insight_posts plus its aliases). */
export interface InsightArticleRow {
  slug: string;
  title: string;
  description: string;
  excerpt: string;
  category: string;
  author: string;
  html: string;
  wordCount: number;
  readTime: number;
  publishedAt: string;
  updatedAt: string;
  aliases: string[];
}

/** A checked article: the row when it is valid, else the problems by field (slug, title, ..., markdown, frontMatter, record). */
export interface ArticleCheck {
  /** As given, to name the record in a preview even when it is invalid ("" when absent). */
  slug: string;
  title: string;
  article: InsightArticleRow | null;
  errors: Record<string, string>;
}

const SLUG_HINT = "lowercase letters, digits and single hyphens, e.g. roof-repair-costs";

function sized(label: string, min: number, max: number) {
  const rule = `${label} needs ${min} to ${max} characters`;
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required: ${min} to ${max} characters.` : `${rule}.`) })
    .trim()
    .refine((value) => value.length >= min && value.length <= max, {
      error: (issue) => `${rule}; it has ${String(issue.input).trim().length}.`,
    });
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** A calendar date (or ISO date-time) as a Date; times without an offset are UTC. Null for 2026-02-31 and the like. */
export function articleDate(text: string): Date | null {
  const match = DATE.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour = "00", minute = "00", second = "00"] = match;
  const calendar = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)));
  const real =
    calendar.getUTCFullYear() === Number(year) &&
    calendar.getUTCMonth() === Number(month) - 1 &&
    calendar.getUTCDate() === Number(day) &&
    Number(hour) < 24 &&
    Number(minute) < 60 &&
    Number(second) < 60;
  if (!real) return null;
  const iso = match[4] === undefined ? `${year}-${month}-${day}` : `${text.trim().replace(" ", "T")}${match[7] ? "" : "Z"}`;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

function dateField(label: string) {
  const message = `${label} must be a date such as 2026-03-15.`;
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required, e.g. 2026-03-15.` : message) })
    .transform((text, ctx) => {
      const date = articleDate(text);
      if (!date) ctx.addIssue({ code: "custom", message });
      return date ?? new Date(0);
    });
}

const frontMatterSchema = z.object({
  slug: z
    .string({ error: `A slug is required: ${SLUG_HINT}.` })
    .trim()
    .max(SLUG_MAX_LENGTH, `The slug can be at most ${SLUG_MAX_LENGTH} characters.`)
    .regex(ARTICLE_SLUG, `The slug may hold only ${SLUG_HINT}.`),
  title: sized("The title", 10, 120),
  description: sized("The description", 50, 155),
  category: sized("The category", 3, 60),
  publishedAt: dateField("The publish date (publishedAt)"),
  updatedAt: dateField("The update date (updatedAt)"),
  aliases: z.preprocess(
    (value) => value ?? [],
    z
      .array(z.string({ error: "Each alias must be a slug, e.g. old-roof-repair-costs." }).trim(), {
        error: "aliases must be a list of slugs, e.g. [old-roof-repair-costs].",
      })
      .max(ALIASES_MAX, `An article can have at most ${ALIASES_MAX} aliases.`)
      .superRefine((aliases, ctx) => {
        const bad = aliases.find((alias) => !ARTICLE_SLUG.test(alias) || alias.length > SLUG_MAX_LENGTH);
        if (bad !== undefined)
          ctx.addIssue({
            code: "custom",
            message: `The alias "${bad}" is not a slug: use ${SLUG_HINT} (at most ${SLUG_MAX_LENGTH} characters).`,
          });
      })
      .transform((aliases) => [...new Set(aliases)]),
  ),
});

/** Plain words of a markdown body (syntax stripped), for counts and excerpts. */
export function plainText(markdown: string): string {
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

export function countWords(markdown: string): number {
  const text = plainText(markdown);
  return text ? text.split(" ").filter((w) => /[A-Za-z0-9]/.test(w)).length : 0;
}

/** Elements that run code, load other documents, restyle the page or post its visitors' input elsewhere. */
const BLOCKED_TAGS = new Set([
  "script",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "style",
  "link",
  "meta",
  "base",
  "form",
]);
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"?|'([^']*)'?|([^\s>]*)))?/y;
const ENTITIES: Record<string, string> = { colon: ":", tab: "\t", newline: "\n", amp: "&", lpar: "(", rpar: ")" };

/** An attribute value as the browser reads it as a URL: entities decoded, tabs, newlines and spaces gone. */
function urlOf(value: string): string {
  return value
    .replace(/&#(?:x([0-9a-f]+)|(\d+));?/gi, (_, hex: string | undefined, dec: string | undefined) =>
      String.fromCodePoint(Math.min(0x10ffff, parseInt(hex ?? dec ?? "0", hex ? 16 : 10))),
    )
    .replace(/&([a-z]+);/gi, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole)
    .replace(/[\u0000-\u0020]+/g, "")
    .toLowerCase();
}

/**
 * The first thing in rendered HTML that could run code or take over the page (a blocked
 * element, an on... event attribute, a javascript: or vbscript: URL), or null when there is none.
 * Text is escaped by marked, so only real tags (raw HTML, links, images) are looked at.
 */
export function unsafeHtml(html: string): string | null {
  let at = 0;
  while ((at = html.indexOf("<", at)) !== -1) {
    if (html.startsWith("<!--", at)) {
      const end = html.indexOf("-->", at + 4);
      if (end === -1) return null;
      at = end + 3;
      continue;
    }
    const name = /^<\/?([a-zA-Z][^\s/>]*)/.exec(html.slice(at, at + 80));
    if (!name) {
      at += 1;
      continue;
    }
    const tag = name[1]!.toLowerCase();
    if (BLOCKED_TAGS.has(tag)) return `<${tag}> element`;
    at += name[0].length;
    // The tag's attributes, up to its closing ">" (quoted values may hold ">").
    for (;;) {
      while (at < html.length && /[\s/]/.test(html[at]!)) at += 1;
      if (at >= html.length || html[at] === ">") break;
      ATTRIBUTE.lastIndex = at;
      const attribute = ATTRIBUTE.exec(html);
      if (!attribute) {
        at += 1;
        continue;
      }
      at = ATTRIBUTE.lastIndex;
      const attributeName = attribute[1]!.toLowerCase();
      if (attributeName.startsWith("on")) return `${attributeName} attribute`;
      const url = urlOf(attribute[2] ?? attribute[3] ?? attribute[4] ?? "");
      if (url.startsWith("javascript:") || url.startsWith("vbscript:")) return `${url.slice(0, url.indexOf(":") + 1)} link`;
    }
  }
  return null;
}

export const UNSAFE_HTML_RULE =
  "articles may not hold scripts, frames, embedded objects, styles, forms, on... event attributes or javascript: links";

/**
 * Checks an article's fields and markdown body and, when all is well, renders the row D1 stores.
 * `fields` are the front matter (or the JSON record without its body).
 */
function checkArticle(fields: Record<string, unknown>, markdown: unknown, bodyHint: string): ArticleCheck {
  const errors: Record<string, string> = {};
  const slug = typeof fields.slug === "string" ? fields.slug.trim() : "";
  const title = typeof fields.title === "string" ? fields.title.trim() : "";

  for (const key of Object.keys(fields)) {
    if (!(ARTICLE_FIELDS as readonly string[]).includes(key))
      errors[key] = `"${key}" is not an article field; use ${ARTICLE_FIELDS.join(", ")}.`;
  }
  const parsed = frontMatterSchema.safeParse(fields);
  if (!parsed.success) Object.assign(errors, fieldErrors(parsed.error));
  else {
    const front = parsed.data;
    if (front.updatedAt < front.publishedAt)
      errors.updatedAt = "The update date (updatedAt) cannot be before the publish date (publishedAt).";
    if (front.aliases.includes(front.slug)) errors.aliases = `The alias "${front.slug}" is the article's own slug; remove it.`;
  }

  let html = "";
  if (typeof markdown !== "string" || !markdown.trim()) {
    errors.markdown = `The article has no body: ${bodyHint}.`;
  } else if (markdown.length > MARKDOWN_MAX_LENGTH) {
    errors.markdown = `The article text can be at most ${MARKDOWN_MAX_LENGTH.toLocaleString("en-US")} characters; it has ${markdown.length.toLocaleString("en-US")}.`;
  } else {
    html = marked.parse(markdown, { async: false, gfm: true });
    const unsafe = unsafeHtml(html);
    if (unsafe) errors.markdown = `Remove the ${unsafe}: ${UNSAFE_HTML_RULE}.`;
  }

  if (!parsed.success || Object.keys(errors).length || typeof markdown !== "string") return { slug, title, article: null, errors };
  const front = parsed.data;
  const firstParagraph = markdown.split(/\n\s*\n/).find((block) => block.trim() && !/^\s*[#|>-]/.test(block)) ?? "";
  const wordCount = countWords(markdown);
  return {
    slug,
    title,
    errors,
    article: {
      slug: front.slug,
      title: front.title,
      description: front.description,
      excerpt: plainText(firstParagraph),
      category: front.category,
      author: business.name,
      html,
      wordCount,
      readTime: Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE)),
      publishedAt: front.publishedAt.toISOString(),
      updatedAt: front.updatedAt.toISOString(),
      aliases: front.aliases,
    },
  };
}

const FRONT_MATTER = /^---[ \t]*\n(?:([\s\S]*?)\n)?(?:---|\.\.\.)[ \t]*(?:\n|$)/;
const FRONT_MATTER_HINT = `Start the file with front matter: a line ---, then ${ARTICLE_FIELDS.filter((f) => f !== "aliases").join(", ")} (one "key: value" a line), then another line ---`;

/** The front matter (parsed YAML) and the body of a markdown file, or what is wrong with them. */
export function splitFrontMatter(source: string): { frontMatter: Record<string, unknown>; body: string } | { error: string } {
  const text = source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  if (!/^---[ \t]*\n/.test(text)) return { error: `${FRONT_MATTER_HINT}.` };
  const match = FRONT_MATTER.exec(text);
  if (!match) return { error: "The front matter has no closing --- line." };
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? "");
  } catch (error) {
    if (!(error instanceof YAMLParseError)) throw error;
    const line = error.linePos?.[0]?.line;
    const reason = error.message.split(/ at line \d+|\n/)[0]!.replace(/:$/, "");
    return { error: `The front matter is not valid YAML${line ? ` (line ${line + 1} of the file)` : ""}: ${reason}.` };
  }
  if (data === null || data === undefined) return { error: `The front matter is empty. ${FRONT_MATTER_HINT}.` };
  if (typeof data !== "object" || Array.isArray(data)) return { error: 'The front matter must be "key: value" lines.' };
  return { frontMatter: data as Record<string, unknown>, body: text.slice(match[0].length) };
}

/**
 * One article from a markdown file with front matter.
 * @example parseMarkdownArticle("---\nslug: gutter-guards\ntitle: ...\n---\n\nBody text")
 */
export function parseMarkdownArticle(source: string): ArticleCheck {
  const split = splitFrontMatter(source);
  if ("error" in split) return { slug: "", title: "", article: null, errors: { frontMatter: split.error } };
  return checkArticle(split.frontMatter, split.body, "write it in markdown below the front matter");
}

/**
 * One article from a JSON record: the front matter's fields plus the body as `markdown`.
 * @example articleFromRecord({ slug: "gutter-guards", title: "...", ..., markdown: "Body text" })
 */
export function articleFromRecord(record: unknown): ArticleCheck {
  if (typeof record !== "object" || record === null || Array.isArray(record)) {
    return {
      slug: "",
      title: "",
      article: null,
      errors: { record: `Each article must be a JSON object with ${ARTICLE_FIELDS.join(", ")} and markdown (the body).` },
    };
  }
  const { markdown, ...fields } = record as Record<string, unknown>;
  return checkArticle(fields, markdown, 'give it as "markdown" (the article body in markdown)');
}
