import ical, { ICalEventStatus } from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";
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
  /** Absolute URL of the private manage page. */
  manageUrl: string;
  phone: string;
  email: string;
  siteHost: string;
}

/**
 * The appointment as an iCalendar file (RFC 5545) with its times in America/New_York: a
 * VTIMEZONE block and TZID on the start and end, so calendars keep the window right across
 * daylight-saving changes.
 */
export function appointmentCalendar(appointment: CalendarAppointment): string {
  const calendar = ical({
    name: `${business.name} consultation`,
    prodId: { company: business.name, product: "Onsite consultation", language: "EN" },
    timezone: { name: scheduling.timeZone, generator: (zone) => tzlib_get_ical_block(zone)[0] ?? null },
  });
  calendar.createEvent({
    id: `${appointment.reference}@${appointment.siteHost}`,
    start: wallClock(appointment.windowStart),
    end: wallClock(appointment.windowEnd),
    timezone: scheduling.timeZone,
    summary: `${business.name}: free onsite consultation (${appointment.service})`,
    description: [
      `Reference ${appointment.reference}. Your estimator arrives within this window.`,
      ...visitSteps,
      `Questions or changes: ${appointment.manageUrl} or call ${appointment.phone}.`,
    ].join("\n"),
    location: appointment.address,
    url: appointment.manageUrl,
    organizer: { name: business.name, email: appointment.email },
    status: appointment.status === "cancelled" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
