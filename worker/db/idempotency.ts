import { and, eq, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { sha256Hex } from "../security/sha256";
import { idempotencyKeys } from "./schema";

/**
 * The storage behind Idempotency-Key (IETF httpapi draft) for requests that create something.
 * The key and the created resource are written in one transaction, so parallel or repeated
 * requests with one key create one resource; repeats get the first answer again.
 */

/** A request's key and the fingerprint of what it asked for. */
export interface IdempotencyClaim {
  key: string;
  fingerprint: string;
}

export interface StoredAnswer {
  fingerprint: string;
  resourceId: string;
  status: number;
  body: string;
}

/** SHA-256 of the request's meaningful content, so a reused key with a different payload is caught. */
export function fingerprint(value: unknown): Promise<string> {
  return sha256Hex(JSON.stringify(value));
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

/** Keys are kept a day: long enough for any retry, short enough to keep the table small. */
export const KEY_TTL_MS = 24 * 60 * 60 * 1000;
