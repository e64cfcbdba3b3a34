import { eq, type SQL, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { e164 } from "../../contracts/person";
import { appointments, leads } from "../db/schema";

/** An e-mail address (lower case) or a phone number (E.164): how a person is found. */
export type PersonKey = { email: string } | { phone: string };

/** The person an admin typed, or null when it is neither an e-mail address nor a phone number. */
export function personKey(text: string): PersonKey | null {
  const value = text.trim();
  if (/^[^\s@]+@[^\s@]+$/.test(value)) return { email: value.toLowerCase() };
  const phone = e164(value);
  return phone ? { phone } : null;
}

/** The condition that finds the person's own leads. */
export function leadsOf(key: PersonKey): SQL {
  return "email" in key ? sql`lower(${leads.email}) = ${key.email}` : eq(leads.phoneE164, key.phone);
}

/** The digits of a US number without its country code: "+14435550123" -> "4435550123". */
export const nationalDigits = (phone: string) => phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");

/** SQL: `column` with the usual phone separators taken out, so "(443) 555-0123" reads "4435550123". */
export const digitsOf = (column: SQL) =>
  sql`replace(replace(replace(replace(replace(replace(${column}, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')`;

/** The person's appointments, wherever they are: by the address (any case) or the number however it was typed. */
export async function personAppointments(db: DrizzleD1Database, key: PersonKey) {
  if ("email" in key) return db.select().from(appointments).where(sql`lower(${appointments.email}) = ${key.email}`);
  const digits = nationalDigits(key.phone);
  const rows = await db
    .select()
    .from(appointments)
    .where(sql`${digitsOf(sql`${appointments.phone}`)} like ${`%${digits}`}`);
  return rows.filter((row) => e164(row.phone) === key.phone);
}
