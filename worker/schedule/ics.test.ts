import { describe, expect, it } from "vitest";
import { windowsForDay } from "./calendar";
import { appointmentCalendar } from "./ics";

const base = {
  reference: "OLX-ABCDEF",
  service: "Roofing",
  address: "1 Main St, 21014",
  status: "requested",
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

  it("should mark a cancelled appointment cancelled", () => {
    const window = windowsForDay("2026-11-24")[0]!;
    expect(appointmentCalendar({ ...base, status: "cancelled", windowStart: window.start, windowEnd: window.end })).toContain(
      "STATUS:CANCELLED",
    );
  });
});
