import type { AvailabilityWindow, BookingConfirmation } from "../../contracts/appointment-views";
import { type BookingInput, bookingSchema } from "../../contracts/appointments";
import { fieldErrors } from "../../contracts/errors";
import { checkBookingConfirmation } from "../../contracts/site-answers";
import { recordConversion } from "./attribution/conversions";
import { readAttribution } from "./attribution/lead-attribution";
import { type SubmissionKeys, serverError } from "./lead-submission";
import { apiRequest, RequestError, readAnswer } from "./request";

export type BookingOutcome =
  | { kind: "booked"; confirmation: BookingConfirmation }
  | { kind: "invalid"; fields: Record<string, string> }
  /** The window filled up first: the nearest open windows instead. */
  | { kind: "taken"; message: string; alternatives: AvailabilityWindow[] }
  | { kind: "failed"; message: string | null };

/** Checks the booking with the shared schema, then sends it with one Idempotency-Key per distinct booking. */
export async function sendBooking(booking: BookingInput, keys: SubmissionKeys): Promise<BookingOutcome> {
  // Where the visitor came from goes with every booking (docs/decisions/022a); the key covers the booking itself.
  const body = { ...booking, attribution: readAttribution() };
  const checked = bookingSchema.safeParse(body);
  if (!checked.success) return { kind: "invalid", fields: fieldErrors(checked.error) };
  try {
    const response = await apiRequest("POST", "/api/appointments", body, {
      headers: { "Idempotency-Key": `"${keys.keyFor(booking)}"` },
    });
    const confirmation = await readAnswer(response, checkBookingConfirmation);
    keys.reset();
    recordConversion("booking");
    return { kind: "booked", confirmation };
  } catch (error) {
    const detail = serverError(error) as {
      code?: string;
      message?: string;
      fields?: Record<string, string>;
      alternatives?: AvailabilityWindow[];
    } | null;
    if (detail?.code === "window_taken") return { kind: "taken", message: detail.message ?? "", alternatives: detail.alternatives ?? [] };
    if (detail?.fields) return { kind: "invalid", fields: detail.fields };
    if (!(error instanceof RequestError)) console.error("booking failed", error);
    return { kind: "failed", message: detail?.message ?? null };
  }
}
