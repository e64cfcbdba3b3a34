/**
 * Build-time (Node): reads content/articles/*.md, renders the markdown once with `marked`
 * and returns the rows to seed into D1. Pages never render markdown at request time.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import matter from "gray-matter";
import { marked } from "marked";
import { z } from "zod";
import { business } from "../../../content/business";

const WORDS_PER_MINUTE = 200;

const frontMatterSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: z.string().min(10).max(120),
  description: z.string().min(50).max(155),
  category: z.string().min(3),
  publishedAt: z.coerce.date(),
  updatedAt: z.coerce.date(),
  aliases: z.array(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)).default([]),
});

export interface SeedArticle {
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

export function parseArticle(fileName: string, source: string): SeedArticle {
  const { data, content } = matter(source);
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) throw new Error(`${fileName}: bad front matter: ${parsed.error.message}`);
  const front = parsed.data;
  if (`${front.slug}.md` !== fileName) throw new Error(`${fileName}: slug ${front.slug} does not match the file name`);
  const firstParagraph = content.split(/\n\s*\n/).find((block) => block.trim() && !/^\s*[#|>-]/.test(block)) ?? "";
  const wordCount = countWords(content);
  return {
    slug: front.slug,
    title: front.title,
    description: front.description,
    excerpt: plainText(firstParagraph),
    category: front.category,
    author: business.name,
    html: marked.parse(content, { async: false, gfm: true }),
    wordCount,
    readTime: Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE)),
    publishedAt: front.publishedAt.toISOString(),
    updatedAt: front.updatedAt.toISOString(),
    aliases: front.aliases,
  };
}

export function loadArticles(dir: string): SeedArticle[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => parseArticle(name, readFileSync(join(dir, name), "utf8")));
}
