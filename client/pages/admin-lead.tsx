import { useState } from "react";
import { Link, useLoaderData, useNavigate, useRevalidator } from "react-router";
import { type LeadDetailAnswer, UNDELIVERED_STATES } from "../../contracts/admin";
import { checkAdminSession, checkLeadDetail, checkRetryAnswer, checkTeam } from "../../contracts/admin-answers";
import { TRANSCRIPT_SPEAKERS } from "../../contracts/chat";
import { dayInWords } from "../../contracts/dates";
import { sourceLabel } from "../../contracts/leads";
import { adminPageMeta, definePage } from "../../contracts/page-meta";
import { checkJobReview } from "../../contracts/review-input";
import { AdminFrame, Field, formatWhen, Panel, ResultNote, StatusBadge } from "../components/admin/admin-frame";
import { ConsentRecords } from "../components/admin/consent-records";
import { AddressWithMap, actionClass, ContactButtons } from "../components/admin/contact-buttons";
import { JobReview } from "../components/admin/job-review";
import { UrgencyBadge } from "../components/admin/lead-badges";
import { LeadHistory } from "../components/admin/lead-history";
import { LeadPipeline } from "../components/admin/lead-pipeline";
import { LeadSales } from "../components/admin/lead-sales";
import { LeadSources } from "../components/admin/lead-sources";
import { LeadVisits } from "../components/admin/lead-visits";
import { LinkedLeads } from "../components/admin/linked-leads";
import { PhoneBooking } from "../components/admin/phone-booking";
import { adminLoad } from "../lib/admin/api";
import { money } from "../lib/admin/format";
import { serverError } from "../lib/lead-submission";
import { type PageLoaderArgs, pageLoader, pageMeta } from "../lib/page";
import { apiRequest, readAnswer } from "../lib/request";
import { splitAddress } from "../lib/visitor-details";

export const handle = definePage({
  meta: adminPageMeta("Lead", "One lead: contact details, consent record, deliveries, pipeline and notes."),
});

export const loader = pageLoader(handle, load);
export const meta = pageMeta;

async function load({ context, params }: PageLoaderArgs) {
  const [me, detail, team, job] = await Promise.all([
    adminLoad(context, "/api/admin/me", checkAdminSession),
    adminLoad(context, `/api/admin/leads/${encodeURIComponent(params.id ?? "")}`, checkLeadDetail),
    adminLoad(context, "/api/admin/team", checkTeam),
    adminLoad(context, `/api/admin/reviews/jobs/${encodeURIComponent(params.id ?? "")}`, checkJobReview),
  ]);
  return { me, detail, team, job };
}

