import { and, eq, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { Context } from "hono";
import { idempotencyKeys } from "../db/schema";
import { sha256Hex } from "../security/sha256";
import { apiError } from "./errors";

/**
 * Idempotency-Key (IETF httpapi draft) for POST endpoints that create something. The key
 * and the created resource are written in one transaction, so parallel or repeated requests
 * with one key create one resource; repeats get the first answer again.
 */

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export type ParsedKey = { key: string | null } | { error: string };

/** The header is a structured-field string (`"abc"`); a bare token is accepted too. */
export function parseIdempotencyKey(header: string | undefined): ParsedKey {
  if (header === undefined) return { key: null };
  let value = header.trim();
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
  if (!KEY_PATTERN.test(value)) return { error: "Idempotency-Key must be 1 to 255 visible ASCII characters." };
  return { key: value };
}

/** SHA-256 of the request's meaningful content, so a reused key with a different payload is caught. */
export function fingerprint(value: unknown): Promise<string> {
  return sha256Hex(JSON.stringify(value));
}

export interface StoredAnswer {
  fingerprint: string;
  resourceId: string;
  status: number;
  body: string;
}

export async function findStoredAnswer(db: DrizzleD1Database, scope: string, key: string): Promise<StoredAnswer | null> {
  const [row] = await db
    .select({
      fingerprint: idempotencyKeys.fingerprint,
      resourceId: idempotencyKeys.resourceId,
      status: idempotencyKeys.status,
      body: idempotencyKeys.body,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row ?? null;
}

/** Claims the key for a resource; a no-op when another request already holds it. */
export function claimKey(db: DrizzleD1Database, scope: string, key: string, answer: StoredAnswer) {
  return db
    .insert(idempotencyKeys)
    .values({ scope, key, ...answer })
    .onConflictDoNothing({ target: [idempotencyKeys.scope, idempotencyKeys.key] });
}

/** SQL condition: this key is held by this resource (the guard for the resource's insert). */
export function keyHeldBy(scope: string, key: string, resourceId: string) {
  return sql`exists (select 1 from ${idempotencyKeys} where ${idempotencyKeys.scope} = ${scope} and ${idempotencyKeys.key} = ${key} and ${idempotencyKeys.resourceId} = ${resourceId})`;
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

/** Keys are kept a day: long enough for any retry, short enough to keep the table small. */
export const KEY_TTL_MS = 24 * 60 * 60 * 1000;
