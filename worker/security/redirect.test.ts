import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sameOriginPath } from "./redirect";

const site = "http://localhost:8787/some/page";

/** The Worker, given a request whose path is used as it is (no URL resolution against a base). */
function fetchRaw(path: string): Promise<Response> {
  const worker = (exports as unknown as { default: { fetch(request: Request): Promise<Response> } }).default;
  return worker.fetch(new Request(`http://localhost:8787${path}`, { redirect: "manual" }));
}

describe("redirect targets", () => {
  it.each([
    ["//evil.com", "/evil.com"],
    ["///evil.com/", "/evil.com/"],
    ["/\\evil.com", "/evil.com"],
    ["\\\\evil.com", "/evil.com"],
    ["/a/..//evil.com", "/evil.com"],
    ["https://evil.com/x", "/"],
    ["javascript:alert(1)", "/"],
    ["/admin/delivery?x=1", "/admin/delivery?x=1"],
    ["/roofing", "/roofing"],
  ])("should keep %s on the site as %s", (target, expected) => {
    const path = sameOriginPath(target, site);
    expect(path).toBe(expected);
    expect(new URL(path, site).origin).toBe("http://localhost:8787");
  });

  it("should never send the trailing-slash redirect off the site", async () => {
    // "/.//evil.com/" on the request line reaches the Worker as the path "//evil.com/".
    for (const path of ["//evil.com/", "/.//evil.com/", "///evil.com/?q=1", "/%2F/evil.com/"]) {
      const response = await fetchRaw(path);
      if (response.status === 301) {
        const location = response.headers.get("Location")!;
        expect(new URL(location, `http://localhost:8787${path}`).origin, path).toBe("http://localhost:8787");
        expect(location, path).not.toMatch(/^[/\\]{2}/);
      }
    }
    const response = await fetchRaw("/.//evil.com/");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/evil.com");
  });
});
