import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Env } from "../env";
import worker from "../index";

const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;

/** The static files as the platform holds them: these three, nothing else. */
const files: Record<string, string> = {
  "/favicon.svg": "image/svg+xml",
  "/social/company.jpg": "image/jpeg",
  "/images/projects/roof-1.webp": "image/webp",
};
const assets = {
  fetch: async (input: RequestInfo | URL) => {
    const type = files[new URL(input instanceof Request ? input.url : input).pathname];
    return type ? new Response("file", { headers: { "Content-Type": type } }) : new Response("Not Found", { status: 404 });
  },
} as unknown as Fetcher;

const get = (path: string, indexing: "on" | "off") =>
  worker.fetch(
    new Request(`http://localhost:8787${path}`, { headers: { Host: "localhost:8787" } }) as Request<unknown, IncomingRequestCfProperties>,
    { ...(env as Env), SEARCH_INDEXING: indexing, ASSETS: assets },
    ctx,
  );

describe("static files on a site that is not to be indexed", () => {
  it("should mark pictures, the favicon and the social image noindex on staging", async () => {
    for (const path of Object.keys(files)) {
      const response = await get(path, "off");
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Content-Type"), path).toBe(files[path]);
      expect(response.headers.get("X-Robots-Tag"), path).toBe("noindex, nofollow");
    }
    // What is not a file is the app's, which says the same.
    const robots = await get("/robots.txt", "off");
    expect(await robots.text()).toContain("Disallow: /");
    expect(robots.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
  });

  it("should leave the live site's files to the platform", async () => {
    // Live, the files are served before the Worker runs; one that reaches it is not looked up here.
    const response = await get("/favicon.svg", "on");
    expect(response.headers.get("X-Robots-Tag")).toBeNull();
    expect(response.headers.get("Content-Type")).not.toBe("image/svg+xml");
  });
});
