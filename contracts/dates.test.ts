import { describe, expect, it, vi } from "vitest";
import { formatPublishDate } from "./dates";

describe("formatPublishDate", () => {
  it("should write a date as Intl writes it in long US form, in UTC", () => {
    const intl = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
    const values: string[] = [];
    for (let day = Date.UTC(1999, 0, 1); day <= Date.UTC(2031, 11, 31); day += 86_400_000) {
      values.push(new Date(day).toISOString(), new Date(day + 86_399_000).toISOString().replace("Z", "+00:00"));
    }
    values.push("2026-03-04", "2026-03-04T23:30:00-05:00", "2026-11-27 08:00:00");
    const expected = values.map((value) => intl.format(new Date(value)));
    const DateTimeFormat = vi.spyOn(Intl, "DateTimeFormat");
    try {
      expect(values.map(formatPublishDate)).toEqual(expected);
      expect(DateTimeFormat, "the first Intl date format of a page costs it a long task").not.toHaveBeenCalled();
    } finally {
      DateTimeFormat.mockRestore();
    }
    expect(formatPublishDate("2026-03-04T23:30:00-05:00")).toBe("March 5, 2026");
  });

  it("should say Recent for a missing or unreadable date", () => {
    for (const value of [null, undefined, "", "soon", "2026-13-45"]) expect(formatPublishDate(value)).toBe("Recent");
  });
});
