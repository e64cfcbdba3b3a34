import { useState } from "react";
import { useLoaderData, useRevalidator } from "react-router";
import type { ChannelName, ChannelSetup, CommunicationsTestRecord } from "../../contracts/admin";
import { checkAdminSession, checkCommunicationsStatus, checkCommunicationsTest } from "../../contracts/admin-answers";
import { definePage, pageTitle } from "../../contracts/page-meta";
import { AdminFrame, formatWhen, Panel, ResultNote } from "../components/admin/admin-frame";
import { CardHead, CardLabel, cardTable } from "../components/admin/card-table";
import { adminLoad } from "../lib/admin/api";
import { serverError } from "../lib/lead-submission";
import { type PageLoaderArgs, pageLoader, pageMeta } from "../lib/page";
import { apiRequest, readAnswer } from "../lib/request";

export const handle = definePage({
  meta: {
    title: pageTitle("Communications Test"),
    description: "Send a test e-mail and a test webhook through the delivery path.",
    category: "utility",
    pageType: "admin",
    keywords: [],
    noindex: true,
  },
});

export const loader = pageLoader(handle, load);
export const meta = pageMeta;

async function load({ context }: PageLoaderArgs) {
  const [me, communications] = await Promise.all([
    adminLoad(context, "/api/admin/me", checkAdminSession),
    adminLoad(context, "/api/admin/communications", checkCommunicationsStatus),
  ]);
  return { me, communications };
}

const CHANNELS: Record<ChannelName, { title: string; button: string }> = {
  email: { title: "E-mail", button: "Send test e-mail" },
  webhook: { title: "Webhook", button: "Send test webhook" },
  sms: { title: "Text messages", button: "Send test text message" },
};

const took = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${ms} ms`);

function ChannelCard({ setup, onTested }: { setup: ChannelSetup; onTested: () => Promise<void> }) {
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const labels = CHANNELS[setup.channel];

  async function send() {
    if (pending) return;
    setPending(true);
    setResult(null);
    try {
      const response = await apiRequest("POST", "/api/admin/communications/test", { channel: setup.channel });
      const answer = await readAnswer(response, checkCommunicationsTest);
      setResult({ ok: answer.ok, message: `${answer.message} (took ${took(answer.durationMs)})` });
    } catch (error) {
      setResult({ ok: false, message: serverError(error)?.message ?? "The test could not be started. Please try again." });
    } finally {
      setPending(false);
      await onTested();
    }
  }

  return (
    <Panel
      title={labels.title}
      id={`channel-${setup.channel}`}
      aside={
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${setup.configured ? "bg-emerald-100 text-emerald-900" : "bg-amber-100 text-amber-950"}`}
        >
          {setup.configured ? "Configured" : "Not configured"}
        </span>
      }
    >
      <p className="break-words text-sm text-slate-700">{setup.configured ? setup.destination : setup.message}</p>
      <button
        type="button"
        onClick={() => void send()}
        disabled={pending}
        className="mt-4 min-h-11 rounded-md bg-brand-700 px-5 py-2.5 font-bold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {pending ? "Sending..." : labels.button}
      </button>
      <div className="mt-4">
        <ResultNote result={result} />
      </div>
    </Panel>
  );
}

function RecentTests({ recent }: { recent: CommunicationsTestRecord[] }) {
  if (recent.length === 0) return <p className="text-sm text-slate-600">No tests yet.</p>;
  return (
    <table className={cardTable.table}>
      <CardHead columns={["When", "By", "Channel", "Result", "Time"]} />
      <tbody className={cardTable.body}>
        {recent.map((test, i) => (
          <tr key={`${test.at}-${i}`} data-testid="communications-test-record" className={cardTable.row}>
            <td className={cardTable.cell}>{formatWhen(test.at)}</td>
            <td className={`${cardTable.cell} break-words`}>{test.actor}</td>
            <td className={cardTable.cell}>{CHANNELS[test.channel]?.title ?? test.channel}</td>
            <td className={`${cardTable.cell} break-words ${test.ok ? "text-emerald-800" : "text-red-800"}`}>{test.message}</td>
            <td className={`${cardTable.cell} tabular-nums`}>
              <CardLabel>Took</CardLabel>
              {took(test.durationMs)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /communications-test: a test e-mail, webhook and text message through the lead notifications' own delivery. */
export default function CommunicationsTestPage() {
  const { me, communications } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  return (
    <AdminFrame title="Communications Test" session={me}>
      <p className="max-w-3xl text-slate-700">
        Each test sends a clearly-marked test lead through the same delivery code and settings as real lead notifications. Nothing is added
        to the leads list.
      </p>
      <div className="grid gap-6 md:grid-cols-2">
        {communications.channels.map((setup) => (
          <ChannelCard key={setup.channel} setup={setup} onTested={() => revalidator.revalidate()} />
        ))}
      </div>
      <Panel title="Recent tests">
        <RecentTests recent={communications.recent} />
      </Panel>
    </AdminFrame>
  );
}
