import { ATTRIBUTION_KEY, type Attribution, cleanTouch } from "../../../contracts/touch";

/** The stored touches, for a lead-creating call; undefined when there are none (or storage is off). */
export function readAttribution(): Attribution | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(ATTRIBUTION_KEY) ?? "null") as { first?: unknown; last?: unknown } | null;
    const first = cleanTouch(stored?.first);
    const last = cleanTouch(stored?.last);
    return first && last ? { first, last } : undefined;
  } catch {
    return undefined;
  }
}
