import { describe, expect, it } from "vitest";
import type { InsightPostsResponse } from "../../contracts/insights-query";
import { takeTurns } from "../db/insights";
import { fetchWorker } from "../test/fetch";

describe("GET /api/insights/posts", () => {
  it("should answer the SPEC shape, newest first, cached for ten minutes", async () => {
    const response = await fetchWorker("/api/insights/posts?limit=12");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=600, s-maxage=600");
    const { posts } = (await response.json()) as InsightPostsResponse;
    expect(posts).toHaveLength(12);
    expect(Object.keys(posts[0]!).sort()).toEqual(
      ["id", "slug", "title", "excerpt", "category", "author", "publishedAt", "createdAt", "readTime"].sort(),
    );
    const dates = posts.map((p) => p.publishedAt!);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const post of posts) expect(post.readTime).toBeGreaterThan(0);
  });

  it("should answer a repeat from the edge cache with the same body and the security headers", async () => {
    const first = await fetchWorker("/api/insights/posts?limit=5");
    const body = await first.text();
    // The first answer is stored after it is sent (waitUntil); give it a moment.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = await fetchWorker("/api/insights/posts?limit=5");
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(body);
    expect(second.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("should spread categories with diversify=true", async () => {
    const plain = ((await (await fetchWorker("/api/insights/posts?limit=4")).json()) as InsightPostsResponse).posts;
    const diverse = ((await (await fetchWorker("/api/insights/posts?limit=4&diversify=true")).json()) as InsightPostsResponse).posts;
    const distinct = (posts: { category: string }[]) => new Set(posts.map((p) => p.category)).size;
    expect(distinct(diverse)).toBe(4);
    expect(distinct(diverse)).toBeGreaterThanOrEqual(distinct(plain));
  });

  it("should refuse a bad query with a JSON error", async () => {
    const response = await fetchWorker("/api/insights/posts?limit=0&diversify=maybe");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: "invalid_query",
        message: "The query is not valid.",
        fields: { limit: "limit must be at least 1", diversify: "diversify must be true or false" },
      },
    });
  });
});

describe("taking turns", () => {
  it("should interleave groups and keep each group's order", () => {
    const items = ["a1", "a2", "a3", "b1", "c1", "c2"];
    expect(takeTurns(items, (s) => s[0]!)).toEqual(["a1", "b1", "c1", "a2", "c2", "a3"]);
  });
});
