import { describe, expect, it } from "vitest";
import { htmlToText as plainText } from "../../contracts/text";
import { cutTo, describeFromContent } from "./text";

describe("SEO text", () => {
  it("should keep a generated description of up to 155 characters whole", () => {
    const text = "a".repeat(155);
    expect(describeFromContent(`<p>${text}</p>`)).toBe(text);
  });

  it("should cut a generated description over 155 characters to 152 plus an ellipsis", () => {
    const text = "b".repeat(156);
    const description = describeFromContent(text);
    expect(description).toBe(`${"b".repeat(152)}...`);
    expect(description).toHaveLength(155);
  });

  it("should cut to a maximum length", () => {
    expect(cutTo("x".repeat(200), 155)).toHaveLength(155);
    expect(cutTo("x".repeat(200), 100)).toHaveLength(100);
    expect(cutTo("  short   text ", 100)).toBe("short text");
  });

  it("should read HTML as plain text", () => {
    expect(plainText("<h2>Ice &amp; water</h2><p>Shield <a href='/x'>here</a></p><script>var a = 1;</script>")).toBe(
      "Ice & water Shield here",
    );
  });
});
