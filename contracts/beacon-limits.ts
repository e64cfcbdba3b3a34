/**
 * The visit counter's and the speed measurement's limits, apart from their schemas
 * (contracts/attribution.ts): the browser's beacon code reads these after every page load, and
 * importing them from the schemas would bring zod into that script.
 */

/** Events one beacon may carry. */
export const EVENTS_PER_BEACON = 50;

/** What the visit counter counts: visits, page views and conversions (docs/decisions/022a). */
export const EVENT_NAMES = [
  "visit",
  "page_view",
  "phone_tap",
  "email_tap",
  "form_start",
  "form_submit",
  "chat_open",
  "chat_lead",
  "booking",
  "estimate",
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

/** The device class a beacon reports, from the pointer and the screen size. */
export const DEVICES = ["phone", "tablet", "desktop"] as const;
export type Device = (typeof DEVICES)[number];

/** Metrics one vitals beacon may carry (a page load reports each of the four about once). */
export const VITALS_PER_BEACON = 20;
/** The largest value a metric may report: an hour, in milliseconds (CLS stays far below). */
export const VITAL_MAX = 3_600_000;
