import { forgetExpiredSessions } from "../chat/known-sessions";
import { retentionPolicy } from "../config";
import { database } from "../db/client";
import type { Env } from "../env";
import { channelConfig } from "../leads/notify";
import { forgetOldTexts } from "../leads/sms-ceiling";
import { forgetOldVisits } from "../leads/visit";
import { applyRetention } from "../privacy/retention";
import { CRONS, runCron } from "./crons";
import { sendDailyDigest } from "./digest";

/** The daily schedule in wrangler.toml [triggers] (the other one runs every minute). */
export const DAILY_CRON = CRONS.daily.schedule;

/** The daily jobs: the retention policy, forgotten chat sessions, visits and text-message records, the contractor's digest. Each runs even if another fails. */
export async function daily(env: Env, fetcher: typeof fetch = fetch, now = new Date()): Promise<void> {
  const db = database(env.DB);
  const jobs = {
    retention: () => applyRetention(db, env.CHAT_SESSION, retentionPolicy(env), now),
    chatSessions: () => forgetExpiredSessions(db, now),
    visits: () => forgetOldVisits(db, now),
    texts: () => forgetOldTexts(db, now),
    digest: () => sendDailyDigest(db, channelConfig(env), fetcher, now),
  };
  await runCron(db, "daily", jobs, now);
}
