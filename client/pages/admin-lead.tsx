import { useState } from "react";
import { Link, type LoaderFunctionArgs, useLoaderData, useRevalidator } from "react-router";
import { AdminFrame, Field, formatWhen, Panel, ResultNote, StatusBadge, TableHead, td } from "../components/admin/admin-frame";
import { ConsentRecords } from "../components/admin/consent-records";
import { LeadHistory } from "../components/admin/lead-history";
import { PhoneBooking } from "../components/admin/phone-booking";
import { checkAdminSession, checkLeadDetail, checkRetryAnswer } from "../lib/admin/answers";
import { adminLoad } from "../lib/admin/api";
import type { LeadDetailAnswer } from "../lib/contracts/admin";
import { TRANSCRIPT_SPEAKERS } from "../lib/contracts/chat";
import { LEAD_STATUSES } from "../lib/contracts/leads";
import { serverError } from "../lib/lead-submission";
import { apiRequest, readAnswer } from "../lib/request";
import { telHref } from "../lib/site-config";
import { splitAddress } from "../lib/visitor-details";

export async function loader({ context, params }: LoaderFunctionArgs) {
  const [me, detail] = await Promise.all([
    adminLoad(context, "/api/admin/me", checkAdminSession),
    adminLoad(context, `/api/admin/leads/${encodeURIComponent(params.id ?? "")}`, checkLeadDetail),
  ]);
  return { me, detail };
}

/** What the visitor asked for: the details they wrote, and for a chat lead the summary and the conversation. */
function Details({ lead }: { lead: LeadDetailAnswer["lead"] }) {
  if (!lead.projectDetails && !lead.summary && lead.transcript.length === 0) return <p className="text-slate-600">No details given.</p>;
  return (
    <div className="space-y-4">
      {lead.projectDetails ? <p className="whitespace-pre-wrap text-slate-900">{lead.projectDetails}</p> : null}
      {lead.summary ? <p className="text-slate-900">{lead.summary}</p> : null}
      {lead.transcript.length > 0 ? (
        <div>
          <h3 className="font-semibold text-slate-900">Chat transcript</h3>
          <ol className="mt-2 space-y-2 text-sm" aria-label="Chat transcript">
            {lead.transcript.map((message, i) => {
              const visitor = message.role === "user";
              return (
                <li
                  key={i}
                  data-testid="transcript-message"
                  className={`max-w-[85%] rounded-lg px-3 py-2 ${visitor ? "ml-auto bg-brand-50 text-slate-900" : "mr-auto bg-slate-100 text-slate-800"}`}
                >
                  <span className="block text-xs font-semibold text-slate-600">
                    {TRANSCRIPT_SPEAKERS[message.role]}, {formatWhen(message.sentAt)}
                  </span>
                  <span className="block whitespace-pre-wrap break-words">{message.text}</span>
                </li>
              );
            })}
          </ol>
        </div>
      ) : null}
    </div>
  );
}

/** A delivery's channel in words: an appointment notice is the homeowner's e-mail, or the office's. */
function deliveryName(channel: string, noticeId: number | null): string {
  if (noticeId === null) return channel;
  return channel === "homeowner" ? `homeowner e-mail (notice ${noticeId})` : `office ${channel} (notice ${noticeId})`;
}

