import { scheduling } from "../content/schedule";
import { attributionSchema } from "./attribution";
import { isCalendarDate } from "./dates";
import { LEAD_LIMITS, zipState } from "./leads";
import { emailAddress, personName, phoneNumber, plainText, STREET_MAX } from "./person";
import { z } from "./z";

export const APPOINTMENT_STATUSES = ["requested", "confirmed", "completed", "cancelled", "no-show"] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/**
 * What a consent record is for: the contact an appointment needs, automated marketing (decision
 * 017), or contact after the job about how it went (a review request; decision 061).
 */
export const CONSENT_PURPOSES = ["appointment", "marketing", "after_job"] as const;

/** Who an appointment notice is for, and what happened. */
export const NOTICE_AUDIENCES = ["homeowner", "office"] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];
export const NOTICE_EVENTS = ["booked", "confirmed", "rescheduled", "cancelled", "reinstated", "link"] as const;
export type NoticeEvent = (typeof NOTICE_EVENTS)[number];

/** Why the office cancels an appointment: a fixed list, asked for in the admin before it cancels. */
export const CANCEL_REASONS = [
  "Homeowner asked to cancel",
  "Homeowner will book again later",
  "Weather",
  "No estimator available",
  "Booked twice",
  "Outside our service area",
  "Other",
] as const;

/** "YYYY-MM-DDTHH:MM": an arrival window's local start in America/New_York. */
const WINDOW_ID_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** POST /api/appointments: a booking, checked the same way in the browser and the worker. */
export const bookingSchema = z.object({
  service: z.enum(scheduling.services, { error: "Please choose what the consultation is for" }),
  windowId: z.string({ error: "Please choose an arrival window" }).regex(WINDOW_ID_PATTERN, "Please choose an arrival window"),
  name: personName("Please enter your full name", LEAD_LIMITS.name, `Name can be at most ${LEAD_LIMITS.name} characters`),
  email: emailAddress(),
  phone: phoneNumber(),
  street: z
    .string({ error: "Please enter the street address of the property" })
    .overwrite(plainText)
    .trim()
    .min(5, "Please enter the street address of the property")
    .max(STREET_MAX, `Street address can be at most ${STREET_MAX} characters`),
  zip: z
    .string({ error: "Please enter a 5-digit ZIP code" })
    .trim()
    .regex(/^\d{5}$/, "Please enter a 5-digit ZIP code")
    .refine((zip) => zipState(zip) !== null, "We serve Maryland and Delaware only; this ZIP code is outside our area"),
  notes: z.string().trim().max(2000, "Notes can be at most 2,000 characters").default(""),
  /**
   * Whether the homeowner ticked the optional automated-marketing statement. Booking needs no
   * consent: the contact that runs the appointment is stated, not asked (decision 017).
   */
  marketingConsent: z.boolean({ error: "Marketing consent must be true or false" }).default(false),
  /** Whether the homeowner ticked the optional after-the-job statement (a review request once the work is done). */
  afterJobConsent: z.boolean({ error: "After-the-job consent must be true or false" }).default(false),
  /** Honeypot: a field people never see. */
  website: z.string().max(500).default(""),
  /** Cloudflare Turnstile's token, when the site has a Turnstile site key. */
  turnstileToken: z.string().max(2048).optional(),
  /** Where the visitor came from (docs/decisions/022a). */
  attribution: attributionSchema.optional(),
});
export type BookingInput = z.input<typeof bookingSchema>;
export type ValidBooking = z.output<typeof bookingSchema>;

/** POST /api/admin/appointments: a customer who phoned, booked by the office (optionally onto a known lead). */
export const officeBookingSchema = bookingSchema
  .omit({ marketingConsent: true, afterJobConsent: true, website: true, turnstileToken: true })
  .extend({
    leadId: z.string().trim().max(64, "leadId is too long").optional(),
  });
export type OfficeBookingInput = z.input<typeof officeBookingSchema>;

/** POST /api/appointments/manage/{token}/reschedule */
export const rescheduleSchema = z.object({
  windowId: z.string({ error: "Please choose an arrival window" }).regex(WINDOW_ID_PATTERN, "Please choose an arrival window"),
});

/** GET /api/appointments/availability?from=&to=&service= */
export const availabilityQuerySchema = z.object({
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "from must be a date such as 2026-11-24")
    .refine(isCalendarDate, "from must be a real day, such as 2026-11-24")
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "to must be a date such as 2026-11-30")
    .refine(isCalendarDate, "to must be a real day, such as 2026-11-30")
    .optional(),
  service: z.enum(scheduling.services, { error: "service must be one of the consultation services" }).optional(),
});
