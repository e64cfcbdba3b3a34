import type { Device, EventBatch, EventName } from "../../contracts/attribution";
import type { Channel } from "../../contracts/sources";
import { findLandingSpec } from "../landing/catalogue";
import { localDate } from "../schedule/calendar";
import { staticPages } from "../seo/site-index";
import { channelOf } from "./channel";
import type { VitalCount } from "./vitals";

/**
 * What one beacon becomes on the queue: counts only, each under a bounded key
 * (docs/decisions/022a). The touch it came with is read for its channel and campaign and dropped.
 */
export interface EventCount {
  day: string;
  path: string;
  event: EventName;
  channel: Channel;
  device: Device;
  /** The visit's campaign, on visit events only ("" elsewhere). */
  campaign: string;
  count: number;
}
export interface EventCountsMessage {
  counts: EventCount[];
  /**
   * Whether the beacon proved its visit's campaign (a page served for it, see
   * worker/security/page-proof.ts); otherwise the campaign counts only if a lead carried it.
   */
  proven?: boolean;
  /** A speed beacon's metrics as histogram counts (docs/decisions/037-real-user-speed.md). */
  vitals?: VitalCount[];
}

/** What paths outside the site's own pages count as. */
export const OTHER_PATH = "other";
const ARTICLE = /^\/insights\/[a-z0-9][a-z0-9-]{0,119}$/;

let sitePaths: Set<string> | undefined;

/**
 * The path an event counts under: a page of the route table (fixed paths, not the admin area),
 * a landing page of the catalogue, an article address (checked against the articles when counted,
 * see worker/attribution/rollup.ts), or "other". Case and a trailing slash do not make another page.
 */
export function countedPath(path: string): string {
  sitePaths ??= new Set(staticPages().map((page) => page.path));
  const plain = path.toLowerCase().replace(/(.)\/+$/, "$1");
  if (sitePaths.has(plain) || findLandingSpec(plain) || ARTICLE.test(plain)) return plain;
  return OTHER_PATH;
}

/** A campaign name as counted: lower case, words joined by "-", letters, digits, ".", "_" and "-" only, 60 characters. */
export function countedCampaign(campaign: string | undefined): string {
  return (campaign ?? "")
    .toLowerCase()
    .trim()
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9._-]/g, "")
    .slice(0, 60);
}

/** The key that makes two counts the same row of site_event_counts. */
export const countKey = (count: Omit<EventCount, "count">) =>
  [count.day, count.path, count.event, count.channel, count.device, count.campaign].join("\u0000");

/** A beacon's events as counts: one per key, on the company's day `now` falls on. */
export function countsOf(batch: EventBatch, now: Date): EventCount[] {
  const day = localDate(now);
  const channel: Channel = batch.touch ? channelOf(batch.touch) : "direct";
  const campaign = countedCampaign(batch.touch?.utm_campaign);
  const counts = new Map<string, EventCount>();
  for (const { name, path } of batch.events) {
    const key = { day, path: countedPath(path), event: name, channel, device: batch.device, campaign: name === "visit" ? campaign : "" };
    const id = countKey(key);
    const found = counts.get(id);
    if (found) found.count += 1;
    else counts.set(id, { ...key, count: 1 });
  }
  return [...counts.values()];
}
