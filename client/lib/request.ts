import { type AnswerCheck, AnswerError, readAnswer } from "../../contracts/answer";

export { AnswerError, readAnswer };

/**
 * The one way the browser talks to the API (SPEC sections 7 and 8): cookies always go along,
 * a JSON body and its content type only when there is a payload, and any non-OK answer
 * becomes an error whose message is `"<status>: <body or status text>"`. No retries. An OK answer
 * is read against a check of its type: one that does not match fails like a request that failed.
 */

export class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "RequestError";
  }
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = (await response.text()) || "";
  throw new RequestError(response.status, body, response.statusText);
}

export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Sends a request and returns the OK response.
 * @example await apiRequest("POST", "/api/leads", lead, { headers: { "Idempotency-Key": key } })
 */
export async function apiRequest(method: string, url: string, payload?: unknown, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  const init: RequestInit = { method, credentials: "include", headers, signal: options.signal };
  if (payload !== undefined) {
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(payload);
  }
  const response = await fetch(url, init);
  await throwIfNotOk(response);
  return response;
}

export type On401 = "throw" | "returnNull";

/**
 * A data read: GET to the key's segments joined by slashes, parsed as JSON and checked. With
 * `on401: "returnNull"` an unauthorised answer reads as null instead of an error.
 * @example await readQuery(["/api/insights", "posts"], checkInsightPosts)
 */
export async function readQuery<T>(key: readonly (string | number)[], check: AnswerCheck<T>, on401: On401 = "throw"): Promise<T | null> {
  // A check still loading must not fail unobserved when the request fails first.
  if (check instanceof Promise) check.catch(() => undefined);
  const response = await fetch(key.join("/"), { credentials: "include" });
  if (on401 === "returnNull" && response.status === 401) return null;
  await throwIfNotOk(response);
  return readAnswer(response, check);
}

interface CachedRead {
  at: number;
  value: Promise<unknown>;
  /** The answer once it has arrived, for synchronous reads (`peekQuery`). */
  settled?: { value: unknown };
}

const cache = new Map<string, CachedRead>();

/**
 * A cached read. Data never goes stale by default (no refetch on focus or on an interval);
 * `maxAgeMs` bounds how long an answer is reused. Failed reads are not cached and not retried.
 */
export function cachedQuery<T>(
  key: readonly (string | number)[],
  check: AnswerCheck<T>,
  { maxAgeMs = Number.POSITIVE_INFINITY, on401 = "throw" as On401 } = {},
): Promise<T | null> {
  const id = key.join("/");
  const hit = cache.get(id);
  if (hit && Date.now() - hit.at < maxAgeMs) return hit.value as Promise<T | null>;
  const value = readQuery(key, check, on401);
  const entry: CachedRead = { at: Date.now(), value };
  cache.set(id, entry);
  value.then(
    (answer) => (entry.settled = { value: answer }),
    () => cache.delete(id),
  );
  return value;
}

/** Puts an answer the page already has (e.g. from the server's render) into the cache. */
export function primeQuery(key: readonly (string | number)[], value: unknown): void {
  const id = key.join("/");
  if (cache.get(id)?.settled) return;
  cache.set(id, { at: Date.now(), value: Promise.resolve(value), settled: { value } });
}

/** A cached answer that has arrived and is younger than `maxAgeMs`, without waiting; else undefined. */
export function peekQuery<T>(key: readonly (string | number)[], maxAgeMs = Number.POSITIVE_INFINITY): T | undefined {
  const hit = cache.get(key.join("/"));
  if (!hit?.settled || Date.now() - hit.at >= maxAgeMs) return undefined;
  return hit.settled.value as T;
}

/** Forget cached reads (all, or those whose key starts with `prefix`). */
export function invalidateQueries(prefix = ""): void {
  for (const id of cache.keys()) if (id.startsWith(prefix)) cache.delete(id);
}
