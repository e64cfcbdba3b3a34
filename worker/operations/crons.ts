import type { DrizzleD1Database } from "drizzle-orm/d1";
import { cronRuns } from "../db/schema";
import { errorSummary, logEvent } from "./log";

/**
 * The two schedules of wrangler.toml [triggers]: each run's jobs are caught one by one (a failing
 * job is a logged event and never stops the others), and a run whose jobs all succeeded is
 * recorded, so /api/health can tell when a cron has stopped running or keeps failing.
 */
export const CRONS = {
  /** Every minute: the sweeps (leads and appointment notices that never reached anyone), the follow-up digests. */
  minute: { schedule: "* * * * *", overdueAfterMs: 10 * 60_000 },
  /** Daily at 11:00 UTC: retention, forgotten sessions and visits, the contractor's digest. */
  daily: { schedule: "0 11 * * *", overdueAfterMs: 26 * 60 * 60_000 },
} as const;

export type CronName = keyof typeof CRONS;

/** Runs every job of one cron run, each caught and logged; records the run as a success when none failed. */
export async function runCron(
  db: DrizzleD1Database,
  cron: CronName,
  jobs: Record<string, () => Promise<unknown>>,
  now = new Date(),
): Promise<{ failed: string[] }> {
  const outcomes = await Promise.all(
    Object.entries(jobs).map(async ([job, run]) => {
      try {
        await run();
        return null;
      } catch (error) {
        logEvent("cron.failed", { cron, job, error: errorSummary(error) }, "error");
        return job;
      }
    }),
  );
  const failed = outcomes.filter((job): job is string => job !== null);
  if (failed.length === 0) {
    await db
      .insert(cronRuns)
      .values({ cron, lastSuccessAt: now.toISOString() })
      .onConflictDoUpdate({ target: cronRuns.cron, set: { lastSuccessAt: now.toISOString() } })
      .catch((error: unknown) => logEvent("cron.failed", { cron, job: "record", error: errorSummary(error) }, "error"));
  }
  return { failed };
}

/** The crons whose last success is older than they allow (a cron never recorded is not overdue: it has not had its first run). */
export function overdueCrons(lastSuccess: Partial<Record<string, string | null>>, now = new Date()): CronName[] {
  return (Object.keys(CRONS) as CronName[]).filter((cron) => {
    const at = lastSuccess[cron];
    return at ? now.getTime() - Date.parse(at) > CRONS[cron].overdueAfterMs : false;
  });
}
