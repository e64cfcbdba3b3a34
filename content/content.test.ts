import { describe, expect, it } from "vitest";
import type { RouteHandle } from "../contracts/page-meta";
import { markdownToText as plainText } from "../contracts/text";
import { splitFrontMatter } from "../worker/insights/article-source";
import { pageRoutes } from "../worker/render/pages";
import { contentPage } from "../worker/seo/page-content";
import type { ContentPage } from "./pages/types";
import { projects } from "./projects";
import { testimonials } from "./testimonials";

const articleFiles = import.meta.glob<string>("./articles/*.md", { query: "?raw", import: "default", eager: true });
const articles = Object.values(articleFiles).map((raw) => {
  const split = splitFrontMatter(raw);
  if ("error" in split) throw new Error(split.error);
  return { data: split.frontMatter, content: split.body };
});

const words = (text: string) => text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;

/** The fifteen article topics SPEC names, by slug (storm chasers has a second slug as an alias). */
const SPEC_ARTICLES = [
  "scope-negotiation-insurer-contractor",
  "actual-cash-value-vs-replacement-cost",
  "maximizing-insurance-reimbursement",
  "why-roofing-warranties-matter",
  "flat-vs-pitched-roof",
  "what-to-expect-roof-inspection",
  "what-homeowners-insurance-covers-roof-damage",
  "asphalt-shingles-pros-and-cons",
  "when-does-a-roof-need-replacing",
  "insurance-rates-drop-after-new-roof",
  "emergency-roofing-coverage",
  "roof-ventilation-ice-dams",
  "storm-chasers",
  "reading-a-roof-warranty",
  "insurance-adjuster-roof-photos",
];

const routePaths = new Set(
  pageRoutes()
    .map((r) => r.path)
    .filter((p): p is string => Boolean(p) && !p!.includes(":")),
);
const articleSlugs = new Set(articles.flatMap((a) => [a.data.slug as string, ...((a.data.aliases as string[] | undefined) ?? [])]));

function knownPath(link: string): boolean {
  // A page's address, without the query that picks what it shows (/roof-replacement-estimate?for=siding).
  const href = link.split("?")[0]!;
  if (routePaths.has(href)) return true;
  const slug = /^\/insights\/([a-z0-9-]+)$/.exec(href)?.[1];
  return Boolean(slug && articleSlugs.has(slug));
}

describe("articles", () => {
  it.each(SPEC_ARTICLES)("%s should be a complete article of at least 900 words", (slug) => {
    const article = articles.find((a) => a.data.slug === slug);
    expect(article, slug).toBeDefined();
    const body = article!.content;
    expect(words(body)).toBeGreaterThanOrEqual(900);
    expect(body.match(/^## /gm)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(body).toContain("](/schedule)");
    expect(body).toMatch(/\]\(\/(roofing|siding|windows|emergency-roof-repair|roof-repair-vs-replacement)\)/);
  });

  it("should give storm chasers a second address", () => {
    expect(articleSlugs.has("how-to-spot-storm-chasers")).toBe(true);
  });

  it("should link only to pages that exist", () => {
    for (const article of articles) {
      for (const [, href] of article.content.matchAll(/\]\((\/[^)\s#]*)\)/g))
        expect(knownPath(href!), `${article.data.slug} -> ${href}`).toBe(true);
    }
  });
});

describe("portfolio and testimonials", () => {
  it("should hold 12 projects from a $45,000 / 7-day roof to a $180,000 / 28-day multi-unit job", () => {
    expect(projects).toHaveLength(12);
    expect(new Set(projects.map((p) => p.id)).size).toBe(12);
    const cheapest = projects.reduce((a, b) => (a.value <= b.value ? a : b));
    const largest = projects.reduce((a, b) => (a.value >= b.value ? a : b));
    expect(cheapest).toMatchObject({ title: "Complete Roof Replacement", value: 45_000, timelineDays: 7 });
    expect(largest).toMatchObject({ value: 180_000, timelineDays: 28 });
    expect(largest.type).toMatch(/multi-unit/i);
    for (const p of projects) expect(["roofing", "siding", "windows", "general"]).toContain(p.category);
  });

  it("should hold 38 testimonials with matching initials", () => {
    expect(testimonials).toHaveLength(38);
    for (const t of testimonials) {
      const [first, last] = t.author.split(" ");
      expect(t.initials).toBe(`${first![0]}${last![0]}`);
      expect(t.location).toMatch(/, (MD|DE)$/);
    }
  });
});

/** The pages whose words live in content/pages, as their routes name them. */
const pages: [string, ContentPage][] = pageRoutes().flatMap((route) => {
  const name = (route.handle as RouteHandle | undefined)?.content;
  return name === undefined ? [] : [[route.path!, contentPage(name)] as [string, ContentPage]];
});

function pageText(page: ContentPage): string[] {
  return [
    page.intro,
    ...page.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.bullets ?? [])]),
    ...page.faqs.flatMap((f) => [f.question, f.answer]),
  ];
}

describe("content pages", () => {
  it.each(pages)("%s should have substantial text, an FAQ and links that resolve", (_path, page) => {
    const text = pageText(page);
    expect(words(text.map(plainText).join(" "))).toBeGreaterThanOrEqual(800);
    expect(page.faqs.length).toBeGreaterThanOrEqual(4);
    const hrefs = [...text.join(" ").matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]!).concat(page.related.map((r) => r.href));
    expect(hrefs.length).toBeGreaterThanOrEqual(4);
    for (const href of hrefs) expect(knownPath(href), href).toBe(true);
  });

  it("should not repeat sentences between pages", () => {
    const seen = new Map<string, string>();
    for (const [path, page] of pages) {
      for (const sentence of pageText(page).flatMap((t) => plainText(t).split(/(?<=[.!?])\s+/))) {
        if (words(sentence) < 8) continue;
        const other = seen.get(sentence);
        expect(other === undefined || other === path, `"${sentence}" on ${path} and ${other}`).toBe(true);
        seen.set(sentence, path);
      }
    }
  });
});

