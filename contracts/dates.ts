// Made on first use and kept: building an Intl.DateTimeFormat costs far more than formatting with one.
let weekdayAndDay: Intl.DateTimeFormat | undefined;

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * A publish date in long US form ("March 4, 2026"), or "Recent" when missing or invalid.
 * Written out rather than with Intl.DateTimeFormat (`dates.test.ts` holds the two equal): the
 * first Intl date format in a page loads Intl's calendar data, a 43 ms task in the middle of an
 * article's hydration in Chromium on the bench machine, four times that on Lighthouse's phone
 * (docs/decisions/029-no-intl-on-first-load.md).
 */
export function formatPublishDate(value: string | null | undefined): string {
  if (!value) return "Recent";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "Recent";
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** Whether text is a real calendar day "YYYY-MM-DD" between 2000 and 2099 (no 2026-02-30, no 2026-99-99). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 2000 && year <= 2099 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Calendar arithmetic on "YYYY-MM-DD" (days, not 24-hour steps, so DST never shifts it). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** "Monday, November 23" for a "YYYY-MM-DD" date. */
export function dayLabel(date: string): string {
  weekdayAndDay ??= new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" });
  return weekdayAndDay.format(new Date(`${date}T12:00:00Z`));
}

/** "Monday, November 30, 2026" for a "YYYY-MM-DD" date: a day as the office reads it. */
export function dayInWords(date: string): string {
  return isCalendarDate(date) ? `${dayLabel(date)}, ${date.slice(0, 4)}` : date;
}
