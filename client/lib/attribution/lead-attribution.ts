import { ATTRIBUTION_KEY, type Attribution, cleanTouch, plausibleTouchTime } from "../../../contracts/touch";

/** The stored touches, for a lead-creating call; undefined when there are none (or storage is off). */
export function readAttribution(): Attribution | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(ATTRIBUTION_KEY) ?? "null") as { first?: unknown; last?: unknown } | null;
    const first = cleanTouch(stored?.first);
    const last = cleanTouch(stored?.last);
    // The server refuses a time out of its window: a touch this browser's clock already finds
    // implausible (stored by an older page, or by a person) is not sent, so the lead still goes.
    const plausible = (touch: typeof first) => touch !== undefined && plausibleTouchTime(touch.at, Date.now());
    return plausible(first) && plausible(last) ? { first: first!, last: last! } : undefined;
  } catch {
    return undefined;
  }
}
