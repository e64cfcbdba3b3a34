import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  type AppointmentView,
  type Availability,
  type BookingConfirmation,
  WINDOW_TAKEN_MESSAGE,
  type WindowTaken,
} from "../../contracts/appointment-views";
import { availabilityQuerySchema, bookingSchema, rescheduleSchema, type ValidBooking } from "../../contracts/appointments";
import { fieldErrors } from "../../contracts/errors";
import { BOOKING_SOURCE } from "../../contracts/leads";
import type { AppEnv } from "../env";
import { chatOfThisVisit } from "../leads/chat-visit";
import { leadGate, refuseLead } from "../leads/gate";
import { enqueueNotification } from "../leads/notify";
import { samePerson, visitLead } from "../leads/visit";
import { logEvent } from "../operations/log";
import { availability } from "../schedule/availability";
import { APPOINTMENT_SCOPE, bookAppointment } from "../schedule/booking";
import { appointmentCalendar } from "../schedule/ics";
import { cancelByToken, emailLinkByToken, findByToken, rescheduleByToken } from "../schedule/manage";
import { queueNotices } from "../schedule/notices";
import { clientIp, rateLimited, tooManyLeads } from "../security/rate-limit";
import { sameOriginOnly } from "../security/same-origin";
import { apiError } from "./errors";
import { idempotencyKey, replay, replayRepeats } from "./idempotency";
import { jsonInput, jsonOnly } from "./json-input";
import { refererPath } from "./referer";

export const appointmentsApi = new Hono<AppEnv>();

const CLOSED_MESSAGE = "That arrival window is not open for online booking. Please pick another one, or call us for same-day help.";
const NOT_FOUND_MESSAGE = "We could not find that appointment. Please check the link from your confirmation, or call us.";

/** GET /api/appointments/availability?from=&to=&service= -> { timeZone, days: [{ date, label, windows }] } */
appointmentsApi.get("/availability", async (c) => {
  const parsed = availabilityQuerySchema.safeParse(c.req.query());
  if (!parsed.success) return apiError(c, 400, "invalid_query", "The query is not valid.", fieldErrors(parsed.error));
  return c.json((await availability(c.var.db, new Date(), parsed.data)) satisfies Availability);
});

function meaningful(booking: ValidBooking) {
  const { website: _website, turnstileToken: _token, attribution: _attribution, ...rest } = booking;
  return rest;
}

/** The lead gate (worker/leads/gate.ts): the honeypot, Turnstile when configured, then the visitor's lead quota. */
const gate: MiddlewareHandler<AppEnv, string, { out: { json: ValidBooking } }> = async (c, next) => {
  const verdict = await leadGate(c, "booking", c.req.valid("json"));
  return verdict.ok ? next() : refuseLead(c, verdict.reason);
};

/** POST /api/appointments: books a window (201 with the reference) or answers 409 with the nearest open windows. */
appointmentsApi.post(
  "/",
  bodyLimit({ maxSize: 16 * 1024, onError: (c) => apiError(c, 413, "too_large", "The request is too large. Please shorten your notes.") }),
  idempotencyKey,
  jsonInput(bookingSchema),
  replayRepeats(APPOINTMENT_SCOPE, meaningful),
  gate,
  async (c) => {
    const claim = c.var.idempotencyClaim ?? null;
    const { db } = c.var;
    const booking = c.req.valid("json");
    const page = refererPath(c.req.header("Referer"), "/schedule");
    const context = {
      page,
      ip: clientIp(c),
      userAgent: c.req.header("User-Agent") ?? "",
      now: new Date(),
      attribution: booking.attribution,
    };
    // Same visit (this browser's cookie) and same person: the booking joins the lead they already made.
    const visit = await visitLead(c, context.now);
    const join = visit && samePerson(visit, booking) ? visit : null;
    const by = { kind: "homeowner", marketingConsent: booking.marketingConsent, afterJobConsent: booking.afterJobConsent } as const;
    // What they told the assistant before booking counts too (hail described in the chat).
    const chat = await chatOfThisVisit(c);
    const result = await bookAppointment(db, booking, context, claim, { by, join, chat });
    switch (result.kind) {
      case "booked": {
        if (!result.joined) logEvent("lead.accepted", { leadId: result.leadId, kind: BOOKING_SOURCE });
        logEvent("booking.created", { leadId: result.leadId, reference: result.confirmation.reference, joined: result.joined });
        const queue = c.env.LEAD_NOTIFICATIONS;
        const lead = result.joined ? Promise.resolve(true) : enqueueNotification(db, queue, result.leadId);
        c.executionCtx.waitUntil(Promise.all([lead, queueNotices(db, queue, result.appointmentId)]));
        return c.json(result.confirmation satisfies BookingConfirmation, 201);
      }
      case "repeat":
        return replay(c, result.stored, claim?.fingerprint ?? "");
      case "closed":
        return apiError(c, 422, "window_closed", CLOSED_MESSAGE, { windowId: CLOSED_MESSAGE });
      case "taken":
        return c.json(
          { error: { code: "window_taken", message: WINDOW_TAKEN_MESSAGE, alternatives: result.alternatives } } satisfies WindowTaken,
          409,
        );
      case "held":
        return apiError(
          c,
          409,
          "already_booked",
          `You already have a consultation booked with us. To change its time, use the link in your confirmation e-mail, or call us at ${c.var.config.phone}.`,
        );
      case "invalid":
        return apiError(c, 400, "validation_failed", "Please correct the highlighted fields.", result.fields);
    }
  },
);