function Pipeline({ detail, onSaved }: { detail: LeadDetailAnswer; onSaved: () => Promise<void> }) {
  const [status, setStatus] = useState(detail.lead.status);
  const [note, setNote] = useState("");
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setResult(null);
    setError(null);
    try {
      await apiRequest("PATCH", `/api/admin/leads/${encodeURIComponent(detail.lead.id)}`, { status, note });
      setResult({ ok: true, message: status === detail.lead.status ? "Note added." : `Moved to ${status}.` });
      setNote("");
      await onSaved();
    } catch (failure) {
      const answer = serverError(failure);
      setError(answer?.fields?.note ?? answer?.fields?.status ?? null);
      setResult({ ok: false, message: answer?.message ?? "The change could not be saved. Please try again." });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={(event) => void save(event)} className="space-y-3" aria-label="Pipeline">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-700">Status</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {LEAD_STATUSES.map((option) => (
            <label
              key={option}
              className={`cursor-pointer rounded-full border px-3 py-1 text-sm font-semibold capitalize ${
                status === option ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 text-slate-800 hover:bg-slate-50"
              }`}
            >
              <input
                type="radio"
                name="status"
                value={option}
                checked={status === option}
                onChange={() => setStatus(option)}
                className="sr-only"
              />
              {option}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="block text-sm font-semibold text-slate-700">
        Note
        <textarea
          name="note"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          rows={3}
          maxLength={2000}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "note-error" : undefined}
          placeholder="What happened: called, left a voicemail, sent the estimate..."
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 font-normal"
        />
      </label>
      {error ? (
        <p id="note-error" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={pending}
        className="rounded-md bg-brand-700 px-4 py-2 font-bold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {pending ? "Saving..." : "Save"}
      </button>
      <ResultNote result={result} />
    </form>
  );
}

/** /admin/leads/{id}: everything about one lead, and where it stands. */
export default function AdminLeadPage() {
  const { me, detail } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const { lead } = detail;
  const [retry, setRetry] = useState<{ ok: boolean; message: string } | null>(null);

  async function retryDelivery(channel: string, noticeId: number | null) {
    try {
      const response = await apiRequest("POST", "/api/admin/deliveries/retry", { leadId: lead.id, channel, noticeId });
      setRetry({ ok: true, message: (await readAnswer(response, checkRetryAnswer)).message });
      await revalidator.revalidate();
    } catch (error) {
      setRetry({ ok: false, message: serverError(error)?.message ?? "The retry could not be queued. Please try again." });
    }
  }

  // The latest attempt of each channel, and of each appointment notice.
  const latestByChannel = new Map(detail.deliveries.map((d) => [`${d.channel}:${d.noticeId ?? ""}`, d]));
  return (
    <AdminFrame
      title={lead.name}
      email={me.email}
      actions={
        <p className="text-sm">
          <Link to="/admin" className="font-semibold text-brand-700 underline">
            ← All leads
          </Link>
        </p>
      }
    >
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Panel title="Contact" aside={<StatusBadge status={lead.status} />}>
            <dl className="divide-y divide-slate-100">
              <Field label="E-mail">
                <a href={`mailto:${lead.email}`} className="text-brand-800 underline">
                  {lead.email}
                </a>
              </Field>
              <Field label="Phone">
                {lead.phone ? (
                  <a href={telHref(lead.phone)} className="text-brand-800 underline">
                    {lead.phone}
                  </a>
                ) : (
                  "-"
                )}
              </Field>
              <Field label="Prefers">{lead.contactPreference}</Field>
              <Field label="Address">
                {lead.address || "-"}
                {lead.outOfArea ? (
                  <span className="ml-2 rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">
                    Outside MD and DE (ZIP {lead.zip})
                  </span>
                ) : null}
              </Field>
              <Field label="Company">{lead.company || "-"}</Field>
              <Field label="Service">{lead.service}</Field>
              <Field label="Urgency">{lead.urgency}</Field>
              <Field label="Source">{lead.source}</Field>
              <Field label="Received">{formatWhen(lead.createdAt)}</Field>
            </dl>
          </Panel>
          <Panel title="Details">
            <Details lead={lead} />
          </Panel>
          <Panel title="Consent record">
            <ConsentRecords lead={lead} records={detail.consents} />
          </Panel>
          <Panel title="Deliveries" aside={<StatusBadge status={lead.notifyState} />}>
            {detail.deliveries.length === 0 ? (
              <p className="text-sm text-slate-600">No delivery attempts yet.</p>
            ) : (
              <table className="w-full text-sm">
                <TableHead columns={["When", "Channel", "Attempt", "Result", "Error"]} />
                <tbody className="divide-y divide-slate-100">
                  {detail.deliveries.map((attempt) => (
                    <tr key={attempt.id}>
                      <td className={`${td} whitespace-nowrap`}>{formatWhen(attempt.createdAt)}</td>
                      <td className={td}>{deliveryName(attempt.channel, attempt.noticeId)}</td>
                      <td className={td}>{attempt.attempt}</td>
                      <td className={td}>
                        <StatusBadge status={attempt.status} />
                      </td>
                      <td className={`${td} break-words text-red-900`}>{attempt.error ?? ""}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <div className="mt-3 flex flex-wrap gap-2">
              {[...latestByChannel.values()]
                .filter((latest) => latest.status === "failed")
                .map((latest) => (
                  <button
                    key={`${latest.channel}:${latest.noticeId}`}
                    type="button"
                    onClick={() => void retryDelivery(latest.channel, latest.noticeId)}
                    className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
                  >
                    Retry {deliveryName(latest.channel, latest.noticeId)}
                  </button>
                ))}
            </div>
            <div className="mt-2">
              <ResultNote result={retry} />
            </div>
          </Panel>
        </div>
        <div className="space-y-6">
          <Panel title="Pipeline">
            <Pipeline key={detail.audit.length} detail={detail} onSaved={() => revalidator.revalidate()} />
          </Panel>
          <Panel title="Appointments">
            {detail.appointments.length === 0 ? (
              <p className="text-sm text-slate-600">No appointments booked.</p>
            ) : (
              <ul className="space-y-2 text-sm">
                {detail.appointments.map((appointment) => (
                  <li key={appointment.id}>
                    <Link
                      to={`/admin/appointments?from=${appointment.windowId.slice(0, 10)}`}
                      className="font-semibold text-brand-800 underline"
                    >
                      {formatWhen(appointment.windowStart)}
                    </Link>{" "}
                    {appointment.reference} <StatusBadge status={appointment.status} />
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-4">
              <PhoneBooking
                label="Book a visit for this lead"
                person={{
                  leadId: lead.id,
                  name: lead.name,
                  email: lead.email,
                  phone: lead.phone,
                  service: lead.service,
                  ...splitAddress(lead.address),
                }}
                onBooked={() => revalidator.revalidate()}
              />
            </div>
          </Panel>
          <Panel title="History">
            <LeadHistory audit={detail.audit} />
          </Panel>
        </div>
      </div>
    </AdminFrame>
  );
}
