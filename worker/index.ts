import { app } from "./app";
import { forgetExpiredSessions } from "./chat/known-sessions";
import { database } from "./db/client";
import type { Env } from "./env";
import { handleDeadLetters, handleNotificationBatch, type LeadNotification, sweep } from "./leads/notify";
import { forgetOldVisits } from "./leads/visit";
import { sweepNotices } from "./schedule/notices";

// Durable Object classes are exported from the entry module.
export { ChatSession } from "./chat/session";

export default {
  fetch: app.fetch,

  async queue(batch, env) {
    if (batch.queue.endsWith("-dlq")) await handleDeadLetters(batch, env);
    else await handleNotificationBatch(batch, env);
  },

  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(sweep(database(env.DB), env.LEAD_NOTIFICATIONS));
    ctx.waitUntil(forgetExpiredSessions(database(env.DB)));
    ctx.waitUntil(sweepNotices(database(env.DB), env.LEAD_NOTIFICATIONS));
    ctx.waitUntil(forgetOldVisits(database(env.DB)));
  },
} satisfies ExportedHandler<Env, LeadNotification>;
