import { Hono } from "hono";
import type { WindowTaken } from "../../../client/lib/appointments";
import type { AdminAppointment, AppointmentsAnswer } from "../../../client/lib/contracts/admin";
import { APPOINTMENT_STATUSES, CANCEL_REASONS } from "../../../client/lib/contracts/appointments";
import { fieldErrors } from "../../../client/lib/contracts/errors";
import { z } from "../../../client/lib/contracts/z";
import { isCalendarDate } from "../../../client/lib/dates";
import { actorOf } from "../../admin/audit";
import type { AppEnv } from "../../env";
import { addDays, localDate, WINDOW_ID } from "../../schedule/calendar";
import { adminView, findAppointment, listAppointments, rescheduleAppointment, setAppointmentStatus } from "../../schedule/queries";
import { apiError } from "../errors";
import { jsonInput } from "../json-input";

/** /api/admin/appointments (/admin/appointments): the week by day and window, status changes and rescheduling. */
export const appointmentsAdminApi = new Hono<AppEnv>();

const day = z.string().refine(isCalendarDate, "Use a date such as 2026-11-24 (a real day, year 2000-2099)");
const appointmentQuerySchema = z.object({
  from: day.optional(),
  days: z.coerce.number().int().min(1, "days must be 1-31").max(31, "days must be 1-31").default(7),
  status: z.enum(APPOINTMENT_STATUSES, { error: `status must be one of ${APPOINTMENT_STATUSES.join(", ")}` }).optional(),
});

/** GET /api/admin/appointments?from&days&status: appointments by day and window (New York dates). */
appointmentsAdminApi.get("/", async (c) => {
  const parsed = appointmentQuerySchema.safeParse(c.req.query());
  if (!parsed.success) return apiError(c, 400, "validation_failed", "Please correct the highlighted fields.", fieldErrors(parsed.error));
  const from = parsed.data.from ?? localDate(new Date());
  const to = addDays(from, parsed.data.days - 1);
  const rows = await listAppointments(c.var.db, { from, to, statuses: parsed.data.status ? [parsed.data.status] : undefined });
  return c.json({ from, to, today: localDate(new Date()), appointments: rows.map(adminView) } satisfies AppointmentsAnswer);
});

const appointmentStatusSchema = z
  .object({
    status: z.enum(APPOINTMENT_STATUSES, { error: `Status must be one of ${APPOINTMENT_STATUSES.join(", ")}` }),
    reason: z.enum(CANCEL_REASONS, { error: "Choose why the appointment is cancelled" }).optional(),
    note: z.string().trim().max(2000, "Notes can be at most 2,000 characters").default(""),
    undo: z.boolean().optional(),
  })
  .refine((change) => change.status !== "cancelled" || change.reason, {
    path: ["reason"],
    message: "Choose why the appointment is cancelled",
  });

/**
 * PATCH /api/admin/appointments/{id} {status, reason?, note?, undo?}: confirmed, completed,
 * cancelled (with a reason), no-show; audited with the reason and note.
 */
appointmentsAdminApi.patch("/:id", jsonInput(appointmentStatusSchema), async (c) => {
  const { db } = c.var;
  const { status, reason, note, undo } = c.req.valid("json");
  const explain = { ...(reason ? { reason } : {}), ...(note ? { note } : {}), ...(undo ? { undo } : {}) };
  const outcome = await setAppointmentStatus(db, c.req.param("id"), status, actorOf(c), new Date(), explain);
  if (outcome.kind === "missing") return apiError(c, 404, "not_found", "No such appointment.");
  if (outcome.kind === "full")
    return apiError(c, 409, "window_full", "That window is full now; reschedule the appointment to another window instead.");
  return c.json(adminView((await findAppointment(db, c.req.param("id")))!) satisfies AdminAppointment);
});

const rescheduleSchema = z.object({
  windowId: z.string({ error: "Please choose an arrival window" }).regex(WINDOW_ID, "Please choose an arrival window"),
});

/** POST /api/admin/appointments/{id}/reschedule {windowId}: moves it where there is room (audited). */
appointmentsAdminApi.post("/:id/reschedule", jsonInput(rescheduleSchema), async (c) => {
  const { db } = c.var;
  const id = c.req.param("id");
  if (!(await findAppointment(db, id))) return apiError(c, 404, "not_found", "No such appointment.");
  const outcome = await rescheduleAppointment(db, id, c.req.valid("json").windowId, actorOf(c), new Date());
  switch (outcome.kind) {
    case "moved":
      return c.json(adminView((await findAppointment(db, id))!) satisfies AdminAppointment);
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
        } satisfies WindowTaken,
        409,
      );
  }
});
