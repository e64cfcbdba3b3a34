import { getTableColumns, is, SQL, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { SQLiteInsertValue, SQLiteTable } from "drizzle-orm/sqlite-core";

/**
 * `INSERT INTO table SELECT <values> WHERE condition`: a row that is written only when the
 * condition holds at write time. In a D1 batch (one transaction) this makes "create the
 * resource only if this request won the idempotency key" a single atomic step. It is a
 * normal drizzle insert builder, so it can go into `db.batch`.
 */
export function insertWhere<T extends SQLiteTable>(db: DrizzleD1Database, table: T, values: SQLiteInsertValue<T>, condition: SQL) {
  // drizzle lists every insertable column in table order; give each its value or its default.
  const params: SQL[] = [];
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if ((column as { shouldDisableInsert?(): boolean }).shouldDisableInsert?.()) continue;
    const value = (values as Record<string, unknown>)[key];
    if (is(value, SQL)) params.push(value);
    else if (value !== undefined) params.push(sql`${column.mapToDriverValue(value)}`);
    else if (is(column.default, SQL)) params.push(column.default);
    else if (column.default !== undefined) params.push(sql`${column.mapToDriverValue(column.default)}`);
    else params.push(sql`null`);
  }
  return db.insert(table).select(sql`select ${sql.join(params, sql`, `)} where ${condition}`);
}
