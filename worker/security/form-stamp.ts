import { toHex } from "../../contracts/text";

/**
 * The time a lead form was rendered, carried in the form as a signed stamp ("<ms>.<hmac>"), so a
 * form sent before its script arrived still tells the spam check how long it took to fill. The
 * key is the FORM_STAMP_SECRET secret; without one (local runs) it is derived from the site's
 * address, which stops nothing but a forged stamp's casual reuse (preflight asks for the secret).
 */
const STAMP_MAX_AGE_MS = 24 * 3_600_000;
const keys = new Map<string, Promise<CryptoKey>>();

function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    keys.set(secret, key);
  }
  return key;
}

async function signature(secret: string, at: string): Promise<string> {
  const signed = await crypto.subtle.sign("HMAC", await keyFor(secret), new TextEncoder().encode(`form-stamp:${at}`));
  return toHex(new Uint8Array(signed)).slice(0, 32);
}

/** A stamp for a form rendered now. */
export async function formStamp(secret: string, now = Date.now()): Promise<string> {
  const at = String(now);
  return `${at}.${await signature(secret, at)}`;
}

/** How long ago the stamped form was rendered, in ms; 0 when the stamp is missing, forged or over a day old. */
export async function formAge(secret: string, stamp: unknown, now = Date.now()): Promise<number> {
  if (typeof stamp !== "string") return 0;
  const [at, mac] = stamp.split(".");
  if (!at || !mac || !/^\d{13}$/.test(at) || mac !== (await signature(secret, at))) return 0;
  const age = now - Number(at);
  return age >= 0 && age <= STAMP_MAX_AGE_MS ? age : 0;
}
