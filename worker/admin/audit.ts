import { and, desc, eq, inArray, or, type SQL } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
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

export async function auditTrail(db: DrizzleD1Database, subjectType: string, subjectId: string) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, subjectType), eq(auditLog.subjectId, subjectId)))
    .orderBy(desc(auditLog.id));
  return rows.map((row) => ({ ...row, detail: JSON.parse(row.detail) as Record<string, unknown> }));
}

/** A lead's history: the changes to the lead and to each of its appointments, newest first. */
export async function leadHistory(db: DrizzleD1Database, leadId: string) {
  const ofAppointments = db.select({ id: appointments.id }).from(appointments).where(eq(appointments.leadId, leadId));
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      or(
        and(eq(auditLog.subjectType, "lead"), eq(auditLog.subjectId, leadId)),
        and(eq(auditLog.subjectType, "appointment"), inArray(auditLog.subjectId, ofAppointments)),
      ),
    )
    .orderBy(desc(auditLog.id));
  return rows.map((row) => ({ ...row, detail: JSON.parse(row.detail) as Record<string, unknown> }));
}
