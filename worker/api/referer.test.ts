import { describe, expect, it } from "vitest";
import { refererPath } from "./referer";

describe("refererPath", () => {
  it("should give the path of the page, without its query or fragment", () => {
    expect(refererPath("https://www.example.com/roofing/storm-damage?utm_source=x#form", "/")).toBe("/roofing/storm-damage");
  });

  it("should give the fallback without a Referer, or for one that is not an absolute URL", () => {
    expect(refererPath(undefined, "(unknown)")).toBe("(unknown)");
    expect(refererPath("", "/schedule")).toBe("/schedule");
    expect(refererPath("/contact", "/schedule")).toBe("/schedule");
    expect(refererPath("not a url", "/")).toBe("/");
  });

  it("should count only this site's own pages when given the request's URL", () => {
    const site = "https://www.example.com/api/chat/message";
    expect(refererPath("https://www.example.com/siding", "/", site)).toBe("/siding");
    expect(refererPath("https://elsewhere.example/siding", "/", site)).toBe("/");
    expect(refererPath("https://www.example.com:8443/siding", "/", site)).toBe("/");
  });
});
