import { describe, expect, it, vi } from "vitest";
import {
  CONTENT_LINK,
  countOf,
  countWords,
  escapeHtml,
  fromBase64Url,
  groupDigits,
  htmlToText,
  markdownToText,
  readingMinutes,
  scriptJson,
  toBase64Url,
  toHex,
  withoutLinks,
} from "./text";

describe("text", () => {
  it("should escape every character that could leave HTML text or an attribute", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
  });

  it("should keep JSON inside a script element from closing it or opening a comment", () => {
    const json = scriptJson({ text: "</script><!-- & \u2028" });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ text: "</script><!-- & \u2028" });
  });

  it("should group digits as English writes them", () => {
    expect([7, 300, 5000, 250000, 1234567].map(groupDigits)).toEqual(["7", "300", "5,000", "250,000", "1,234,567"]);
  });

  it("should write bytes as hex and as unpadded base64url", () => {
    expect(toHex(new Uint8Array([0, 15, 255]))).toBe("000fff");
    expect(toBase64Url(new Uint8Array([251, 255, 191]))).toBe("-_-_");
    expect(toBase64Url(new Uint8Array([1]))).toBe("AQ");
    expect(toBase64Url(new Uint8Array([9, 1, 2, 3]).subarray(1))).toBe("AQID");
    expect([...fromBase64Url("-_-_")]).toEqual([251, 255, 191]);
    expect(() => fromBase64Url("not base64!")).toThrow();
  });

  it("should find content links and reduce them to their labels", () => {
    const text = "See [emergency repair](/emergency-roof-repair) or [call](tel:1).";
    expect([...text.matchAll(CONTENT_LINK)].map((m) => [m[1], m[2]])).toEqual([["emergency repair", "/emergency-roof-repair"]]);
    expect(withoutLinks(text)).toBe("See emergency repair or call.");
  });

  it("should read the words of HTML and of markdown alike", () => {
    expect(htmlToText("<p>Ice &amp; snow</p><script>x()</script><p>dams</p>")).toBe("Ice & snow dams");
    expect(markdownToText("## Ice dams\n\n- **Vent** the [attic](/roofing)\n\n```\ncode\n```")).toBe("Ice dams Vent the attic");
    expect(countWords(htmlToText("<p>Ice &amp; snow dams</p>"))).toBe(3);
    expect(countWords(markdownToText("## Ice dams\n\nVent the attic - now"))).toBe(6);
  });

  it("should give reading time at 200 words a minute, at least one minute", () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(200)).toBe(1);
    expect(readingMinutes(201)).toBe(2);
  });

  it("should pluralise a count as English does", () => {
    expect(countOf(1, "year")).toBe("1 year");
    expect(countOf(0, "year")).toBe("0 years");
    expect(countOf(15, "year")).toBe("15 years");
    expect(countOf(1200, "URL")).toBe("1,200 URLs");
    expect(countOf(1, "entry", "entries")).toBe("1 entry");
    expect(countOf(3, "entry", "entries")).toBe("3 entries");
    expect(countOf(1.5, "day")).toBe("1.5 days");
  });

  it("should count as Intl does, without loading Intl's number data", () => {
    const plurals = new Intl.PluralRules("en-US");
    const counts = [-1_234_567, -1001, -2, -1, 0, 1, 2, 7, 10, 11, 21, 99, 100, 101, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 2 ** 40];
    const expected = counts.map((n) => `${n.toLocaleString("en-US")} ${plurals.select(n) === "one" ? "day" : "days"}`);
    const formatNumber = vi.spyOn(Number.prototype, "toLocaleString");
    try {
      expect(counts.map((n) => countOf(n, "day"))).toEqual(expected);
      expect(formatNumber, "the first toLocaleString of a page costs it a long task").not.toHaveBeenCalled();
    } finally {
      formatNumber.mockRestore();
    }
  });
});
