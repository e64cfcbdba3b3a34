import { scheduling } from "../content/schedule";
import { type BusinessSettings, callbackHoursSetting, callbackWithin, officeHoursSpans, officeHoursText } from "./business-settings";
import { confirmedWords } from "./claims";
import { addDays } from "./dates";
import { isClosed } from "./holidays";

/**
 * "When will someone call?": the one answer every toast, status line, confirmation, e-mail, page
 * and chat reply gives, worked out at the moment it is shown from the office hours
 * (OFFICE_HOURS), the company's time zone, the call-back hours (CALLBACK_HOURS) and the emergency
 * policy (the registry's `emergency` claim: the 24/7 line is named as such only once confirmed).
 *
 * Never frozen into a cached page: a page renders the rule (`callbackRule`, true at any hour);
 * the answer for now is given by the action that took the request, by the browser when it shows
 * a toast, by the e-mail when it is sent, and by the chat when it replies.
 */

export type CallbackConfig = Pick<BusinessSettings, "officeHours" | "callbackHours"> & { phone: string; claimsConfirmed: string };

const { timeZone } = scheduling;
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

// Made on first use and kept: building an Intl.DateTimeFormat costs far more than formatting with one.
let wallFormat: Intl.DateTimeFormat | undefined;

/** The company's wall clock at an instant: "YYYY-MM-DD" and minutes since midnight. */
function wall(at: Date): { date: string; minutes: number } {
  wallFormat ??= new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const parts = Object.fromEntries(wallFormat.formatToParts(at).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** The instant of a wall-clock time ("HH:MM") on a day in the company's time zone (DST-safe). */
function instantOf(date: string, time: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  const target = Date.UTC(y, m - 1, d, hh, mm);
  let guess = target;
  for (let i = 0; i < 2; i++) {
    const seen = wall(new Date(guess));
    const [sy, sm, sd] = seen.date.split("-").map(Number) as [number, number, number];
    guess += target - (Date.UTC(sy, sm - 1, sd) + seen.minutes * 60_000);
  }
  return new Date(guess);
}

const weekday = (date: string) => WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()]!;

/** Whether the office is open at an instant; null while the office hours are not configured. */
export function officeOpenAt(now: Date, officeHours: string): boolean | null {
  const spans = officeHoursSpans(officeHours)?.spans;
  if (!spans) return null;
  const { date, minutes } = wall(now);
  const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  return spans.some((span) => span.days.includes(weekday(date)) && toMinutes(span.opens) <= minutes && minutes < toMinutes(span.closes));
}

/**
 * When the promised call is due: `hours` of office hours after `now` (time outside office hours,
 * and the company's holidays and closures, does not count), in the company's time zone; null when
 * the office hours are not configured. It looks three weeks ahead at most.
 */
export function callBackBy(now: Date, officeHours: string, hours: number): Date | null {
  const spans = officeHoursSpans(officeHours)?.spans;
  if (!spans) return null;
  let left = hours * 3_600_000;
  const today = wall(now).date;
  for (let offset = 0; offset < 21; offset++) {
    const date = addDays(today, offset);
    if (isClosed(date)) continue;
    for (const span of spans.filter((s) => s.days.includes(weekday(date))).sort((a, b) => a.opens.localeCompare(b.opens))) {
      const open = Math.max(instantOf(date, span.opens).getTime(), now.getTime());
      const close = instantOf(date, span.closes).getTime();
      if (close <= open) continue;
      if (open + left <= close) return new Date(open + left);
      left -= close - open;
    }
  }
  return null;
}

/** "10 a.m.", "11:30 a.m.", "noon", "4 p.m." in the company's time zone. */
function clockWords(at: Date): string {
  const { minutes } = wall(at);
  const [hour, minute] = [Math.floor(minutes / 60), minutes % 60];
  if (hour === 12 && minute === 0) return "noon";
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${minute ? `:${String(minute).padStart(2, "0")}` : ""} ${hour < 12 ? "a.m." : "p.m."}`;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * The deadline in a homeowner's words, from `now`: "by 11 a.m. today", "tomorrow by 9:30 a.m.",
 * "Monday by 10 a.m.", or "Monday, December 14 by 10 a.m." beyond this week.
 */
export function deadlineInWords(by: Date, now: Date): string {
  const [day, today] = [wall(by).date, wall(now).date];
  const time = clockWords(by);
  if (day === today) return `by ${time} today`;
  if (day === addDays(today, 1)) return `tomorrow by ${time}`;
  const name = weekday(day);
  if (day < addDays(today, 7)) return `${name} by ${time}`;
  return `${name}, ${MONTHS[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8))} by ${time}`;
}

/** A sentence's end: no second full stop after "a.m." or "p.m.". */
const stop = (text: string) => (text.endsWith(".") ? text : `${text}.`);

/** The answer to "when will someone call?" at one moment. */
export interface CallbackAnswer {
  /** The office is open now; null while office hours are not configured. */
  openNow: boolean | null;
  /** When the call is due; null while office hours are not configured. */
  by: Date | null;
  /** "by 11 a.m. today", "Monday by 10 a.m."; the rule's words while office hours are not configured. */
  when: string;
  /** What happens next, in one sentence: "Our team will call you Monday by 10 a.m." */
  sentence: string;
  /** The emergency line, for now: "For an emergency, call our 24/7 emergency line now: (410) 555-0142." */
  emergency: string;
  /**
   * The clock's truth to add beside SPEC's fixed "within 2 hours" sentences (the toast, the chat's
   * status line): "That is by 11 a.m. today." or, after hours, "Our office is closed now, so
   * expect our call Monday by 10 a.m.; for an emergency, call ... now: ..."
   */
  beside: string;
}

/** "For an emergency, call our 24/7 emergency line now: (410) 555-0142." (the 24/7 words only once the owner confirmed them). */
export function emergencyNow(config: Pick<CallbackConfig, "phone" | "claimsConfirmed">): string {
  const line = confirmedWords(config, "emergencyLine");
  return line ? `For an emergency, call ${line} now: ${config.phone}.` : `For an emergency, call us now: ${config.phone}.`;
}

/**
 * When someone will call a homeowner who asks now.
 * @example callbackAt(saturday2230, config).sentence // "Our office is closed now: our team will call you Monday by 10 a.m."
 * @example callbackAt(tuesday0900, config).sentence // "Our team will call you by 11 a.m. today."
 */
export function callbackAt(now: Date, config: CallbackConfig): CallbackAnswer {
  const hours = callbackHoursSetting(config.callbackHours) ?? 2;
  const by = callBackBy(now, config.officeHours, hours);
  const openNow = officeOpenAt(now, config.officeHours);
  const emergency = emergencyNow(config);
  if (!by) {
    const when = `${callbackWithin(config)} during office hours (${officeHoursText(config)})`;
    return {
      openNow,
      by,
      when,
      sentence: `Our team will call you ${when}.`,
      emergency,
      beside: `Those are office hours (${officeHoursText(config)}). ${emergency}`,
    };
  }
  const when = deadlineInWords(by, now);
  if (openNow) return { openNow, by, when, sentence: stop(`Our team will call you ${when}`), emergency, beside: stop(`That is ${when}`) };
  return {
    openNow,
    by,
    when,
    sentence: stop(`Our office is closed now: our team will call you ${when}`),
    emergency,
    beside: `${stop(`Our office is closed now, so expect our call ${when}`)} ${emergency}`,
  };
}

/**
 * The rule, true at any hour, for a page that may be cached: "within 2 hours during office hours
 * (Mon-Fri 8 a.m. to 6 p.m.); emergencies: our 24/7 emergency line, (410) 555-0142".
 */
export function callbackRule(config: CallbackConfig): string {
  const line = confirmedWords(config, "emergencyLine");
  return `${callbackWithin(config)} during office hours (${officeHoursText(config)}); for an emergency, call ${line ?? "us"} at ${config.phone}`;
}
