import { and, asc, count, desc, gte, inArray, lt, lte, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { Channel, ChannelCount, Credit } from "../../contracts/sources";
import { leads, siteEventCounts } from "../db/schema";
import { addDays, instant } from "../schedule/calendar";

/**
 * The two reads behind the Sources report: leads received in the period, grouped by the credited
 * touch's channel, campaign and landing path and by what became of them; and the visit counter's
 * counts for the same days.
 */

/**
 * A won lead's value in dollars: the contract amount the office records when it marks the lead
 * won (stored in cents); null while none is recorded, which the report shows as "-".
 */
export const DEAL_VALUE = sql<number | null>`${leads.contractCents} / 100.0`;

export interface LeadGroup {
  channel: Channel | null;
  campaign: string | null;
  landing: string | null;
  won: boolean;
  booked: boolean;
  leads: number;
  /** Distinct homeowners among them (a repeat request counts with the lead it repeats). */
  people: number;
  wonValue: number | null;
}

export interface CountGroup {
  path: string;
  event: string;
  channel: Channel;
  campaign: string;
  count: number;
}

/** Midnight (America/New_York) of a day, as the UTC instant leads' created_at compare with. */
const midnight = (day: string) => instant(day, "00:00").toISOString();

/** Leads created from `from` through `to` (company days, both included), grouped. */
export async function leadGroups(db: DrizzleD1Database, from: string, to: string, credit: Credit): Promise<LeadGroup[]> {
  const touch = credit === "first" ? leads.firstTouch : leads.lastTouch;
  const channel = credit === "first" ? leads.firstChannel : leads.lastChannel;
  const campaign = sql<string | null>`json_extract(${touch}, '$.utm_campaign')`;
  const landing = sql<string | null>`json_extract(${touch}, '$.landing')`;
  const won = sql<number>`${leads.status} = 'won'`;
  // Written out in full: drizzle leaves a lone table's columns unqualified, which inside the subquery would mean appointments'.
  const booked = sql<number>`exists (select 1 from "appointments" where "appointments"."lead_id" = "leads"."id")`;
  const rows = await db
    .select({
      channel,
      campaign,
      landing,
      won,
      booked,
      leads: count(),
      people: sql<number>`count(distinct coalesce(${leads.duplicateOf}, ${leads.id}))`,
      wonValue: sql<number | null>`sum(case when ${leads.status} = 'won' then ${DEAL_VALUE} end)`,
    })
    .from(leads)
    .where(and(gte(leads.createdAt, midnight(from)), lt(leads.createdAt, midnight(addDays(to, 1)))))
    .groupBy(channel, campaign, landing, won, booked);
  return rows.map((row) => ({ ...row, won: Boolean(row.won), booked: Boolean(row.booked) }));
}

/** The events the report shows, summed over the days from `from` through `to`. */
export async function countGroups(db: DrizzleD1Database, from: string, to: string): Promise<CountGroup[]> {
  const total = sql<number>`sum(${siteEventCounts.count})`;
  return db
    .select({
      path: siteEventCounts.path,
      event: siteEventCounts.event,
      channel: siteEventCounts.channel,
      campaign: siteEventCounts.campaign,
      count: total,
    })
    .from(siteEventCounts)
    .where(
      and(
        gte(siteEventCounts.day, from),
        lte(siteEventCounts.day, to),
        inArray(siteEventCounts.event, ["visit", "form_start", "page_view", "phone_tap"]),
      ),
    )
    .groupBy(siteEventCounts.path, siteEventCounts.event, siteEventCounts.channel, siteEventCounts.campaign);
}

/** The dashboard's panel: leads received since an instant, by the channel of the visit that became the lead. */
export async function leadsByChannel(db: DrizzleD1Database, since: string): Promise<ChannelCount[]> {
  return db
    .select({ channel: leads.lastChannel, leads: count() })
    .from(leads)
    .where(gte(leads.createdAt, since))
    .groupBy(leads.lastChannel)
    .orderBy(desc(count()), asc(leads.lastChannel));
}
