import { type FormEvent, useState } from "react";
import { Link, useLoaderData, useLocation, useRevalidator } from "react-router";
import type { ErasurePreview, ErasureRecord } from "../../contracts/admin";
import { checkAdminSession, checkErasureHistory, checkErasurePreview, checkErasureResult } from "../../contracts/admin-answers";
import { adminPageMeta, definePage } from "../../contracts/page-meta";
import { countOf } from "../../contracts/text";
import { AdminFrame, formatWhen, Panel, ResultNote, StatusBadge, TableHead } from "../components/admin/admin-frame";
import { adminLoad } from "../lib/admin/api";
import { serverError } from "../lib/lead-submission";
import { type PageLoaderArgs, pageLoader, pageMeta } from "../lib/page";
import { apiRequest, readAnswer } from "../lib/request";
import { useSiteConfig } from "../lib/use-site-config";

export const handle = definePage({
  meta: adminPageMeta("Privacy Requests", "Erase everything held about a person, and the retention policy."),
});

export const loader = pageLoader(handle, load);
export const meta = pageMeta;

async function load({ context }: PageLoaderArgs) {
  const [me, history] = await Promise.all([
    adminLoad(context, "/api/admin/me", checkAdminSession),
    adminLoad(context, "/api/admin/erasure", checkErasureHistory),
  ]);
  return { me, history };
}

type Result = { ok: boolean; message: string } | null;

const buttonClass = "rounded-md px-5 py-2.5 font-bold disabled:cursor-not-allowed disabled:opacity-60";

