import { and, eq, gt, lte } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { chatSessions } from "../db/schema";
import { RETENTION_MS } from "./session";

/**
 * Which chat sessions exist (a D1 row per session that stored a message). The history route
 * asks here first and addresses no Durable Object for an unknown id; the daily sweep forgets
 * sessions whose objects have deleted themselves (a retention period after the last message).
 */
export async function markSessionActive(db: DrizzleD1Database, id: string, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await db
    .insert(chatSessions)
    .values({ id, lastActiveAt: at })
    .onConflictDoUpdate({ target: chatSessions.id, set: { lastActiveAt: at } });
}

export async function isKnownSession(db: DrizzleD1Database, id: string, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - RETENTION_MS).toISOString();
  const rows = await db
    .select({ id: chatSessions.id })
    .from(chatSessions)
    .where(and(eq(chatSessions.id, id), gt(chatSessions.lastActiveAt, since)))
    .limit(1);
  return rows.length > 0;
}

export async function forgetExpiredSessions(db: DrizzleD1Database, now = new Date()): Promise<void> {
  await db.delete(chatSessions).where(lte(chatSessions.lastActiveAt, new Date(now.getTime() - RETENTION_MS).toISOString()));
}
