import { officeHoursPlaceholder } from "../content/business";
import { financingCalculator } from "../content/pages/financing";
import { claimsConfirmedSetting } from "./claims";
import { addDays } from "./dates";

/**
 * Business facts that are configuration (wrangler vars), as the site configuration carries them:
 * plain strings, "" when not configured. The helpers below read them for the pages, the chat
 * and the structured data; `businessSettings` reads them from the vars.
 */
export interface BusinessSettings {
  /** OFFICE_HOURS as configured when it can be read ("Mo-Fr 08:00-18:00; Sa 09:00-12:00"), else "". */
  officeHours: string;
  /** CALLBACK_HOURS: the most office hours a lead waits for a call ("2"). */
  callbackHours: string;
  /** The lending partner's APRs in percent (LOAN_APR_LOW, LOAN_APR_HIGH, LOAN_APR_TYPICAL), "" until all three are set and in order. */
  loanAprLow: string;
  loanAprHigh: string;
  loanAprTypical: string;
  /** The office's coordinates (OFFICE_LATITUDE, OFFICE_LONGITUDE), "" until both are set. */
  officeLatitude: string;
  officeLongitude: string;
  /** The business's own profile pages (SOCIAL_*), "" when not set or not a profile's https address. */
  socialFacebook: string;
  socialTwitter: string;
  socialLinkedin: string;
  socialInstagram: string;
  /** The footer's copyright year: the year the page is rendered. */
  copyrightYear: string;
  /** CLAIMS_CONFIRMED: the claim ids the owner confirmed, comma-separated in the registry's order (contracts/claims.ts). */
  claimsConfirmed: string;
}

type Vars = Partial<
  Record<
    | "OFFICE_HOURS"
    | "CALLBACK_HOURS"
    | "LOAN_APR_LOW"
    | "LOAN_APR_HIGH"
    | "LOAN_APR_TYPICAL"
    | "OFFICE_LATITUDE"
    | "OFFICE_LONGITUDE"
    | "SOCIAL_FACEBOOK"
    | "SOCIAL_TWITTER"
    | "SOCIAL_LINKEDIN"
    | "SOCIAL_INSTAGRAM"
    | "CLAIMS_CONFIRMED",
    string
  >
>;

const DAYS = { Mo: "Monday", Tu: "Tuesday", We: "Wednesday", Th: "Thursday", Fr: "Friday", Sa: "Saturday", Su: "Sunday" } as const;
type DayCode = keyof typeof DAYS;
const DAY_CODES = Object.keys(DAYS) as DayCode[];
const SHORT_DAY: Record<DayCode, string> = { Mo: "Mon", Tu: "Tue", We: "Wed", Th: "Thu", Fr: "Fri", Sa: "Sat", Su: "Sun" };
const SPAN = /^(Mo|Tu|We|Th|Fr|Sa|Su)(?:-(Mo|Tu|We|Th|Fr|Sa|Su))?\s+([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-4]):([0-5]\d)$/;

/** One span of office hours: schema.org day names and 24-hour times ("08:00"). */
export interface OfficeHoursSpan {
  days: readonly string[];
  opens: string;
  closes: string;
}

