import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../app";
import type { Env } from "../env";
import { fetchWorker } from "../test/fetch";
import { robotsTxt } from "./robots";

const group = (agent: string) => [
  `User-agent: ${agent}`,
  "Allow: /",
  "Allow: /insights/",
  "Disallow: /admin",
  "Disallow: /admin/",
  "Disallow: /communications-test",
  "Disallow: /communications-test/",
  "Disallow: /data-upload",
  "Disallow: /data-upload/",
  "Disallow: /api/",
  "Crawl-delay: 1",
];

const expected = [
  ...group("Googlebot"),
  "",
  ...group("Bingbot"),
  "",
  ...group("*"),
  "",
  "Sitemap: https://www.example.com/sitemap.xml",
  "",
];

describe("robots.txt", () => {
  it("should list the rules line by line", () => {
    expect(robotsTxt("https://www.example.com").split("\n")).toEqual(expected);
  });

  it("should be served by the worker with the configured site URL", async () => {
    const response = await fetchWorker("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=UTF-8");
    const lines = (await response.text()).split("\n");
    expect(lines.at(-2)).toBe("Sitemap: http://localhost:8787/sitemap.xml");
    expect(lines.slice(0, -2)).toEqual(expected.slice(0, -2));
  });
});

describe("a site that is not to be indexed (staging)", () => {
  const staging = { ...(env as Env), SEARCH_INDEXING: "off", SITE_URL: "https://staging.example.com" } as Env;
  const request = (path: string) => app.request(`http://localhost:8787${path}`, {}, staging);

  it("should close robots.txt to every crawler and say noindex on every answer", async () => {
    expect(await (await request("/robots.txt")).text()).toBe("User-agent: *\nDisallow: /\n");
    for (const path of ["/", "/roofing", "/api/health", "/no-such-page"])
      expect((await request(path)).headers.get("X-Robots-Tag"), path).toBe("noindex, nofollow");
  });

  it("should leave the live site indexable", async () => {
    const response = await fetchWorker("/roofing");
    expect(response.headers.get("X-Robots-Tag")).toBeNull();
    expect(await (await fetchWorker("/robots.txt")).text()).toContain("Allow: /insights/");
  });
});
