/**
 * Build-time (Node): reads content/articles/*.md, renders the markdown once (through the same
 * parser as the admin upload) and returns the rows to seed into D1. Pages never render
 * markdown at request time.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type InsightArticleRow, parseMarkdownArticle } from "../../insights/article-source";

export { countWords, plainText } from "../../insights/article-source";

export type SeedArticle = InsightArticleRow;

/** One article file; throws with the file's name and every problem when it is not a valid article. */
export function parseArticle(fileName: string, source: string): SeedArticle {
  const { article, errors } = parseMarkdownArticle(source);
  if (!article) {
    const problems = Object.entries(errors).map(([field, message]) => `${field}: ${message}`);
    throw new Error(`${fileName}: bad article: ${problems.join("; ")}`);
  }
  if (`${article.slug}.md` !== fileName) throw new Error(`${fileName}: slug ${article.slug} does not match the file name`);
  return article;
}

export function loadArticles(dir: string): SeedArticle[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => parseArticle(name, readFileSync(join(dir, name), "utf8")));
}
