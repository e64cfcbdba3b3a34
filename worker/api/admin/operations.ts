import { Hono } from "hono";
import { APPOINTMENT_STATUSES } from "../../../client/lib/contracts/appointments";
import { fieldErrors } from "../../../client/lib/contracts/errors";
import { z } from "../../../client/lib/contracts/z";
import { actorOf } from "../../admin/audit";
import { channelSetup } from "../../admin/communications";
import { dashboard, systemStatus } from "../../admin/dashboard";
import { DELIVERY_STATES, deliveryLog, failedDeliveryCount, failedTargets, retryDeliveries } from "../../admin/deliveries";
import { database } from "../../db/client";
import type { AppEnv } from "../../env";
import { addDays, localDate, WINDOW_ID } from "../../schedule/calendar";
import { adminView, findAppointment, listAppointments, rescheduleAppointment, setAppointmentStatus } from "../../schedule/queries";
import { apiError } from "../errors";
import { jsonBody } from "../json-body";

/** The dashboard, appointments, deliveries and system operations. */
export const operationsAdminApi = new Hono<AppEnv>();

const invalid = (c: Parameters<typeof apiError>[0], error: z.ZodError) =>
  apiError(c, 400, "validation_failed", "Please correct the highlighted fields.", fieldErrors(error));

/** GET /api/admin/dashboard: today, this week, waiting leads, failed deliveries and the 12-week chart. */
operationsAdminApi.get("/dashboard", async (c) => c.json(await dashboard(database(c.env.DB))));

/** GET /api/admin/system: D1 and its row counts, the notification backlog, recent delivery errors, channels. */
operationsAdminApi.get("/system", async (c) => c.json({ ...(await systemStatus(database(c.env.DB))), channels: channelSetup(c.env) }));

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
operationsAdminApi.get("/deliveries", async (c) => {
  const parsed = deliveryQuerySchema.safeParse(c.req.query());
  if (!parsed.success) return invalid(c, parsed.error);
  const db = database(c.env.DB);
  const { status, cursor, limit } = parsed.data;
  const [log, failed] = await Promise.all([deliveryLog(db, { status, before: cursor, limit }), failedDeliveryCount(db)]);
  return c.json({ ...log, failed, channels: channelSetup(c.env) });
});

const retrySchema = z.object({
  leadId: z.string({ error: "leadId is required" }).min(1, "leadId is required").max(64),
  channel: z.enum(["email", "webhook"], { error: "channel must be email or webhook" }),
});

/** POST /api/admin/deliveries/retry {leadId, channel}: one delivery that gave up, queued again. */
operationsAdminApi.post("/deliveries/retry", async (c) => {
  const read = await jsonBody(c);
  if ("response" in read) return read.response;
  const parsed = retrySchema.safeParse(read.body);
  if (!parsed.success) return invalid(c, parsed.error);
  const db = database(c.env.DB);
  const { leadId, channel } = parsed.data;
  const entry = (await deliveryLog(db, { leadId })).entries.find((e) => e.channel === channel);
  if (!entry) return apiError(c, 404, "not_found", "No delivery of that lead on that channel.");
  if (entry.status === "sent") return apiError(c, 409, "already_sent", "That delivery already went through; there is nothing to retry.");
  if (entry.status !== "failed")
    return apiError(c, 409, "still_retrying", "That delivery is still being retried automatically; wait for it to succeed or fail.");
  await retryDeliveries(db, c.env.LEAD_NOTIFICATIONS, [{ leadId, channel }], actorOf(c));
  return c.json({ retried: 1, message: `Queued ${channel} delivery for ${entry.leadName} again.` });
});

/** POST /api/admin/deliveries/retry-failed: every failed delivery, queued again. */
operationsAdminApi.post("/deliveries/retry-failed", async (c) => {
  const db = database(c.env.DB);
  const targets = await failedTargets(db);
  const retried = await retryDeliveries(db, c.env.LEAD_NOTIFICATIONS, targets, actorOf(c));
  return c.json({
    retried,
    message:
      retried === 0 ? "There are no failed deliveries to retry." : `Queued ${retried} failed deliver${retried === 1 ? "y" : "ies"} again.`,
  });
});

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date such as 2026-11-24");
const appointmentQuerySchema = z.object({
  from: day.optional(),
  days: z.coerce.number().int().min(1, "days must be 1-31").max(31, "days must be 1-31").default(7),
  status: z.enum(APPOINTMENT_STATUSES, { error: `status must be one of ${APPOINTMENT_STATUSES.join(", ")}` }).optional(),
});

/** GET /api/admin/appointments?from&days&status: appointments by day and window (New York dates). */
operationsAdminApi.get("/appointments", async (c) => {
  const parsed = appointmentQuerySchema.safeParse(c.req.query());
  if (!parsed.success) return invalid(c, parsed.error);
  const from = parsed.data.from ?? localDate(new Date());
  const to = addDays(from, parsed.data.days - 1);
  const rows = await listAppointments(database(c.env.DB), { from, to, statuses: parsed.data.status ? [parsed.data.status] : undefined });
  return c.json({ from, to, today: localDate(new Date()), appointments: rows.map(adminView) });
});

const appointmentStatusSchema = z.object({
  status: z.enum(APPOINTMENT_STATUSES, { error: `Status must be one of ${APPOINTMENT_STATUSES.join(", ")}` }),
});

/** PATCH /api/admin/appointments/{id} {status}: confirmed, completed, cancelled, no-show (audited). */
operationsAdminApi.patch("/appointments/:id", async (c) => {
  const read = await jsonBody(c);
  if ("response" in read) return read.response;
  const parsed = appointmentStatusSchema.safeParse(read.body);
  if (!parsed.success) return invalid(c, parsed.error);
  const db = database(c.env.DB);
  const outcome = await setAppointmentStatus(db, c.req.param("id"), parsed.data.status, actorOf(c));
  if (outcome.kind === "missing") return apiError(c, 404, "not_found", "No such appointment.");
  if (outcome.kind === "full")
    return apiError(c, 409, "window_full", "That window is full now; reschedule the appointment to another window instead.");
  return c.json(adminView((await findAppointment(db, c.req.param("id")))!));
});

const rescheduleSchema = z.object({
  windowId: z.string({ error: "Please choose an arrival window" }).regex(WINDOW_ID, "Please choose an arrival window"),
});

/** POST /api/admin/appointments/{id}/reschedule {windowId}: moves it where there is room (audited). */
operationsAdminApi.post("/appointments/:id/reschedule", async (c) => {
  const read = await jsonBody(c);
  if ("response" in read) return read.response;
  const parsed = rescheduleSchema.safeParse(read.body);
  if (!parsed.success) return invalid(c, parsed.error);
  const db = database(c.env.DB);
  const id = c.req.param("id");
  if (!(await findAppointment(db, id))) return apiError(c, 404, "not_found", "No such appointment.");
  const now = new Date();
  const outcome = await rescheduleAppointment(db, id, parsed.data.windowId, actorOf(c), now);
  switch (outcome.kind) {
    case "moved":
      return c.json(adminView((await findAppointment(db, id))!));
    case "closed":
      return apiError(c, 400, "window_closed", "That window is not open for booking; choose another.", {
        windowId: "That window is not open for booking; choose another.",
      });
    case "fixed":
      return apiError(c, 409, "not_changeable", "Only requested or confirmed appointments can be rescheduled.");
    case "taken":
      return c.json(
        {
          error: {
            code: "window_taken",
            message: "That window is full. The nearest open windows are listed.",
            alternatives: outcome.alternatives,
          },
        },
        409,
      );
  }
});
