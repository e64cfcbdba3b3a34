import {
  PAGE_TYPE_LABELS,
  VITAL_NAMES,
  VITAL_RATING_LABELS,
  VITAL_THRESHOLDS,
  VITAL_WORDS,
  type VitalFigure,
  type VitalName,
  type VitalRating,
  type VitalsPeriod,
} from "../../../contracts/vitals";
import { CardHead, CardLabel, cardTable } from "./card-table";

/**
 * The Sources screen's speed panel (docs/decisions/037-real-user-speed.md): for one
 * period, the 75th percentile of each Core Web Vital per page type, rated against Google's
 * thresholds, with the page loads it is read from.
 */

const METRIC_WORDS: Record<VitalName, string> = {
  LCP: "Largest Contentful Paint",
  INP: "Interaction to Next Paint",
  CLS: "Cumulative Layout Shift",
  TTFB: "Time to First Byte",
};

const TONES: Record<VitalRating, string> = {
  good: "bg-emerald-100 text-emerald-900",
  "needs-improvement": "bg-amber-100 text-amber-950",
  poor: "bg-red-100 text-red-900",
};

/** A value in the metric's unit: milliseconds as whole numbers, CLS with two decimals. */
function vitalValue(metric: VitalName, value: number): string {
  return metric === "CLS" ? value.toFixed(2) : `${Math.round(value).toLocaleString("en-US")} ms`;
}

/** Google's thresholds in words, for the table's heading. */
const thresholdWords = (metric: VitalName) => {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  return `Good at most ${vitalValue(metric, good)}; poor above ${vitalValue(metric, poor)}`;
};

function Figure({ metric, figure }: { metric: VitalName; figure: VitalFigure | null }) {
  if (!figure) return <span className="text-slate-500">No data yet</span>;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
      <span className="font-semibold tabular-nums text-slate-900">{vitalValue(metric, figure.p75)}</span>
      <span data-rating={figure.rating} className={`rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[figure.rating]}`}>
        {VITAL_RATING_LABELS[figure.rating]}
      </span>
      <span className="text-xs text-slate-600">
        {figure.samples.toLocaleString("en-US")} {figure.samples === 1 ? "page load" : "page loads"}
      </span>
    </span>
  );
}

export function VitalsTable({ period }: { period: VitalsPeriod }) {
  const label = `Last ${period.days} days`;
  const empty = period.rows.every((row) => VITAL_NAMES.every((metric) => row.metrics[metric] === null));
  return (
    <div className="min-w-0" data-testid={`vitals-${period.days}`}>
      <h3 className="mb-2 text-base font-semibold text-slate-900">{label}</h3>
      {empty ? (
        <p className="text-sm text-slate-600">No data yet: no page loads have reported their speed in the last {period.days} days.</p>
      ) : (
        <table className={cardTable.table} aria-label={`Speed, ${label.toLowerCase()}`}>
          <CardHead
            columns={[
              { label: "Page type", className: "w-40" },
              ...VITAL_NAMES.map((metric) => ({
                label: (
                  <span className="block normal-case">
                    {VITAL_WORDS[metric].what}{" "}
                    <abbr title={METRIC_WORDS[metric]} className="no-underline">
                      ({metric})
                    </abbr>
                    <span className="block text-xs font-normal text-slate-600">{thresholdWords(metric)}</span>
                  </span>
                ),
                className: "",
              })),
            ]}
          />
          <tbody className={cardTable.body}>
            {period.rows.map((row) => (
              <tr key={row.pageType} className={cardTable.row}>
                <th scope="row" className={`${cardTable.cell} text-left font-medium text-slate-900`}>
                  {PAGE_TYPE_LABELS[row.pageType]}
                </th>
                {VITAL_NAMES.map((metric) => (
                  <td key={metric} className={`${cardTable.cell} text-sm`}>
                    <CardLabel>{VITAL_WORDS[metric].what}</CardLabel>
                    <Figure metric={metric} figure={row.metrics[metric]} />
                    {row.metrics[metric]?.rating === "poor" ? (
                      <p data-testid="vital-advice" className="mt-1 text-xs text-red-900">
                        {VITAL_WORDS[metric].whenPoor}
                      </p>
                    ) : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** The thresholds the ratings follow, in one line under the tables. */
export function VitalsThresholds() {
  return (
    <p className="text-sm text-slate-600">
      Each figure is the 75th percentile of visitors' page loads (three in four were at least this fast), rated by Google's thresholds:{" "}
      {VITAL_NAMES.map((metric) => `${VITAL_WORDS[metric].what.toLowerCase()} (${metric}): ${thresholdWords(metric).toLowerCase()}`).join(
        "; ",
      )}
      . The worst page types come first.
    </p>
  );
}
