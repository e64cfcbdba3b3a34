import { type Context, Hono } from "hono";
import { isCalendarDate } from "../../../contracts/dates";
import { fieldErrors } from "../../../contracts/errors";
import { CREDITS, type Credit, conversionRate, type SourcesReport } from "../../../contracts/sources";
import { z } from "../../../contracts/z";
import { csvRow } from "../../admin/csv";
import { AD_PLATFORMS, type AdPlatform, adConversions, conversionsCsv } from "../../attribution/ad-conversions";
import { sourcesReport } from "../../attribution/sources";
import { adConversionName } from "../../config";
import type { AppEnv } from "../../env";
import { addDays, localDate } from "../../schedule/calendar";
import { apiError } from "../errors";

/**
 * /api/admin/sources (the Sources screen): the report as JSON, and won jobs for the ad platforms
 * (/api/admin/sources/google-ads.csv, /microsoft-ads.csv); /api/admin/sources.csv: the report as CSV.
 */
export const sourcesAdminApi = new Hono<AppEnv>();
export const sourcesCsvAdminApi = new Hono<AppEnv>();

/** Days the screen shows unless asked otherwise: the last 30, today included. */
const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;

const day = z.string().refine(isCalendarDate, "Use a date such as 2026-11-24");
const periodSchema = z
  .object({
    from: day.optional(),
    to: day.optional(),
    credit: z.enum(CREDITS, { error: "credit must be first or last" }).default("first"),
  })
  .transform(({ from, to, credit }) => {
    const last = to ?? localDate(new Date());
    return { from: from ?? addDays(last, 1 - DEFAULT_DAYS), to: last, credit };
  })
  .refine(({ from, to }) => from <= to, { message: "from must not be after to", path: ["from"] })
  .refine(({ from, to }) => addDays(from, MAX_DAYS) > to, { message: `Choose at most ${MAX_DAYS} days`, path: ["from"] });

type Period = { from: string; to: string; credit: Credit };

function periodOf(c: Context<AppEnv>): { period: Period } | { response: Response } {
  const parsed = periodSchema.safeParse(c.req.query());
  if (!parsed.success) return { response: apiError(c, 400, "invalid_query", "The period is not valid.", fieldErrors(parsed.error)) };
  return { period: parsed.data };
}

const csvFile = (body: string, fileName: string) =>
  new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });

/** GET /api/admin/sources?from&to&credit */
sourcesAdminApi.get("/", async (c) => {
  const read = periodOf(c);
  if ("response" in read) return read.response;
  return c.json((await sourcesReport(c.var.db, read.period)) satisfies SourcesReport);
});

const CSV_HEADER = [
  "Table",
  "Name",
  "Visits",
  "Form starts",
  "Leads",
  "People",
  "Conversion rate (people per visit)",
  "Booked",
  "Won",
  "Won value",
  "Page views",
  "Phone taps",
];

/** GET /api/admin/sources.csv?from&to&credit: every table of the report, one after another. */
sourcesCsvAdminApi.get("/", async (c) => {
  const read = periodOf(c);
  if ("response" in read) return read.response;
  const report = await sourcesReport(c.var.db, read.period);
  const tables = [
    ["Channel", [...report.channels, report.totals]],
    ["Campaign", report.campaigns],
    ["Landing page", report.landingPages],
    ["City page", report.cityPages],
  ] as const;
  const lines = [
    csvRow(CSV_HEADER),
    ...tables.flatMap(([table, rows]) =>
      rows.map((row) =>
        csvRow([
          table,
          row.label,
          row.visits,
          row.formStarts,
          row.leads,
          row.people,
          conversionRate(row) ?? "",
          row.booked,
          row.won,
          row.wonValue,
          "",
          "",
        ]),
      ),
    ),
    ...report.phoneTaps.map((row) => csvRow(["Phone taps", row.path, "", "", "", "", "", "", "", "", row.pageViews, row.phoneTaps])),
  ];
  const { from, to, credit } = read.period;
  // A byte-order mark first, like the lead list's CSV, so Excel reads accented names as UTF-8.
  return csvFile(`\uFEFF${lines.join("")}`, `sources-${from}-to-${to}-${credit}-touch.csv`);
});

/** GET /api/admin/sources/{google,microsoft}-ads.csv?from&to: won jobs from ad clicks, in the platform's upload format. */
sourcesAdminApi.get("/:file{(google|microsoft)-ads\\.csv}", async (c) => {
  const read = periodOf(c);
  if ("response" in read) return read.response;
  const platform = c.req.param("file").replace("-ads.csv", "") as AdPlatform;
  const conversions = await adConversions(c.var.db, platform, read.period.from, read.period.to);
  return csvFile(conversionsCsv(platform, adConversionName(c.env), conversions), AD_PLATFORMS[platform].fileName);
});
