/**
 * Where a visit came from (docs/decisions/022a-attribution-and-channels.md): the path of its first
 * page, the other site's host that linked to it, its UTM tags and ad click ids. The browser keeps
 * the first touch (90 days) and the last (this visit) in localStorage and sends both with every
 * lead. No zod here: the lead forms and the visit counter import this file, and it stays small;
 * the worker checks the same limits with zod (contracts/attribution.ts).
 */

/** The address parameters a touch keeps, under their own names. */
export const TOUCH_PARAMS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "gbraid",
  "wbraid",
  "msclkid",
  "fbclid",
] as const;
type TouchParam = (typeof TOUCH_PARAMS)[number];

/** Longest landing path, referrer host and parameter value a touch keeps (characters). */
export const TOUCH_LIMITS = { landing: 300, referrer: 253, param: 200 } as const;

/** One touch: when the visit started, its landing path, the referring host, tags and click ids. */
export type Touch = { at: string; landing: string; referrer?: string } & Partial<Record<TouchParam, string>>;

/** What every lead-creating call sends: the first touch (kept 90 days) and the last (this visit). */
export interface Attribution {
  first: Touch;
  last: Touch;
}

/**
 * The window a touch's time must fall in (ms since 1970): not before the site's code began
 * (2026-11-21, its first commit; no visit it recorded is older), and not after the receiver's
 * clock plus ten minutes (a device clock a little fast; synchronised clocks are within seconds).
 */
const TOUCH_TIME_WINDOW = { since: Date.parse("2026-11-21T00:00:00Z"), aheadMs: 10 * 60 * 1000 } as const;

/** Whether a touch's time is one a visit of this site can have, judged by the clock `now`. */
export function plausibleTouchTime(at: string, now: number): boolean {
  const time = Date.parse(at);
  return time >= TOUCH_TIME_WINDOW.since && time <= now + TOUCH_TIME_WINDOW.aheadMs;
}

/** The localStorage entry: both touches and when the visitor was last seen (ms). */
export const ATTRIBUTION_KEY = "site.attribution";

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

const text = (value: unknown, max: number) => (typeof value === "string" ? value.replace(CONTROL, "").trim().slice(0, max) : "");

/** A touch rebuilt from anything (storage may hold what an older page or a person put there): known keys, bounded. */
export function cleanTouch(value: unknown): Touch | undefined {
  const raw = (typeof value === "object" && value) as Record<string, unknown> | false;
  if (!raw) return undefined;
  const at = Date.parse(text(raw.at, 40));
  const landing = text(raw.landing, TOUCH_LIMITS.landing);
  // Years 1970-9999: what an ISO time with four year digits can say.
  if (!(at >= 0 && at < 253402300800000) || !/^\/\S*$/.test(landing)) return undefined;
  const touch: Touch = { at: new Date(at).toISOString(), landing };
  const referrer = text(raw.referrer, TOUCH_LIMITS.referrer).toLowerCase();
  if (/^[a-z0-9.-]+$/.test(referrer)) touch.referrer = referrer;
  for (const key of TOUCH_PARAMS) {
    const param = text(raw[key], TOUCH_LIMITS.param);
    if (param) touch[key] = param;
  }
  return touch;
}
