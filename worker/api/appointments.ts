import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { WINDOW_TAKEN_MESSAGE } from "../../client/lib/appointments";
import { availabilityQuerySchema, bookingSchema, rescheduleSchema, type ValidBooking } from "../../client/lib/contracts/appointments";
import { fieldErrors } from "../../client/lib/contracts/errors";
import { siteConfig } from "../config";
import { database } from "../db/client";
import type { AppEnv } from "../env";
import { enqueueNotification } from "../leads/notify";
import { APPOINTMENT_SCOPE, availability, bookAppointment, cancelByToken, findByToken, rescheduleByToken } from "../schedule/booking";
import { appointmentCalendar } from "../schedule/ics";
import { clientIp, RETRY_AFTER_SECONDS, withinRateLimit } from "../security/rate-limit";
import { apiError } from "./errors";
import { findStoredAnswer, fingerprint, parseIdempotencyKey, replay } from "./idempotency";
import { jsonBody } from "./json-body";

export const appointmentsApi = new Hono<AppEnv>();

const CLOSED_MESSAGE = "That arrival window is not open for online booking. Please pick another one, or call us for same-day help.";
const NOT_FOUND_MESSAGE = "We could not find that appointment. Please check the link from your confirmation, or call us.";

/** GET /api/appointments/availability?from=&to=&service= -> { timeZone, days: [{ date, label, windows }] } */
appointmentsApi.get("/availability", async (c) => {
  const parsed = availabilityQuerySchema.safeParse(c.req.query());
  if (!parsed.success) return apiError(c, 400, "invalid_query", "The query is not valid.", fieldErrors(parsed.error));
  return c.json(await availability(database(c.env.DB), new Date(), parsed.data));
});

function meaningful(booking: ValidBooking) {
  const { website: _website, ...rest } = booking;
  return rest;
}

/** POST /api/appointments: books a window (201 with the reference) or answers 409 with the nearest open windows. */
appointmentsApi.post(
  "/",
  bodyLimit({ maxSize: 16 * 1024, onError: (c) => apiError(c, 413, "too_large", "The request is too large. Please shorten your notes.") }),
  async (c) => {
    const { phone } = siteConfig(c.env);
    const parsedKey = parseIdempotencyKey(c.req.header("Idempotency-Key"));
    if ("error" in parsedKey) return apiError(c, 400, "invalid_idempotency_key", parsedKey.error);
    const read = await jsonBody(c);
    if ("response" in read) return read.response;
    const parsed = bookingSchema.safeParse(read.body);
    if (!parsed.success) return apiError(c, 400, "validation_failed", "Please correct the highlighted fields.", fieldErrors(parsed.error));
    const booking = parsed.data;
    const db = database(c.env.DB);
    const claim = parsedKey.key ? { key: parsedKey.key, fingerprint: await fingerprint(meaningful(booking)) } : null;
    if (claim) {
      const stored = await findStoredAnswer(db, APPOINTMENT_SCOPE, claim.key);
      if (stored) return replay(c, stored, claim.fingerprint);
    }
    // The honeypot first, so bots behind a visitor's address cannot use up the visitor's quota.
    if (booking.website) return apiError(c, 400, "rejected", `We could not accept this request. Please call us at ${phone}.`);
    const ip = clientIp(c);
    if (!(await withinRateLimit(c.env.LEAD_RATE_LIMITER, `booking:${ip}`))) {
      c.header("Retry-After", String(RETRY_AFTER_SECONDS));
      return apiError(c, 429, "rate_limited", `Too many requests. Please wait a minute and try again, or call us at ${phone}.`);
    }

    let page = "/schedule";
    try {
      page = new URL(c.req.header("Referer") ?? "").pathname;
    } catch {
      page = "/schedule";
    }
    const result = await bookAppointment(db, booking, { page, ip, userAgent: c.req.header("User-Agent") ?? "", now: new Date() }, claim);
    switch (result.kind) {
      case "booked":
        c.executionCtx.waitUntil(enqueueNotification(db, c.env.LEAD_NOTIFICATIONS, result.leadId));
        return c.json(result.confirmation, 201);
      case "repeat":
        return replay(c, result.stored, claim?.fingerprint ?? "");
      case "closed":
        return apiError(c, 422, "window_closed", CLOSED_MESSAGE, { windowId: CLOSED_MESSAGE });
      case "taken":
        return c.json({ error: { code: "window_taken", message: WINDOW_TAKEN_MESSAGE, alternatives: result.alternatives } }, 409);
      case "invalid":
        return apiError(c, 400, "validation_failed", "Please correct the highlighted fields.", result.fields);
    }
  },
);

/** GET /api/appointments/manage/{token}: the booking, for whoever holds the private link. */
appointmentsApi.get("/manage/:token", async (c) => {
  const found = await findByToken(database(c.env.DB), c.req.param("token"), new Date());
  if (!found) return apiError(c, 404, "not_found", NOT_FOUND_MESSAGE);
  return c.json(found.view);
});

appointmentsApi.post("/manage/:token/cancel", async (c) => {
  const cancelled = await cancelByToken(database(c.env.DB), c.req.param("token"), new Date());
  if (!cancelled) return apiError(c, 404, "not_found", NOT_FOUND_MESSAGE);
  return c.json(cancelled);
});

appointmentsApi.post("/manage/:token/reschedule", async (c) => {
  const read = await jsonBody(c);
  if ("response" in read) return read.response;
  const parsed = rescheduleSchema.safeParse(read.body);
  if (!parsed.success) return apiError(c, 400, "validation_failed", "Please choose an arrival window.", fieldErrors(parsed.error));
  const moved = await rescheduleByToken(database(c.env.DB), c.req.param("token"), parsed.data.windowId, new Date());
  if (!moved) return apiError(c, 404, "not_found", NOT_FOUND_MESSAGE);
  switch (moved.kind) {
    case "moved":
      return c.json(moved.view);
    case "closed":
      return apiError(c, 422, "window_closed", CLOSED_MESSAGE, { windowId: CLOSED_MESSAGE });
    case "fixed":
      return apiError(c, 409, "not_changeable", "This appointment can no longer be changed online. Please call us.");
    case "taken":
      return c.json({ error: { code: "window_taken", message: WINDOW_TAKEN_MESSAGE, alternatives: moved.alternatives } }, 409);
  }
});

/** The appointment as an .ics file for the homeowner's calendar. */
appointmentsApi.get("/manage/:token/calendar.ics", async (c) => {
  const token = c.req.param("token");
  const found = await findByToken(database(c.env.DB), token, new Date());
  if (!found) return apiError(c, 404, "not_found", NOT_FOUND_MESSAGE);
  const config = siteConfig(c.env);
  const body = appointmentCalendar({
    reference: found.row.reference,
    service: found.row.service,
    windowStart: found.row.windowStart,
    windowEnd: found.row.windowEnd,
    address: found.view.address,
    status: found.row.status,
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