/** GET /api/appointments/manage/{token}: the booking, for whoever holds the private link. */
appointmentsApi.get("/manage/:token", async (c) => {
  const found = await findByToken(c.var.db, c.req.param("token"), new Date());
  if (!found) return apiError(c, 404, "not_found", NOT_FOUND_MESSAGE);
  return c.json(found.view satisfies AppointmentView);
});

// Whoever holds the link may change the booking, but only from this site's own page: another
// site's form or script that knows the link is refused (foreign Origin 403, not JSON 415).
appointmentsApi.use("/manage/*", sameOriginOnly());

/** POST /api/appointments/manage/{token}/cancel with a JSON body ({}). */
appointmentsApi.post("/manage/:token/cancel", jsonOnly, async (c) => {
  const cancelled = await cancelByToken(c.var.db, c.req.param("token"), new Date());
  if (!cancelled) return apiError(c, 404, "not_found", NOT_FOUND_MESSAGE);
  logEvent("booking.cancelled", { reference: cancelled.view.reference });
  c.executionCtx.waitUntil(queueNotices(c.var.db, c.env.LEAD_NOTIFICATIONS, cancelled.id));
  return c.json(cancelled.view satisfies AppointmentView);
});

/** POST /api/appointments/manage/{token}/email-link with a JSON body ({}): the link, to the booking's own e-mail address. */
appointmentsApi.post(
  "/manage/:token/email-link",
  jsonOnly,
  rateLimited(
    (env) => env.LEAD_RATE_LIMITER,
    (ip) => `manage-link:${ip}`,
    (c) => tooManyLeads(c.var.config.phone),
  ),
  async (c) => {
    const sent = await emailLinkByToken(c.var.db, c.req.param("token"), new Date());
    if (!sent) return apiError(c, 404, "not_found", NOT_FOUND_MESSAGE);
    c.executionCtx.waitUntil(queueNotices(c.var.db, c.env.LEAD_NOTIFICATIONS, sent.id));
    return c.json(sent.view satisfies AppointmentView, 202);
  },
);

/** POST /api/appointments/manage/{token}/reschedule {windowId}: the booking in another window, or why not. */
appointmentsApi.post("/manage/:token/reschedule", jsonInput(rescheduleSchema, "Please choose an arrival window."), async (c) => {
  const moved = await rescheduleByToken(c.var.db, c.req.param("token"), c.req.valid("json").windowId, new Date());
  if (!moved) return apiError(c, 404, "not_found", NOT_FOUND_MESSAGE);
  switch (moved.kind) {
    case "moved":
      c.executionCtx.waitUntil(queueNotices(c.var.db, c.env.LEAD_NOTIFICATIONS, moved.id));
      logEvent("booking.moved", { reference: moved.view.reference, windowId: moved.view.windowId });
      return c.json(moved.view satisfies AppointmentView);
    case "closed":
      return apiError(c, 422, "window_closed", CLOSED_MESSAGE, { windowId: CLOSED_MESSAGE });
    case "fixed":
      return apiError(c, 409, "not_changeable", "This appointment can no longer be changed online. Please call us.");
    case "taken":
      return c.json(
        { error: { code: "window_taken", message: WINDOW_TAKEN_MESSAGE, alternatives: moved.alternatives } } satisfies WindowTaken,
        409,
      );
  }
});

/** The appointment as an .ics file for the homeowner's calendar. */
appointmentsApi.get("/manage/:token/calendar.ics", async (c) => {
  const found = await findByToken(c.var.db, c.req.param("token"), new Date());
  if (!found) return apiError(c, 404, "not_found", NOT_FOUND_MESSAGE);
  const { config } = c.var;
  const body = appointmentCalendar({
    reference: found.row.reference,
    service: found.row.service,
    windowStart: found.row.windowStart,
    windowEnd: found.row.windowEnd,
    address: found.view.address,
    status: found.row.status,
    sequence: found.row.sequence,
    manageUrl: `${config.siteUrl}${found.view.manageUrl}`,
    phone: config.phone,
    email: config.email,
    siteHost: new URL(config.siteUrl).host,
  });
  return c.body(body, 200, {
    "Content-Type": "text/calendar; charset=utf-8",
    "Content-Disposition": `attachment; filename="${found.row.reference}.ics"`,
  });
});
