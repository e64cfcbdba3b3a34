import type { Context, MiddlewareHandler } from "hono";
import { findStoredAnswer, fingerprint, type StoredAnswer } from "../db/idempotency";
import type { AppEnv } from "../env";
import { apiError } from "./errors";

/**
 * Idempotency-Key on the POST endpoints that create something: the header is checked before
 * the body, and a repeat of an answered request gets that answer again before any other check.
 * The storage is worker/db/idempotency.ts; the handler passes `c.var.idempotencyClaim` on.
 *
 * @example app.post("/", idempotencyKey, jsonInput(schema), replayRepeats(SCOPE, (input) => input), handler)
 */

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The header is a structured-field string (`"abc"`); a bare token is accepted too. */
function parseIdempotencyKey(header: string | undefined): { key: string | null } | { error: string } {
  if (header === undefined) return { key: null };
  let value = header.trim();
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
  if (!KEY_PATTERN.test(value)) return { error: "Idempotency-Key must be 1 to 255 visible ASCII characters." };
  return { key: value };
}

/** 400 `invalid_idempotency_key` for a malformed header; otherwise `c.var.idempotencyKey` (null without one). */
export const idempotencyKey: MiddlewareHandler<AppEnv> = async (c, next) => {
  const parsed = parseIdempotencyKey(c.req.header("Idempotency-Key"));
  if ("error" in parsed) return apiError(c, 400, "invalid_idempotency_key", parsed.error);
  c.set("idempotencyKey", parsed.key);
  return next();
};

/**
 * After the body's validation: with a key, answers a repeat from storage (or 422 when the key
 * was used for something else) and sets `c.var.idempotencyClaim`, the key and the fingerprint
 * of the input's `meaningful` fields.
 */
export function replayRepeats<Input>(
  scope: string,
  meaningful: (input: Input) => unknown,
): MiddlewareHandler<AppEnv, string, { out: { json: Input } }> {
  return async (c, next) => {
    const key = c.get("idempotencyKey");
    if (!key) {
      c.set("idempotencyClaim", null);
      return next();
    }
    const claim = { key, fingerprint: await fingerprint(meaningful(c.req.valid("json"))) };
    const stored = await findStoredAnswer(c.var.db, scope, key);
    if (stored) return replay(c, stored, claim.fingerprint);
    c.set("idempotencyClaim", claim);
    return next();
  };
}

/** Answers a repeat: the stored answer, or 422 when the key was used for a different payload. */
export function replay(c: Context, stored: StoredAnswer, requestFingerprint: string) {
  if (stored.fingerprint !== requestFingerprint) {
    return apiError(c, 422, "idempotency_key_reused", "This Idempotency-Key was already used for a different request.");
  }
  return new Response(stored.body, {
    status: stored.status,
    headers: { "Content-Type": "application/json", "Idempotent-Replayed": "true" },
  });
}
