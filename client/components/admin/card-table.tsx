import type { Column } from "./admin-frame";

/**
 * Admin tables that become cards below 1024 px: each row a bordered card, each cell a line, so a
 * phone never scrolls sideways. A cell's `CardLabel` names it on a card, where the heading row is hidden.
 */
export const cardTable = {
  table: "w-full table-fixed text-sm max-lg:block",
  head: "border-b border-slate-200 max-lg:hidden",
  th: "py-2 pr-4 text-left text-xs font-semibold uppercase tracking-wide text-slate-600",
  body: "divide-y divide-slate-100 max-lg:block max-lg:space-y-3 max-lg:divide-y-0",
  row: "max-lg:block max-lg:rounded-lg max-lg:border max-lg:border-slate-200 max-lg:p-3",
  cell: "min-w-0 py-2 pr-4 align-top max-lg:block max-lg:py-0.5 max-lg:pr-0",
} as const;

/** The column's name, shown before the value on a card only. */
export function CardLabel({ children }: { children: string }) {
  return <span className="font-semibold text-slate-600 lg:hidden">{children}: </span>;
}

/** The heading row, shown from 1024 px up: a column is its words, or words with classes (a width). */
export function CardHead({ columns }: { columns: readonly Column[] }) {
  return (
    <thead className={cardTable.head}>
      <tr>
        {columns.map((column, i) =>
          typeof column === "string" ? (
            <th key={i} scope="col" className={cardTable.th}>
              {column}
            </th>
          ) : (
            <th key={i} scope="col" className={`${cardTable.th} ${column.className}`}>
              {column.label}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
