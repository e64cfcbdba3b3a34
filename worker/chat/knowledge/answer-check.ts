import type { KnowledgeIndex } from "./index";

const LINK = /\]\((\/[^)\s]*)\)/g;
const FIGURE = /\$\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|K))?/g;

/**
 * What is wrong with an answer, judged against the site: links to pages that do not exist,
 * and dollar figures the site does not publish. Empty when nothing is.
 */
export function answerProblems(text: string, index: KnowledgeIndex, extraPages: readonly string[] = []): string[] {
  const pages = index.pages();
  for (const page of extraPages) pages.add(page);
  const problems: string[] = [];
  for (const [, path] of text.matchAll(LINK)) {
    const page = path!.split(/[#?]/)[0]!;
    if (!pages.has(page)) problems.push(`links to ${path}, which is not a page of the site`);
  }
  for (const [figure] of text.matchAll(FIGURE)) {
    if (!index.says(figure.replace(/\s/g, ""))) problems.push(`states ${figure}, which the site does not publish`);
  }
  return problems;
}
