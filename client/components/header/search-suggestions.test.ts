import { describe, expect, it } from "vitest";
import { isActivePath } from "./nav";
import { matchSuggestions, searchUrl } from "./search-suggestions";

describe("search suggestions", () => {
  it("should match phrases containing the trimmed text, case-insensitively, at most five", () => {
    expect(matchSuggestions("  ROOF ")).toEqual(["Roof repair", "Roof replacement", "Emergency roof repair", "Metal roofing"]);
    expect(matchSuggestions("i")).toHaveLength(5);
    expect(matchSuggestions("   ")).toEqual([]);
    expect(matchSuggestions("plumbing")).toEqual([]);
  });

  it("should send the encoded text to the contact page", () => {
    expect(searchUrl(" roof & gutter ")).toBe("/contact?search=roof%20%26%20gutter");
  });
});

describe("active navigation", () => {
  it("should match by prefix, and home only on exactly /", () => {
    expect(isActivePath("/insights/storm-chasers", "/insights")).toBe(true);
    expect(isActivePath("/projects", "/projects")).toBe(true);
    expect(isActivePath("/contact", "/projects")).toBe(false);
    expect(isActivePath("/", "/")).toBe(true);
    expect(isActivePath("/roofing", "/")).toBe(false);
  });
});
