import { app } from "./app";
import type { EventCountsMessage } from "./attribution/event-counts";
import { countEvents, forgetCountedMessages } from "./attribution/rollup";
import { forgetExpiredSessions } from "./chat/known-sessions";
import { database } from "./db/client";
import type { Env } from "./env";
import { handleDeadLetters, handleNotificationBatch, type LeadNotification, sweep } from "./leads/notify";

// Durable Object classes are exported from the entry module.
export { ChatSession } from "./chat/session";

export default {
  fetch: app.fetch,

  async queue(batch, env) {
    if (batch.queue.startsWith("site-events")) await countEvents(batch as MessageBatch<EventCountsMessage>, env);
    else if (batch.queue.endsWith("-dlq")) await handleDeadLetters(batch as MessageBatch<LeadNotification>, env);
    else await handleNotificationBatch(batch as MessageBatch<LeadNotification>, env);
  },

  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(sweep(database(env.DB), env.LEAD_NOTIFICATIONS));
    ctx.waitUntil(forgetExpiredSessions(database(env.DB)));
    ctx.waitUntil(forgetCountedMessages(database(env.DB)));
  },
} satisfies ExportedHandler<Env, LeadNotification | EventCountsMessage>;
