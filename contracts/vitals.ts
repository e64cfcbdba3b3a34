/**
 * Speed as visitors feel it (docs/decisions/037-real-user-speed.md): the Core Web
 * Vitals the browser reports (client/lib/attribution/web-vitals.ts), the page types the worker
 * files them under, Google's thresholds, and what the admin's Sources screen reads
 * (GET /api/admin/vitals).
 */

export const VITAL_NAMES = ["LCP", "INP", "CLS", "TTFB"] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

export const VITAL_RATINGS = ["good", "needs-improvement", "poor"] as const;
export type VitalRating = (typeof VITAL_RATINGS)[number];

export const VITAL_RATING_LABELS: Record<VitalRating, string> = {
  good: "Good",
  "needs-improvement": "Needs improvement",
  poor: "Poor",
};

/**
 * Google's thresholds (web.dev/articles/vitals), read on the 75th percentile: good at most
 * `good`, poor above `poor`, needs improvement between. Milliseconds; CLS has no unit.
 */
export const VITAL_THRESHOLDS: Record<VitalName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  TTFB: { good: 800, poor: 1800 },
};

export function vitalRating(name: VitalName, value: number): VitalRating {
  const { good, poor } = VITAL_THRESHOLDS[name];
  return value <= good ? "good" : value > poor ? "poor" : "needs-improvement";
}

/** The kinds of page the figures are told apart by (the worker derives one from each path). */
export const PAGE_TYPES = ["home", "service", "city", "article", "schedule", "contact", "other"] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const PAGE_TYPE_LABELS: Record<PageType, string> = {
  home: "Home",
  service: "Service pages",
  city: "City pages",
  article: "Articles",
  schedule: "Schedule",
  contact: "Contact",
  other: "Other pages",
};

/** One figure: the 75th percentile of the period's page loads, its rating, and how many loads it is read from. */
export interface VitalFigure {
  p75: number;
  rating: VitalRating;
  samples: number;
}

export interface VitalsRow {
  pageType: PageType;
  /** null: no page load of this type reported the metric in the period. */
  metrics: Record<VitalName, VitalFigure | null>;
}

export interface VitalsPeriod {
  days: number;
  from: string;
  to: string;
  /** Every page type, in PAGE_TYPES' order. */
  rows: VitalsRow[];
}

/** GET /api/admin/vitals: the last 7 and the last 28 days, today included. */
export interface VitalsReport {
  periods: VitalsPeriod[];
}
