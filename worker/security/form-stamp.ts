import { toHex } from "../../contracts/text";

/**
 * The time a lead form was rendered, carried in the form as a signed stamp ("<ms>.<hmac>"), so a
 * form sent before its script arrived still tells the spam check how long it took to fill. The
 * key is the FORM_STAMP_SECRET secret; without one (local runs) it is derived from the site's
 * address, which stops nothing but a forged stamp's casual reuse (preflight asks for the secret).
 *
 * The same signing makes the "tap again" token a too-fast submission is answered with
 * (docs/decisions/043-forms-fill-time-and-second-tap.md): another purpose, so neither passes for the other.
 */
const STAMP_MAX_AGE_MS = 24 * 3_600_000;
/** How long a "tap again" token stays good: the person reads one line and taps once more. */
const SECOND_TAP_MAX_AGE_MS = 3_600_000;
const keys = new Map<string, Promise<CryptoKey>>();

type Purpose = "form-stamp" | "second-tap";

function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    keys.set(secret, key);
  }
  return key;
}

async function signature(secret: string, purpose: Purpose, at: string): Promise<string> {
  const signed = await crypto.subtle.sign("HMAC", await keyFor(secret), new TextEncoder().encode(`${purpose}:${at}`));
  return toHex(new Uint8Array(signed)).slice(0, 32);
}

async function sign(secret: string, purpose: Purpose, now: number): Promise<string> {
  const at = String(now);
  return `${at}.${await signature(secret, purpose, at)}`;
}

/** The age in ms of a genuine token of this purpose no older than `maxAge`; null otherwise. */
async function ageOf(secret: string, purpose: Purpose, token: unknown, now: number, maxAge: number): Promise<number | null> {
  if (typeof token !== "string") return null;
  const [at, mac] = token.split(".");
  if (!at || !mac || !/^\d{13}$/.test(at) || mac !== (await signature(secret, purpose, at))) return null;
  const age = now - Number(at);
  return age >= 0 && age <= maxAge ? age : null;
}

/** The key the stamps are signed with in this deployment. */
export function stampSecret(env: { FORM_STAMP_SECRET?: string }, siteUrl: string): string {
  return env.FORM_STAMP_SECRET || `form-stamp:${siteUrl}`;
}

/** A stamp for a form rendered now. */
export function formStamp(secret: string, now = Date.now()): Promise<string> {
  return sign(secret, "form-stamp", now);
}

/** How long ago the stamped form was rendered, in ms; 0 when the stamp is missing, forged or over a day old. */
export async function formAge(secret: string, stamp: unknown, now = Date.now()): Promise<number> {
  return (await ageOf(secret, "form-stamp", stamp, now, STAMP_MAX_AGE_MS)) ?? 0;
}

/** The token that lets the next tap through the fill-time check. */
export function secondTapToken(secret: string, now = Date.now()): Promise<string> {
  return sign(secret, "second-tap", now);
}

/** Whether a "tap again" token is one this site gave out within the hour. */
export async function isSecondTap(secret: string, token: unknown, now = Date.now()): Promise<boolean> {
  return (await ageOf(secret, "second-tap", token, now, SECOND_TAP_MAX_AGE_MS)) !== null;
}
