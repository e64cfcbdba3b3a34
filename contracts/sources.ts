/**
 * The channels a visit or lead is credited to (worker/attribution/channel.ts holds the rules),
 * and what the admin's Sources screen reads (GET /api/admin/sources).
 */

export const CHANNELS = ["paid_search", "organic_search", "local", "social", "email", "referral", "direct"] as const;
export type Channel = (typeof CHANNELS)[number];

/** The channels in the contractor's words; leads stored before attribution have none ("Not recorded"). */
export const CHANNEL_LABELS: Record<Channel, string> = {
  paid_search: "Paid search",
  organic_search: "Organic search",
  local: "Local & maps",
  social: "Social",
  email: "E-mail",
  referral: "Referral",
  direct: "Direct",
};
export const NOT_RECORDED = "Not recorded";

/** Which touch a lead is credited to: the one that first brought the visitor, or the visit that became the lead. */
export const CREDITS = ["first", "last"] as const;
export type Credit = (typeof CREDITS)[number];

/** One row of a Sources table: what the counter saw (null where it counts nothing by this key) and what the leads became. */
export interface SourceRow {
  /** The channel id, campaign, path or town slug; `label` is how the screen names it. */
  key: string;
  label: string;
  /** Visits that started here (null: the counter does not count by this key). */
  visits: number | null;
  /** Lead forms started (channels only). */
  formStarts: number | null;
  leads: number;
  /** The people behind the leads: a homeowner's repeat requests count once. */
  people: number;
  /** Leads with a booked consultation. */
  booked: number;
  won: number;
  /** The won leads' value in dollars; null until deal values are recorded. */
  wonValue: number | null;
}

export interface PhoneTapRow {
  path: string;
  pageViews: number;
  phoneTaps: number;
}

/** GET /api/admin/sources?from&to&credit */
export interface SourcesReport {
  from: string;
  to: string;
  credit: Credit;
  totals: SourceRow;
  channels: SourceRow[];
  campaigns: SourceRow[];
  landingPages: SourceRow[];
  cityPages: SourceRow[];
  phoneTaps: PhoneTapRow[];
}

/** The dashboard's panel: this week's leads by channel (last touch). */
export interface ChannelCount {
  channel: Channel | null;
  leads: number;
}

/**
 * The share of visits that became a person asking for work: people, not leads (a homeowner who
 * sends two requests in one visit converted once). Null when it cannot be a share: no visits
 * counted, or more people than counted visits (their visit fell before the period, or their
 * browser blocked the counter). Never above 100%.
 * @example conversionRate({ people: 1, visits: 2 }) // "50.0%"
 */
export function conversionRate(row: { people: number; visits: number | null }): string | null {
  if (!row.visits || row.people > row.visits) return null;
  return `${((100 * row.people) / row.visits).toFixed(1)}%`;
}
