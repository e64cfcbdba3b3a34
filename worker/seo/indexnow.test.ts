import { describe, expect, it } from "vitest";
import { fetchWorker } from "../test/fetch";
import { INDEXNOW_BATCH_LIMIT, inBatches, isIndexNowKey, submitToIndexNow } from "./indexnow";

const KEY = "7c4e9b2f5a1d4e8c9f3b6a2d5e8c1f47";
const siteUrl = "https://www.example.com";

/** A fake IndexNow endpoint answering the given statuses in turn, recording each request body. */
function endpoint(statuses: (number | [number, Record<string, string>])[]) {
  const bodies: { host: string; key: string; keyLocation: string; urlList: string[] }[] = [];
  const fake = (async (_url: RequestInfo | URL, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)));
    const next = statuses.shift() ?? 200;
    const [status, headers] = Array.isArray(next) ? next : [next, {}];
    return new Response(null, { status, headers });
  }) as typeof fetch;
  return { fake, bodies };
}

describe("IndexNow", () => {
  it("should accept keys of 8-128 letters, digits and dashes", () => {
    expect(isIndexNowKey(KEY)).toBe(true);
    expect(isIndexNowKey("short")).toBe(false);
    expect(isIndexNowKey("has space in it")).toBe(false);
    expect(isIndexNowKey("a".repeat(129))).toBe(false);
  });

  it("should split submissions into batches of at most 10,000", () => {
    expect(INDEXNOW_BATCH_LIMIT).toBe(10_000);
    expect(inBatches(Array.from({ length: 25_001 }, (_, i) => i)).map((b) => b.length)).toEqual([10_000, 10_000, 5_001]);
  });

  it("should send the host, key, key location and URL list, and count 200 and 202 as success", async () => {
    const urls = Array.from({ length: 10_001 }, (_, i) => `${siteUrl}/page-${i}`);
    const { fake, bodies } = endpoint([200, 202]);
    const report = await submitToIndexNow(urls, { siteUrl, key: KEY, fetch: fake });
    expect(report).toMatchObject({ ok: true, submitted: 10_001, rejected: [] });
    expect(report.batches.map((b) => [b.urls, b.status, b.ok])).toEqual([
      [10_000, 200, true],
      [1, 202, true],
    ]);
    expect(bodies[0]).toMatchObject({ host: "www.example.com", key: KEY, keyLocation: `${siteUrl}/${KEY}.txt` });
    expect(bodies[1]!.urlList).toEqual([`${siteUrl}/page-10000`]);
  });

  it("should never send URLs of another host", async () => {
    const { fake, bodies } = endpoint([200]);
    const report = await submitToIndexNow(
      [`${siteUrl}/roofing`, "https://evil.example.net/roofing", "http://www.example.com/x", "/siding"],
      {
        siteUrl,
        key: KEY,
        fetch: fake,
      },
    );
    expect(report.rejected).toEqual(["https://evil.example.net/roofing", "http://www.example.com/x"]);
    expect(bodies[0]!.urlList).toEqual([`${siteUrl}/roofing`, `${siteUrl}/siding`]);
    expect(report.ok).toBe(false);
  });

  it("should back off on 429, honouring Retry-After, then succeed", async () => {
    const { fake, bodies } = endpoint([[429, { "Retry-After": "7" }], 429, 202]);
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    const report = await submitToIndexNow([`${siteUrl}/`], { siteUrl, key: KEY, fetch: fake, sleep });
    expect(waits).toEqual([7_000, 2_000]);
    expect(bodies).toHaveLength(3);
    expect(report.batches[0]).toMatchObject({ ok: true, status: 202, attempts: 3 });
  });

  it("should give up after the last attempt and report the failure", async () => {
    const { fake } = endpoint([429, 429, 429, 429, 429]);
    const report = await submitToIndexNow([`${siteUrl}/`], { siteUrl, key: KEY, fetch: fake, sleep: () => Promise.resolve() });
    expect(report.batches[0]).toMatchObject({ ok: false, status: 429, attempts: 4, message: "Too many requests" });
    expect(report.ok).toBe(false);
  });

  it("should say plainly when the endpoint cannot be reached", async () => {
    const unreachable = (async () => {
      throw new Error("internal error; reference = 4g2en1i0vt0all6d2m51p4ft");
    }) as typeof fetch;
    const report = await submitToIndexNow([`${siteUrl}/`], { siteUrl, key: KEY, fetch: unreachable, sleep: () => Promise.resolve() });
    expect(report.batches[0]).toMatchObject({
      ok: false,
      status: 0,
      attempts: 4,
      message: "No answer: the IndexNow endpoint could not be reached",
    });
  });

  it("should not retry a rejected key", async () => {
    const { fake, bodies } = endpoint([403]);
    const report = await submitToIndexNow([`${siteUrl}/`], { siteUrl, key: KEY, fetch: fake, sleep: () => Promise.resolve() });
    expect(bodies).toHaveLength(1);
    expect(report.batches[0]!.message).toBe("Key not valid: the key file is missing or does not match");
  });

  it("should serve the key file at /{key}.txt and nothing at other keys", async () => {
    const response = await fetchWorker(`/${KEY}.txt`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(KEY);
    expect((await fetchWorker("/0000000000000000.txt")).status).toBe(404);
  });
});