/** What the visitor asked for: the details they wrote, and for a chat lead the summary and the conversation. */
function Details({ lead }: { lead: LeadDetailAnswer["lead"] }) {
  if (!lead.projectDetails && !lead.summary && lead.transcript.length === 0) return <p className="text-slate-600">No details given.</p>;
  return (
    <div className="space-y-4">
      {lead.projectDetails ? <p className="whitespace-pre-wrap break-words text-slate-900">{lead.projectDetails}</p> : null}
      {lead.summary ? <p className="break-words text-slate-900">{lead.summary}</p> : null}
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
  if (noticeId === null) return channel === "homeowner" ? "homeowner e-mail: request received" : channel;
  return channel === "homeowner" ? "homeowner e-mail about the visit" : `office ${channel} about the visit`;
}

/** The top of the page: how urgent, where it stands, who has it, and one tap to call, text or e-mail. */
function Summary({ detail, assigneeName, onCalled }: { detail: LeadDetailAnswer; assigneeName: string | null; onCalled: () => unknown }) {
  const { lead } = detail;
  return (
    <section aria-label="Lead summary" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <UrgencyBadge urgency={lead.urgency} />
        <StatusBadge status={lead.mergedInto ? "merged" : lead.status} />
        <span className="text-slate-700">
          {lead.service} · received {formatWhen(lead.createdAt)} · {sourceLabel(lead.source)}
        </span>
      </div>
      <p className="text-sm text-slate-700">
        {assigneeName ? `Assigned to ${assigneeName}` : "Not assigned (the office)"}
        {lead.followUpOn ? ` · follow up on ${dayInWords(lead.followUpOn)}` : ""}
        {lead.estimateCents !== null ? ` · estimate ${money(lead.estimateCents)}` : ""}
        {lead.contractCents !== null ? ` · contract ${money(lead.contractCents)}` : ""}
      </p>
      <ContactButtons name={lead.name} phone={lead.phone} email={lead.email} leadId={lead.id} onRecorded={onCalled} />
    </section>
  );
}

function Deliveries({ detail, onRetried }: { detail: LeadDetailAnswer; onRetried: () => Promise<void> }) {
  const [retry, setRetry] = useState<{ ok: boolean; message: string } | null>(null);
  // The latest attempt of each channel, and of each appointment notice.
  const latestByChannel = new Map(detail.deliveries.map((d) => [`${d.channel}:${d.noticeId ?? ""}`, d]));

  const state = detail.lead.notifyState;
  /** "resend": every channel again, whatever state the lead stuck in; "acknowledge": dealt with by hand, no more alarm. */
  async function leadAction(action: "resend" | "acknowledge") {
    try {
      const response = await apiRequest("POST", `/api/admin/deliveries/${action}`, { leadId: detail.lead.id });
      setRetry({ ok: true, message: (await readAnswer(response, checkRetryAnswer)).message });
      await onRetried();
    } catch (error) {
      setRetry({ ok: false, message: serverError(error)?.message ?? "That did not work. Please try again." });
    }
  }

  async function retryDelivery(channel: string, noticeId: number | null) {
    try {
      const response = await apiRequest("POST", "/api/admin/deliveries/retry", { leadId: detail.lead.id, channel, noticeId });
      setRetry({ ok: true, message: (await readAnswer(response, checkRetryAnswer)).message });
      await onRetried();
    } catch (error) {
      setRetry({ ok: false, message: serverError(error)?.message ?? "The retry could not be queued. Please try again." });
    }
  }

  return (
    <>
      {detail.deliveries.length === 0 ? (
        <p className="text-sm text-slate-600">No delivery attempts yet.</p>
      ) : (
        <ol className="divide-y divide-slate-100 text-sm">
          {detail.deliveries.map((attempt) => (
            <li key={attempt.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <span className="whitespace-nowrap">{formatWhen(attempt.createdAt)}</span>
              <span className="font-semibold">{deliveryName(attempt.channel, attempt.noticeId)}</span>
              <span>attempt {attempt.attempt}</span>
              <StatusBadge status={attempt.status} />
              {attempt.error ? <span className="w-full break-words text-red-900">{attempt.error}</span> : null}
            </li>
          ))}
        </ol>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {[...latestByChannel.values()]
          .filter((latest) => latest.status === "failed")
          .map((latest) => (
            <button
              key={`${latest.channel}:${latest.noticeId}`}
              type="button"
              onClick={() => void retryDelivery(latest.channel, latest.noticeId)}
              className={`${actionClass} border border-brand-700 text-brand-800 hover:bg-brand-50`}
            >
              Retry {deliveryName(latest.channel, latest.noticeId)}
            </button>
          ))}
        {UNDELIVERED_STATES.some((undelivered) => undelivered === state) ? (
          <button
            type="button"
            onClick={() => void leadAction("resend")}
            className={`${actionClass} border border-brand-700 text-brand-800 hover:bg-brand-50`}
          >
            Send this lead again
          </button>
        ) : null}
        {state === "failed" || state === "undelivered" ? (
          <button
            type="button"
            onClick={() => void leadAction("acknowledge")}
            className={`${actionClass} border border-slate-400 text-slate-800 hover:bg-slate-50`}
          >
            I have dealt with it: stop the alarm
          </button>
        ) : null}
      </div>
      <div className="mt-2">
        <ResultNote result={retry} />
      </div>
    </>
  );
}

/** /admin/leads/{id}: everything about one lead, where it stands, and what to do next. */
export default function AdminLeadPage() {
  const { me, detail, team, job } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const { lead } = detail;
  const refresh = () => revalidator.revalidate();
  const assigneeName = lead.assignee ? (team.members.find((member) => member.email === lead.assignee)?.name ?? lead.assignee) : null;
  return (
    <AdminFrame
      title={lead.name}
      session={me}
      actions={
        <p className="flex flex-wrap justify-between gap-x-3 text-sm">
          {/* Back to the queue only from a lead that is in it; otherwise back to the dashboard. */}
          <Link to="/admin" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
            {detail.queueReason ? "← Needs action" : "← Dashboard"}
          </Link>
          {/* The address travels in the navigation's state, never in a URL (which logs may keep). */}
          <Link
            to="/admin/privacy"
            state={{ person: lead.email }}
            className="inline-flex min-h-11 items-center font-semibold text-red-800 underline"
          >
            Erase this person…
          </Link>
        </p>
      }
    >
      <Summary detail={detail} assigneeName={assigneeName} onCalled={refresh} />
      <LinkedLeads
        detail={detail}
        onMerged={async (into) => {
          await navigate(`/admin/leads/${into}`);
        }}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <Panel title="Pipeline">
            <LeadPipeline detail={detail} onSaved={refresh} />
          </Panel>
          {lead.status === "won" || job.jobCompletedOn ? (
            <Panel title="Job and review">
              <JobReview leadId={lead.id} job={job} onSaved={refresh} />
            </Panel>
          ) : null}
          <Panel title="Sales">
            <LeadSales detail={detail} team={team} onSaved={refresh} />
          </Panel>
          <Panel title="Contact">
            <dl className="divide-y divide-slate-100">
              <Field label="E-mail">
                <a href={`mailto:${lead.email}`} className="break-all text-brand-800 underline">
                  {lead.email}
                </a>
              </Field>
              <Field label="Phone">{lead.phone || "-"}</Field>
              <Field label="Prefers">{lead.contactPreference}</Field>
              <Field label="Address">
                {lead.address ? <AddressWithMap address={lead.address} zip={lead.zip} /> : "-"}
                {lead.outOfArea ? (
                  <span className="mt-1 inline-block rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">
                    Outside MD and DE (ZIP {lead.zip})
                  </span>
                ) : null}
              </Field>
              <Field label="Company">{lead.company || "-"}</Field>
              <Field label="Received">{formatWhen(lead.createdAt)}</Field>
            </dl>
          </Panel>
          <Panel title="Details">
            <Details lead={lead} />
          </Panel>
          <Panel title="Where this lead came from">
            <LeadSources lead={lead} />
          </Panel>
          <Panel title="Consent record">
            <ConsentRecords lead={lead} records={detail.consents} />
          </Panel>
          <Panel title="Deliveries" aside={<StatusBadge status={lead.notifyState} />}>
            <Deliveries detail={detail} onRetried={refresh} />
          </Panel>
        </div>
        <div className="min-w-0 space-y-6">
          <Panel title="Appointments">
            <LeadVisits appointments={detail.appointments} onConfirmed={refresh} />
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
                onBooked={refresh}
              />
            </div>
          </Panel>
          <Panel title="History">
            <LeadHistory audit={detail.audit} team={team.members} leadId={lead.id} />
          </Panel>
        </div>
      </div>
    </AdminFrame>
  );
}
