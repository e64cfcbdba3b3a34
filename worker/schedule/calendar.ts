import { TZDate } from "@date-fns/tz";
import { scheduling } from "../../content/schedule";
import { addDays, dayLabel } from "../../contracts/dates";
import { isClosed } from "../../contracts/holidays";

/** One arrival window on one day, in the company's time zone. */
export interface ArrivalWindow {
  /** "YYYY-MM-DDTHH:MM", the window's local start: the id visitors book. */
  id: string;
  date: string;
  /** UTC instants of the window's start and end. */
  start: string;
  end: string;
  /** "8:00 – 10:00 AM" */
  label: string;
}

const { timeZone } = scheduling;
const WINDOW_ID = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

// Made on first use and kept: building an Intl.DateTimeFormat costs far more than formatting with one.
let dateInZone: Intl.DateTimeFormat | undefined;
let clockInZone: Intl.DateTimeFormat | undefined;

/** The calendar date in the company's time zone at an instant. */
export function localDate(at: Date): string {
  dateInZone ??= new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
  return dateInZone.format(at);
}

export { addDays, dayLabel };

/** "2026-11-24T08:00:00": the wall-clock time at an instant in a time zone (the company's unless named). */
export function wallClock(at: string | Date, zone: string = timeZone): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}:${part("second")}`;
}

const dayOfWeek = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The UTC instant of a wall-clock time in the company's time zone. */
export function instant(date: string, time: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, timeZone).getTime());
}

/** "8:00 AM" (ICU may put a narrow no-break space before the period; plain space here). */
function clock(at: Date): string {
  clockInZone ??= new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" });
  return clockInZone.format(at).replace(/\s+/g, " ");
}

/** "8:00 – 10:00 AM", or "10:00 AM – 12:00 PM" across noon. */
function windowLabel(start: Date, end: Date): string {
  const [from, to] = [clock(start), clock(end)];
  return from.slice(-2) === to.slice(-2) ? `${from.slice(0, -3)} – ${to}` : `${from} – ${to}`;
}

/** A day's windows depend on its date alone: each day is worked out once per isolate (a few hundred bytes a day). */
const windowsByDay = new Map<string, readonly ArrivalWindow[]>();

/** The arrival windows of a day (none when closed). */
export function windowsForDay(date: string): readonly ArrivalWindow[] {
  let windows = windowsByDay.get(date);
  if (!windows) {
    windows = Object.freeze(dayWindows(date).map((window) => Object.freeze(window)));
    windowsByDay.set(date, windows);
  }
  return windows;
}

function dayWindows(date: string): ArrivalWindow[] {
  if (isClosed(date)) return [];
  const weekday = dayOfWeek(date);
  const slots = weekday === 0 ? [] : weekday === 6 ? scheduling.windows.saturday : scheduling.windows.weekday;
  return slots.map((slot) => {
    const start = instant(date, slot.start);
    const end = instant(date, slot.end);
    return { id: `${date}T${slot.start}`, date, start: start.toISOString(), end: end.toISOString(), label: windowLabel(start, end) };
  });
}

/** The days open for online booking: from the minimum lead time to the horizon. */
export function bookableDates(now: Date): string[] {
  const today = localDate(now);
  const dates: string[] = [];
  for (let offset = scheduling.minLeadDays; offset <= scheduling.horizonDays; offset++) dates.push(addDays(today, offset));
  return dates;
}

/** The window a visitor picked, if it is one we offer and still bookable now. */
export function bookableWindow(id: string, now: Date): ArrivalWindow | null {
  const match = WINDOW_ID.exec(id);
  if (!match) return null;
  const date = id.slice(0, 10);
  if (!bookableDates(now).includes(date)) return null;
  return windowsForDay(date).find((window) => window.id === id) ?? null;
}

/** "Monday, November 23, 2026, between 8:00 and 10:00 AM (Eastern Time)" */
export function windowInWords(window: ArrivalWindow): string {
  const year = window.date.slice(0, 4);
  return `${dayLabel(window.date)}, ${year}, between ${window.label.replace(" – ", " and ")} (Eastern Time)`;
}

/** "Tuesday, November 24, 8:00 – 10:00 AM": a booked window, short (e-mail subjects). */
export function windowShort(windowId: string): string {
  const window = windowsForDay(windowId.slice(0, 10)).find((w) => w.id === windowId);
  return window ? `${dayLabel(window.date)}, ${window.label}` : windowId.replace("T", " ");
}

/** A booked window in words, also for a window no longer offered (a changed timetable keeps old bookings readable). */
export function whenInWords(windowId: string): string {
  const window = windowsForDay(windowId.slice(0, 10)).find((w) => w.id === windowId);
  return window ? windowInWords(window) : `${windowId.replace("T", " ")} (Eastern Time)`;
}

export { WINDOW_ID };
