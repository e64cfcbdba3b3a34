import { scheduling } from "../content/schedule";

/**
 * US federal holidays (5 U.S.C. 6103) as "YYYY-MM-DD", with the observed-day rule: a holiday
 * on a Saturday is observed the Friday before, on a Sunday the Monday after.
 */
const pad = (n: number) => String(n).padStart(2, "0");
const iso = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
const weekday = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).getUTCDay();

/** The nth given weekday (0 Sunday) of a month; n = -1 for the last. */
function nthWeekday(year: number, month: number, dayOfWeek: number, n: number): string {
  if (n > 0) {
    const first = weekday(year, month, 1);
    return iso(year, month, 1 + ((dayOfWeek - first + 7) % 7) + (n - 1) * 7);
  }
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = weekday(year, month, lastDay);
  return iso(year, month, lastDay - ((last - dayOfWeek + 7) % 7));
}

function observed(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  const shift = date.getUTCDay() === 6 ? -1 : date.getUTCDay() === 0 ? 1 : 0;
  date.setUTCDate(date.getUTCDate() + shift);
  return date.toISOString().slice(0, 10);
}

export function federalHolidays(year: number): string[] {
  return [
    observed(year, 1, 1), // New Year's Day
    nthWeekday(year, 1, 1, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 2, 1, 3), // Washington's Birthday
    nthWeekday(year, 5, 1, -1), // Memorial Day
    observed(year, 6, 19), // Juneteenth
    observed(year, 7, 4), // Independence Day
    nthWeekday(year, 9, 1, 1), // Labor Day
    nthWeekday(year, 10, 1, 2), // Columbus Day
    observed(year, 11, 11), // Veterans Day
    nthWeekday(year, 11, 4, 4), // Thanksgiving Day
    observed(year, 12, 25), // Christmas Day
  ];
}

/** Whether a date is a federal holiday (observed), including a New Year's observed in December. */
export function isFederalHoliday(date: string): boolean {
  const year = Number(date.slice(0, 4));
  return federalHolidays(year).includes(date) || federalHolidays(year + 1).includes(date);
}

/** Whether the company is closed that day: a federal holiday or a blackout date (content/schedule.ts). */
export function isClosed(date: string): boolean {
  return isFederalHoliday(date) || (scheduling.blackoutDates as readonly string[]).includes(date);
}