/** What erasing would remove, and the confirmation. */
function Preview({
  preview,
  pending,
  onErase,
  onCancel,
}: {
  preview: ErasurePreview;
  pending: boolean;
  onErase: () => void;
  onCancel: () => void;
}) {
  if (preview.leads.length === 0 && preview.appointmentIds.length === 0)
    return <p className="mt-4 text-slate-700">Nothing is held for {preview.person}.</p>;
  return (
    <div className="mt-6 space-y-4">
      <p className="text-slate-800">
        Held for <strong>{preview.person}</strong>: {countOf(preview.leads.length, "lead")}, {countOf(preview.appointments, "appointment")},{" "}
        {countOf(preview.deliveries, "delivery record")} and {countOf(preview.chats, "chat conversation")}.
        {preview.appointmentIds.length > 0
          ? ` ${preview.appointmentIds.length} of the appointments ${preview.appointmentIds.length === 1 ? "is" : "are"} on another person's lead.`
          : ""}
        {preview.historyEntries > 0
          ? ` ${countOf(preview.historyEntries, "history entry", "history entries")} on other leads name them and will be struck out.`
          : ""}
        {preview.rehomed > 0
          ? ` ${countOf(preview.rehomed, "lead")} of someone else merged into theirs will come back to the list on its own.`
          : ""}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <TableHead columns={["Received", "Name", "Source", "Status"]} />
          <tbody className="divide-y divide-slate-100">
            {preview.leads.map((lead) => (
              <tr key={lead.id} data-testid="erasure-lead">
                <td className="whitespace-nowrap py-2 pr-4">{formatWhen(lead.createdAt)}</td>
                <td className="py-2 pr-4">
                  <Link to={`/admin/leads/${lead.id}`} className="text-brand-800 underline">
                    {lead.name}
                  </Link>
                </td>
                <td className="py-2 pr-4">{lead.source}</td>
                <td className="py-2">
                  <StatusBadge status={lead.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-950">
        Erasing deletes these leads with their consent records, appointments, notes, delivery records and chat conversations. It cannot be
        undone. The audit log keeps only the counts and who erased them.
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={onErase} disabled={pending} className={`${buttonClass} bg-red-700 text-white hover:bg-red-800`}>
          {pending ? "Erasing..." : "Erase permanently"}
        </button>
        <button type="button" onClick={onCancel} disabled={pending} className={`${buttonClass} border border-slate-300 bg-white`}>
          Cancel
        </button>
      </div>
    </div>
  );
}

function RecentErasures({ recent }: { recent: ErasureRecord[] }) {
  if (recent.length === 0) return <p className="text-sm text-slate-600">No erasures yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <TableHead columns={["When", "By", "Leads", "Appointments", "Delivery records", "Chats"]} />
        <tbody className="divide-y divide-slate-100">
          {recent.map((erasure, i) => (
            <tr key={`${erasure.at}-${i}`} className="tabular-nums">
              <td className="whitespace-nowrap py-2 pr-4">{formatWhen(erasure.at)}</td>
              <td className="py-2 pr-4">{erasure.actor}</td>
              <td className="py-2 pr-4">{erasure.leads}</td>
              <td className="py-2 pr-4">{erasure.appointments}</td>
              <td className="py-2 pr-4">{erasure.deliveries}</td>
              <td className="py-2">{erasure.chats}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /admin/privacy: erase everything held about a person (after a look at it), and how long data is kept. */
export default function AdminPrivacyPage() {
  const { me, history } = useLoaderData<typeof loader>();
  const { retention } = useSiteConfig();
  const revalidator = useRevalidator();
  // The lead page's "Erase this person" hands the address over in the navigation's state.
  const handedOver = (useLocation().state as { person?: string } | null)?.person ?? "";
  const [person, setPerson] = useState(handedOver);
  const [preview, setPreview] = useState<ErasurePreview | null>(null);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<Result>(null);

  async function find(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setResult(null);
    setPreview(null);
    try {
      setPreview(await readAnswer(await apiRequest("POST", "/api/admin/erasure/preview", { person }), checkErasurePreview));
    } catch (error) {
      setResult({ ok: false, message: serverError(error)?.message ?? "The search could not be made. Please try again." });
    } finally {
      setPending(false);
    }
  }

  async function erase() {
    if (pending || !preview) return;
    setPending(true);
    try {
      const leadIds = preview.leads.map((lead) => lead.id);
      const answer = await readAnswer(
        await apiRequest("POST", "/api/admin/erasure", { person, leadIds, appointmentIds: preview.appointmentIds }),
        checkErasureResult,
      );
      setResult({ ok: true, message: answer.message });
      setPreview(null);
      setPerson("");
      await revalidator.revalidate();
    } catch (error) {
      setResult({ ok: false, message: serverError(error)?.message ?? "Nothing was erased. Please try again." });
    } finally {
      setPending(false);
    }
  }

  return (
    <AdminFrame title="Privacy Requests" session={me}>
      <Panel title="Erase a person">
        <p className="max-w-3xl text-sm text-slate-700">
          When someone asks us to delete what we hold about them, enter their e-mail address or phone number. You see everything that would
          go before anything is erased.
        </p>
        <form onSubmit={(event) => void find(event)} className="mt-4 flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
            E-mail address or phone number
            <input
              value={person}
              onChange={(event) => setPerson(event.target.value)}
              required
              maxLength={254}
              className="w-80 max-w-full rounded-md border border-slate-300 px-3 py-2 font-normal"
            />
          </label>
          <button type="submit" disabled={pending} className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}>
            {pending && !preview ? "Looking..." : "Find"}
          </button>
        </form>
        {preview ? <Preview preview={preview} pending={pending} onErase={() => void erase()} onCancel={() => setPreview(null)} /> : null}
        <div className="mt-4">
          <ResultNote result={result} />
        </div>
      </Panel>
      <Panel title="Recent erasures">
        <RecentErasures recent={history.recent} />
      </Panel>
      <Panel title="Kept automatically">
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>IP addresses and browsers recorded with consent: blanked after {countOf(retention.ipDays, "day")}.</li>
          <li>Chat transcripts kept with chat leads: removed after {countOf(retention.transcriptYears, "year")}.</li>
          <li>
            Leads marked won or lost: deleted with everything on them {countOf(retention.closedLeadYears, "year")} after they arrived.
          </li>
          <li>
            Leads never closed (never answered, abandoned): deleted with everything on them {countOf(retention.openLeadYears, "year")} after
            they arrived.
          </li>
          <li>Leads marked spam: deleted {countOf(retention.spamDays, "day")} after they arrived.</li>
          <li>Chat conversations: deleted {countOf(retention.chatDays, "day")} after the last message.</li>
        </ul>
        <p className="mt-3 text-sm text-slate-600">
          Set in wrangler.toml (RETAIN_IP_DAYS, RETAIN_TRANSCRIPT_YEARS, RETAIN_CLOSED_LEAD_YEARS); published on the{" "}
          <Link to="/privacy" className="text-brand-800 underline">
            privacy policy
          </Link>
          .
        </p>
      </Panel>
    </AdminFrame>
  );
}
