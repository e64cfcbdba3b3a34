import { and, inArray, lt, ne, or, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { RetentionPolicy } from "../../contracts/site-config";
import { leads } from "../db/schema";
import { logEvent } from "../operations/log";
import { eraseLeads } from "./erase";

/**
 * The retention policy (wrangler.toml RETAIN_*), applied by the daily cron: the IP address and
 * browser of a lead's consent record are blanked after `ipDays`; a chat lead's transcript and
 * summary after `transcriptYears`; a lead marked won or lost is deleted, with everything that
 * hangs on it (worker/privacy/erase.ts), `closedLeadYears` after it arrived. Chat conversations
 * delete themselves (ChatSession's alarm).
 */

export interface RetentionResult {
  ipScrubbed: number;
  transcriptsCleared: number;
  leadsDeleted: number;
}

/** Closed leads deleted per run: a backlog (the first run on an old database) drains over a few days. */
const CLOSED_LEADS_PER_RUN = 500;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

function yearsBefore(now: Date, years: number): string {
  const then = new Date(now);
  then.setUTCFullYear(then.getUTCFullYear() - years);
  return then.toISOString();
}

export async function applyRetention(
  db: DrizzleD1Database,
  chats: Parameters<typeof eraseLeads>[1],
  policy: RetentionPolicy,
  now = new Date(),
): Promise<RetentionResult> {
  const scrubbed = await db
    .update(leads)
    .set({ ip: "", userAgent: "" })
    .where(and(lt(leads.createdAt, daysBefore(now, policy.ipDays)), or(ne(leads.ip, ""), ne(leads.userAgent, ""))))
    .run();
  const cleared = await db
    .update(leads)
    .set({ transcript: [], summary: "" })
    .where(
      and(lt(leads.createdAt, yearsBefore(now, policy.transcriptYears)), or(ne(sql`${leads.transcript}`, "[]"), ne(leads.summary, ""))),
    )
    .run();
  const closed = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(inArray(leads.status, ["won", "lost"]), lt(leads.createdAt, yearsBefore(now, policy.closedLeadYears))))
    .limit(CLOSED_LEADS_PER_RUN);
  const deleted = await eraseLeads(
    db,
    chats,
    closed.map((lead) => lead.id),
  );
  const result = { ipScrubbed: scrubbed.meta.changes, transcriptsCleared: cleared.meta.changes, leadsDeleted: deleted.leads };
  logEvent("retention.applied", { ...result });
  return result;
}
