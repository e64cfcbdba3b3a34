import { describe, expect, it } from "vitest";
import { excerptWords } from "./excerpt";

describe("excerptWords", () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(" ");

  it("should keep a text of 25 words or fewer whole, its spacing made single", () => {
    expect(excerptWords(`  ${words(25)}  `)).toBe(words(25));
    expect(excerptWords("one\n\ttwo   three")).toBe("one two three");
    expect(excerptWords("")).toBe("");
  });

  it("should cut a longer text after 25 words, dropping the punctuation before its ellipsis", () => {
    expect(excerptWords(words(26))).toBe(`${words(25)}...`);
    expect(excerptWords(`${words(24)} end, and more after it`)).toBe(`${words(24)} end...`);
    expect(excerptWords(`${words(1000)}`, 3)).toBe("w1 w2 w3...");
  });
});
