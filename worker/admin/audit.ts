import { and, eq, inArray, or, type SQL } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { rowsInChunks } from "../db/chunks";
import { insertWhere } from "../db/insert-where";
import { appointments, auditLog } from "../db/schema";

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

/** The insert of one audit entry, written only when `condition` holds (the change it records went through). */
export function auditInsertWhere(db: DrizzleD1Database, entry: AuditEntry, condition: SQL) {
  return insertWhere(db, auditLog, { ...entry, detail: JSON.stringify(entry.detail) }, condition);
}

/** The entries of one subject, or of several (a lead and the leads merged into it), newest first. */
export async function auditTrail(db: DrizzleD1Database, subjectType: string, subjectId: string | string[]) {
  const rows = await rowsInChunks(Array.isArray(subjectId) ? subjectId : [subjectId], (run) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, subjectType), inArray(auditLog.subjectId, run))),
  );
  return newestFirst(rows);
}

/** Entries newest first, their details read. */
function newestFirst(rows: (typeof auditLog.$inferSelect)[]) {
  return rows.sort((a, b) => b.id - a.id).map((row) => ({ ...row, detail: JSON.parse(row.detail) as Record<string, unknown> }));
}

/**
 * A lead's history: the changes to the lead and to each of its appointments, newest first; given
 * several ids (a lead and the leads merged into it), the history of them all.
 */
export async function leadHistory(db: DrizzleD1Database, leadIds: string | string[]) {
  const ids = Array.isArray(leadIds) ? leadIds : [leadIds];
  const rows = await rowsInChunks(ids, (run) =>
    db
      .select()
      .from(auditLog)
      .where(
        or(
          and(eq(auditLog.subjectType, "lead"), inArray(auditLog.subjectId, run)),
          and(
            eq(auditLog.subjectType, "appointment"),
            inArray(auditLog.subjectId, db.select({ id: appointments.id }).from(appointments).where(inArray(appointments.leadId, run))),
          ),
        ),
      ),
  );
  return newestFirst(rows);
}
