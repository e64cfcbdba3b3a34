import { describe, expect, it } from "vitest";
import { devAdminHeaders, fetchWorker } from "../test/fetch";
import { PAGE_CACHE_HEADER } from "./page-cache";

const nonceOfHeader = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
const noncesInBody = (html: string) => new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));

/** Fetches a page until its copy is in the cache (the copy is stored after the answer is sent). */
async function fetchCached(path: string) {
  for (let i = 0; i < 50; i++) {
    const response = await fetchWorker(path);
    const html = await response.text();
    if (response.headers.get(PAGE_CACHE_HEADER) === "hit") return { response, html };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} was never served from the cache`);
}

describe("rendered page cache", () => {
  it("should serve a public page from the cache with this request's nonce, never the stored one", async () => {
    const first = await fetchWorker("/roofing");
    const firstHtml = await first.text();
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBe("miss");

    const { response, html } = await fetchCached("/roofing");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/html");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    const nonce = nonceOfHeader(response);
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(nonceOfHeader(first));
    // Every script carries the new nonce; the stored one appears nowhere.
    expect(noncesInBody(html)).toEqual(new Set([nonce]));
    expect(html).not.toContain(nonceOfHeader(first)!);
    // Apart from the nonce, the same page (the rewriter may write a void tag's end as " />").
    const same = (text: string, n: string) => text.replaceAll(n, "N").replaceAll(" />", "/>");
    expect(same(html, nonce!)).toBe(same(firstHtml, nonceOfHeader(first)!));
  });

  it("should render live pages, private pages and addresses with a query string every time", async () => {
    for (const path of ["/schedule", "/roofing?utm_source=test", "/social-preview", "/admin"]) {
      for (let i = 0; i < 3; i++) {
        const response = await fetchWorker(path, { headers: { ...devAdminHeaders() } });
        await response.arrayBuffer();
        expect(response.headers.get(PAGE_CACHE_HEADER), path).not.toBe("hit");
      }
    }
  });

  it("should not keep a missing page", async () => {
    for (let i = 0; i < 3; i++) {
      const response = await fetchWorker("/no-such-page-anywhere");
      expect(response.status).toBe(404);
      await response.arrayBuffer();
      expect(response.headers.get(PAGE_CACHE_HEADER)).not.toBe("hit");
    }
  });

  it("should show an uploaded article on the insights list at once", async () => {
    const slug = `cached-list-${Date.now().toString(36)}`;
    const before = await fetchCached("/insights");
    expect(before.html).not.toContain(slug);
    const upload = await fetchWorker("/api/admin/insights/upload", {
      method: "POST",
      headers: { ...devAdminHeaders(), "Content-Type": "application/json" },
      body: JSON.stringify({
        format: "json",
        files: [
          {
            name: "article.json",
            text: JSON.stringify({
              slug,
              title: "Ice Dams and Your Gutters",
              description: "Why ice dams form along Maryland gutters in a cold snap, and what stops them from coming back next winter.",
              category: "Gutters",
              publishedAt: "2026-11-01",
              updatedAt: "2026-11-01",
              markdown: "Ice dams form when heat escapes through the roof.",
            }),
          },
        ],
      }),
    });
    expect(upload.status).toBe(200);
    const after = await fetchWorker("/insights");
    expect(after.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    expect(await after.text()).toContain(slug);
  });
});
