import { isDigestTime, sendFollowUpDigests } from "../admin/follow-up-digest";
import { forgetCountedMessages } from "../attribution/rollup";
import { database } from "../db/client";
import type { Env } from "../env";
import { sweep } from "../leads/notify";
import { reminderDays, sweepReviewRequests } from "../reviews/requests";
import { sweepNotices } from "../schedule/notices";
import { runCron } from "./crons";

/** The every-minute cron's jobs: each caught and logged on its own, the run recorded for /api/health. */
export function everyMinute(env: Env, scheduledTime: number, now = new Date()) {
  const db = database(env.DB);
  return runCron(
    db,
    "minute",
    {
      sweep: () => sweep(db, env.LEAD_NOTIFICATIONS, now),
      sweepNotices: () => sweepNotices(db, env.LEAD_NOTIFICATIONS, now),
      forgetCountedMessages: () => forgetCountedMessages(db),
      sweepReviewRequests: () => sweepReviewRequests(db, env.LEAD_NOTIFICATIONS, reminderDays(env), now),
      ...(isDigestTime(scheduledTime) ? { followUpDigests: () => sendFollowUpDigests(db, env, now) } : {}),
    },
    now,
  );
}
