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
  /** Every page type, the worst first (worstFirst). */
  rows: VitalsRow[];
}

/** Each metric in the office's words, and what to do when it is poor. */
export const VITAL_WORDS: Record<VitalName, { what: string; whenPoor: string }> = {
  LCP: {
    what: "Time until the page shows",
    whenPoor: "Visitors wait for the main picture or heading: ask your web developer to shrink the largest image on these pages.",
  },
  INP: {
    what: "Time until a tap responds",
    whenPoor: "Taps and typing feel stuck: ask your web developer which script runs when visitors tap on these pages, and to lighten it.",
  },
  CLS: {
    what: "How much the page jumps while loading",
    whenPoor: "Things move under the visitor's finger: ask your web developer to reserve room for images and banners on these pages.",
  },
  TTFB: {
    what: "Time until the server answers",
    whenPoor: "The server is slow to answer: ask your web developer to check the hosting and the page cache.",
  },
};

/**
 * Page types with the worst figures first: the most poor ratings, then the most needing
 * improvement, then the furthest past Google's "poor" line; page types without data last.
 * @example worstFirst(rows)[0].pageType // "home" when the home page's INP is 1,100 ms
 */
export function worstFirst(rows: readonly VitalsRow[]): VitalsRow[] {
  const score = (row: VitalsRow) => {
    const figures = VITAL_NAMES.flatMap((metric) => {
      const figure = row.metrics[metric];
      return figure ? [{ metric, figure }] : [];
    });
    return {
      empty: figures.length === 0 ? 1 : 0,
      poor: figures.filter(({ figure }) => figure.rating === "poor").length,
      middling: figures.filter(({ figure }) => figure.rating === "needs-improvement").length,
      worst: Math.max(0, ...figures.map(({ metric, figure }) => figure.p75 / VITAL_THRESHOLDS[metric].poor)),
    };
  };
  return [...rows]
    .map((row) => ({ row, score: score(row) }))
    .sort(
      (a, b) =>
        a.score.empty - b.score.empty ||
        b.score.poor - a.score.poor ||
        b.score.middling - a.score.middling ||
        b.score.worst - a.score.worst,
    )
    .map(({ row }) => row);
}

/** GET /api/admin/vitals: the last 7 and the last 28 days, today included. */
export interface VitalsReport {
  periods: VitalsPeriod[];
}
