import { and, desc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { TextCeiling } from "../../contracts/admin";
import { insertWhere } from "../db/insert-where";
import { smsTexts } from "../db/schema";
import { sha256Hex } from "../security/sha256";
import type { LeadRecord } from "./channels";

/**
 * Whether a lead is texted (docs/decisions/035-lead-gate-one-gate.md). Texts cost money and
 * wake people up, and anyone can fill a form: a person already texted about within a day is not
 * texted again, and the site sends at most SMS_HOURLY_LIMIT texts in any hour. The lead that
 * first finds the ceiling reached sends the office one summary text instead; the leads after it
 * reach the office by e-mail only, and the admin banner says so. The decision is kept per lead
 * (a retry decides the same way) and made in one D1 batch, so racing deliveries cannot overshoot.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The hourly ceiling from configuration: a whole number of texts, 30 when unset or unreadable. */
export function hourlyLimit(value: string | undefined): number {
  const parsed = Number.parseInt(value?.trim() ?? "", 10);
  return Number.isSafeInteger(parsed) && parsed >= 0 ? parsed : 30;
}

export type TextPlan =
  /** Text the lead to its recipients. */
  | { kind: "text" }
  /** Send the office the one summary text of this hour instead. */
  | { kind: "summary" }
  /** Send nothing: `repeat` (the same person was texted within a day) or `held` (the ceiling). */
  | { kind: "none"; why: "repeat" | "held" };

const DECIDED = ["texted", "repeat", "held"] as const;

/**
 * Decides, once per lead, whether it is texted: `texts` is how many messages texting it takes
 * (its recipients), `summaryTexts` how many the summary takes.
 */
export async function planText(
  db: DrizzleD1Database,
  lead: Pick<LeadRecord, "id" | "email" | "phoneE164">,
  { texts, summaryTexts, limit, now = new Date() }: { texts: number; summaryTexts: number; limit: number; now?: Date },
): Promise<TextPlan> {
  let rows = await ledgerOf(db, lead.id);
  if (!rows.some((row) => (DECIDED as readonly string[]).includes(row.kind))) {
    const at = now.toISOString();
    const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
    const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
    const person = {
      leadId: lead.id,
      emailHash: await sha256Hex(lead.email.trim().toLowerCase()),
      phoneHash: lead.phoneE164 ? await sha256Hex(lead.phoneE164) : null,
      createdAt: at,
    };
    const undecided = sql`not exists (select 1 from ${smsTexts} where ${smsTexts.leadId} = ${lead.id} and ${inArray(smsTexts.kind, [...DECIDED])})`;
    const samePerson = person.phoneHash
      ? sql`(${smsTexts.emailHash} = ${person.emailHash} or ${smsTexts.phoneHash} = ${person.phoneHash})`
      : sql`${smsTexts.emailHash} = ${person.emailHash}`;
    const textedRecently = sql`exists (select 1 from ${smsTexts} where ${smsTexts.kind} = 'texted' and ${smsTexts.createdAt} > ${dayAgo} and ${smsTexts.leadId} <> ${lead.id} and ${samePerson})`;
    const sentThisHour = sql`(select coalesce(sum(${smsTexts.texts}), 0) from ${smsTexts} where ${smsTexts.createdAt} > ${hourAgo})`;
    const heldHere = sql`exists (select 1 from ${smsTexts} where ${smsTexts.leadId} = ${lead.id} and ${smsTexts.kind} = 'held')`;
    const summaryThisHour = sql`exists (select 1 from ${smsTexts} where ${smsTexts.kind} = 'summary' and ${smsTexts.createdAt} > ${hourAgo})`;
    await db.batch([
      insertWhere(db, smsTexts, { ...person, kind: "repeat", texts: 0 }, and(undecided, textedRecently)!),
      insertWhere(db, smsTexts, { ...person, kind: "texted", texts }, and(undecided, sql`${sentThisHour} + ${texts} <= ${limit}`)!),
      insertWhere(db, smsTexts, { ...person, kind: "held", texts: 0 }, undecided),
      insertWhere(db, smsTexts, { ...person, kind: "summary", texts: summaryTexts }, sql`${heldHere} and not ${summaryThisHour}`),
    ]);
    rows = await ledgerOf(db, lead.id);
  }
  const kinds = new Set(rows.map((row) => row.kind));
  if (kinds.has("texted")) return { kind: "text" };
  if (kinds.has("repeat")) return { kind: "none", why: "repeat" };
  if (kinds.has("summary")) return { kind: "summary" };
  return { kind: "none", why: "held" };
}

const ledgerOf = (db: DrizzleD1Database, leadId: string) =>
  db.select({ kind: smsTexts.kind }).from(smsTexts).where(eq(smsTexts.leadId, leadId));

/** The ceiling, while it holds texts back (a summary within the last hour): for the admin banner. */
export async function textCeiling(db: DrizzleD1Database, limit: number, now = new Date()): Promise<TextCeiling | null> {
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const [summary] = await db
    .select({ at: smsTexts.createdAt })
    .from(smsTexts)
    .where(and(eq(smsTexts.kind, "summary"), gt(smsTexts.createdAt, hourAgo)))
    .orderBy(desc(smsTexts.createdAt))
    .limit(1);
  if (!summary) return null;
  const [held] = await db
    .select({ n: sql<number>`count(*)` })
    .from(smsTexts)
    .where(and(eq(smsTexts.kind, "held"), sql`${smsTexts.createdAt} >= ${summary.at}`));
  return { limit, since: summary.at, heldLeads: held?.n ?? 0 };
}

/** The cron's part: the ledger only needs a day (the repeat rule's reach). */
export async function forgetOldTexts(db: DrizzleD1Database, now = new Date()): Promise<void> {
  await db.delete(smsTexts).where(lt(smsTexts.createdAt, new Date(now.getTime() - DAY_MS).toISOString()));
}
