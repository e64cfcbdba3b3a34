import { toBase64Url } from "../../contracts/text";
import { sha256Hex } from "../security/sha256";

/**
 * The private manage link: 32 random bytes, URL-safe. Only its SHA-256 is kept with the
 * appointment; the token itself travels once in the booking's answer and once in the
 * confirmation e-mail (its notice erases it once sent).
 */
export function manageToken(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
}

export const tokenHash = sha256Hex;

export const manageUrl = (token: string) => `/schedule/manage/${token}`;

export const MANAGE_TOKEN = /^[A-Za-z0-9_-]{43}$/;
