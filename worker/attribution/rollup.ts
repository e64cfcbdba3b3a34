import { and, gte, inArray, isNotNull, lt, ne, or, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { chunked, rowsInChunks } from "../db/chunks";
import { database } from "../db/client";
import { countedEventMessages, insightPostAliases, insightPosts, leads, siteEventCounts, siteVitalCounts } from "../db/schema";
import type { Env } from "../env";
import { countedCampaign, countKey, type EventCount, type EventCountsMessage, OTHER_PATH } from "./event-counts";
import { type VitalCount, vitalKey } from "./vitals";

/**
 * The queue consumer of the visit counter (docs/decisions/022a): adds each message's counts into
 * site_event_counts, and its speed counts into site_vital_counts
 * (docs/decisions/037-real-user-speed.md), exactly once. The message ids are
 * written in the same D1 transaction as the counts, and a message whose id is already there is
 * skipped, so a redelivered batch (the queue delivers at least once) is not counted twice.
 */

/**
 * Distinct campaigns counted per day; later ones count as "other". Only campaigns a page proved
 * or a lead carried take a place (docs/decisions/038-campaigns-that-count.md); a campaign a
 * lead carried counts whatever the day's places.
 */
export const CAMPAIGNS_PER_DAY = 50;
/** How long a lead's campaign vouches for visits under that name: the first touch is kept 90 days. */
const LEAD_CAMPAIGN_MS = 90 * 86_400_000;
/** How long message ids are kept for the check (the queue redelivers within minutes). */
const COUNTED_MESSAGES_KEPT_MS = 7 * 86_400_000;

/** The knowledge `addUp` needs from D1: which article paths exist, and the campaigns each day has already. */
export interface CountBounds {
  articles: ReadonlySet<string>;
  campaigns: ReadonlyMap<string, ReadonlySet<string>>;
  /** Campaigns a lead carried: counted under their name whatever the day's places. */
  vouched?: ReadonlySet<string>;
}

/**
 * The counts summed by key, with articles that do not exist counted as "other" and campaigns
 * beyond the day's allowance as "other". The total of `count` is never changed.
 */
export function addUp(counts: readonly EventCount[], bounds: CountBounds): EventCount[] {
  const campaigns = new Map([...bounds.campaigns].map(([day, names]) => [day, new Set(names)]));
  const sums = new Map<string, EventCount>();
  for (const count of counts) {
    const path = count.path.startsWith("/insights/") && !bounds.articles.has(count.path) ? OTHER_PATH : count.path;
    let campaign = count.campaign;
    if (campaign && campaign !== OTHER_PATH) {
      const known = campaigns.get(count.day) ?? new Set<string>();
      campaigns.set(count.day, known);
      if (!known.has(campaign)) {
        if (known.size < CAMPAIGNS_PER_DAY || bounds.vouched?.has(campaign)) known.add(campaign);
        else campaign = OTHER_PATH;
      }
    }
    const row = { ...count, path, campaign };
    const key = countKey(row);
    const found = sums.get(key);
    if (found) found.count += count.count;
    else sums.set(key, row);
  }
  return [...sums.values()];
}

/** Speed counts summed by key (day, page type, metric, bucket). */
function addUpVitals(counts: readonly VitalCount[]): VitalCount[] {
  const sums = new Map<string, VitalCount>();
  for (const count of counts) {
    const key = vitalKey(count);
    const found = sums.get(key);
    if (found) found.count += count.count;
    else sums.set(key, { ...count });
  }
  return [...sums.values()];
}

async function boundsFor(db: DrizzleD1Database, counts: readonly EventCount[]): Promise<CountBounds> {
  const slugs = [...new Set(counts.filter((c) => c.path.startsWith("/insights/")).map((c) => c.path.slice("/insights/".length)))];
  const days = [...new Set(counts.filter((c) => c.campaign).map((c) => c.day))];
  const [posts, aliases, campaignRows] = await Promise.all([
    rowsInChunks(slugs, (run) => db.select({ slug: insightPosts.slug }).from(insightPosts).where(inArray(insightPosts.slug, run))),
    rowsInChunks(slugs, (run) =>
      db.select({ slug: insightPostAliases.slug }).from(insightPostAliases).where(inArray(insightPostAliases.slug, run)),
    ),
    rowsInChunks(days, (run) =>
      db
        .selectDistinct({ day: siteEventCounts.day, campaign: siteEventCounts.campaign })
        .from(siteEventCounts)
        .where(and(inArray(siteEventCounts.day, run), ne(siteEventCounts.campaign, ""), ne(siteEventCounts.campaign, OTHER_PATH))),
    ),
  ]);
  const campaigns = new Map<string, Set<string>>();
  for (const row of campaignRows) {
    const known = campaigns.get(row.day) ?? new Set<string>();
    known.add(row.campaign);
    campaigns.set(row.day, known);
  }
  return { articles: new Set([...posts, ...aliases].map((row) => `/insights/${row.slug}`)), campaigns };
}

/** Of these campaigns, those a lead received in the last 90 days carried (in its first or last touch). */
async function leadCampaigns(db: DrizzleD1Database, wanted: ReadonlySet<string>, now: Date): Promise<Set<string>> {
  if (wanted.size === 0) return new Set();
  const first = sql<string | null>`json_extract(${leads.firstTouch}, '$.utm_campaign')`;
  const last = sql<string | null>`json_extract(${leads.lastTouch}, '$.utm_campaign')`;
  const rows = await db
    .selectDistinct({ first, last })
    .from(leads)
    .where(and(gte(leads.createdAt, new Date(now.getTime() - LEAD_CAMPAIGN_MS).toISOString()), or(isNotNull(first), isNotNull(last))));
  const carried = rows.flatMap((row) => [countedCampaign(row.first ?? undefined), countedCampaign(row.last ?? undefined)]);
  return new Set(carried.filter((campaign) => wanted.has(campaign)));
}

/**
 * The messages' counts, each visit's campaign kept when the beacon proved it (a page served for
 * it) or a lead carried it, and "other" otherwise: a campaign made up in a forged beacon takes no
 * place and leaves no name.
 */
async function checkedCampaigns(db: DrizzleD1Database, messages: readonly { body: EventCountsMessage }[], now: Date) {
  const named = new Set(messages.flatMap((message) => message.body.counts.map((count) => count.campaign)));
  named.delete("");
  named.delete(OTHER_PATH);
  const vouched = await leadCampaigns(db, named, now);
  const counts = messages.flatMap(({ body }) =>
    body.counts.map((count) =>
      !count.campaign || body.proven || vouched.has(count.campaign) ? count : { ...count, campaign: OTHER_PATH },
    ),
  );
  return { counts, vouched };
}

/** Adds messages' counts into D1 in one transaction, with their ids; messages counted before are skipped. */
export async function addCounts(db: DrizzleD1Database, messages: readonly { id: string; body: EventCountsMessage }[], now: Date) {
  const ids = messages.map((message) => message.id);
  const counted = new Set(
    (
      await rowsInChunks(ids, (run) =>
        db.select({ id: countedEventMessages.id }).from(countedEventMessages).where(inArray(countedEventMessages.id, run)),
      )
    ).map((row) => row.id),
  );
  const fresh = messages.filter((message) => !counted.has(message.id));
  if (fresh.length === 0) return;
  const { counts, vouched } = await checkedCampaigns(db, fresh, now);
  const rows = counts.length ? addUp(counts, { ...(await boundsFor(db, counts)), vouched }) : [];
  const vitals = addUpVitals(fresh.flatMap((message) => message.body.vitals ?? []));
  const at = now.toISOString();
  const writes: BatchItem<"sqlite">[] = [
    ...chunked(fresh, (run) => db.insert(countedEventMessages).values(run.map((message) => ({ id: message.id, countedAt: at })))),
    ...chunked(rows, (run) =>
      db
        .insert(siteEventCounts)
        .values(run)
        .onConflictDoUpdate({
          target: [
            siteEventCounts.day,
            siteEventCounts.path,
            siteEventCounts.event,
            siteEventCounts.channel,
            siteEventCounts.device,
            siteEventCounts.campaign,
          ],
          set: { count: sql`${siteEventCounts.count} + excluded.count` },
        }),
    ),
    ...chunked(vitals, (run) =>
      db
        .insert(siteVitalCounts)
        .values(run)
        .onConflictDoUpdate({
          target: [siteVitalCounts.day, siteVitalCounts.pageType, siteVitalCounts.metric, siteVitalCounts.bucket],
          set: { count: sql`${siteVitalCounts.count} + excluded.count` },
        }),
    ),
  ];
  await db.batch(writes as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
}

/** The queue handler: the whole batch is added at once, or retried (nothing of it was written). */
export async function countEvents(batch: MessageBatch<EventCountsMessage>, env: Env, now = new Date()): Promise<void> {
  await addCounts(database(env.DB), batch.messages, now);
  batch.ackAll();
}

/** The cron's sweep of message ids old enough that their messages can no longer come back. */
export async function forgetCountedMessages(db: DrizzleD1Database, now = new Date()): Promise<void> {
  await db
    .delete(countedEventMessages)
    .where(lt(countedEventMessages.countedAt, new Date(now.getTime() - COUNTED_MESSAGES_KEPT_MS).toISOString()));
}
