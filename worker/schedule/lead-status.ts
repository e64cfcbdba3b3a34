import type { LEAD_STATUSES } from "../../contracts/leads";

/**
 * How appointment changes move the lead's status (docs/decisions/017-booking-joins-the-lead.md).
 * "scheduled" means the lead has a visit coming: anything that books or keeps a visit makes it
 * scheduled; the end of its last visit moves it on, to "contacted" (the office has been in touch
 * or will follow up) or, when the homeowner cancelled online and nobody has spoken to them about
 * it, back to "new" so it is answered like a new request. A won lead stays won, and an ending
 * never overrides a status the office set by hand (only "scheduled" moves on).
 */

export type LeadStatus = (typeof LEAD_STATUSES)[number];

export type AppointmentChange =
  | "booked"
  | "confirmed"
  | "rescheduled"
  | "reinstated"
  | "completed"
  | "no-show"
  | "cancelled-by-office"
  | "cancelled-by-homeowner";

const ENDINGS: Partial<Record<AppointmentChange, LeadStatus>> = {
  completed: "contacted",
  "no-show": "contacted",
  "cancelled-by-office": "contacted",
  "cancelled-by-homeowner": "new",
};

/**
 * The lead's status after a change to one of its appointments, or null to leave it as it is.
 * `otherVisits`: whether the lead has another requested or confirmed appointment.
 */
export function leadStatusAfter(change: AppointmentChange, current: LeadStatus, otherVisits: boolean): LeadStatus | null {
  const ending = ENDINGS[change];
  if (!ending) return current === "won" || current === "scheduled" ? null : "scheduled";
  if (otherVisits || current !== "scheduled") return null;
  return ending;
}
