import { and, asc, desc, eq, gte, isNull, lt, ne, or, type SQL, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { e164 } from "../../contracts/person";
import { deliveries, leads } from "../db/schema";
import { readLead } from "./transcript";

/** Read helpers for the admin area: leads newest first, and one lead with its delivery history. */

/** Leads that count: not spam, not merged into another lead (every count and queue uses this). */
export const countable: SQL = and(ne(leads.status, "spam"), isNull(leads.mergedInto))!;

export type Lead = typeof leads.$inferSelect;
type Delivery = typeof deliveries.$inferSelect;

export interface LeadFilter {
  status?: Lead["status"];
  source?: string;
  service?: string;
  /** Created on or after this ISO date or time, and before `to` (exclusive). */
  from?: string;
  to?: string;
  notifyState?: Lead["notifyState"];
  /** Matches name, e-mail, phone or ZIP. */
  search?: string;
  /** A team member's e-mail, or "none" for unassigned leads. */
  assignee?: string;
  /** Newest first (the default) or oldest first. */
  sort?: "newest" | "oldest";
  /** Page size (1-100, default 25; exports may ask for up to 1,000). */
  limit?: number;
  /** The createdAt/id cursor of the last lead on the previous page (in the order of `sort`). */
  before?: { createdAt: string; id: string };
}

export interface LeadPage {
  leads: Lead[];
  next: { createdAt: string; id: string } | null;
}

export async function listLeads(db: DrizzleD1Database, filter: LeadFilter = {}): Promise<LeadPage> {
  const limit = Math.min(Math.max(filter.limit ?? 25, 1), 1000);
  const conditions: SQL[] = [];
  // Spam shows only when asked for; a merged lead lives on in the lead it was merged into.
  if (filter.status) conditions.push(eq(leads.status, filter.status));
  else conditions.push(ne(leads.status, "spam"));
  if (filter.status !== "spam") conditions.push(isNull(leads.mergedInto));
  if (filter.assignee) conditions.push(filter.assignee === "none" ? isNull(leads.assignee) : eq(leads.assignee, filter.assignee));
  if (filter.source) conditions.push(eq(leads.source, filter.source));
  if (filter.service) conditions.push(eq(leads.service, filter.service));
  if (filter.from) conditions.push(gte(leads.createdAt, filter.from));
  if (filter.to) conditions.push(lt(leads.createdAt, filter.to));
  if (filter.notifyState) conditions.push(eq(leads.notifyState, filter.notifyState));
  if (filter.search?.trim()) {
    // A substring test, not LIKE: D1 refuses a LIKE pattern longer than 50 bytes ("pattern too
    // complex"), and an office pasting a whole e-mail address must still find its lead.
    const term = filter.search.trim().toLowerCase();
    const contains = (column: SQLiteColumn, text: string) => sql`instr(lower(${column}), ${text}) > 0`;
    const matches = [contains(leads.name, term), contains(leads.email, term), contains(leads.phone, term), contains(leads.zip, term)];
    // A phone however it is written ("410-555-0100", "+1 410 555 0100") finds the stored E.164 number.
    const digits = filter.search.replace(/\D/g, "");
    if (digits.length >= 4) {
      matches.push(contains(leads.phoneE164, digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits));
    }
    conditions.push(or(...matches)!);
  }
  const oldest = filter.sort === "oldest";
  if (filter.before) {
    const { createdAt, id } = filter.before;
    // A row-value comparison, so SQLite walks the (created_at, id) index from the cursor on.
    conditions.push(
      oldest
        ? sql`(${leads.createdAt}, ${leads.id}) > (${createdAt}, ${id})`
        : sql`(${leads.createdAt}, ${leads.id}) < (${createdAt}, ${id})`,
    );
  }
  const order = oldest ? asc : desc;
  const rows = await db
    .select()
    .from(leads)
    .where(and(...conditions))
    .orderBy(order(leads.createdAt), order(leads.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit).map(readLead);
  const last = page.at(-1);
  return { leads: page, next: rows.length > limit && last ? { createdAt: last.createdAt, id: last.id } : null };
}

export interface LeadDetail {
  lead: Lead;
  deliveries: Delivery[];
}

export async function getLead(db: DrizzleD1Database, id: string): Promise<LeadDetail | null> {
  const [lead] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  if (!lead) return null;
  const history = await db.select().from(deliveries).where(eq(deliveries.leadId, id)).orderBy(deliveries.id);
  return { lead: readLead(lead), deliveries: history };
}

/** The newest lead of a person: the same e-mail address (any case) or the same phone number. */
export async function latestLeadOf(db: DrizzleD1Database, person: { email: string; phone: string }): Promise<Lead | null> {
  const phone = e164(person.phone);
  const [lead] = await db
    .select()
    .from(leads)
    .where(or(sql`lower(${leads.email}) = ${person.email.trim().toLowerCase()}`, phone ? eq(leads.phoneE164, phone) : undefined))
    .orderBy(desc(leads.createdAt))
    .limit(1);
  return lead ?? null;
}
