import { useState } from "react";
import { Link } from "react-router";
import {
  promiseWords,
  type NeedsAction as Queue,
  type QueueCancellation,
  type QueueLead,
  type QueueReason,
  type ResponsePromise,
  type TeamMember,
} from "../../../contracts/admin";
import { dayInWords } from "../../../contracts/dates";
import { sourceLabel } from "../../../contracts/leads";
import { townOf } from "../../lib/admin/format";
import { elapsedSince } from "./admin-frame";
import { actionClass, ContactButtons } from "./contact-buttons";
import { Truncated, UrgencyBadge } from "./lead-badges";

const REASONS: Record<QueueReason, { count: (promise: ResponsePromise) => string; tone: string }> = {
  emergency: { count: () => "Emergencies", tone: "border-red-300 bg-red-50" },
  confirm: { count: () => "Visits to confirm", tone: "border-violet-300 bg-violet-50" },
  waiting: { count: (promise) => `Waiting past ${promiseWords(promise)}`, tone: "border-amber-300 bg-amber-50" },
  new: { count: (promise) => `New, within ${promiseWords(promise)}`, tone: "border-sky-200 bg-white" },
  "follow-up": { count: () => "Follow-ups due", tone: "border-slate-200 bg-white" },
  repeat: { count: () => "Repeats from customers already served", tone: "border-slate-200 bg-slate-50" },
};

/** Cards shown before "Show all": enough for a morning, short enough to reach the rest of the screen. */
const FIRST_SHOWN = 9;

/** "Tue, Dec 1, 8:00 AM": when the estimator arrives, in the contractor's time zone. */
function visitTime(iso: string): string {
  return new Date(iso).toLocaleString("en-US", {
    timeZone: "America/New_York",
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
}

function why(lead: QueueLead, now: number, today: string): string {
  switch (lead.reason) {
    case "confirm":
      return lead.visit ? `Booked visit ${visitTime(lead.visit.windowStart)}: call to confirm` : "Booked visit: call to confirm";
    case "emergency":
    case "waiting":
    case "new":
      return `Waiting ${elapsedSince(lead.createdAt, now)}`;
    case "follow-up":
      return lead.followUpOn === today ? "Follow-up due today" : `Follow-up overdue since ${dayInWords(lead.followUpOn ?? "")}`;
    case "repeat":
      return `Repeat request ${elapsedSince(lead.createdAt, now)} ago`;
  }
}

/** "Visit OLX-7K3Q9M (Tue, Dec 1, 8:00 AM) cancelled by the homeowner 8 min ago: call to rebook". */
function cancelledWords(cancelled: QueueCancellation, now: number, nameOf: (email: string) => string): string {
  const who = cancelled.by === "homeowner" ? "the homeowner" : nameOf(cancelled.actor);
  const reason = cancelled.reason ? ` (${cancelled.reason})` : "";
  return `Visit ${cancelled.reference} (${visitTime(cancelled.windowStart)}) cancelled by ${who} ${elapsedSince(cancelled.at, now)} ago${reason}: call to rebook`;
}

function QueueCard({ lead, now, today, team }: { lead: QueueLead; now: number; today: string; team: TeamMember[] }) {
  const town = townOf(lead.zip);
  const nameOf = (email: string) => team.find((member) => member.email === email)?.name ?? email;
  const assignee = lead.assignee ? nameOf(lead.assignee) : null;
  return (
    <li
      data-testid="queue-lead"
      data-reason={lead.reason}
      className={`min-w-0 rounded-lg border p-3 shadow-sm ${REASONS[lead.reason].tone}`}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <UrgencyBadge urgency={lead.urgency} />
        <span className="font-semibold text-slate-900">{why(lead, now, today)}</span>
        {lead.duplicateOf && lead.reason !== "repeat" ? (
          <span className="rounded bg-amber-200 px-1.5 text-xs font-bold text-amber-950">Repeat request</span>
        ) : null}
      </div>
      {lead.cancelled ? (
        <p data-testid="queue-cancelled" className="mt-1 text-sm font-semibold text-red-900">
          {cancelledWords(lead.cancelled, now, nameOf)}
        </p>
      ) : null}
      {lead.servedLead ? (
        <p className="mt-1 text-sm text-slate-700">
          Their job is already won.{" "}
          <Link to={`/admin/leads/${lead.servedLead}`} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
            See it in their lead's history
          </Link>
        </p>
      ) : null}
      <Link to={`/admin/leads/${lead.id}`} className="mt-1 flex min-h-11 min-w-0 items-center text-lg font-bold text-brand-800 underline">
        <Truncated title={lead.name}>{lead.name}</Truncated>
      </Link>
      <p className="min-w-0 text-sm text-slate-700">
        <Truncated title={[lead.service, town, sourceLabel(lead.source), assignee].filter(Boolean).join(" · ")}>
          {[lead.service, town, sourceLabel(lead.source)].filter(Boolean).join(" · ")}
          {assignee ? ` · ${assignee}` : ""}
        </Truncated>
      </p>
      <div className="mt-2">
        <ContactButtons name={lead.name} phone={lead.phone} email={lead.email} leadId={lead.id} />
      </div>
    </li>
  );
}

/**
 * The admin's first screen: emergencies first, then the leads waiting longest past the call-back
 * promise (in office hours), then new ones, then follow-ups due, and last the repeat requests of
 * customers already served; each with one-tap call, text and e-mail.
 */
export function NeedsAction({ queue, team }: { queue: Queue; team: TeamMember[] }) {
  const now = Date.parse(queue.now);
  const [all, setAll] = useState(false);
  const shown = all ? queue.leads : queue.leads.slice(0, FIRST_SHOWN);
  return (
    <section aria-labelledby="needs-action-heading" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="needs-action-heading" className="text-xl font-bold text-slate-900">
          Needs action
        </h2>
        <ul aria-label="Needs action counts" className="flex flex-wrap gap-2 text-sm">
          {(Object.keys(REASONS) as QueueReason[]).map((reason) => (
            <li key={reason} data-testid={`count-${reason}`} className={`rounded-full border px-3 py-1 ${REASONS[reason].tone}`}>
              {REASONS[reason].count(queue.promise)}: <strong className="tabular-nums">{queue.counts[reason]}</strong>
            </li>
          ))}
        </ul>
      </div>
      {queue.leads.length === 0 ? (
        <p className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-900">Nothing needs action now.</p>
      ) : (
        <ol aria-label="Needs action" className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((lead) => (
            <QueueCard
              key={`${lead.reason}-${lead.id}-${lead.visit?.reference ?? ""}`}
              lead={lead}
              now={now}
              today={queue.today}
              team={team}
            />
          ))}
        </ol>
      )}
      {shown.length < queue.leads.length ? (
        <button type="button" onClick={() => setAll(true)} className={`${actionClass} border border-slate-300 bg-white text-slate-800`}>
          Show all {queue.leads.length}
        </button>
      ) : null}
    </section>
  );
}
