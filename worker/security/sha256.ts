import { toHex } from "../../contracts/text";

/** SHA-256 of a text, as lowercase hex: for secrets stored only as hashes and for payload fingerprints. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return toHex(digest);
}
