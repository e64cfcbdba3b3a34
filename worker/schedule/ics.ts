import companyZone from "virtual:ical-time-zone";
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { business } from "../../content/business";
import { scheduling, visitSteps } from "../../content/schedule";
import { wallClock } from "./calendar";

export interface CalendarAppointment {
  reference: string;
  service: string;
  windowStart: string;
  windowEnd: string;
  address: string;
  status: string;
  /** SEQUENCE: one more with every change, so a calendar replaces the older copy it holds. */
  sequence: number;
  /** Absolute URL of the private manage page; null when it is not known (only its hash is kept). */
  manageUrl: string | null;
  phone: string;
  email: string;
  siteHost: string;
}

/** An e-mailed update (iTIP): the homeowner as the attendee, and REQUEST (add or update) or CANCEL. */
export interface CalendarInvitation {
  method: "REQUEST" | "CANCEL";
  attendee: { name: string; email: string };
}

/** The event's STATUS tells the truth: a requested visit is TENTATIVE until the office confirms it. */
function eventStatus(status: string): ICalEventStatus {
  if (status === "cancelled") return ICalEventStatus.CANCELLED;
  if (status === "requested") return ICalEventStatus.TENTATIVE;
  return ICalEventStatus.CONFIRMED;
}

/**
 * The appointment as an iCalendar file (RFC 5545) with its times in America/New_York: a
 * VTIMEZONE block and TZID on the start and end, so calendars keep the window right across
 * daylight-saving changes. The UID stays the same for the life of the booking and SEQUENCE
 * grows with every change; an e-mailed copy is an iTIP REQUEST or CANCEL, so the homeowner's
 * calendar updates or removes the event it already has.
 */
export function appointmentCalendar(appointment: CalendarAppointment, invitation?: CalendarInvitation): string {
  const calendar = ical({
    name: `${business.name} consultation`,
    prodId: { company: business.name, product: "Onsite consultation", language: "EN" },
    timezone: { name: scheduling.timeZone, generator: (zone) => (zone === companyZone.zone ? companyZone.block : null) },
    method: invitation ? ICalCalendarMethod[invitation.method] : null,
  });
  const changes = appointment.manageUrl
    ? `Questions or changes: ${appointment.manageUrl} or call ${appointment.phone}.`
    : `Questions or changes: call ${appointment.phone}, or use the private link in your booking confirmation.`;
  calendar.createEvent({
    id: `${appointment.reference}@${appointment.siteHost}`,
    sequence: appointment.sequence,
    start: wallClock(appointment.windowStart),
    end: wallClock(appointment.windowEnd),
    timezone: scheduling.timeZone,
    summary: `${business.name}: free onsite consultation (${appointment.service})`,
    description: [`Reference ${appointment.reference}. Your estimator arrives within this window.`, ...visitSteps, changes].join("\n"),
    location: appointment.address,
    url: appointment.manageUrl,
    organizer: { name: business.name, email: appointment.email },
    attendees: invitation ? [{ ...invitation.attendee, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.ACCEPTED, rsvp: false }] : [],
    status: invitation?.method === "CANCEL" ? ICalEventStatus.CANCELLED : eventStatus(appointment.status),
  });
  return calendar.toString();
}
