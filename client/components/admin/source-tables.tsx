import { conversionRate, type PhoneTapRow, type SourceRow } from "../../../contracts/sources";
import { CardHead, CardLabel, cardTable } from "./card-table";

/** The Sources screen's tables: counts with their rates, "-" where a figure is not counted. */

const number = (value: number | null) => (value === null ? "-" : value.toLocaleString("en-US"));
const dollars = (value: number | null) =>
  value === null ? "-" : value.toLocaleString("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const right = "text-right tabular-nums";
/** A figure's cell: right-aligned in a table; on a phone's card a line "Label: figure" with the figure at the right. */
const figure = `${cardTable.cell} ${right} max-lg:flex max-lg:justify-between max-lg:gap-3`;

function Figure({ label, children }: { label: string; children: string }) {
  return (
    <td className={figure}>
      <CardLabel>{label}</CardLabel>
      {children}
    </td>
  );
}

/** Leads, conversion rate (people per visit, never above 100%), booked, won and won value for each row; the funnel adds form starts. */
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
  // On a phone each row is a card with every figure (issue 42, item 9): nothing hides off to the side.
  const line = (row: SourceRow, strong = false) => (
    <tr
      key={row.key}
      data-testid="source-row"
      className={`${cardTable.row} ${strong ? "border-t-2 border-slate-300 font-semibold max-lg:border-2 max-lg:border-slate-400" : ""}`}
    >
      <th scope="row" className={`${cardTable.cell} break-words text-left font-medium text-slate-900 max-lg:text-base`}>
        {row.label}
      </th>
      <Figure label="Visits">{number(row.visits)}</Figure>
      {funnel ? <Figure label="Form starts">{number(row.formStarts)}</Figure> : null}
      <Figure label="Leads">{number(row.leads)}</Figure>
      <Figure label="Conversion rate">{conversionRate(row) ?? "-"}</Figure>
      <Figure label="Booked">{number(row.booked)}</Figure>
      <Figure label="Won">{number(row.won)}</Figure>
      <Figure label="Won value">{dollars(row.wonValue)}</Figure>
    </tr>
  );
  return (
    <table className={cardTable.table} aria-label={`By ${name.toLowerCase()}`}>
      <CardHead columns={columns} />
      <tbody className={cardTable.body}>
        {rows.map((row) => line(row))}
        {totals ? line(totals, true) : null}
      </tbody>
    </table>
  );
}

export function PhoneTapTable({ rows }: { rows: readonly PhoneTapRow[] }) {
  if (rows.length === 0) return <p className="text-sm text-slate-600">No phone taps in this period.</p>;
  return (
    <table className={cardTable.table} aria-label="Phone taps by page">
      <CardHead
        columns={[
          "Page",
          { label: "Page views", className: right },
          { label: "Phone taps", className: right },
          { label: "Taps per 100 views", className: right },
        ]}
      />
      <tbody className={cardTable.body}>
        {rows.map((row) => (
          <tr key={row.path} className={cardTable.row}>
            <th scope="row" className={`${cardTable.cell} break-words text-left font-medium text-slate-900`}>
              {row.path}
            </th>
            <Figure label="Page views">{number(row.pageViews)}</Figure>
            <Figure label="Phone taps">{number(row.phoneTaps)}</Figure>
            <Figure label="Taps per 100 views">{row.pageViews ? ((100 * row.phoneTaps) / row.pageViews).toFixed(1) : "-"}</Figure>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