/** "08:00" -> "8 a.m.", "18:30" -> "6:30 p.m.", "12:00" -> "noon". */
function clockText(hour: number, minute: number): string {
  if (hour === 12 && minute === 0) return "noon";
  const suffix = hour < 12 || hour === 24 ? "a.m." : "p.m.";
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${minute ? `:${String(minute).padStart(2, "0")}` : ""} ${suffix}`;
}

/**
 * Office hours in schema.org's short form, spans separated by semicolons, read; null when empty or unreadable.
 * @example officeHoursSpans("Mo-Fr 08:00-18:00")?.text // "Mon-Fri 8 a.m. to 6 p.m."
 */
export function officeHoursSpans(value: string | undefined): { spans: OfficeHoursSpan[]; text: string } | null {
  const parts = (value ?? "")
    .split(";")
    .map((part) => part.trim().replace(/\s+/g, " "))
    .filter(Boolean);
  if (parts.length === 0) return null;
  const spans: OfficeHoursSpan[] = [];
  const texts: string[] = [];
  for (const part of parts) {
    const match = SPAN.exec(part);
    if (!match) return null;
    const first = match[1] as DayCode;
    const last = (match[2] ?? first) as DayCode;
    const [openHour, openMinute, closeHour, closeMinute] = [match[3]!, match[4]!, match[5]!, match[6]!];
    const from = DAY_CODES.indexOf(first);
    const to = DAY_CODES.indexOf(last);
    if (to < from || `${closeHour}${closeMinute}` <= `${openHour}${openMinute}`) return null;
    const days = DAY_CODES.slice(from, to + 1);
    spans.push({ days: days.map((day) => DAYS[day]), opens: `${openHour}:${openMinute}`, closes: `${closeHour}:${closeMinute}` });
    const dayText = days.length === 1 ? SHORT_DAY[first] : `${SHORT_DAY[first]}-${SHORT_DAY[last]}`;
    texts.push(`${dayText} ${clockText(Number(openHour), Number(openMinute))} to ${clockText(Number(closeHour), Number(closeMinute))}`);
  }
  return { spans, text: texts.join(", ") };
}

/**
 * The first day from `date` (a local "YYYY-MM-DD") on which the office is open: the day itself
 * when it is, or when the office hours are not configured.
 * @example officeDayFrom("2026-11-28", "Mo-Fr 08:00-18:00") // "2026-11-30" (a Saturday moves to Monday)
 */
export function officeDayFrom(date: string, officeHours: string | undefined): string {
  const open = new Set(officeHoursSpans(officeHours)?.spans.flatMap((span) => span.days));
  if (open.size === 0) return date;
  for (let offset = 0; offset < 7; offset++) {
    const day = addDays(date, offset);
    if (open.has(Object.values(DAYS)[(new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7]!)) return day;
  }
  return date;
}

/** The office hours as shown: "Mon-Fri 8 a.m. to 6 p.m.", or a visible placeholder until configured. */
export function officeHoursText(settings: Pick<BusinessSettings, "officeHours">): string {
  return officeHoursSpans(settings.officeHours)?.text ?? officeHoursPlaceholder;
}

/** A whole number of hours from 1 to 72, or null. */
export function callbackHoursSetting(value: string | undefined): number | null {
  const text = value?.trim() ?? "";
  if (!/^\d+$/.test(text)) return null;
  const hours = Number(text);
  return hours >= 1 && hours <= 72 ? hours : null;
}

/**
 * The call-back time on its own, where SPEC's exact sentences name it (CALLBACK_HOURS, 2 when unset).
 * @example callbackWithin({ callbackHours: "2" }) // "within 2 hours"
 */
export function callbackWithin(settings: Pick<BusinessSettings, "callbackHours">): string {
  const hours = callbackHoursSetting(settings.callbackHours) ?? 2;
  return `within ${hours} hour${hours === 1 ? "" : "s"}`;
}

/** An APR in percent ("9.99"), or null. */
export function aprSetting(value: string | undefined): number | null {
  const text = value?.trim() ?? "";
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(text)) return null;
  const number = Number(text);
  return number > 0 && number < 40 ? number : null;
}

/** The payment calculator's APR range and starting rate. */
export interface LoanRates {
  low: number;
  high: number;
  typical: number;
  /** False while they are the template's example rates: the calculator says so. */
  fromPartner: boolean;
}

/** The lending partner's rates when configured, else the example rates of content/pages/financing.ts, marked as examples. */
export function loanRates(settings: Pick<BusinessSettings, "loanAprLow" | "loanAprHigh" | "loanAprTypical">): LoanRates {
  const [low, high, typical] = [aprSetting(settings.loanAprLow), aprSetting(settings.loanAprHigh), aprSetting(settings.loanAprTypical)];
  if (low !== null && high !== null && typical !== null && low <= typical && typical <= high)
    return { low, high, typical, fromPartner: true };
  return { ...financingCalculator.exampleRates, fromPartner: false };
}

const COORDINATE = /^-?\d{1,3}(\.\d+)?$/;

/** The office's coordinates, or null until both are configured. */
export function officeGeo(
  settings: Pick<BusinessSettings, "officeLatitude" | "officeLongitude">,
): { latitude: number; longitude: number } | null {
  const [lat, lon] = [settings.officeLatitude.trim(), settings.officeLongitude.trim()];
  if (!COORDINATE.test(lat) || !COORDINATE.test(lon)) return null;
  const [latitude, longitude] = [Number(lat), Number(lon)];
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null;
}

/** A profile's https address on a page of its own (not the network's home page), or null. */
export function socialProfileUrl(value: string | undefined): string | null {
  try {
    const url = new URL(value?.trim() ?? "");
    return url.protocol === "https:" && url.pathname.replace(/\/+$/, "") !== "" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The social profiles, in the footer's order, with the setting each comes from. */
export const SOCIAL_PROFILES = [
  { name: "facebook", label: "Facebook", setting: "socialFacebook", variable: "SOCIAL_FACEBOOK" },
  { name: "twitter", label: "Twitter", setting: "socialTwitter", variable: "SOCIAL_TWITTER" },
  { name: "linkedin", label: "LinkedIn", setting: "socialLinkedin", variable: "SOCIAL_LINKEDIN" },
  { name: "instagram", label: "Instagram", setting: "socialInstagram", variable: "SOCIAL_INSTAGRAM" },
] as const;

export type SocialName = (typeof SOCIAL_PROFILES)[number]["name"];

/** The social profiles whose address is configured: the footer links only these. */
export function socialProfiles(settings: BusinessSettings): { name: SocialName; label: string; href: string }[] {
  return SOCIAL_PROFILES.flatMap((profile) =>
    settings[profile.setting] ? [{ name: profile.name, label: profile.label, href: settings[profile.setting] }] : [],
  );
}

/** The settings from the wrangler vars: readable values only, "" for the rest. */
export function businessSettings(vars: Vars, now = new Date()): BusinessSettings {
  const text = (value: string | undefined) => value?.trim() ?? "";
  const hours = officeHoursSpans(vars.OFFICE_HOURS) ? text(vars.OFFICE_HOURS) : "";
  const rates = loanRates({
    loanAprLow: text(vars.LOAN_APR_LOW),
    loanAprHigh: text(vars.LOAN_APR_HIGH),
    loanAprTypical: text(vars.LOAN_APR_TYPICAL),
  });
  const geo = officeGeo({ officeLatitude: text(vars.OFFICE_LATITUDE), officeLongitude: text(vars.OFFICE_LONGITUDE) });
  return {
    officeHours: hours,
    callbackHours: String(callbackHoursSetting(vars.CALLBACK_HOURS) ?? 2),
    loanAprLow: rates.fromPartner ? String(rates.low) : "",
    loanAprHigh: rates.fromPartner ? String(rates.high) : "",
    loanAprTypical: rates.fromPartner ? String(rates.typical) : "",
    officeLatitude: geo ? String(geo.latitude) : "",
    officeLongitude: geo ? String(geo.longitude) : "",
    socialFacebook: socialProfileUrl(vars.SOCIAL_FACEBOOK) ?? "",
    socialTwitter: socialProfileUrl(vars.SOCIAL_TWITTER) ?? "",
    socialLinkedin: socialProfileUrl(vars.SOCIAL_LINKEDIN) ?? "",
    socialInstagram: socialProfileUrl(vars.SOCIAL_INSTAGRAM) ?? "",
    copyrightYear: String(now.getUTCFullYear()),
    claimsConfirmed: claimsConfirmedSetting(vars.CLAIMS_CONFIRMED),
  };
}
