import type { EventName } from "../../../contracts/attribution";

/**
 * What the visit counter counts (docs/decisions/022a-attribution-and-channels.md): visits, page
 * views and the conversions a visitor makes. Lead code records a conversion with one call; the
 * counter, which loads after the page is interactive, picks it up (also one recorded before it loaded).
 * The names of everything counted are EVENT_NAMES (contracts/attribution.ts).
 */

/** Conversions the site's own code records; taps, form starts, visits and page views the counter sees itself. */
type Conversion = Extract<EventName, "form_submit" | "chat_open" | "chat_lead" | "booking" | "estimate">;

/** The window event that tells the counter a conversion is waiting in `window.siteEvents`. */
export const CONVERSION_EVENT = "site-conversion";

/** Dispatched on window by the root each time a page is shown after a navigation (client/root.tsx). */
export const PAGE_SHOWN_EVENT = "site-page-shown";

declare global {
  interface Window {
    /** Conversions not yet picked up by the visit counter. */
    siteEvents?: EventName[];
  }
}

/** Counts a conversion on the current page (nothing is sent that names the visitor). */
export function recordConversion(name: Conversion): void {
  if (typeof window === "undefined") return;
  window.siteEvents ??= [];
  window.siteEvents.push(name);
  window.dispatchEvent(new Event(CONVERSION_EVENT));
}
