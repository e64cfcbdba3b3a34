import { countWords, htmlToText, readingMinutes } from "../../contracts/text";

export type ContentDepth = "shallow" | "medium" | "comprehensive";
export type ContentComplexity = "basic" | "medium" | "comprehensive";

/** SPEC section 9: word-count tiers (reading speed is in contracts/text.ts). */
const WORD_COUNT_TIERS = [300, 800, 1500] as const;

/** The word count each content depth aims for: one tier each. */
const DEPTH_TARGET_WORDS: Record<ContentDepth, number> = {
  shallow: WORD_COUNT_TIERS[0],
  medium: WORD_COUNT_TIERS[1],
  comprehensive: WORD_COUNT_TIERS[2],
};

/** What a page's content says about its depth (the SEO result's derived metrics). */
export interface ContentMetrics {
  wordCount: number;
  /** Minutes at 200 words per minute, at least 1. */
  readingTime: number;
  headings: number;
  images: number;
  links: number;
  /** 0-100: over 300 words 20 points, headings 15, images 10, links 10. */
  score: number;
  complexity: ContentComplexity;
  /** How many of the 300/800/1500 word tiers the content reaches (0-3). */
  wordCountTier: 0 | 1 | 2 | 3;
  recommendations: string[];
}

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

/** SPEC section 5: over 1000 words comprehensive, over 500 medium, else basic. */
export function complexityOf(words: number): ContentComplexity {
  if (words > 1000) return "comprehensive";
  if (words > 500) return "medium";
  return "basic";
}

export function wordCountTierOf(words: number): ContentMetrics["wordCountTier"] {
  return WORD_COUNT_TIERS.filter((tier) => words >= tier).length as ContentMetrics["wordCountTier"];
}

/** SPEC section 5: the content score and what would raise it. */
export function scoreContent(parts: { wordCount: number; headings: number; images: number; links: number }): number {
  let score = 0;
  if (parts.wordCount > 300) score += 20;
  if (parts.headings > 0) score += 15;
  if (parts.images > 0) score += 10;
  if (parts.links > 0) score += 10;
  return Math.min(score, 100);
}

/**
 * Measures an HTML fragment. Recommendations come when the score is under 60 or the content
 * has no headings or no images; the word target follows the page's content depth.
 */
export function analyzeContent(html: string, depth: ContentDepth = "medium"): ContentMetrics {
  const words = countWords(htmlToText(html));
  const headings = count(html, /<h[1-6][\s>]/gi);
  const images = count(html, /<img[\s>]/gi);
  const links = count(html, /<a\s[^>]*href=/gi);
  const score = scoreContent({ wordCount: words, headings, images, links });
  const recommendations: string[] = [];
  if (score < 60 || headings === 0 || images === 0) {
    const target = DEPTH_TARGET_WORDS[depth];
    if (words < target) recommendations.push(`Expand the content to at least ${target} words (now ${words}).`);
    if (headings === 0) recommendations.push("Add headings that break the content into sections.");
    if (images === 0) recommendations.push("Add at least one relevant image with descriptive alt text.");
    if (links === 0) recommendations.push("Link to related pages on the site.");
  }
  return {
    wordCount: words,
    readingTime: readingMinutes(words),
    headings,
    images,
    links,
    score,
    complexity: complexityOf(words),
    wordCountTier: wordCountTierOf(words),
    recommendations,
  };
}
