/**
 * An insight article's source -> the row D1 stores. Shared by the seed (Node, content/articles)
 * and the admin upload (workerd), so every article is checked and rendered the same way:
 * front matter between `---` lines read as YAML, the markdown body rendered once with `marked`,
 * and any HTML beyond what markdown writes refused (allowlist sanitiser, article-html.ts; the
 * article page shows the HTML as it is).
 */

import { loadAll as loadYaml, YAMLException } from "js-yaml";
import { marked } from "marked";
import { business } from "../../content/business";
import { withLifespans } from "../../content/estimate";
import { fieldErrors } from "../../contracts/errors";
import { countWords, markdownToText, readingMinutes } from "../../contracts/text";
import { z } from "../../contracts/z";
import { ARTICLE_HTML_RULE, articleHtmlProblem } from "./article-html";

export const ARTICLE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The article API looks slugs up only up to this length. */
const SLUG_MAX_LENGTH = 120;
const ALIASES_MAX = 20;
/** Far beyond any real article, and keeps the rendered HTML well under D1's 1 MB value limit. */
const MARKDOWN_MAX_LENGTH = 200_000;

/** The fields an article's front matter (or JSON record) holds; JSON records add `markdown`. */
const ARTICLE_FIELDS = ["slug", "title", "description", "category", "publishedAt", "updatedAt", "aliases"] as const;

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

/** The first thing in rendered HTML the article may not hold (see article-html.ts), or null. */
export const unsafeHtml = articleHtmlProblem;
export const UNSAFE_HTML_RULE = ARTICLE_HTML_RULE;

/**
 * Checks an article's fields and markdown body and, when all is well, renders the row D1 stores.
 * `fields` are the front matter (or the JSON record without its body).
 */
function checkArticle(fields: Record<string, unknown>, written: unknown, bodyHint: string): ArticleCheck {
  // Claims are shown only where the registry draws them (content/business.ts `claims`), never in an article's words.
  const markdown = typeof written === "string" ? withLifespans(written) : written;
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
  const wordCount = countWords(markdownToText(markdown));
  return {
    slug,
    title,
    errors,
    article: {
      slug: front.slug,
      title: front.title,
      description: front.description,
      excerpt: markdownToText(firstParagraph),
      category: front.category,
      author: business.name,
      html,
      wordCount,
      readTime: readingMinutes(wordCount),
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
    // YAML 1.2's core schema (dates stay text); the front matter ends at the first ---, so it
    // holds one document at most (none when it is empty).
    data = loadYaml(match[1] ?? "")[0];
  } catch (error) {
    if (!(error instanceof YAMLException)) return { error: "The front matter is not valid YAML." };
    // The mark's line counts from 0 within the front matter, which starts on the file's line 2.
    const line = error.mark ? ` (line ${error.mark.line + 2} of the file)` : "";
    return { error: `The front matter is not valid YAML${line}: ${error.reason.charAt(0).toUpperCase()}${error.reason.slice(1)}.` };
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
