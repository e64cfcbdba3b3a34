import { Link } from "react-router";
import type { ChannelSetup, SystemStatus } from "../../../contracts/admin";
import { formatWhen, Panel, TableHead, td } from "./admin-frame";

const CHANNEL_LABELS: Record<ChannelSetup["channel"], string> = { email: "E-mail", webhook: "Webhook", sms: "Text messages" };

/** Which lead channels deliver, and where; or what to set. */
export function ChannelList({ channels }: { channels: ChannelSetup[] }) {
  return (
    <ul className="space-y-1 break-words text-sm" aria-label="Notification channels">
      {channels.map((channel) => (
        <li key={channel.channel} data-testid={`channel-${channel.channel}`}>
          <span className="font-semibold text-slate-900">{CHANNEL_LABELS[channel.channel]}: </span>
          {channel.configured ? (
            <span className="text-emerald-800">configured. {channel.destination}</span>
          ) : (
            <span className="text-amber-900">not configured. {channel.message}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** System operations: the database and its row counts, the notification backlog, recent errors, channels. */
export function SystemPanel({ system }: { system: SystemStatus }) {
  const { database, notifications } = system;
  const backlog = notifications.pending + notifications.queued + notifications.retrying;
  return (
    <Panel title="System operations">
      <div className="grid gap-6 lg:grid-cols-3">
        <div>
          <h3 className="font-semibold text-slate-900">Database (D1)</h3>
          <p className={`mt-1 text-sm ${database.reachable ? "text-emerald-800" : "text-red-800"}`} data-testid="database-status">
            {database.reachable ? `Reachable, answered in ${database.latencyMs} ms` : `Not reachable: ${database.error}`}
          </p>
          <table className="mt-2 text-sm">
            <tbody>
              {database.tables.map((table) => (
                <tr key={table.name}>
                  <th scope="row" className="pr-4 text-left font-normal text-slate-700">
                    {table.name}
                  </th>
                  <td className="text-right tabular-nums">{table.rows.toLocaleString("en-US")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div>
          <h3 className="font-semibold text-slate-900">Notification queue</h3>
          <p className="mt-1 text-sm text-slate-700">
            {backlog === 0
              ? "Nothing waiting to be delivered."
              : `${backlog} lead${backlog === 1 ? "" : "s"} waiting to be delivered${notifications.oldestWaitingAt ? `, the oldest since ${formatWhen(notifications.oldestWaitingAt)}` : ""}.`}
          </p>
          <ul className="mt-2 text-sm text-slate-700">
            <li>Not yet queued: {notifications.pending}</li>
            <li>Queued: {notifications.queued}</li>
            <li>Retrying: {notifications.retrying}</li>
            <li>
              Failed: {notifications.failed}{" "}
              {notifications.failed > 0 ? (
                <Link
                  to="/admin/delivery?status=failed"
                  className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
                >
                  retry
                </Link>
              ) : null}
            </li>
          </ul>
          <h3 className="mt-4 font-semibold text-slate-900">Channels</h3>
          <div className="mt-1">
            <ChannelList channels={system.channels} />
          </div>
        </div>
        <div>
          <h3 className="font-semibold text-slate-900">Last delivery errors</h3>
          {system.lastErrors.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">No delivery errors.</p>
          ) : (
            <table className="mt-1 w-full table-fixed text-sm">
              <TableHead columns={["When", "Lead", "Error"]} />
              <tbody className="divide-y divide-slate-100">
                {system.lastErrors.map((error) => (
                  <tr key={`${error.leadId}-${error.channel}-${error.attempt}`}>
                    <td className={td}>{formatWhen(error.at)}</td>
                    <td className={td}>
                      <Link to={`/admin/leads/${error.leadId}`} className="inline-flex min-h-11 items-center text-brand-800 underline">
                        {error.leadName}
                      </Link>{" "}
                      ({error.channel}, attempt {error.attempt})
                    </td>
                    <td className={`${td} break-words text-red-900`}>{error.error}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </div>
    </Panel>
  );
}
