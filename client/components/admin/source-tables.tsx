import type { PhoneTapRow, SourceRow } from "../../../contracts/sources";
import { TableHead, td } from "./admin-frame";

/** The Sources screen's tables: counts with their rates, "-" where a figure is not counted. */

const number = (value: number | null) => (value === null ? "-" : value.toLocaleString("en-US"));
const percent = (part: number, whole: number | null) => (whole ? `${((100 * part) / whole).toFixed(1)}%` : "-");
const dollars = (value: number | null) =>
  value === null ? "-" : value.toLocaleString("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const right = "text-right tabular-nums";

/** Leads, conversion rate (leads per visit), booked, won and won value for each row; the funnel adds form starts. */
export function SourceTable({
  name,
  rows,
  totals,
  funnel = false,
  empty,
}: {
  name: string;
  rows: readonly SourceRow[];
  totals?: SourceRow;
  funnel?: boolean;
  empty: string;
}) {
  if (rows.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  const numeric = (label: string) => ({ label, className: right });
  const columns = [
    name,
    numeric("Visits"),
    ...(funnel ? [numeric("Form starts")] : []),
    numeric("Leads"),
    numeric("Conversion rate"),
    numeric("Booked"),
    numeric("Won"),
    numeric("Won value"),
  ];
  const line = (row: SourceRow, strong = false) => (
    <tr key={row.key} className={strong ? "border-t-2 border-slate-300 font-semibold" : undefined}>
      <th scope="row" className={`${td} break-words text-left font-medium text-slate-900`}>
        {row.label}
      </th>
      <td className={`${td} ${right}`}>{number(row.visits)}</td>
      {funnel ? <td className={`${td} ${right}`}>{number(row.formStarts)}</td> : null}
      <td className={`${td} ${right}`}>{number(row.leads)}</td>
      <td className={`${td} ${right}`}>{percent(row.leads, row.visits)}</td>
      <td className={`${td} ${right}`}>{number(row.booked)}</td>
      <td className={`${td} ${right}`}>{number(row.won)}</td>
      <td className={`${td} ${right}`}>{dollars(row.wonValue)}</td>
    </tr>
  );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" aria-label={`By ${name.toLowerCase()}`}>
        <TableHead columns={columns} />
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => line(row))}
          {totals ? line(totals, true) : null}
        </tbody>
      </table>
    </div>
  );
}

export function PhoneTapTable({ rows }: { rows: readonly PhoneTapRow[] }) {
  if (rows.length === 0) return <p className="text-sm text-slate-600">No phone taps in this period.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" aria-label="Phone taps by page">
        <TableHead
          columns={[
            "Page",
            { label: "Page views", className: right },
            { label: "Phone taps", className: right },
            { label: "Taps per 100 views", className: right },
          ]}
        />
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.path}>
              <th scope="row" className={`${td} break-words text-left font-medium text-slate-900`}>
                {row.path}
              </th>
              <td className={`${td} ${right}`}>{number(row.pageViews)}</td>
              <td className={`${td} ${right}`}>{number(row.phoneTaps)}</td>
              <td className={`${td} ${right}`}>{row.pageViews ? ((100 * row.phoneTaps) / row.pageViews).toFixed(1) : "-"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
