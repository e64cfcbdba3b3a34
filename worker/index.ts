import { app } from "./app";
import type { EventCountsMessage } from "./attribution/event-counts";
import { countEvents } from "./attribution/rollup";
import type { Env } from "./env";
import { handleDeadLetters, handleNotificationBatch, type LeadNotification } from "./leads/notify";
import { DAILY_CRON, daily } from "./operations/daily";
import { everyMinute } from "./operations/minute";
import { unindexedAsset } from "./seo/unindexed-assets";

// Durable Object classes are exported from the entry module.
export { ChatSession } from "./chat/session";

export default {
  // Staging answers its static files itself, to mark them noindex (worker/seo/unindexed-assets.ts).
  fetch: async (request, env, ctx) => (await unindexedAsset(request, env)) ?? app.fetch(request, env, ctx),

  async queue(batch, env) {
    if (batch.queue.startsWith("site-events")) await countEvents(batch as MessageBatch<EventCountsMessage>, env);
    else if (batch.queue.endsWith("-dlq")) await handleDeadLetters(batch as MessageBatch<LeadNotification>, env);
    else await handleNotificationBatch(batch as MessageBatch<LeadNotification>, env);
  },

  // Every job of both crons is caught and logged on its own (worker/operations/crons.ts).
  async scheduled(controller, env, ctx) {
    if (controller.cron === DAILY_CRON) ctx.waitUntil(daily(env));
    else ctx.waitUntil(everyMinute(env, controller.scheduledTime));
  },
} satisfies ExportedHandler<Env, LeadNotification | EventCountsMessage>;
