import { appointmentStatusWords, visitSteps } from "../../content/schedule";
import type { SiteConfig } from "../../contracts/site-config";
import { escapeHtml } from "../../contracts/text";
import type { appointmentNotices } from "../db/schema";
import { headerText, identitySignature } from "../leads/channels";
import { whenInWords, windowShort } from "./calendar";
import { appointmentCalendar } from "./ics";
import type { AppointmentRecord } from "./queries";
import { visitAddress } from "./visit-address";

/**
 * The e-mails of appointment notices: the homeowner's (what happened, the private link when it
 * is known, the calendar file) and the office's (a change it did not make itself).
 */

export type NoticeRecord = typeof appointmentNotices.$inferSelect;

export interface NoticeEmail {
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; type: string; content: string; disposition: "attachment" }[];
}

/** What the homeowner is told, by event (and, for a booking, by whether it is confirmed yet). */
function homeownerWords(notice: NoticeRecord, phone: string, siteUrl: string): { subject: string; headline: string } {
  const short = windowShort(notice.windowId);
  const when = whenInWords(notice.windowId);
  switch (notice.event) {
    case "booked":
      return notice.status === "confirmed"
        ? { subject: `Consultation confirmed for ${short}`, headline: `Your free onsite consultation is confirmed for ${when}.` }
        : {
            subject: `Consultation requested for ${short}`,
            headline: `Your free onsite consultation is requested for ${when}. The arrival window is held for you; our office will call you to confirm it.`,
          };
    case "confirmed":
      return {
        subject: `Confirmed: your consultation on ${short}`,
        headline: `Our office has confirmed your free onsite consultation for ${when}.`,
      };
    case "rescheduled":
      return {
        subject: `Moved: your consultation is now ${short}`,
        headline: `Your free onsite consultation has moved to ${when}.${notice.previousWindowId ? ` It was ${whenInWords(notice.previousWindowId)}.` : ""}`,
      };
    case "cancelled":
      return {
        subject: `Cancelled: your consultation on ${short}`,
        headline: `Your free onsite consultation on ${when} is cancelled. To book a new time, visit ${siteUrl}/schedule or call us at ${phone}.`,
      };
    case "reinstated":
      return { subject: `Back on: your consultation on ${short}`, headline: `Your free onsite consultation on ${when} is back on.` };
    case "link":
      return {
        subject: `Your private link for consultation ${short}`,
        headline: `Here is the private link to your free onsite consultation on ${when}.`,
      };
  }
}

const paragraphs = (blocks: string[]) => blocks.map((block) => `<p style="white-space:pre-wrap">${escapeHtml(block)}</p>`).join("");

/** The homeowner's e-mail for a notice, with the calendar file as it stands after the change. */
export function homeownerEmail(
  notice: NoticeRecord,
  appointment: AppointmentRecord,
  site: SiteConfig,
  manageUrl: string | null,
): NoticeEmail {
  const { subject, headline } = homeownerWords(notice, site.phone, site.siteUrl);
  const cancelled = notice.status === "cancelled";
  const address = visitAddress(appointment.address, appointment.zip);
  const facts = [
    `Reference: ${appointment.reference}`,
    `When: ${whenInWords(notice.windowId)}`,
    `Service: ${appointment.service}`,
    `Address: ${address}`,
    `Status: ${appointmentStatusWords[notice.status]}`,
  ].join("\n");
  const link = cancelled
    ? null
    : manageUrl
      ? `See, change or cancel it on your private page (keep the link to yourself: anyone with it can change the appointment):\n${manageUrl}`
      : `To change or cancel it, use the private link in your booking confirmation, or call us at ${site.phone}.`;
  const calendarLine = cancelled
    ? `The attached calendar file (${appointment.reference}.ics) takes it off your calendar.`
    : `The attached calendar file (${appointment.reference}.ics) puts it in your calendar, or updates the copy you already have.`;
  const steps =
    notice.event === "booked" || notice.event === "confirmed" ? `What to expect at the visit:\n- ${visitSteps.join("\n- ")}` : null;
  const first = appointment.name.split(/\s+/)[0] ?? appointment.name;
  const blocks = [
    `Hello ${first},`,
    headline,
    facts,
    ...(link ? [link] : []),
    calendarLine,
    ...(steps ? [steps] : []),
    `Questions? Call us any time at ${site.phone}.\n${identitySignature(site).join("\n")}`,
  ];
  const calendar = appointmentCalendar(
    {
      reference: appointment.reference,
      service: appointment.service,
      windowStart: notice.windowStart,
      windowEnd: notice.windowEnd,
      address,
      status: notice.status,
      sequence: notice.sequence,
      manageUrl,
      phone: site.phone,
      email: site.email,
      siteHost: new URL(site.siteUrl).host,
    },
    { method: cancelled ? "CANCEL" : "REQUEST", attendee: { name: appointment.name, email: appointment.email } },
  );
  return {
    subject: headerText(subject),
    text: `${blocks.join("\n\n")}\n`,
    html: paragraphs(blocks),
    attachments: [
      {
        filename: `${appointment.reference}.ics`,
        type: `text/calendar; method=${cancelled ? "CANCEL" : "REQUEST"}`,
        content: calendar,
        disposition: "attachment",
      },
    ],
  };
}

const OFFICE_SUBJECTS: Partial<Record<NoticeRecord["event"], string>> = {
  booked: "Consultation booked online",
  rescheduled: "Consultation moved by the homeowner",
  cancelled: "Consultation cancelled by the homeowner",
};

/** The office's e-mail for a change it did not make: a booking onto a lead it already has, or the homeowner's own move or cancellation. */
export function officeEmail(notice: NoticeRecord, appointment: AppointmentRecord, siteUrl: string): Omit<NoticeEmail, "attachments"> {
  const lines: [string, string][] = [
    ["Reference", appointment.reference],
    ["When", whenInWords(notice.windowId)],
    ...(notice.previousWindowId ? [["Was", whenInWords(notice.previousWindowId)] as [string, string]] : []),
    ["Status", notice.status],
    ["Name", appointment.name],
    ["Phone", appointment.phone],
    ["Email", appointment.email],
    ["Address", visitAddress(appointment.address, appointment.zip)],
    ["Service", appointment.service],
    ["Lead", `${siteUrl}/admin/leads/${appointment.leadId}`],
  ];
  const subject = `${OFFICE_SUBJECTS[notice.event] ?? "Consultation changed"}: ${appointment.name} - ${windowShort(notice.windowId)}`;
  return {
    subject: headerText(subject),
    text: `${lines.map(([label, value]) => `${label}: ${value}`).join("\n")}\n`,
    html: `<table>${lines
      .map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
      .join("")}</table>`,
  };
}
