import type { DrizzleD1Database } from "drizzle-orm/d1";
import {
  CHANNEL_LABELS,
  CHANNELS,
  type Credit,
  NOT_RECORDED,
  type PhoneTapRow,
  type SourceRow,
  type SourcesReport,
} from "../../contracts/sources";
import { findLandingSpec } from "../landing/catalogue";
import { localities } from "../landing/localities";
import { countedCampaign, countedPath } from "./event-counts";
import { type CountGroup, countGroups, type LeadGroup, leadGroups } from "./sources-data";

/**
 * The Sources report (docs/decisions/022a): leads by the credited touch (first or last), next to
 * the visits the counter saw. Visits are counted by each visit's own channel; a lead by its
 * credited touch's. Long lists show their first 50 rows.
 */

const ROWS_SHOWN = 50;
const NOT_RECORDED_KEY = "not_recorded";

type Rows = Map<string, SourceRow>;

function rowOf(rows: Rows, key: string, label: string, counted: boolean): SourceRow {
  let row = rows.get(key);
  if (!row) {
    row = { key, label, visits: counted ? 0 : null, formStarts: null, leads: 0, people: 0, booked: 0, won: 0, wonValue: null };
    rows.set(key, row);
  }
  return row;
}

function addLeads(row: SourceRow, group: LeadGroup) {
  row.leads += group.leads;
  row.people += group.people;
  if (group.booked) row.booked += group.leads;
  if (group.won) row.won += group.leads;
  if (group.wonValue !== null) row.wonValue = (row.wonValue ?? 0) + group.wonValue;
}

const busiest = (rows: Rows) =>
  [...rows.values()]
    .sort((a, b) => b.leads - a.leads || (b.visits ?? 0) - (a.visits ?? 0) || a.label.localeCompare(b.label))
    .slice(0, ROWS_SHOWN);

function channelRows(groups: readonly LeadGroup[], counts: readonly CountGroup[]): SourceRow[] {
  const rows: Rows = new Map();
  for (const channel of CHANNELS) rowOf(rows, channel, CHANNEL_LABELS[channel], true).formStarts = 0;
  for (const count of counts) {
    const row = rows.get(count.channel);
    if (!row) continue;
    if (count.event === "visit") row.visits = (row.visits ?? 0) + count.count;
    if (count.event === "form_start") row.formStarts = (row.formStarts ?? 0) + count.count;
  }
  for (const group of groups)
    addLeads(group.channel ? rows.get(group.channel)! : rowOf(rows, NOT_RECORDED_KEY, NOT_RECORDED, false), group);
  return [...rows.values()];
}

function campaignRows(groups: readonly LeadGroup[], counts: readonly CountGroup[]): SourceRow[] {
  const rows: Rows = new Map();
  for (const count of counts) {
    if (count.event === "visit" && count.campaign) rowOf(rows, count.campaign, count.campaign, true).visits! += count.count;
  }
  for (const group of groups) {
    const campaign = countedCampaign(group.campaign ?? undefined);
    if (campaign) addLeads(rowOf(rows, campaign, campaign, true), group);
  }
  return busiest(rows);
}

function landingRows(groups: readonly LeadGroup[], counts: readonly CountGroup[]): Rows {
  const rows: Rows = new Map();
  for (const count of counts) if (count.event === "visit") rowOf(rows, count.path, count.path, true).visits! += count.count;
  for (const group of groups) {
    if (group.landing) addLeads(rowOf(rows, countedPath(group.landing), countedPath(group.landing), true), group);
  }
  return rows;
}

/** Landing pages added up by town: every service's page for Bel Air is "Bel Air, MD". */
function cityRows(landing: Rows): SourceRow[] {
  const rows: Rows = new Map();
  for (const page of landing.values()) {
    const spec = findLandingSpec(page.key);
    if (!spec) continue;
    const town = localities.get(spec.locality);
    const row = rowOf(rows, spec.locality, town ? `${town.name}, ${town.state}` : spec.locality, true);
    row.visits = (row.visits ?? 0) + (page.visits ?? 0);
    row.leads += page.leads;
    row.people += page.people;
    row.booked += page.booked;
    row.won += page.won;
    if (page.wonValue !== null) row.wonValue = (row.wonValue ?? 0) + page.wonValue;
  }
  return busiest(rows);
}

function phoneTapRows(counts: readonly CountGroup[]): PhoneTapRow[] {
  const rows = new Map<string, PhoneTapRow>();
  for (const count of counts) {
    if (count.event !== "page_view" && count.event !== "phone_tap") continue;
    const row = rows.get(count.path) ?? { path: count.path, pageViews: 0, phoneTaps: 0 };
    if (count.event === "page_view") row.pageViews += count.count;
    else row.phoneTaps += count.count;
    rows.set(count.path, row);
  }
  return [...rows.values()]
    .filter((row) => row.phoneTaps > 0)
    .sort((a, b) => b.phoneTaps - a.phoneTaps || b.pageViews - a.pageViews || a.path.localeCompare(b.path))
    .slice(0, ROWS_SHOWN);
}

function totalsOf(channels: readonly SourceRow[]): SourceRow {
  const totals: SourceRow = {
    key: "total",
    label: "All",
    visits: 0,
    formStarts: 0,
    leads: 0,
    people: 0,
    booked: 0,
    won: 0,
    wonValue: null,
  };
  for (const row of channels) {
    totals.visits! += row.visits ?? 0;
    totals.formStarts! += row.formStarts ?? 0;
    totals.leads += row.leads;
    totals.people += row.people;
    totals.booked += row.booked;
    totals.won += row.won;
    if (row.wonValue !== null) totals.wonValue = (totals.wonValue ?? 0) + row.wonValue;
  }
  return totals;
}

/** The report from its two reads (kept apart from D1 so its arithmetic can be tested on its own). */
export function buildReport(
  period: { from: string; to: string; credit: Credit },
  groups: readonly LeadGroup[],
  counts: readonly CountGroup[],
): SourcesReport {
  const channels = channelRows(groups, counts);
  const landing = landingRows(groups, counts);
  return {
    ...period,
    totals: totalsOf(channels),
    channels,
    campaigns: campaignRows(groups, counts),
    landingPages: busiest(landing),
    cityPages: cityRows(landing),
    phoneTaps: phoneTapRows(counts),
  };
}

export async function sourcesReport(db: DrizzleD1Database, period: { from: string; to: string; credit: Credit }): Promise<SourcesReport> {
  const [groups, counts] = await Promise.all([
    leadGroups(db, period.from, period.to, period.credit),
    countGroups(db, period.from, period.to),
  ]);
  return buildReport(period, groups, counts);
}