/** Every text file in content/ as written (tests excluded). */
const contentSources = Object.entries(
  import.meta.glob<string>(["./**/*.{md,json,ts}", "!./**/*.test.ts"], { query: "?raw", import: "default", eager: true }),
);

/** Lines of prose: markdown front-matter fences, table rows and rules are layout, not words. */
const proseLines = (source: string) =>
  source
    .split("\n")
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => !/^\s*(---+\s*$|\|)/.test(line));

/** Counts with a plural noun after 1 ("1 years", "1 windows"). */
const ONE_PLURAL =
  /(?<![\d.,])\b1 (years|months|weeks|days|hours|minutes|inches|feet|squares|layers|windows|projects|reviews|estimates|miles)\b/;

describe("typography", () => {
  it("should look at every content file", () => {
    expect(contentSources.length).toBeGreaterThan(100);
    expect(contentSources.some(([path]) => path.endsWith(".md"))).toBe(true);
  });

  it("should write dashes as dashes, never as a double hyphen", () => {
    const slips = contentSources.flatMap(([path, source]) =>
      proseLines(source)
        .filter(({ line }) => line.includes("--"))
        .map(({ number, line }) => `${path}:${number}: ${line.trim().slice(0, 80)}`),
    );
    expect(slips).toEqual([]);
  });

  it("should put no double spaces between words", () => {
    const slips = contentSources.flatMap(([path, source]) =>
      proseLines(source)
        .filter(({ line }) => /\S {2,}\S/.test(line.trimStart()))
        .map(({ number, line }) => `${path}:${number}: ${line.trim().slice(0, 80)}`),
    );
    expect(slips).toEqual([]);
  });

  it("should give a count of one a singular noun", () => {
    const slips = contentSources.flatMap(([path, source]) =>
      proseLines(source)
        .filter(({ line }) => ONE_PLURAL.test(line))
        .map(({ number, line }) => `${path}:${number}: ${line.trim().slice(0, 80)}`),
    );
    expect(slips).toEqual([]);
  });

  it("should catch the slips it is meant to", () => {
    expect(proseLines("a -- b\n---\n| --- |").filter(({ line }) => line.includes("--"))).toHaveLength(1);
    expect(ONE_PLURAL.test("a loan of 1 years")).toBe(true);
    expect(ONE_PLURAL.test("1 year, 11 years, 2.1 years")).toBe(false);
  });
});
