import { Hono } from "hono";
import { DELIVERY_CHANNELS, type DeliveryLogAnswer, type RetryAnswer } from "../../../contracts/admin";
import { fieldErrors } from "../../../contracts/errors";
import { z } from "../../../contracts/z";
import { actorOf } from "../../admin/audit";
import { channelSetup } from "../../admin/communications";
import {
  acknowledgeLead,
  DELIVERY_STATES,
  deliveryLog,
  failedDeliveryCount,
  failedTargets,
  resendLead,
  retryDeliveries,
} from "../../admin/deliveries";
import type { AppEnv } from "../../env";
import { apiError } from "../errors";
import { jsonInput } from "../json-input";

/** /api/admin/deliveries (/admin/delivery): the notification log, and failed deliveries queued again. */
export const deliveriesAdminApi = new Hono<AppEnv>();

const deliveryQuerySchema = z.object({
  status: z.enum(DELIVERY_STATES, { error: `status must be one of ${DELIVERY_STATES.join(", ")}` }).optional(),
  cursor: z.coerce
    .number({ error: "The page cursor is not valid." })
    .int("The page cursor is not valid.")
    .positive("The page cursor is not valid.")
    .optional(),
  limit: z.coerce.number().int().min(1, "limit must be 1-200").max(200, "limit must be 1-200").default(50),
});

/** GET /api/admin/deliveries?status&cursor&limit: the delivery log, newest attempt first. */
deliveriesAdminApi.get("/", async (c) => {
  const parsed = deliveryQuerySchema.safeParse(c.req.query());
  if (!parsed.success) return apiError(c, 400, "validation_failed", "Please correct the highlighted fields.", fieldErrors(parsed.error));
  const { db } = c.var;
  const { status, cursor, limit } = parsed.data;
  const [log, failed] = await Promise.all([deliveryLog(db, { status, before: cursor, limit }), failedDeliveryCount(db)]);
  return c.json({ ...log, failed, channels: channelSetup(c.env) } satisfies DeliveryLogAnswer);
});

const retrySchema = z.object({
  leadId: z.string({ error: "leadId is required" }).min(1, "leadId is required").max(64),
  channel: z.enum(DELIVERY_CHANNELS, { error: `channel must be one of ${DELIVERY_CHANNELS.join(", ")}` }),
  /** An appointment notice's delivery; absent for the lead's own notification. */
  noticeId: z.number({ error: "noticeId must be a number" }).int().positive().nullable().default(null),
});

/** POST /api/admin/deliveries/retry {leadId, channel, noticeId?}: one delivery that gave up, queued again. */
deliveriesAdminApi.post("/retry", jsonInput(retrySchema), async (c) => {
  const { db } = c.var;
  const { leadId, channel, noticeId } = c.req.valid("json");
  const entry = (await deliveryLog(db, { leadId })).entries.find((e) => e.channel === channel && e.noticeId === noticeId);
  if (!entry) return apiError(c, 404, "not_found", "No delivery of that lead on that channel.");
  if (entry.status === "sent") return apiError(c, 409, "already_sent", "That delivery already went through; there is nothing to retry.");
  if (entry.status !== "failed")
    return apiError(c, 409, "still_retrying", "That delivery is still being retried automatically; wait for it to succeed or fail.");
  await retryDeliveries(db, c.env.LEAD_NOTIFICATIONS, [{ leadId, channel, noticeId }], actorOf(c));
  return c.json({ retried: 1, message: `Queued ${channel} delivery for ${entry.leadName} again.` } satisfies RetryAnswer);
});

/** POST /api/admin/deliveries/retry-failed {}: every failed delivery, queued again. */
deliveriesAdminApi.post("/retry-failed", async (c) => {
  const { db } = c.var;
  const targets = await failedTargets(db);
  const retried = await retryDeliveries(db, c.env.LEAD_NOTIFICATIONS, targets, actorOf(c));
  return c.json({
    retried,
    message:
      retried === 0 ? "There are no failed deliveries to retry." : `Queued ${retried} failed deliver${retried === 1 ? "y" : "ies"} again.`,
  } satisfies RetryAnswer);
});

const leadSchema = z.object({ leadId: z.string({ error: "leadId is required" }).min(1, "leadId is required").max(64) });

/** POST /api/admin/deliveries/resend {leadId}: a lead that reached nobody (in whatever state it stuck), sent again on every channel. */
deliveriesAdminApi.post("/resend", jsonInput(leadSchema), async (c) => {
  const { leadId } = c.req.valid("json");
  if (!(await resendLead(c.var.db, c.env.LEAD_NOTIFICATIONS, leadId, actorOf(c))))
    return apiError(c, 409, "not_undelivered", "That lead is delivered, acknowledged or unknown; there is nothing to send again.");
  return c.json({ retried: 1, message: "Queued the lead again on every channel." } satisfies RetryAnswer);
});

/** POST /api/admin/deliveries/acknowledge {leadId}: the office dealt with a failed lead by hand; it stops the alarm. */
deliveriesAdminApi.post("/acknowledge", jsonInput(leadSchema), async (c) => {
  const { leadId } = c.req.valid("json");
  if (!(await acknowledgeLead(c.var.db, leadId, actorOf(c))))
    return apiError(c, 409, "not_failed", "Only a lead that failed or reached no one can be acknowledged.");
  return c.json({ retried: 0, message: "Acknowledged: this lead no longer raises the alarm." } satisfies RetryAnswer);
});
