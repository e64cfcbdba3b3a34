import { describe, expect, it } from "vitest";
import { federalHolidays, isFederalHoliday } from "../../contracts/holidays";
import { addDays, bookableDates, bookableWindow, localDate, windowInWords, windowsForDay } from "./calendar";

describe("consultation calendar", () => {
  it("should offer four weekday windows, two on Saturday and none on Sunday", () => {
    expect(windowsForDay("2026-11-23").map((w) => w.label)).toEqual([
      "8:00 – 10:00 AM",
      "10:00 AM – 12:00 PM",
      "12:00 – 2:00 PM",
      "2:00 – 4:00 PM",
    ]);
    expect(windowsForDay("2026-11-28").map((w) => w.id)).toEqual(["2026-11-28T08:00", "2026-11-28T10:00"]);
    expect(windowsForDay("2026-11-29")).toEqual([]);
  });

  it("should place windows at the right instant on both sides of the March change", () => {
    // 2026-03-08: clocks go forward at 2 AM. Saturday before is EST (UTC-5), Monday after EDT (UTC-4).
    expect(windowsForDay("2026-03-07")[0]).toMatchObject({ start: "2026-03-07T13:00:00.000Z", end: "2026-03-07T15:00:00.000Z" });
    expect(windowsForDay("2026-03-09")[0]).toMatchObject({ start: "2026-03-09T12:00:00.000Z", end: "2026-03-09T14:00:00.000Z" });
    expect(windowsForDay("2026-03-08")).toEqual([]);
  });

  it("should place windows at the right instant on both sides of the November change", () => {
    // 2026-11-01: clocks go back at 2 AM.
    expect(windowsForDay("2026-10-31")[0]).toMatchObject({ start: "2026-10-31T12:00:00.000Z" });
    expect(windowsForDay("2026-11-02")[0]).toMatchObject({ start: "2026-11-02T13:00:00.000Z" });
    expect(windowsForDay("2026-11-02")[3]!.label).toBe("2:00 – 4:00 PM");
  });

  it("should count days by the calendar in New York, whatever the UTC date", () => {
    // 11:30 PM in New York on the change day is already the next day in UTC.
    expect(localDate(new Date("2026-03-09T03:30:00Z"))).toBe("2026-03-08");
    expect(bookableDates(new Date("2026-03-09T03:30:00Z"))[0]).toBe("2026-03-09");
    expect(localDate(new Date("2026-11-02T04:30:00Z"))).toBe("2026-11-01");
    expect(addDays("2026-03-07", 2)).toBe("2026-03-09");
    expect(addDays("2026-10-31", 30)).toBe("2026-11-30");
  });

  it("should never offer the same day, and nothing past the 30-day horizon", () => {
    const now = new Date("2026-11-23T14:00:00Z"); // Monday 9 AM in New York
    const dates = bookableDates(now);
    expect(dates[0]).toBe("2026-11-24");
    expect(dates.at(-1)).toBe("2026-12-23");
    expect(bookableWindow("2026-11-23T14:00", now)).toBeNull();
    expect(bookableWindow("2026-11-24T08:00", now)).toMatchObject({ id: "2026-11-24T08:00" });
    expect(bookableWindow("2026-12-23T08:00", now)).not.toBeNull();
    expect(bookableWindow("2026-12-28T08:00", now)).toBeNull();
    expect(bookableWindow("2026-11-24T09:00", now)).toBeNull();
    expect(bookableWindow("not a window", now)).toBeNull();
  });

  it("should close on federal holidays (observed) and company blackout dates", () => {
    expect(federalHolidays(2026)).toEqual([
      "2026-01-01",
      "2026-01-19",
      "2026-02-16",
      "2026-05-25",
      "2026-06-19",
      "2026-07-03",
      "2026-09-07",
      "2026-10-12",
      "2026-11-11",
      "2026-11-26",
      "2026-12-25",
    ]);
    // New Year's Day 2028 is a Saturday: observed Friday, December 31, 2027.
    expect(isFederalHoliday("2027-12-31")).toBe(true);
    expect(windowsForDay("2026-11-26")).toEqual([]); // Thanksgiving
    expect(windowsForDay("2026-12-24")).toEqual([]); // company blackout
    expect(windowsForDay("2026-11-27")).toHaveLength(4);
  });

  it("should say the window in plain words", () => {
    expect(windowInWords(windowsForDay("2026-11-24")[1]!)).toBe("Tuesday, November 24, 2026, between 10:00 AM and 12:00 PM (Eastern Time)");
  });
});
