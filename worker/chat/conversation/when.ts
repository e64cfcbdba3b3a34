import { scheduling } from "../../../content/schedule";
import { addDays } from "../../../contracts/dates";
import { localDate, wallClock } from "../../schedule/calendar";

/**
 * When a message speaks of: "tonight", "tomorrow", "saturday", "monday morning", "at 11 pm",
 * "ahora", "mañana", read against the company's clock (content/schedule.ts's time zone).
 */
export interface When {
  /** The local date meant ("YYYY-MM-DD"), when a day is named. */
  date?: string;
  /** The hour meant (0-23), when one is named. */
  hour?: number;
  /** "now", "tonight", "right now": at this very hour. */
  now?: boolean;
}

/** The company's wall clock at an instant. */
export function companyClock(now: Date): { date: string; weekday: number; hour: number; minute: number } {
  const clock = wallClock(now, scheduling.timeZone);
  const date = localDate(now);
  return {
    date,
    weekday: new Date(`${date}T12:00:00Z`).getUTCDay(),
    hour: Number(clock.slice(11, 13)),
    minute: Number(clock.slice(14, 16)),
  };
}

const WEEKDAYS: readonly (readonly string[])[] = [
  ["sunday", "sun", "domingo"],
  ["monday", "mon", "lunes"],
  ["tuesday", "tues", "martes"],
  ["wednesday", "wed", "miercoles"],
  ["thursday", "thurs", "jueves"],
  ["friday", "fri", "viernes"],
  ["saturday", "sat", "sabado"],
];

/** The days and hours a message names. */
export function readWhen(plain: string, now: Date): When | undefined {
  const today = companyClock(now);
  const when: When = {};
  if (/\b(tonight|right now|rn|this evening|esta noche|ahora mismo|ahorita)\b/.test(plain)) when.now = true;
  if (/\b(today|hoy)\b/.test(plain)) when.date = today.date;
  else if (/\b(tomorrow|tmrw|tmr|tomorow|manana)\b/.test(plain) && !/\b(la|por la|de la|en la) manana\b/.test(plain))
    when.date = addDays(today.date, 1);
  else if (/\b(this )?weekend\b|\bfin de semana\b/.test(plain)) when.date = addDays(today.date, (6 - today.weekday + 7) % 7);
  else if (/\bnext week\b|\bla proxima semana\b/.test(plain)) when.date = addDays(today.date, (8 - today.weekday) % 7 || 7);
  else {
    for (const [day, names] of WEEKDAYS.entries()) {
      if (!names.some((name) => new RegExp(`\\b${name}s?\\b`).test(plain))) continue;
      when.date = addDays(today.date, (day - today.weekday + 7) % 7);
      break;
    }
  }
  const clock = /\b(?:at |around |about |a las )?(\d{1,2})(?::(\d{2}))?\s*(a\.?m\.?|p\.?m\.?)(?=\W|$)/.exec(plain);
  const night = /\b(\d{1,2})\s*(?:o'?clock\s*)?(?:at night|in the evening|tonight|de la noche)\b/.exec(plain);
  if (clock) {
    const hour = Number(clock[1]) % 12;
    when.hour = clock[3]!.startsWith("p") ? hour + 12 : hour;
  } else if (night) when.hour = (Number(night[1]) % 12) + 12;
  if (when.hour !== undefined && when.date === undefined && !when.now) when.now = Math.abs(when.hour - today.hour) <= 1;
  return Object.keys(when).length > 0 ? when : undefined;
}
