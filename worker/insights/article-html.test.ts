import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { articleFromRecord, parseMarkdownArticle } from "./article-source";

const record = (markdown: string) => ({
  slug: "sanitiser-check",
  title: "A title long enough for the article check",
  description: "A description that is long enough to pass the article check, with some more words here.",
  category: "Roofing",
  publishedAt: "2026-03-04",
  updatedAt: "2026-03-04",
  markdown: `Intro paragraph.\n\n${markdown}\n`,
});

const articleFiles = import.meta.glob<string>("../../content/articles/*.md", { query: "?raw", import: "default", eager: true });

describe("article HTML allowlist", () => {
  it.each([
    ["a comment that closes early", "<!--><img src=x onerror=alert(1)>-->"],
    ["a textarea breakout", '<textarea><a title="</textarea><img src=x onerror=alert(1)>"></textarea>'],
    ["a title breakout", '<title><a title="</title><img src=x onerror=alert(1)>"></title>'],
    ["an xmp breakout", '<xmp><a title="</xmp><img src=x onerror=alert(1)>"></xmp>'],
    ["a noscript breakout", '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
    [
      "an SVG animate to javascript:",
      '<svg><a><animate attributeName="href" values="https://a;javascript:alert(1)"/><text y="20">x</text></a></svg>',
    ],
    ["an SVG set", '<svg><set attributeName="onmouseover" to="alert(1)"/></svg>'],
    ["a math breakout", "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>"],
    ["a data: link", "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
    ["a style attribute", '<p style="position:fixed;inset:0">cover</p>'],
    ["a div", '<div class="note">note</div>'],
  ])("should refuse %s", (_, markdown) => {
    const { article, errors } = articleFromRecord(record(markdown));
    expect(article).toBeNull();
    expect(errors.markdown).toMatch(/^Remove the /);
  });

  it("should keep what markdown writes, exactly", () => {
    const markdown = [
      "# Heading\n\n## Sub *heading*",
      'Some **bold**, _em_, ~~gone~~, `code` and a [link](https://example.com/a?b=1&c=2 "title"), [site](/schedule), [mail](mailto:office@example.com), [part](#faq).',
      "> quoted\n\n- one\n- two\n\n3. three\n4. four",
      "```html\n<script>alert(1)</script>\n```",
      "| a | b |\n|:--|--:|\n| 1 | 2 |",
      '![roof](/images/roof.jpg "Roof")\n\n<img src="https://example.com/x.jpg" alt="x" width="10" height="10">',
      "---\n\nline  \nbreak",
    ].join("\n\n");
    const { article, errors } = articleFromRecord(record(markdown));
    expect(errors).toEqual({});
    expect(article!.html).toBe(marked.parse(`Intro paragraph.\n\n${markdown}\n`, { async: false, gfm: true }));
  });

  it("should accept every seeded article and keep its HTML as marked writes it", () => {
    for (const [path, source] of Object.entries(articleFiles)) {
      const { article, errors } = parseMarkdownArticle(source);
      expect(errors, path).toEqual({});
      expect(article!.html, path).toContain("<p>");
    }
  });
});
