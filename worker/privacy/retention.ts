import { and, eq, lt, ne, or, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { LeadStatus } from "../../contracts/leads";
import type { RetentionPolicy } from "../../contracts/site-config";
import { leads } from "../db/schema";
import { logEvent } from "../operations/log";
import { eraseLeads } from "./erase";

/**
 * The retention policy (wrangler.toml RETAIN_*), applied by the daily cron: the IP address and
 * browser of a lead's consent record are blanked after `ipDays`; a chat lead's transcript and
 * summary after `transcriptYears`; every lead is deleted, with everything that hangs on it
 * (worker/privacy/erase.ts), a while after the moment its state counts from: won or lost
 * `closedLeadYears` after it arrived, spam `spamDays` after the office marked it spam (a lead
 * marked spam a year on is kept its 30 days too), never closed (new, contacted, scheduled: never
 * answered or abandoned) `openLeadYears` after it arrived. Chat conversations delete themselves
 * (ChatSession's alarm).
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

/**
 * Per lead status, when a lead of it is due: the moment its period counts from (arrival, or being
 * marked spam; a spam lead from before that was recorded counts from arrival), and the time before
 * which that moment must lie. Every status has one (the type sees to it).
 */
const KEPT_UNTIL: Record<LeadStatus, { from: "arrival" | "marked"; until: (policy: RetentionPolicy, now: Date) => string }> = {
  won: { from: "arrival", until: (policy, now) => yearsBefore(now, policy.closedLeadYears) },
  lost: { from: "arrival", until: (policy, now) => yearsBefore(now, policy.closedLeadYears) },
  spam: { from: "marked", until: (policy, now) => daysBefore(now, policy.spamDays) },
  new: { from: "arrival", until: (policy, now) => yearsBefore(now, policy.openLeadYears) },
  contacted: { from: "arrival", until: (policy, now) => yearsBefore(now, policy.openLeadYears) },
  scheduled: { from: "arrival", until: (policy, now) => yearsBefore(now, policy.openLeadYears) },
};

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
  const expired = or(
    ...Object.entries(KEPT_UNTIL).map(([status, { from, until }]) =>
      and(
        eq(leads.status, status as LeadStatus),
        lt(from === "marked" ? sql`coalesce(${leads.spamAt}, ${leads.createdAt})` : sql`${leads.createdAt}`, until(policy, now)),
      ),
    ),
  );
  const closed = await db.select({ id: leads.id }).from(leads).where(expired).limit(CLOSED_LEADS_PER_RUN);
  const deleted = await eraseLeads(
    db,
    chats,
    closed.map((lead) => lead.id),
  );
  const result = { ipScrubbed: scrubbed.meta.changes, transcriptsCleared: cleared.meta.changes, leadsDeleted: deleted.leads };
  logEvent("retention.applied", { ...result });
  return result;
}
