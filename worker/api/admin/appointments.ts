import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { AdminAppointment, AppointmentsAnswer, OfficeBookingAnswer } from "../../../contracts/admin";
import type { WindowTaken } from "../../../contracts/appointment-views";
import { APPOINTMENT_STATUSES, CANCEL_REASONS, officeBookingSchema } from "../../../contracts/appointments";
import { isCalendarDate } from "../../../contracts/dates";
import { fieldErrors } from "../../../contracts/errors";
import { z } from "../../../contracts/z";
import { actorOf } from "../../admin/audit";
import { leads } from "../../db/schema";
import type { AppContext, AppEnv } from "../../env";
import { leadGate, refuseLead } from "../../leads/gate";
import { latestLeadOf } from "../../leads/queries";
import { bookAppointment } from "../../schedule/booking";
import { addDays, localDate, WINDOW_ID } from "../../schedule/calendar";
import { changeStatus, findAppointment, moveAppointment } from "../../schedule/changes";
import { queueNotices } from "../../schedule/notices";
import { adminView, listAppointments } from "../../schedule/queries";
import { clientIp } from "../../security/rate-limit";
import { apiError } from "../errors";
import { jsonInput } from "../json-input";

/**
 * /api/admin/appointments (/admin/appointments): the week by day and window, a customer booked
 * on the phone, status changes and rescheduling. Every change is in the lead's history and
 * e-mails the homeowner (worker/schedule/changes.ts, notices.ts).
 */
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

const windowTaken = (c: AppContext, alternatives: WindowTaken["error"]["alternatives"]) =>
  c.json(
    {
      error: { code: "window_taken", message: "That window is full. The nearest open windows are listed.", alternatives },
    } satisfies WindowTaken,
    409,
  );

const CLOSED = "That window is not open for booking; choose another.";

/**
 * POST /api/admin/appointments {service, windowId, name, email, phone, street, zip, notes, leadId?}:
 * a customer who phoned, booked into a window with the same capacity rules as online, confirmed
 * at once. It joins the lead named by leadId, or else the newest lead with the same e-mail
 * address or phone number; only someone new becomes a new lead (source "phone").
 */
appointmentsAdminApi.post("/", jsonInput(officeBookingSchema), async (c) => {
  const { db } = c.var;
  const { leadId, ...booking } = c.req.valid("json");
  // Staff signed in: the gate's office path asks nothing of them (worker/leads/gate.ts), but it is the same gate.
  const verdict = await leadGate(c, "office");
  if (!verdict.ok) return refuseLead(c, verdict.reason);
  const [chosen] = leadId ? await db.select().from(leads).where(eq(leads.id, leadId)).limit(1) : [];
  if (leadId && !chosen) return apiError(c, 400, "validation_failed", "No such lead.", { leadId: "No such lead." });
  const join = chosen ?? (await latestLeadOf(db, booking));
  const context = { page: "/admin/appointments", ip: clientIp(c), userAgent: c.req.header("User-Agent") ?? "", now: new Date() };
  const result = await bookAppointment(db, booking, context, null, { by: { kind: "office", actor: actorOf(c) }, join });
  switch (result.kind) {
    case "booked": {
      c.executionCtx.waitUntil(queueNotices(db, c.env.LEAD_NOTIFICATIONS, result.appointmentId));
      const appointment = adminView((await findAppointment(db, result.appointmentId))!);
      return c.json({ appointment, joined: result.joined } satisfies OfficeBookingAnswer, 201);
    }
    case "closed":
      return apiError(c, 400, "window_closed", CLOSED, { windowId: CLOSED });
    case "taken":
      return windowTaken(c, result.alternatives);
    case "invalid":
      return apiError(c, 400, "validation_failed", "Please correct the highlighted fields.", result.fields);
    case "held":
    case "repeat":
      // Office bookings carry no Idempotency-Key and are not capped per person: neither can happen.
      return apiError(c, 409, "repeat", "This booking was already made.");
  }
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
 * cancelled (with a reason), no-show; audited with the reason and note; the homeowner is told.
 */
appointmentsAdminApi.patch("/:id", jsonInput(appointmentStatusSchema), async (c) => {
  const { db } = c.var;
  const { status, reason, note, undo } = c.req.valid("json");
  const explain = { ...(reason ? { reason } : {}), ...(note ? { note } : {}), ...(undo ? { undo } : {}) };
  const outcome = await changeStatus(db, c.req.param("id"), status, { kind: "office", actor: actorOf(c) }, new Date(), explain);
  switch (outcome.kind) {
    case "missing":
      return apiError(c, 404, "not_found", "No such appointment.");
    case "full":
      return apiError(c, 409, "window_full", "That window is full now; reschedule the appointment to another window instead.");
    case "stale":
      return apiError(c, 409, "changed_meanwhile", "The appointment changed meanwhile. Please reload and try again.");
    case "changed":
      c.executionCtx.waitUntil(queueNotices(db, c.env.LEAD_NOTIFICATIONS, outcome.appointment.id));
      return c.json(adminView(outcome.appointment) satisfies AdminAppointment);
  }
});

const rescheduleSchema = z.object({
  windowId: z.string({ error: "Please choose an arrival window" }).regex(WINDOW_ID, "Please choose an arrival window"),
});

/** POST /api/admin/appointments/{id}/reschedule {windowId}: moves it where there is room (audited; the homeowner is told). */
appointmentsAdminApi.post("/:id/reschedule", jsonInput(rescheduleSchema), async (c) => {
  const { db } = c.var;
  const id = c.req.param("id");
  if (!(await findAppointment(db, id))) return apiError(c, 404, "not_found", "No such appointment.");
  const outcome = await moveAppointment(db, id, c.req.valid("json").windowId, { kind: "office", actor: actorOf(c) });
  switch (outcome.kind) {
    case "moved":
      c.executionCtx.waitUntil(queueNotices(db, c.env.LEAD_NOTIFICATIONS, id));
      return c.json(adminView(outcome.appointment) satisfies AdminAppointment);
    case "closed":
      return apiError(c, 400, "window_closed", CLOSED, { windowId: CLOSED });
    case "fixed":
      return apiError(c, 409, "not_changeable", "Only requested or confirmed appointments can be rescheduled.");
    case "taken":
      return windowTaken(c, outcome.alternatives);
  }
});
