import { describe, expect, it } from "vitest";
import { readingMinutes as readingTimeOf } from "../../contracts/text";
import { analyzeContent, complexityOf, scoreContent, wordCountTierOf } from "./content-metrics";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("content scoring", () => {
  it("should give 20 points only for over 300 words", () => {
    expect(scoreContent({ wordCount: 300, headings: 0, images: 0, links: 0 })).toBe(0);
    expect(scoreContent({ wordCount: 301, headings: 0, images: 0, links: 0 })).toBe(20);
  });

  it("should give 15 for headings, 10 for images and 10 for links", () => {
    expect(scoreContent({ wordCount: 0, headings: 2, images: 0, links: 0 })).toBe(15);
    expect(scoreContent({ wordCount: 0, headings: 0, images: 1, links: 0 })).toBe(10);
    expect(scoreContent({ wordCount: 0, headings: 0, images: 0, links: 3 })).toBe(10);
    expect(scoreContent({ wordCount: 5000, headings: 9, images: 9, links: 9 })).toBe(55);
  });

  it("should never score over 100", () => {
    expect(scoreContent({ wordCount: 1e6, headings: 1e6, images: 1e6, links: 1e6 })).toBeLessThanOrEqual(100);
  });

  it("should count words, headings, images and links in HTML", () => {
    const metrics = analyzeContent(`<h2>Title here</h2><p>${words(400)}</p><img src="/a.png" alt="a"><a href="/roofing">roofing</a>`);
    expect(metrics.wordCount).toBe(403);
    expect(metrics.headings).toBe(1);
    expect(metrics.images).toBe(1);
    expect(metrics.links).toBe(1);
    expect(metrics.score).toBe(55);
  });

  it("should recommend headings and images when they are missing", () => {
    const metrics = analyzeContent(`<p>${words(900)}</p>`);
    expect(metrics.recommendations).toEqual([
      "Add headings that break the content into sections.",
      "Add at least one relevant image with descriptive alt text.",
      "Link to related pages on the site.",
    ]);
  });

  it("should recommend the word count of the content depth when the score is under 60", () => {
    const html = `<h2>A</h2><img src="/a.png" alt=""><a href="/x">x</a><p>${words(350)}</p>`;
    expect(analyzeContent(html, "shallow").recommendations).toEqual([]);
    expect(analyzeContent(html, "medium").recommendations).toEqual(["Expand the content to at least 800 words (now 352)."]);
    expect(analyzeContent(html, "comprehensive").recommendations[0]).toContain("at least 1500 words");
  });

  it("should rate complexity: over 1000 words comprehensive, over 500 medium, else basic", () => {
    expect(complexityOf(500)).toBe("basic");
    expect(complexityOf(501)).toBe("medium");
    expect(complexityOf(1000)).toBe("medium");
    expect(complexityOf(1001)).toBe("comprehensive");
  });

  it("should place word counts in the 300/800/1500 tiers", () => {
    expect([299, 300, 799, 800, 1499, 1500].map(wordCountTierOf)).toEqual([0, 1, 1, 2, 2, 3]);
  });

  it("should read at 200 words per minute, at least one minute", () => {
    expect(readingTimeOf(0)).toBe(1);
    expect(readingTimeOf(200)).toBe(1);
    expect(readingTimeOf(201)).toBe(2);
    expect(readingTimeOf(1000)).toBe(5);
  });
});
