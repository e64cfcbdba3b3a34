import { describe, expect, it } from "vitest";
import { articleDate, articleFromRecord, parseMarkdownArticle, UNSAFE_HTML_RULE, unsafeHtml } from "./article-source";

const DESCRIPTION = "How gutter guards work, what they cost in Maryland and when they are worth it for your home.";

const record = (overrides: Record<string, unknown> = {}) => ({
  slug: "gutter-guards-worth-it",
  title: "Are Gutter Guards Worth It?",
  description: DESCRIPTION,
  category: "Gutters",
  publishedAt: "2026-01-05",
  updatedAt: "2026-02-01",
  aliases: ["gutter-guards"],
  markdown: "Leaves fill gutters every fall.\n\n## What they cost\n\nA [free estimate](/schedule) tells you.",
  ...overrides,
});

const markdownFile = (front: string, body = "\nLeaves fill gutters every fall.\n") => `---\n${front}\n---\n${body}`;
const FRONT = [
  "slug: gutter-guards-worth-it",
  'title: "Are Gutter Guards Worth It?"',
  `description: "${DESCRIPTION}"`,
  "category: Gutters",
  "publishedAt: 2026-01-05",
  "updatedAt: 2026-02-01",
].join("\n");

const articleFiles = import.meta.glob<string>("../../content/articles/*.md", { query: "?raw", import: "default", eager: true });

