import type { Dashboard } from "../../../contracts/admin";
import { countOf } from "../../../contracts/text";

const COLOURS = [
  "bg-brand-700",
  "bg-accent-500",
  "bg-emerald-600",
  "bg-sky-500",
  "bg-violet-500",
  "bg-rose-500",
  "bg-slate-500",
  "bg-amber-700",
];

const weekLabel = (monday: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric" }).format(new Date(`${monday}T12:00:00Z`));

/** Leads per week, stacked by source, with the same figures as a table for screen readers and copying. */
export function LeadsChart({ chart }: { chart: Dashboard["chart"] }) {
  const sources = Object.keys(chart.series).sort((a, b) => total(chart.series[b]!) - total(chart.series[a]!));
  const weekly = chart.weeks.map((_, i) => sources.reduce((sum, source) => sum + (chart.series[source]![i] ?? 0), 0));
  const max = Math.max(1, ...weekly);
  const colour = (source: string) => COLOURS[sources.indexOf(source) % COLOURS.length];
  return (
    <div>
      <div
        role="img"
        aria-label={`Leads per week for the last 12 weeks: ${chart.weeks.map((week, i) => `${weekLabel(week)} ${weekly[i]}`).join(", ")}`}
        className="flex h-48 items-end gap-1.5 border-b border-slate-300 sm:gap-3"
      >
        {chart.weeks.map((week, i) => (
          <div
            key={week}
            className="flex h-full flex-1 flex-col justify-end"
            title={`Week of ${weekLabel(week)}: ${countOf(weekly[i] ?? 0, "lead")}`}
          >
            <span className="mb-1 text-center text-xs tabular-nums text-slate-600">{weekly[i] || ""}</span>
            <div className="flex flex-col-reverse overflow-hidden rounded-t" style={{ height: `${((weekly[i] ?? 0) / max) * 100}%` }}>
              {sources.map((source) =>
                chart.series[source]![i] ? (
                  <div
                    key={source}
                    className={colour(source)}
                    style={{ flexGrow: chart.series[source]![i] }}
                    title={`${source}: ${chart.series[source]![i]}`}
                  />
                ) : null,
              )}
            </div>
          </div>
        ))}
      </div>
      <div className="mt-1 flex gap-1.5 text-[11px] text-slate-600 sm:gap-3">
        {chart.weeks.map((week) => (
          <span key={week} className="flex-1 text-center">
            {weekLabel(week)}
          </span>
        ))}
      </div>
      {sources.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-label="Sources">
          {sources.map((source) => (
            <li key={source} className="flex items-center gap-1.5">
              <span aria-hidden="true" className={`inline-block h-3 w-3 rounded-sm ${colour(source)}`} />
              {source} ({total(chart.series[source]!)})
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-600">No leads in the last 12 weeks.</p>
      )}
      <details className="mt-3 text-sm">
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">Show as a table</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="min-w-full text-right tabular-nums">
            <thead>
              <tr>
                <th scope="col" className="pr-3 text-left">
                  Week of
                </th>
                {sources.map((source) => (
                  <th key={source} scope="col" className="px-2">
                    {source}
                  </th>
                ))}
                <th scope="col" className="pl-2">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {chart.weeks.map((week, i) => (
                <tr key={week}>
                  <th scope="row" className="pr-3 text-left font-normal">
                    {weekLabel(week)}
                  </th>
                  {sources.map((source) => (
                    <td key={source} className="px-2">
                      {chart.series[source]![i]}
                    </td>
                  ))}
                  <td className="pl-2 font-semibold">{weekly[i]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}

function total(values: readonly number[]): number {
  return values.reduce((sum, n) => sum + n, 0);
}
