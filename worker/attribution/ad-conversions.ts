import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { Touch } from "../../contracts/touch";
import { csvRow } from "../admin/csv";
import { leads } from "../db/schema";
import { addDays, instant, wallClock } from "../schedule/calendar";
import { DEAL_VALUE } from "./sources-data";

/**
 * Offline conversions for the ad platforms (docs/decisions/022a): every won lead whose visitor
 * came from an ad click, in the upload file each platform's conversion import reads, so the ads
 * learn which clicks became jobs.
 *
 * Google Ads ("Conversions from clicks" template): a first row `Parameters:TimeZone=` with a time
 * zone id, then `Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency`,
 * times as `yyyy-MM-dd HH:mm:ss` in that zone. Microsoft Advertising: the same with
 * `Microsoft Click ID`, but its time zone is an offset (`+0000`), so its times are written in UTC.
 */

/**
 * `name` is the platform as the privacy policy names it: it says what goes to each
 * (worker/attribution/privacy-disclosure.test.ts fails when a platform here is not described there).
 */
export const AD_PLATFORMS = {
  google: {
    name: "Google Ads",
    clickId: "gclid",
    header: "Google Click ID",
    timeZone: "America/New_York",
    fileName: "google-ads-conversions.csv",
  },
  microsoft: {
    name: "Microsoft Advertising",
    clickId: "msclkid",
    header: "Microsoft Click ID",
    timeZone: "UTC",
    fileName: "microsoft-ads-conversions.csv",
  },
} as const;
export type AdPlatform = keyof typeof AD_PLATFORMS;

/** Both platforms match a conversion to a click at most 90 days old. */
const CLICK_WINDOW_MS = 90 * 86_400_000;
/** What an ad platform's click id looks like; anything else (and any formula) is left out. */
const CLICK_ID = /^[A-Za-z0-9_][A-Za-z0-9_-]{0,199}$/;
const CURRENCY = "USD";

export interface AdConversion {
  clickId: string;
  /** When the lead was marked won (ISO). */
  at: string;
  value: number | null;
}

/** The upload file: the time zone row, the template's header, one row per conversion. */
export function conversionsCsv(platform: AdPlatform, conversionName: string, conversions: readonly AdConversion[]): string {
  const { header, timeZone } = AD_PLATFORMS[platform];
  return [
    csvRow([`Parameters:TimeZone=${timeZone === "UTC" ? "+0000" : timeZone}`]),
    csvRow([header, "Conversion Name", "Conversion Time", "Conversion Value", "Conversion Currency"]),
    ...conversions.map((c) => csvRow([c.clickId, conversionName, wallClock(c.at, timeZone).replace("T", " "), c.value ?? "", CURRENCY])),
  ].join("");
}

/**
 * Won leads marked won from `from` through `to` (company days) whose last touch, or else first
 * touch, carries the platform's click id from at most 90 days before. The time a lead was won is
 * its latest move to "won" in the audit log (its arrival, for a lead that never moved).
 */
export async function adConversions(db: DrizzleD1Database, platform: AdPlatform, from: string, to: string): Promise<AdConversion[]> {
  // Written out in full: drizzle leaves a lone table's columns unqualified, which inside the subquery would mean audit_log's.
  const wonAt = sql<string>`coalesce((select max("audit_log"."created_at") from "audit_log" where "audit_log"."subject_type" = 'lead'
    and "audit_log"."subject_id" = "leads"."id" and "audit_log"."action" = 'lead.status'
    and json_extract("audit_log"."detail", '$.to') = 'won'), "leads"."created_at")`;
  const rows = await db
    .select({ firstTouch: leads.firstTouch, lastTouch: leads.lastTouch, wonAt, value: DEAL_VALUE })
    .from(leads)
    .where(
      and(
        eq(leads.status, "won"),
        gte(wonAt, instant(from, "00:00").toISOString()),
        lt(wonAt, instant(addDays(to, 1), "00:00").toISOString()),
      ),
    )
    .orderBy(wonAt);
  const { clickId } = AD_PLATFORMS[platform];
  return rows.flatMap((row) => {
    const touch = [row.lastTouch, row.firstTouch].find((candidate): candidate is Touch => Boolean(candidate?.[clickId]));
    const id = touch?.[clickId];
    if (!touch || !id || !CLICK_ID.test(id)) return [];
    const age = Date.parse(row.wonAt) - Date.parse(touch.at);
    if (age < 0 || age > CLICK_WINDOW_MS) return [];
    return [{ clickId: id, at: row.wonAt, value: row.value }];
  });
}
