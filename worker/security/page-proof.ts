import { fromBase64Url, toBase64Url } from "../../contracts/text";
import { countedCampaign } from "../attribution/event-counts";
import type { Env } from "../env";

/**
 * Proof that a visit's campaign came from a page this site served for it (docs/decisions/
 * 038-campaigns-that-count.md). A page requested with a `utm_campaign` gets, as its CSP
 * nonce, a token signed for that campaign and the minute it was served; the visit counter's
 * script reads its page's nonce and sends it with the visit. The worker counts the campaign under
 * its own name only when the token is its own, for that campaign, and under an hour old (or when
 * a lead carried the campaign). A beacon forged without loading the page has no such token.
 *
 * The key is the PAGE_PROOF_SECRET secret; without it, a key of this isolate's own (enough on
 * one machine; in production some proofs then reach an isolate that cannot check them, and those
 * visits count as "other" until a lead carries the campaign).
 */

/** How long after the page was served its proof counts. */
const PROOF_MINUTES = 60;
/** A few minutes of clock skew between isolates. */
const SKEW_MINUTES = 2;
const RANDOM_BYTES = 8;
const MAC_BYTES = 16;
const TOKEN = /^[A-Za-z0-9_-]{38}$/;

const keys = new Map<string, Promise<CryptoKey>>();
let isolateSecret: Uint8Array<ArrayBuffer> | undefined;

function keyOf(env: Pick<Env, "PAGE_PROOF_SECRET">): Promise<CryptoKey> {
  const secret = env.PAGE_PROOF_SECRET ?? "";
  let key = keys.get(secret);
  if (!key) {
    isolateSecret ??= crypto.getRandomValues(new Uint8Array(32));
    const raw: Uint8Array<ArrayBuffer> = secret ? new TextEncoder().encode(secret) : isolateSecret;
    key = crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    keys.set(secret, key);
  }
  return key;
}

async function macOf(env: Pick<Env, "PAGE_PROOF_SECRET">, head: Uint8Array, campaign: string): Promise<Uint8Array> {
  const text = new TextEncoder().encode(campaign);
  const data = new Uint8Array(head.length + text.length);
  data.set(head);
  data.set(text, head.length);
  return new Uint8Array(await crypto.subtle.sign("HMAC", await keyOf(env), data)).slice(0, MAC_BYTES);
}

const minuteOf = (now: Date) => Math.floor(now.getTime() / 60_000);

/** A page's proof for a campaign (a valid CSP nonce: 38 base64url characters). */
export async function pageProof(env: Pick<Env, "PAGE_PROOF_SECRET">, campaign: string, now: Date): Promise<string> {
  const head = new Uint8Array(4 + RANDOM_BYTES);
  new DataView(head.buffer).setUint32(0, minuteOf(now));
  head.set(crypto.getRandomValues(new Uint8Array(RANDOM_BYTES)), 4);
  const token = new Uint8Array(head.length + MAC_BYTES);
  token.set(head);
  token.set(await macOf(env, head, campaign), head.length);
  return toBase64Url(token);
}

/** Whether `proof` is a page's proof for this campaign, served within the last hour. */
export async function provesCampaign(env: Pick<Env, "PAGE_PROOF_SECRET">, proof: string, campaign: string, now: Date): Promise<boolean> {
  if (!campaign || !TOKEN.test(proof)) return false;
  let token: Uint8Array;
  try {
    token = fromBase64Url(proof);
  } catch {
    return false;
  }
  if (token.length !== 4 + RANDOM_BYTES + MAC_BYTES) return false;
  const head = token.slice(0, 4 + RANDOM_BYTES);
  const age = minuteOf(now) - new DataView(head.buffer).getUint32(0);
  if (age < -SKEW_MINUTES || age > PROOF_MINUTES) return false;
  const expected = await macOf(env, head, campaign);
  const given = token.slice(head.length);
  let difference = 0;
  for (let i = 0; i < MAC_BYTES; i++) difference |= (expected[i] ?? 0) ^ (given[i] ?? 0);
  return difference === 0;
}

/** The campaign a page request is tagged with, as the visit counter counts it ("" when none, and for anything but a page). */
export function taggedCampaign(method: string, url: URL): string {
  if (method !== "GET" || url.pathname.startsWith("/api/") || url.pathname.startsWith("/assets/")) return "";
  return countedCampaign(url.searchParams.get("utm_campaign") ?? undefined);
}
