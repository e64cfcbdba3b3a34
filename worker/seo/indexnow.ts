import type { IndexNowBatchResult } from "../../contracts/admin";

/** IndexNow (https://www.indexnow.org/documentation): tell search engines which URLs changed. */
export const INDEXNOW_ENDPOINT = "https://api.indexnow.org/indexnow";
/** The protocol's limit of URLs per POST. */
export const INDEXNOW_BATCH_LIMIT = 10_000;
/** 429 (too many requests) and 5xx are tried again this many times in all, with growing waits. */
const INDEXNOW_MAX_ATTEMPTS = 4;
const BASE_BACKOFF_MS = 1_000;
const MAX_BACKOFF_MS = 60_000;

/** The protocol's key format: 8-128 letters, digits and dashes. */
export function isIndexNowKey(key: string): boolean {
  return /^[A-Za-z0-9-]{8,128}$/.test(key);
}

const indexNowKeyPath = (key: string) => `/${key}.txt`;

/** What the protocol's status codes mean, for the admin screen. */
const STATUS_MEANING: Readonly<Record<number, string>> = {
  200: "URLs submitted",
  202: "URLs received; the key is being validated",
  400: "Bad request: the submission is malformed",
  403: "Key not valid: the key file is missing or does not match",
  422: "URLs do not belong to the host or the key does not match the protocol",
  429: "Too many requests",
};

export type { IndexNowBatchResult };

export interface IndexNowReport {
  ok: boolean;
  submitted: number;
  /** URLs not on the site's host (the protocol rejects whole batches for them); never sent. */
  rejected: string[];
  batches: IndexNowBatchResult[];
}

export interface IndexNowOptions {
  siteUrl: string;
  key: string;
  endpoint?: string;
  fetch?: typeof fetch;
  /** Waits between attempts; injectable so tests need not wait. */
  sleep?: (ms: number) => Promise<void>;
  maxAttempts?: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Seconds from Retry-After (a number or an HTTP date), as milliseconds; undefined when absent or unreadable. */
function retryAfterMs(response: Response, now = Date.now()): number | undefined {
  const header = response.headers.get("Retry-After");
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

const retryable = (status: number) => status === 429 || status >= 500 || status === 0;

/** Splits a list into chunks of at most `size`. */
export function inBatches<T>(items: readonly T[], size = INDEXNOW_BATCH_LIMIT): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Submits URLs to IndexNow: only URLs on the site's own host, de-duplicated, in batches of
 * at most 10,000. 200 and 202 count as success; 429 and server errors back off (honouring
 * Retry-After) and try again; other answers fail the batch with the protocol's meaning.
 */
export async function submitToIndexNow(urls: readonly string[], options: IndexNowOptions): Promise<IndexNowReport> {
  const send = options.fetch ?? fetch;
  const sleep = options.sleep ?? wait;
  const maxAttempts = options.maxAttempts ?? INDEXNOW_MAX_ATTEMPTS;
  if (!isIndexNowKey(options.key)) throw new Error("The IndexNow key must be 8-128 letters, digits or dashes.");
  const site = new URL(options.siteUrl);

  const accepted: string[] = [];
  const rejected: string[] = [];
  for (const raw of new Set(urls)) {
    let url: URL | undefined;
    try {
      url = new URL(raw, site);
    } catch {
      url = undefined;
    }
    if (url && url.host === site.host && url.protocol === site.protocol) accepted.push(url.href);
    else rejected.push(raw);
  }

  const batches: IndexNowBatchResult[] = [];
  for (const batch of inBatches(accepted)) {
    const body = JSON.stringify({
      host: site.host,
      key: options.key,
      keyLocation: `${site.origin}${indexNowKeyPath(options.key)}`,
      urlList: batch,
    });
    let status = 0;
    let attempts = 0;
    let detail = "";
    while (attempts < maxAttempts) {
      attempts++;
      let response: Response | undefined;
      try {
        response = await send(options.endpoint ?? INDEXNOW_ENDPOINT, {
          method: "POST",
          headers: { "Content-Type": "application/json; charset=utf-8" },
          body,
        });
        status = response.status;
        detail = "";
      } catch (error) {
        status = 0;
        detail = error instanceof Error ? error.message : String(error);
        // workerd reports an unreachable host (e.g. a failed DNS lookup) only as an opaque internal error.
        if (/^internal error/i.test(detail)) detail = "the IndexNow endpoint could not be reached";
      }
      if (!retryable(status) || attempts >= maxAttempts) break;
      const backoff = Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** (attempts - 1));
      await sleep(Math.min(MAX_BACKOFF_MS, (response && retryAfterMs(response)) ?? backoff));
    }
    const ok = status === 200 || status === 202;
    const message = STATUS_MEANING[status] ?? (status === 0 ? `No answer: ${detail}` : `Unexpected answer ${status}`);
    batches.push({ urls: batch.length, status, ok, attempts, message });
  }

  return {
    ok: batches.every((b) => b.ok) && rejected.length === 0,
    submitted: batches.filter((b) => b.ok).reduce((sum, b) => sum + b.urls, 0),
    rejected,
    batches,
  };
}
