import { useState } from "react";
import { Link, useLoaderData, useRevalidator } from "react-router";
import type { DeliveryLogEntry } from "../../contracts/admin";
import { checkAdminSession, checkDeliveryLog, checkRetryAnswer } from "../../contracts/admin-answers";
import { adminPageMeta, definePage } from "../../contracts/page-meta";
import { AdminFrame, formatWhen, Panel, ResultNote, StatusBadge } from "../components/admin/admin-frame";
import { CardHead, CardLabel, cardTable } from "../components/admin/card-table";
import { actionClass } from "../components/admin/contact-buttons";
import { Truncated } from "../components/admin/lead-badges";
import { ChannelList } from "../components/admin/system-panel";
import { adminLoad, queryString } from "../lib/admin/api";
import { serverError } from "../lib/lead-submission";
import { type PageLoaderArgs, pageLoader, pageMeta } from "../lib/page";
import { apiRequest, readAnswer } from "../lib/request";

export const handle = definePage({
  meta: adminPageMeta("Delivery Management", "Lead notification deliveries: attempts, failures and retries."),
});

export const loader = pageLoader(handle, load);
export const meta = pageMeta;

const TABS = [
  { status: "", label: "All" },
  { status: "failed", label: "Failed" },
  { status: "retrying", label: "Retrying" },
  { status: "sent", label: "Sent" },
] as const;

async function load({ context, request }: PageLoaderArgs) {
  const url = new URL(request.url);
  const status = url.searchParams.get("status") ?? "";
  const cursor = url.searchParams.get("cursor") ?? "";
  const [me, log] = await Promise.all([
    adminLoad(context, "/api/admin/me", checkAdminSession),
    adminLoad(context, `/api/admin/deliveries${queryString({ status, cursor })}`, checkDeliveryLog),
  ]);
  return { me, log, status, cursor };
}

type Result = { ok: boolean; message: string } | null;

/** /admin/delivery: every lead notification by lead and channel, with retries for the ones that gave up. */
export default function AdminDeliveryPage() {
  const { me, log, status, cursor } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState<string | null>(null);
  const [result, setResult] = useState<Result>(null);

  async function run(key: string, send: () => Promise<Response>) {
    if (pending) return;
    setPending(key);
    setResult(null);
    try {
      const answer = await readAnswer(await send(), checkRetryAnswer);
      setResult({ ok: true, message: answer.message });
      await revalidator.revalidate();
    } catch (error) {
      setResult({ ok: false, message: serverError(error)?.message ?? "The retry could not be queued. Please try again." });
    } finally {
      setPending(null);
    }
  }

  const retryOne = (entry: DeliveryLogEntry) =>
    run(`${entry.leadId}-${entry.channel}-${entry.noticeId}`, () =>
      apiRequest("POST", "/api/admin/deliveries/retry", { leadId: entry.leadId, channel: entry.channel, noticeId: entry.noticeId }),
    );
  const retryAll = () => run("all", () => apiRequest("POST", "/api/admin/deliveries/retry-failed", {}));

  return (
    <AdminFrame title="Delivery Management" session={me}>
      <Panel title="Channels">
        <ChannelList channels={log.channels} />
      </Panel>
      <Panel
        title="Delivery log"
        aside={
          <button
            type="button"
            onClick={() => void retryAll()}
            disabled={pending !== null || log.failed === 0}
            className={`${actionClass} bg-brand-700 px-4 font-bold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60`}
          >
            {pending === "all" ? "Queuing..." : `Retry all failed (${log.failed})`}
          </button>
        }
      >
        <nav aria-label="Filter deliveries" className="flex flex-wrap gap-2 text-sm">
          {TABS.map((tab) => (
            <Link
              key={tab.label}
              to={`/admin/delivery${queryString({ status: tab.status })}`}
              aria-current={status === tab.status ? "page" : undefined}
              className={`${actionClass} rounded-full border ${status === tab.status ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 text-slate-800 hover:bg-slate-50"}`}
            >
              {tab.label}
            </Link>
          ))}
        </nav>
        <div className="mt-3">
          <ResultNote result={result} />
        </div>
        <div className="mt-3">
          <table className={cardTable.table}>
            <CardHead
              columns={[
                "Lead",
                "Channel",
                "Attempts",
                "Status",
                "Last error",
                "Last attempt",
                { label: <span className="sr-only">Actions</span>, className: "w-28" },
              ]}
            />
            <tbody className={cardTable.body}>
              {log.entries.map((entry) => (
                <tr key={entry.id} data-testid="delivery-row" className={cardTable.row}>
                  <td className={cardTable.cell}>
                    <Link
                      to={`/admin/leads/${entry.leadId}`}
                      className="flex min-h-11 min-w-0 items-center font-semibold text-brand-800 underline"
                    >
                      <Truncated title={entry.leadName}>{entry.leadName}</Truncated>
                    </Link>
                  </td>
                  <td className={cardTable.cell}>
                    <CardLabel>Channel</CardLabel>
                    {/* An appointment notice says what it told: "homeowner: rescheduled". */}
                    {entry.notice ? `${entry.channel}: ${entry.notice}` : entry.channel}
                  </td>
                  <td className={`${cardTable.cell} tabular-nums`}>
                    <CardLabel>Attempts</CardLabel>
                    {entry.attempts}
                  </td>
                  <td className={cardTable.cell}>
                    <StatusBadge status={entry.status} />
                  </td>
                  <td className={`${cardTable.cell} break-words text-red-900`}>{entry.lastError ?? ""}</td>
                  <td className={cardTable.cell}>
                    <CardLabel>Last attempt</CardLabel>
                    {formatWhen(entry.lastAttemptAt)}
                  </td>
                  <td className={cardTable.cell}>
                    {entry.status !== "failed" ? null : (
                      <button
                        type="button"
                        onClick={() => void retryOne(entry)}
                        disabled={pending !== null}
                        aria-label={`Retry ${entry.channel} for ${entry.leadName}`}
                        className={`${actionClass} border border-brand-700 text-brand-800 hover:bg-brand-50 disabled:opacity-60`}
                      >
                        {pending === `${entry.leadId}-${entry.channel}-${entry.noticeId}` ? "Queuing..." : "Retry"}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {log.entries.length === 0 ? (
          <p className="py-6 text-center text-slate-600">No deliveries{status ? ` with status ${status}` : ""}.</p>
        ) : null}
        <nav aria-label="Delivery pages" className="mt-4 flex gap-3 text-sm">
          {cursor ? (
            <Link to={`/admin/delivery${queryString({ status })}`} className={`${actionClass} border border-slate-300`}>
              First page
            </Link>
          ) : null}
          {log.next ? (
            <Link to={`/admin/delivery${queryString({ status, cursor: log.next })}`} className={`${actionClass} border border-slate-300`}>
              Next page
            </Link>
          ) : null}
        </nav>
      </Panel>
    </AdminFrame>
  );
}
