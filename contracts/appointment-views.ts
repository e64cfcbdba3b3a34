/** What the booking API and pages exchange (types only: no zod, so pages that show them stay light). */

export interface AvailabilityWindow {
  id: string;
  /** "8:00 – 10:00 AM" and its day, "Tuesday, November 24". */
  label: string;
  dayLabel: string;
  start: string;
  end: string;
  remaining: number;
  available: boolean;
}

export interface AvailabilityDay {
  date: string;
  /** "Tuesday, November 24" */
  label: string;
  windows: AvailabilityWindow[];
}

export interface Availability {
  timeZone: string;
  days: AvailabilityDay[];
}

/** A booking as its owner sees it through the private link. */
export interface AppointmentView {
  reference: string;
  service: string;
  status: string;
  windowId: string;
  /** "Tuesday, November 24, 2026, between 10:00 AM and 12:00 PM (Eastern Time)" */
  when: string;
  name: string;
  /** Where the confirmation and any change are e-mailed. */
  email: string;
  address: string;
  /** The private page and the calendar file. */
  manageUrl: string;
  calendarUrl: string;
  canChange: boolean;
}

/** 201 from POST /api/appointments. */
export interface BookingConfirmation {
  reference: string;
  manageToken: string;
  manageUrl: string;
  when: string;
}

/** 409: the window filled up before the visitor confirmed. */
export interface WindowTaken {
  error: { code: "window_taken"; message: string; alternatives: AvailabilityWindow[] };
}

export const WINDOW_TAKEN_MESSAGE =
  "Sorry, that arrival window was just taken. Please pick one of the nearest open windows below; everything you typed is kept.";
