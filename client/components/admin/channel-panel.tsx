import { Link } from "react-router";
import { CHANNEL_LABELS, type ChannelCount, NOT_RECORDED } from "../../../contracts/sources";
import { Panel } from "./admin-frame";

/** The dashboard's "Leads by channel this week": each channel's leads as a bar, and the way to the Sources screen. */
export function ChannelPanel({ counts }: { counts: readonly ChannelCount[] }) {
  const most = Math.max(1, ...counts.map((row) => row.leads));
  return (
    <Panel
      title="Leads by channel this week"
      aside={
        <Link to="/admin/sources" className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline">
          All sources
        </Link>
      }
    >
      {counts.length === 0 ? (
        <p className="text-sm text-slate-600">No leads yet this week.</p>
      ) : (
        <ul className="space-y-1.5 text-sm" aria-label="Leads by channel this week">
          {counts.map((row) => {
            const label = row.channel ? CHANNEL_LABELS[row.channel] : NOT_RECORDED;
            return (
              <li key={label} className="grid grid-cols-[9rem_1fr_2.5rem] items-center gap-3">
                <span className="text-slate-800">{label}</span>
                <span className="h-3 rounded bg-brand-600" style={{ width: `${(100 * row.leads) / most}%` }} aria-hidden="true" />
                <span className="text-right font-semibold tabular-nums text-slate-900">{row.leads}</span>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
