import { afterEach, describe, expect, it, vi } from "vitest";
import { arrayOf, number, object } from "../../contracts/check";
import { AnswerError, apiRequest, cachedQuery, invalidateQueries, RequestError, readAnswer, readQuery, throwIfNotOk } from "./request";

const checkPosts = object({ posts: arrayOf(object({ id: number })) });
const checkN = object({ n: number });

function stubFetch(response: () => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return response();
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  invalidateQueries();
});

describe("request helper", () => {
  it("should raise '<status>: <body>' for a non-OK answer", async () => {
    const error = await throwIfNotOk(new Response("Invalid lead", { status: 400, statusText: "Bad Request" })).catch((e) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error.message).toBe("400: Invalid lead");
    expect(error.status).toBe(400);
  });

  it("should use the status text when the body is empty", async () => {
    const error = await throwIfNotOk(new Response(null, { status: 503, statusText: "Service Unavailable" })).catch((e) => e);
    expect(error.message).toBe("503: Service Unavailable");
  });

  it("should send JSON with its content type only when there is a payload, always with credentials", async () => {
    const calls = stubFetch(() => new Response("{}"));
    await apiRequest("POST", "/api/leads", { name: "Ann" }, { headers: { "Idempotency-Key": "k1" } });
    await apiRequest("GET", "/api/chat/abc/history");
    expect(calls[0]!.init).toMatchObject({
      method: "POST",
      credentials: "include",
      body: JSON.stringify({ name: "Ann" }),
      headers: { "Content-Type": "application/json", "Idempotency-Key": "k1" },
    });
    expect(calls[1]!.init.credentials).toBe("include");
    expect(calls[1]!.init.body).toBeUndefined();
    expect(calls[1]!.init.headers).toEqual({});
  });

  it("should read the key's segments joined by slashes", async () => {
    const calls = stubFetch(() => Response.json({ posts: [] }));
    expect(await readQuery(["/api/insights", "posts"], checkPosts)).toEqual({ posts: [] });
    expect(calls[0]!.url).toBe("/api/insights/posts");
  });

  it("should map 401 to null only when asked", async () => {
    stubFetch(() => new Response("Unauthorized", { status: 401, statusText: "Unauthorized" }));
    expect(await readQuery(["/api/admin/me"], checkN, "returnNull")).toBeNull();
    await expect(readQuery(["/api/admin/me"], checkN)).rejects.toThrow("401: Unauthorized");
  });

  it("should never retry a failed read", async () => {
    const calls = stubFetch(() => new Response("boom", { status: 500 }));
    await expect(cachedQuery(["/api/x"], checkN)).rejects.toThrow("500: boom");
    expect(calls).toHaveLength(1);
  });

  it("should reuse a cached read until it is too old, and never cache a failure", async () => {
    let n = 0;
    const calls = stubFetch(() => Response.json({ n: ++n }));
    expect(await cachedQuery(["/api/y"], checkN)).toEqual({ n: 1 });
    expect(await cachedQuery(["/api/y"], checkN)).toEqual({ n: 1 });
    expect(calls).toHaveLength(1);
    expect(await cachedQuery(["/api/y"], checkN, { maxAgeMs: 0 })).toEqual({ n: 2 });
  });

  it("should fail a read whose answer does not match its type, say where, and not cache it", async () => {
    let answer: unknown = { posts: [{ id: "7" }] };
    const calls = stubFetch(() => Response.json(answer));
    const error = await readQuery(["/api/insights", "posts"], checkPosts).catch((e) => e);
    expect(error).toBeInstanceOf(AnswerError);
    expect(error.message).toBe("The answer from the server is not what the site expects: posts[0].id should be a number");
    await expect(cachedQuery(["/api/z"], checkPosts)).rejects.toThrow("posts[0].id should be a number");
    answer = { posts: [{ id: 7 }] };
    expect(await cachedQuery(["/api/z"], checkPosts)).toEqual({ posts: [{ id: 7 }] });
    expect(calls).toHaveLength(3);
  });

  it("should take a check that is still loading, and let a failed request win over it", async () => {
    stubFetch(() => Response.json({ n: 3 }));
    expect(await readQuery(["/api/n"], Promise.resolve(checkN))).toEqual({ n: 3 });
    stubFetch(() => new Response("boom", { status: 500 }));
    const unloaded = Promise.reject(new Error("chunk failed"));
    await expect(readQuery(["/api/n"], unloaded)).rejects.toThrow("500: boom");
  });

  it("should fail an OK answer that is not JSON", async () => {
    const error = await readAnswer(new Response("<html>gateway</html>"), checkN).catch((e) => e);
    expect(error).toBeInstanceOf(AnswerError);
    expect(error.message).toBe("The answer from the server is not what the site expects: it is not JSON");
  });
});
