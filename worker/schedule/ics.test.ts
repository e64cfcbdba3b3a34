import { describe, expect, it } from "vitest";
import { windowsForDay } from "./calendar";
import { appointmentCalendar } from "./ics";

const base = {
  reference: "OLX-ABCDEF",
  service: "Roofing",
  address: "1 Main St, 21014",
  status: "confirmed",
  sequence: 0,
  manageUrl: "https://www.example.com/schedule/manage/t",
  phone: "(410) 555-0142",
  email: "office@example.com",
  siteHost: "www.example.com",
};

describe("appointment calendar file", () => {
  it.each([
    ["2026-03-07", "20260307T080000", "20260307T100000"],
    ["2026-03-09", "20260309T080000", "20260309T100000"],
    ["2026-11-02", "20261102T080000", "20261102T100000"],
  ])("should keep %s's first window at 8-10 AM New York time", (date, start, end) => {
    const window = windowsForDay(date)[0]!;
    const text = appointmentCalendar({ ...base, windowStart: window.start, windowEnd: window.end });
    expect(text).toContain(`DTSTART;TZID=America/New_York:${start}`);
    expect(text).toContain(`DTEND;TZID=America/New_York:${end}`);
    expect(text).toMatch(/BEGIN:VTIMEZONE\r\nTZID:America\/New_York/);
    expect(text).toContain("STATUS:CONFIRMED");
  });

  it("should say what the appointment's status says: tentative until confirmed, then confirmed or cancelled", () => {
    const window = windowsForDay("2026-11-24")[0]!;
    const file = (status: string) => appointmentCalendar({ ...base, status, windowStart: window.start, windowEnd: window.end });
    expect(file("requested")).toContain("STATUS:TENTATIVE");
    expect(file("confirmed")).toContain("STATUS:CONFIRMED");
    expect(file("cancelled")).toContain("STATUS:CANCELLED");
  });

  it("should send an update as the same event with a higher sequence, and a cancellation as METHOD:CANCEL", () => {
    const window = windowsForDay("2026-11-24")[1]!;
    const attendee = { name: "Jordan Ellis", email: "jordan@example.net" };
    const moved = appointmentCalendar(
      { ...base, sequence: 2, windowStart: window.start, windowEnd: window.end },
      { method: "REQUEST", attendee },
    );
    expect(moved).toContain("METHOD:REQUEST");
    expect(moved).toContain("UID:OLX-ABCDEF@www.example.com");
    expect(moved).toContain("SEQUENCE:2");
    // Long lines are folded (RFC 5545 3.1): unfold before reading one.
    expect(moved.replace(/\r\n /g, "")).toMatch(/ATTENDEE;[^\r]*CN="Jordan Ellis":MAILTO:jordan@example.net/);
    const cancelled = appointmentCalendar(
      { ...base, status: "cancelled", sequence: 3, manageUrl: null, windowStart: window.start, windowEnd: window.end },
      { method: "CANCEL", attendee },
    );
    expect(cancelled).toContain("METHOD:CANCEL");
    expect(cancelled).toContain("SEQUENCE:3");
    expect(cancelled).toContain("STATUS:CANCELLED");
    expect(cancelled).not.toContain("URL");
    // The downloaded file is no invitation.
    expect(appointmentCalendar({ ...base, windowStart: window.start, windowEnd: window.end })).not.toContain("METHOD:");
  });
});
