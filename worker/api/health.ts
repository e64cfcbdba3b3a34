import { Hono } from "hono";
import type { HealthAnswer } from "../../contracts/admin";
import type { AppEnv } from "../env";
import { leadChannelNames } from "../leads/notify";
import { healthSummary } from "../operations/health";
import { errorSummary, logEvent } from "../operations/log";
import { rateLimited } from "../security/rate-limit";

export const healthApi = new Hono<AppEnv>();

/** Uptime monitors may poll often: the answer may be reused for this long. */
const CACHE_SECONDS = 15;

/**
 * GET /api/health: whether the database answers, leads get through and the crons run, for an
 * uptime monitor. Public, so it says only counts, channel and cron names; one D1 statement per
 * call and a per-caller quota; 200 when all is well, 503 otherwise (the body says what is wrong).
 */
healthApi.get(
  "/",
  rateLimited(
    (env) => env.HEALTH_RATE_LIMITER,
    (ip) => `health:${ip}`,
    () => "Too many health checks. Please wait a minute.",
  ),
  async (c) => {
    c.header("Cache-Control", `public, max-age=${CACHE_SECONDS}`);
    const checkedAt = new Date();
    let answer: HealthAnswer;
    try {
      const summary = await healthSummary(c.var.db, leadChannelNames(c.env), checkedAt);
      const degraded =
        summary.failingChannels.length > 0 ||
        summary.undeliveredLeads > 0 ||
        summary.unreachedLeads > 0 ||
        summary.failedNotices > 0 ||
        summary.overdueCrons.length > 0;
      answer = { status: degraded ? "degraded" : "ok", database: "reachable", ...summary, checkedAt: checkedAt.toISOString() };
    } catch (error) {
      logEvent("health.database_unreachable", { error: errorSummary(error) }, "error");
      answer = {
        status: "down",
        database: "unreachable",
        failingChannels: [],
        undeliveredLeads: 0,
        unreachedLeads: 0,
        failedNotices: 0,
        crons: {},
        overdueCrons: [],
        checkedAt: checkedAt.toISOString(),
      };
    }
    return c.json(answer satisfies HealthAnswer, answer.status === "ok" ? 200 : 503);
  },
);
