/** The upload's two formats: what the file picker accepts, and how an article is written in each. */

export type Format = "markdown" | "json";

export const FORMATS: Record<Format, { label: string; accept: string; paste: string; example: string }> = {
  markdown: {
    label: "Markdown",
    accept: ".md,.markdown,text/markdown",
    paste: "One article: front matter between --- lines, then the article in markdown.",
    example: [
      "---",
      "slug: gutter-guards-worth-it",
      'title: "Are Gutter Guards Worth It?"',
      'description: "How gutter guards work, what they cost in Maryland and when they pay off for your home."',
      'category: "Gutters"',
      "publishedAt: 2026-03-15",
      "updatedAt: 2026-03-15",
      "aliases: []",
      "---",
      "",
      "Leaves fill gutters every fall...",
      "",
      "## What they cost",
    ].join("\n"),
  },
  json: {
    label: "JSON",
    accept: ".json,application/json",
    paste: 'One article object, a list of them, or { "posts": [...] }. The article text goes in "markdown".',
    example: JSON.stringify(
      {
        slug: "gutter-guards-worth-it",
        title: "Are Gutter Guards Worth It?",
        description: "How gutter guards work, what they cost in Maryland and when they pay off for your home.",
        category: "Gutters",
        publishedAt: "2026-03-15",
        updatedAt: "2026-03-15",
        aliases: [],
        markdown: "Leaves fill gutters every fall...\n\n## What they cost",
      },
      null,
      2,
    ),
  },
};