describe("article source", () => {
  it("should read a markdown file with front matter into the row D1 stores", () => {
    const { article, errors } = parseMarkdownArticle(
      markdownFile(
        `${FRONT}\naliases: [gutter-guards]`,
        "\n# Heading\n\nLeaves fill gutters every fall, and **clogs** follow.\n\nMore text here.\n",
      ),
    );
    expect(errors).toEqual({});
    expect(article).toEqual({
      slug: "gutter-guards-worth-it",
      title: "Are Gutter Guards Worth It?",
      description: DESCRIPTION,
      excerpt: "Leaves fill gutters every fall, and clogs follow.",
      category: "Gutters",
      author: "Old Line Exteriors",
      html: "<h1>Heading</h1>\n<p>Leaves fill gutters every fall, and <strong>clogs</strong> follow.</p>\n<p>More text here.</p>\n",
      wordCount: 12,
      readTime: 1,
      publishedAt: "2026-01-05T00:00:00.000Z",
      updatedAt: "2026-02-01T00:00:00.000Z",
      aliases: ["gutter-guards"],
    });
  });

  it("should read a JSON record the same way as the same article in markdown", () => {
    const fromJson = articleFromRecord(record({ aliases: [], markdown: "Leaves fill gutters every fall.\n" }));
    const fromMarkdown = parseMarkdownArticle(markdownFile(FRONT));
    expect(fromJson.errors).toEqual({});
    expect(fromJson.article).toEqual(fromMarkdown.article);
  });

  it("should accept Windows line endings, a byte order mark and an ISO date-time", () => {
    const source = `\uFEFF${markdownFile(FRONT.replace("publishedAt: 2026-01-05", "publishedAt: 2026-01-05T14:30:00-05:00"))}`.replace(
      /\n/g,
      "\r\n",
    );
    const { article, errors } = parseMarkdownArticle(source);
    expect(errors).toEqual({});
    expect(article?.publishedAt).toBe("2026-01-05T19:30:00.000Z");
    expect(article?.html).toBe("<p>Leaves fill gutters every fall.</p>\n");
  });

  it("should give each field its own message", () => {
    const { article, errors } = articleFromRecord({
      slug: "Gutter Guards",
      title: "Gutters",
      description: "Too short.",
      category: "G",
      publishedAt: "2026-02-31",
      updatedAt: "last week",
      aliases: ["old_address"],
      author: "Someone",
    });
    expect(article).toBeNull();
    expect(errors).toEqual({
      slug: "The slug may hold only lowercase letters, digits and single hyphens, e.g. roof-repair-costs.",
      title: "The title needs 10 to 120 characters; it has 7.",
      description: "The description needs 50 to 155 characters; it has 10.",
      category: "The category needs 3 to 60 characters; it has 1.",
      publishedAt: "The publish date (publishedAt) must be a date such as 2026-03-15.",
      updatedAt: "The update date (updatedAt) must be a date such as 2026-03-15.",
      aliases:
        'The alias "old_address" is not a slug: use lowercase letters, digits and single hyphens, e.g. roof-repair-costs (at most 120 characters).',
      author: '"author" is not an article field; use slug, title, description, category, publishedAt, updatedAt, aliases.',
      markdown: 'The article has no body: give it as "markdown" (the article body in markdown).',
    });
  });

  it("should say which fields are missing", () => {
    expect(articleFromRecord({ markdown: "Text." }).errors).toEqual({
      slug: "A slug is required: lowercase letters, digits and single hyphens, e.g. roof-repair-costs.",
      title: "The title is required: 10 to 120 characters.",
      description: "The description is required: 50 to 155 characters.",
      category: "The category is required: 3 to 60 characters.",
      publishedAt: "The publish date (publishedAt) is required, e.g. 2026-03-15.",
      updatedAt: "The update date (updatedAt) is required, e.g. 2026-03-15.",
    });
    expect(articleFromRecord("an article").errors).toEqual({
      record:
        "Each article must be a JSON object with slug, title, description, category, publishedAt, updatedAt, aliases and markdown (the body).",
    });
  });

  it("should check the limits and the relations between fields", () => {
    expect(articleFromRecord(record({ slug: `a${"-b".repeat(60)}` })).errors.slug).toBe("The slug can be at most 120 characters.");
    expect(articleFromRecord(record({ title: "T".repeat(121) })).errors.title).toBe("The title needs 10 to 120 characters; it has 121.");
    expect(articleFromRecord(record({ description: "D".repeat(156) })).errors.description).toBe(
      "The description needs 50 to 155 characters; it has 156.",
    );
    expect(articleFromRecord(record({ updatedAt: "2025-12-31" })).errors).toEqual({
      updatedAt: "The update date (updatedAt) cannot be before the publish date (publishedAt).",
    });
    expect(articleFromRecord(record({ aliases: ["gutter-guards-worth-it"] })).errors).toEqual({
      aliases: 'The alias "gutter-guards-worth-it" is the article\'s own slug; remove it.',
    });
    expect(articleFromRecord(record({ aliases: "gutter-guards" })).errors.aliases).toBe(
      "aliases must be a list of slugs, e.g. [old-roof-repair-costs].",
    );
    expect(articleFromRecord(record({ aliases: Array.from({ length: 21 }, (_, i) => `old-${i}`) })).errors.aliases).toBe(
      "An article can have at most 20 aliases.",
    );
    expect(articleFromRecord(record({ aliases: ["same", "same"] })).article?.aliases).toEqual(["same"]);
    expect(articleFromRecord(record({ markdown: "word ".repeat(40_001) })).errors.markdown).toBe(
      "The article text can be at most 200,000 characters; it has 200,005.",
    );
    expect(articleFromRecord(record({ markdown: "   \n" })).errors.markdown).toBe(
      'The article has no body: give it as "markdown" (the article body in markdown).',
    );
  });

  it("should explain what is wrong with the front matter", () => {
    const frontMatter = (source: string) => parseMarkdownArticle(source).errors.frontMatter;
    expect(frontMatter("# Just a heading\n\nText.")).toBe(
      'Start the file with front matter: a line ---, then slug, title, description, category, publishedAt, updatedAt (one "key: value" a line), then another line ---.',
    );
    expect(frontMatter(`---\n${FRONT}\n\nText with no closing line.`)).toBe("The front matter has no closing --- line.");
    expect(frontMatter("---\nslug: a\ntitle: Roofs: a guide\n---\nText.")).toBe(
      "The front matter is not valid YAML (line 3 of the file): Bad indentation of a mapping entry.",
    );
    expect(frontMatter("---\nslug: a\nslug: b\n---\nText.")).toBe(
      "The front matter is not valid YAML (line 3 of the file): Duplicated mapping key.",
    );
    expect(frontMatter("---\n- slug\n- title\n---\nText.")).toBe('The front matter must be "key: value" lines.');
    expect(frontMatter("---\n---\nText.")).toMatch(/^The front matter is empty\. Start the file with front matter/);
    expect(parseMarkdownArticle(markdownFile(FRONT, "\n\n")).errors).toEqual({
      markdown: "The article has no body: write it in markdown below the front matter.",
    });
    expect(parseMarkdownArticle(markdownFile(`${FRONT}\nmarkdown: Text`)).errors.markdown).toBe(
      '"markdown" is not an article field; use slug, title, description, category, publishedAt, updatedAt, aliases.',
    );
  });

  it("should check dates against the calendar", () => {
    expect(articleDate("2028-02-29")?.toISOString()).toBe("2028-02-29T00:00:00.000Z");
    expect(articleDate("2026-02-29")).toBeNull();
    expect(articleDate("2026-04-31")).toBeNull();
    expect(articleDate("2026-01-05 08:00")?.toISOString()).toBe("2026-01-05T08:00:00.000Z");
    expect(articleDate("2026-01-05T25:00Z")).toBeNull();
    expect(articleDate("01/05/2026")).toBeNull();
    expect(articleDate("2026-01-05T10:00:00+05:30")?.toISOString()).toBe("2026-01-05T04:30:00.000Z");
  });

  it.each([
    ["<script>alert(1)</script>", "Remove the <script> element"],
    ['<SCRIPT src="https://evil.example/x.js"></SCRIPT>', "Remove the <script> element"],
    ['<iframe src="https://example.com"></iframe>', "Remove the <iframe> element"],
    ['<object data="x.swf"></object>', "Remove the <object> element"],
    ['<embed src="x.swf">', "Remove the <embed> element"],
    ["<style>body { display: none }</style>", "Remove the <style> element"],
    ['<form action="https://evil.example"><input name="card"></form>', "Remove the <form> element"],
    ['Text <img src="x" onerror="alert(1)"> more', "Remove the onerror attribute"],
    ['<a title=">" onclick=alert(1)>quoted > in a value</a>', "Remove the onclick attribute"],
    ["[click me](javascript:alert(1))", "Remove the javascript: link"],
    ['<a href="jav&#x61;script&colon;alert(1)">encoded</a>', "Remove the javascript: link"],
    ['<a href=" java\tscript:alert(1)">spaced</a>', "Remove the javascript: link"],
    ["![x](vbscript:msgbox)", "Remove the vbscript: link"],
  ])("should refuse markdown that could script the page: %s", (body, message) => {
    const { article, errors } = articleFromRecord(record({ markdown: `Intro paragraph.\n\n${body}\n` }));
    expect(article).toBeNull();
    expect(errors.markdown).toBe(`${message}: ${UNSAFE_HTML_RULE}.`);
  });

  it("should allow code that only shows markup, and the HTML and links markdown writes", () => {
    const markdown = [
      "Use `<script>` tags only in code, and never write onclick= yourself.",
      "",
      '```html\n<iframe src="x" onload="y"></iframe>\n```',
      "",
      '<p><a href="https://example.com/on-roofs" title="online">A link</a></p>',
      "",
      "[Schedule](/schedule) or [e-mail](mailto:office@example.com).",
    ].join("\n");
    const { article, errors } = articleFromRecord(record({ markdown }));
    expect(errors).toEqual({});
    expect(article?.html).toContain("&lt;iframe");
    expect(unsafeHtml(article!.html)).toBeNull();
  });

  it("should read every article in content/articles as valid, under its file name", () => {
    const files = Object.entries(articleFiles);
    expect(files.length).toBeGreaterThanOrEqual(15);
    for (const [path, source] of files) {
      const { article, errors } = parseMarkdownArticle(source);
      expect(errors, path).toEqual({});
      expect(`${article?.slug}.md`).toBe(path.split("/").pop());
    }
  });
});
