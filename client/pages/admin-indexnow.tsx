import { useState } from "react";
import { useLoaderData, useRevalidator } from "react-router";
import type { IndexNowBatchResult, IndexNowMode, IndexNowSubmission } from "../../contracts/admin";
import { checkAdminSession, checkIndexNowStatus, checkIndexNowSubmit } from "../../contracts/admin-answers";
import { adminPageMeta, definePage } from "../../contracts/page-meta";
import { AdminFrame, formatWhen, Panel, ResultNote } from "../components/admin/admin-frame";
import { CardHead, CardLabel, cardTable } from "../components/admin/card-table";
import { adminLoad } from "../lib/admin/api";
import { serverError } from "../lib/lead-submission";
import { type PageLoaderArgs, pageLoader, pageMeta } from "../lib/page";
import { apiRequest, readAnswer } from "../lib/request";

export const handle = definePage({
  meta: adminPageMeta("IndexNow Submissions", "Submit changed pages to search engines and review past submissions."),
});

export const loader = pageLoader(handle, load);
export const meta = pageMeta;

async function load({ context }: PageLoaderArgs) {
  const [me, status] = await Promise.all([
    adminLoad(context, "/api/admin/me", checkAdminSession),
    adminLoad(context, "/api/admin/indexnow", checkIndexNowStatus),
  ]);
  return { me, status };
}

const urls = (n: number) => `${n.toLocaleString("en-US")} URL${n === 1 ? "" : "s"}`;
const MODE_LABELS: Record<IndexNowMode, string> = { all: "All URLs", changed: "Changed URLs" };

/** "HTTP 403: Key not valid: ... (57 URLs)"; an unanswered batch's message already says "No answer". */
function batchLine(batch: IndexNowBatchResult): string {
  const attempts = batch.attempts > 1 ? `, after ${batch.attempts} attempts` : "";
  return `${batch.status ? `HTTP ${batch.status}: ` : ""}${batch.message} (${urls(batch.urls)}${attempts})`;
}

function History({ history }: { history: IndexNowSubmission[] }) {
  if (history.length === 0) return <p className="text-sm text-slate-600">No submissions yet.</p>;
  return (
    <table className={cardTable.table}>
      <CardHead columns={["When", "By", "Mode", "URLs", "Result", "Answers"]} />
      <tbody className={cardTable.body}>
        {history.map((submission) => (
          <tr key={submission.id} data-testid="indexnow-submission" className={cardTable.row}>
            <td className={cardTable.cell}>{formatWhen(submission.at)}</td>
            <td className={`${cardTable.cell} break-words`}>{submission.actor}</td>
            <td className={cardTable.cell}>{MODE_LABELS[submission.mode] ?? submission.mode}</td>
            <td className={`${cardTable.cell} tabular-nums`}>
              <CardLabel>URLs</CardLabel>
              {submission.urlCount.toLocaleString("en-US")}
            </td>
            <td className={`${cardTable.cell} font-semibold ${submission.ok ? "text-emerald-800" : "text-red-800"}`}>
              {submission.ok ? "Accepted" : "Failed"}
            </td>
            <td className={`${cardTable.cell} break-words`}>
              <ul className="space-y-1">
                {submission.batches.map((batch, i) => (
                  <li key={i}>{batchLine(batch)}</li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /admin/indexnow: tell search engines about all pages or the changed ones, and what they answered before. */
export default function AdminIndexNowPage() {
  const { me, status } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState<IndexNowMode | null>(null);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  async function submit(mode: IndexNowMode) {
    if (pending) return;
    setPending(mode);
    setResult(null);
    try {
      const response = await apiRequest("POST", "/api/admin/indexnow", { mode });
      setResult(await readAnswer(response, checkIndexNowSubmit));
    } catch (error) {
      setResult({ ok: false, message: serverError(error)?.message ?? "The submission could not be sent. Please try again." });
    } finally {
      setPending(null);
      await revalidator.revalidate();
    }
  }

  const blocked = pending !== null || status.keyProblem !== null;
  const button = "min-h-11 rounded-md px-5 py-2.5 font-bold disabled:cursor-not-allowed disabled:opacity-60";
  return (
    <AdminFrame title="IndexNow Submissions" session={me}>
      <Panel title="Submit to search engines">
        <p className="text-slate-700" data-testid="indexnow-counts">
          <strong>{urls(status.urlCount)}</strong> can be indexed; <strong>{urls(status.changedCount)}</strong> changed since the last
          submission.
        </p>
        <p className="mt-1 text-sm text-slate-600">
          Last submission: {status.lastSubmission ? `${formatWhen(status.lastSubmission.at)} by ${status.lastSubmission.actor}` : "never"}
        </p>
        {status.keyProblem ? (
          <p role="alert" className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
            {status.keyProblem}
          </p>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => void submit("all")}
            disabled={blocked || status.urlCount === 0}
            className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
          >
            {pending === "all" ? "Submitting..." : `Submit all ${urls(status.urlCount)}`}
          </button>
          <button
            type="button"
            onClick={() => void submit("changed")}
            disabled={blocked || status.changedCount === 0}
            className={`${button} border border-brand-700 text-brand-800 hover:bg-brand-50`}
          >
            {pending === "changed"
              ? "Submitting..."
              : `Submit ${status.changedCount.toLocaleString("en-US")} changed URL${status.changedCount === 1 ? "" : "s"}`}
          </button>
        </div>
        <div className="mt-4">
          <ResultNote result={result} />
        </div>
      </Panel>
      <Panel title="History">
        <History history={status.history} />
      </Panel>
    </AdminFrame>
  );
}
