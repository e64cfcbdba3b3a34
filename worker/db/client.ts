import { type DrizzleD1Database, drizzle } from "drizzle-orm/d1";

/** Drizzle over the D1 binding. */
export function database(d1: D1Database): DrizzleD1Database {
  return drizzle(d1);
}
