import { and, desc, eq, inArray } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { auditLog } from "../db/schema";

export interface AuditEntry {
  actor: string;
  action: string;
  subjectType: string;
  subjectId: string;
  detail: Record<string, unknown>;
}

/** Who is making a change: the signed-in e-mail the admin guard put on the request. */
export function actorOf(c: { get(key: "adminEmail"): string | undefined }): string {
  return c.get("adminEmail") ?? "unknown";
}

/** The insert for one audit entry (put it in the same batch as the change it records). */
export function auditInsert(db: DrizzleD1Database, entry: AuditEntry) {
  return db.insert(auditLog).values({ ...entry, detail: JSON.stringify(entry.detail) });
}

/** The entries of one subject, or of several (a lead and the leads merged into it), newest first. */
export async function auditTrail(db: DrizzleD1Database, subjectType: string, subjectId: string | string[]) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.subjectType, subjectType),
        Array.isArray(subjectId) ? inArray(auditLog.subjectId, subjectId) : eq(auditLog.subjectId, subjectId),
      ),
    )
    .orderBy(desc(auditLog.id));
  return rows.map((row) => ({ ...row, detail: JSON.parse(row.detail) as Record<string, unknown> }));
}
