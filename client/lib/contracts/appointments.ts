import { scheduling } from "../../../content/schedule";
import { zipState } from "./leads";
import { z } from "./z";

export const APPOINTMENT_STATUSES = ["requested", "confirmed", "completed", "cancelled", "no-show"] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** "YYYY-MM-DDTHH:MM": an arrival window's local start in America/New_York. */
export const WINDOW_ID_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

const phoneDigits = (value: string) => value.replace(/\D/g, "").length;

/** POST /api/appointments: a booking, checked the same way in the browser and the worker. */
export const bookingSchema = z.object({
  service: z.enum(scheduling.services, { error: "Please choose what the consultation is for" }),
  windowId: z.string({ error: "Please choose an arrival window" }).regex(WINDOW_ID_PATTERN, "Please choose an arrival window"),
  name: z.string({ error: "Please enter your full name" }).trim().min(2, "Please enter your full name").max(100, "Name can be at most 100 characters"),
  email: z.string({ error: "Please enter a valid email address" }).trim().max(254, "Please enter a valid email address").pipe(z.email("Please enter a valid email address")),
  phone: z
    .string({ error: "Please enter a valid phone number" })
    .trim()
    .max(32, "Please enter a valid phone number")
    .refine((value) => phoneDigits(value) >= 10 && phoneDigits(value) <= 15, "Please enter a valid phone number"),
  street: z.string({ error: "Please enter the street address of the property" }).trim().min(5, "Please enter the street address of the property").max(200, "Street address can be at most 200 characters"),
  zip: z
    .string({ error: "Please enter a 5-digit ZIP code" })
    .trim()
    .regex(/^\d{5}$/, "Please enter a 5-digit ZIP code")
    .refine((zip) => zipState(zip) !== null, "We serve Maryland and Delaware only; this ZIP code is outside our area"),
  notes: z.string().trim().max(2000, "Notes can be at most 2,000 characters").default(""),
  consent: z.literal(true, { error: "Please agree to be contacted about your appointment" }),
  /** Honeypot: a field people never see. */
  website: z.string().max(500).default(""),
});
export type BookingInput = z.input<typeof bookingSchema>;
export type ValidBooking = z.output<typeof bookingSchema>;

/** POST /api/appointments/manage/{token}/reschedule */
export const rescheduleSchema = z.object({
  windowId: z.string({ error: "Please choose an arrival window" }).regex(WINDOW_ID_PATTERN, "Please choose an arrival window"),
});

/** GET /api/appointments/availability?from=&to=&service= */
export const availabilityQuerySchema = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "from must be a date such as 2026-11-24").optional(),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "to must be a date such as 2026-11-30").optional(),
  service: z.enum(scheduling.services, { error: "service must be one of the consultation services" }).optional(),
});
