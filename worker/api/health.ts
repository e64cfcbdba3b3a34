import { Hono } from "hono";
import type { HealthAnswer } from "../../contracts/admin";
import type { AppEnv } from "../env";
import { channelConfig } from "../leads/notify";
import { configuredChannelNames, operationsAlerts } from "../operations/health";
import { errorSummary, logEvent } from "../operations/log";

export const healthApi = new Hono<AppEnv>();

/** Uptime monitors may poll often: the answer may be reused for this long. */
const CACHE_SECONDS = 15;

/**
 * GET /api/health: whether the database answers and leads get through, for an uptime monitor.
 * Public, so it says only counts and channel names; 200 when all is well, 503 otherwise (the
 * body says what is wrong).
 */
healthApi.get("/", async (c) => {
  c.header("Cache-Control", `public, max-age=${CACHE_SECONDS}`);
  const checkedAt = new Date();
  let answer: HealthAnswer;
  try {
    const alerts = await operationsAlerts(c.var.db, configuredChannelNames(channelConfig(c.env)), checkedAt);
    const degraded = alerts.failingChannels.length > 0 || alerts.undeliveredLeads > 0;
    answer = {
      status: degraded ? "degraded" : "ok",
      database: "reachable",
      failingChannels: alerts.failingChannels.map((failing) => failing.channel),
      undeliveredLeads: alerts.undeliveredLeads,
      checkedAt: checkedAt.toISOString(),
    };
  } catch (error) {
    logEvent("health.database_unreachable", { error: errorSummary(error) }, "error");
    answer = { status: "down", database: "unreachable", failingChannels: [], undeliveredLeads: 0, checkedAt: checkedAt.toISOString() };
  }
  return c.json(answer satisfies HealthAnswer, answer.status === "ok" ? 200 : 503);
});
