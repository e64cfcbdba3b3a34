import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { Availability } from "../../contracts/appointment-views";
import { type BookingInput, bookingSchema } from "../../contracts/appointments";
import { type BookingDetails, bookAppointment } from "../schedule/booking";
import { fetchWorker } from "./fetch";
import { uniquePhone } from "./leads";

let sequence = 0;

/** A valid booking for a window, with a unique e-mail address (to find its rows). */
export function testBooking(windowId: string, overrides: Partial<BookingInput> = {}): BookingInput {
  sequence += 1;
  return {
    service: "Roofing",
    windowId,
    name: "Jordan Ellis",
    email: `jordan.${Date.now()}.${sequence}@example.net`,
    // Online, one person holds one open booking: every test booking is somebody else.
    phone: uniquePhone(),
    street: "1204 Ridge Rd, Bel Air",
    zip: "21014",
    notes: "Two layers of shingles, leak over the porch.",
    website: "",
    ...overrides,
  };
}

/** The open windows' ids, latest first: tests that book from the end keep away from the ones other tests fill. */
export async function openWindowsLatestFirst(): Promise<string[]> {
  const { days } = (await (await fetchWorker("/api/appointments/availability")).json()) as Availability;
  return days
    .flatMap((day) => day.windows)
    .filter((window) => window.available)
    .map((window) => window.id)
    .reverse();
}

/** Books straight through the booking module, as the homeowner online (no lead of the same visit) unless told otherwise. */
export async function bookDirectly(
  db: DrizzleD1Database,
  windowId: string,
  overrides: Partial<BookingDetails> = {},
  options: Partial<Parameters<typeof bookAppointment>[4]> = {},
) {
  const booking = { ...bookingSchema.parse(testBooking(windowId)), ...overrides };
  const result = await bookAppointment(db, booking, { page: "/schedule", ip: "", userAgent: "", now: new Date() }, null, {
    by: { kind: "homeowner", marketingConsent: false, afterJobConsent: false },
    join: null,
    ...options,
  });
  if (result.kind !== "booked") throw new Error(`could not book ${windowId}: ${result.kind}`);
  return result;
}
