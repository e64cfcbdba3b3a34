import { and, gte, lte, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { serviceCards } from "../../content/services";
import type { VitalsBatch } from "../../contracts/attribution";
import {
  PAGE_TYPES,
  type PageType,
  VITAL_NAMES,
  type VitalFigure,
  type VitalName,
  type VitalsReport,
  type VitalsRow,
  vitalRating,
  worstFirst,
} from "../../contracts/vitals";
import { siteVitalCounts } from "../db/schema";
import { findLandingSpec } from "../landing/catalogue";
import { addDays, localDate } from "../schedule/calendar";
import { countedPath } from "./event-counts";

/**
 * Speed as visitors feel it (docs/decisions/037-real-user-speed.md): each metric a
 * page load reports becomes one count in a fixed histogram per day, page type and metric, so the
 * 75th percentile of any run of days is read from summed buckets. No path, address or visitor is
 * kept: a page type, a bucket and a count.
 */

/** The pages that sell one service (the service cards' pages, their index and the emergency page). */
const SERVICE_PATHS = new Set(["/services", "/emergency-roof-repair", ...serviceCards.map((card) => card.href)]);

/** The kind of page a path is, from the site's own routes: the landing-page catalogue knows the city pages. */
export function pageTypeOf(path: string): PageType {
  const page = countedPath(path);
  if (page === "/") return "home";
  if (SERVICE_PATHS.has(page)) return "service";
  if (findLandingSpec(page)) return "city";
  if (page.startsWith("/insights/")) return "article";
  if (page === "/schedule") return "schedule";
  if (page === "/contact") return "contact";
  return "other";
}

/**
 * The buckets' upper edges, in the stored unit (milliseconds; CLS in thousandths): fine where
 * the thresholds are, coarser above. Every threshold is an edge, so a percentile read as its
 * bucket's edge is rated exactly as the value would be. Larger values count in the last bucket.
 */
function edges(steps: readonly [step: number, upTo: number][]): number[] {
  const out: number[] = [];
  let edge = 0;
  for (const [step, upTo] of steps) {
    while (edge + step <= upTo) {
      edge += step;
      out.push(edge);
    }
  }
  return out;
}
const MS_EDGES = edges([
  [25, 1000],
  [100, 5000],
  [500, 10_000],
  [2500, 30_000],
]);
const CLS_EDGES = edges([
  [10, 500],
  [50, 1000],
  [250, 5000],
]);
const CLS_SCALE = 1000;

const edgesOf = (metric: VitalName) => (metric === "CLS" ? CLS_EDGES : MS_EDGES);

/** The bucket a value counts in: the smallest edge at or above it (the last one for anything larger). */
export function bucketOf(metric: VitalName, value: number): number {
  const scaled = metric === "CLS" ? Math.round(value * CLS_SCALE * 1000) / 1000 : value;
  const all = edgesOf(metric);
  return all.find((edge) => scaled <= edge) ?? all[all.length - 1]!;
}

/** A bucket's edge in the metric's own unit. */
const inUnits = (metric: VitalName, bucket: number) => (metric === "CLS" ? bucket / CLS_SCALE : bucket);

export interface VitalCount {
  day: string;
  pageType: PageType;
  metric: VitalName;
  bucket: number;
  count: number;
}

export const vitalKey = (count: Omit<VitalCount, "count">) => [count.day, count.pageType, count.metric, count.bucket].join("\u0000");

/** A vitals beacon as counts, one per key, on the company's day `now` falls on. */
export function vitalCountsOf(batch: VitalsBatch, now: Date): VitalCount[] {
  const day = localDate(now);
  const counts = new Map<string, VitalCount>();
  for (const vital of batch.vitals) {
    const key = { day, pageType: pageTypeOf(vital.path), metric: vital.name, bucket: bucketOf(vital.name, vital.value) };
    const id = vitalKey(key);
    const found = counts.get(id);
    if (found) found.count += 1;
    else counts.set(id, { ...key, count: 1 });
  }
  return [...counts.values()];
}

/** The 75th percentile of a histogram (nearest rank: the edge of the bucket holding the 75th in 100), rated. */
export function p75Of(metric: VitalName, buckets: readonly { bucket: number; count: number }[]): VitalFigure | null {
  const samples = buckets.reduce((sum, each) => sum + each.count, 0);
  if (samples <= 0) return null;
  const rank = Math.ceil(0.75 * samples);
  let seen = 0;
  for (const each of [...buckets].sort((a, b) => a.bucket - b.bucket)) {
    seen += each.count;
    if (seen >= rank) {
      const p75 = inUnits(metric, each.bucket);
      return { p75, rating: vitalRating(metric, p75), samples };
    }
  }
  return null;
}

/** Summed buckets (any days) as one row per page type, every page type and metric present. */
function vitalsRows(buckets: readonly { pageType: PageType; metric: VitalName; bucket: number; count: number }[]): VitalsRow[] {
  return PAGE_TYPES.map((pageType) => {
    const mine = buckets.filter((each) => each.pageType === pageType);
    const metrics = Object.fromEntries(
      VITAL_NAMES.map((metric) => [
        metric,
        p75Of(
          metric,
          mine.filter((each) => each.metric === metric),
        ),
      ]),
    ) as VitalsRow["metrics"];
    return { pageType, metrics };
  });
}

/** The periods the admin reads: the last 7 and the last 28 days, today included. */
const VITALS_PERIODS = [7, 28] as const;

/** The last 7 and 28 days' figures, per page type, read from the summed buckets. */
export async function vitalsReport(db: DrizzleD1Database, today: string): Promise<VitalsReport> {
  const periods = await Promise.all(
    VITALS_PERIODS.map(async (days) => {
      const from = addDays(today, 1 - days);
      const buckets = await db
        .select({
          pageType: siteVitalCounts.pageType,
          metric: siteVitalCounts.metric,
          bucket: siteVitalCounts.bucket,
          count: sql<number>`sum(${siteVitalCounts.count})`,
        })
        .from(siteVitalCounts)
        .where(and(gte(siteVitalCounts.day, from), lte(siteVitalCounts.day, today)))
        .groupBy(siteVitalCounts.pageType, siteVitalCounts.metric, siteVitalCounts.bucket);
      return { days, from, to: today, rows: worstFirst(vitalsRows(buckets)) };
    }),
  );
  return { periods };
}
