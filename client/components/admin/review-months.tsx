import type { ReviewMonth } from "../../../contracts/review-input";
import { TableHead } from "./admin-frame";

/** Review requests by month: sent, opened, reviews received, their average rating and Google link clicks. */
export function ReviewMonths({ months }: { months: ReviewMonth[] }) {
  if (months.length === 0) return <p className="text-slate-600">No review requests yet.</p>;
  return (
    // A region of its own that takes focus: on a phone the table scrolls sideways, by keyboard too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
    <section className="overflow-x-auto" aria-label="Review requests by month" tabIndex={0}>
      <table className="w-full min-w-[32rem] text-left text-sm">
        <TableHead columns={["Month", "Requests sent", "Opened", "Reviews received", "Average rating", "Google link clicks"]} />
        <tbody className="divide-y divide-slate-100">
          {months.map((month) => (
            <tr key={month.month} data-testid="review-month">
              <td className="py-2 pr-4">{month.month}</td>
              <td className="py-2 pr-4">{month.sent}</td>
              <td className="py-2 pr-4">{month.opened}</td>
              <td className="py-2 pr-4">{month.received}</td>
              <td className="py-2 pr-4">{month.averageRating ?? "-"}</td>
              <td className="py-2 pr-4">{month.googleClicks}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
