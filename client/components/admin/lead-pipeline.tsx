import { useEffect, useState } from "react";
import type { LeadDetailAnswer } from "../../../contracts/admin";
import { OUTCOME_REASONS } from "../../../contracts/leads";
import { centsOf, dollarsText } from "../../lib/admin/format";
import { changeLead, type LeadChangeRequest } from "../../lib/admin/lead-change";
import { formatWhen, ResultNote } from "./admin-frame";
import { ConfirmDialog, UndoNote } from "./confirm-dialog";
import { actionClass } from "./contact-buttons";

const OPEN_STATUSES = ["new", "contacted", "scheduled"] as const;
const LABELS: Record<string, string> = {
  new: "New",
  contacted: "Contacted",
  scheduled: "Scheduled",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};

const statusButton = (current: boolean) =>
  `${actionClass} border ${current ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"}`;

/**
 * What moving an open lead back (scheduled to contacted or new, contacted to new) leaves
 * behind, in a sentence: a visit still booked stays on the calendar.
 */
function backwardsWarning(detail: LeadDetailAnswer, to: string): string {
  const from = LABELS[detail.lead.status] ?? detail.lead.status;
  const now = Date.now();
  const coming = detail.appointments
    .filter((appointment) => ["requested", "confirmed"].includes(appointment.status) && Date.parse(appointment.windowEnd) > now)
    .sort((a, b) => a.windowStart.localeCompare(b.windowStart));
  const visits =
    coming.length === 0
      ? ""
      : ` Its visit on ${coming.map((appointment) => formatWhen(appointment.windowStart)).join(" and ")} stays booked: to call it off, cancel it under Appointments.`;
  return `This moves the lead back from ${from} to ${LABELS[to]}: it leaves ${from} in the pipeline and the reports.${visits}`;
}

/** The status a change left, and its reason, so Undo can put both back. */
type Before = { status: string; reason: string | null };
type Shown = { undo: { before: Before; message: string } } | { ok: boolean; message: string } | null;

/**
 * Where the lead stands: one tap moves it to new, contacted or scheduled; won asks for the
 * reason and the contract amount, lost for the reason, spam for a confirmation. Every move can be
 * undone from the line that reports it.
 */
export function LeadPipeline({ detail, onSaved }: { detail: LeadDetailAnswer; onSaved: () => Promise<void> }) {
  const { lead } = detail;
  const [shown, setShown] = useState<Shown>(null);
  const [contract, setContract] = useState(dollarsText(lead.contractCents));
  useEffect(() => setContract(dollarsText(lead.contractCents)), [lead.contractCents]);

  async function move(change: LeadChangeRequest, message: string): Promise<string | null> {
    const before = { status: lead.status, reason: lead.outcomeReason };
    const outcome = await changeLead(lead.id, change);
    if (!outcome.ok) return Object.values(outcome.fields)[0] ?? outcome.message;
    setShown({ undo: { before, message } });
    await onSaved();
    return null;
  }

  async function undo({ status, reason }: Before) {
    const outcome = await changeLead(lead.id, { status, ...(reason ? { reason } : {}), undo: true });
    setShown(outcome.ok ? { ok: true, message: `Back to ${LABELS[status] ?? status}.` } : { ok: false, message: outcome.message });
    await onSaved();
  }

  /** The button that opens won's, lost's or spam's confirmation. */
  const statusTrigger = (status: "won" | "lost" | "spam") => (
    <button type="button" aria-pressed={lead.status === status} className={statusButton(lead.status === status)}>
      {LABELS[status]}
    </button>
  );

  return (
    <div className="space-y-3">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Status</legend>
        {OPEN_STATUSES.map((status) =>
          OPEN_STATUSES.indexOf(status) < OPEN_STATUSES.indexOf(lead.status as (typeof OPEN_STATUSES)[number]) ? (
            // A step back is asked first: it undoes progress the office can no longer see.
            <ConfirmDialog
              key={status}
              trigger={
                <button type="button" aria-pressed={false} className={statusButton(false)}>
                  {LABELS[status]}
                </button>
              }
              title={`Move this lead back to ${LABELS[status]}?`}
              description={backwardsWarning(detail, status)}
              confirmLabel={`Move back to ${LABELS[status]}`}
              onConfirm={({ note }) => move({ status, note }, `Moved back to ${LABELS[status]}.`)}
            />
          ) : (
            <button
              key={status}
              type="button"
              aria-pressed={lead.status === status}
              disabled={lead.status === status}
              onClick={() =>
                void move({ status }, `Moved to ${LABELS[status]}.`).then((problem) => problem && setShown({ ok: false, message: problem }))
              }
              className={statusButton(lead.status === status)}
            >
              {LABELS[status]}
            </button>
          ),
        )}
        <ConfirmDialog
          trigger={statusTrigger("won")}
          title="Mark this lead won"
          description="Record why the homeowner chose us and what the contract is worth."
          reasons={OUTCOME_REASONS.won}
          reasonLabel="Why we won"
          confirmLabel="Mark won"
          onConfirm={({ reason, note }) => {
            const contractCents = centsOf(contract);
            if (contractCents === undefined || contractCents === null)
              return Promise.resolve("Enter the contract amount in dollars, such as 18500.");
            return move({ status: "won", reason, note, contractCents }, `Won: ${reason}.`);
          }}
        >
          <label className="block text-sm font-semibold text-slate-700">
            Contract amount (USD)
            <input
              inputMode="decimal"
              value={contract}
              onChange={(event) => setContract(event.target.value)}
              placeholder="18500"
              className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 px-3 font-normal"
            />
          </label>
        </ConfirmDialog>
        <ConfirmDialog
          trigger={statusTrigger("lost")}
          title="Mark this lead lost"
          description="It leaves the queue and the follow-ups. You can undo this right after."
          reasons={OUTCOME_REASONS.lost}
          reasonLabel="Why it was lost"
          confirmLabel="Mark lost"
          destructive
          onConfirm={({ reason, note }) => move({ status: "lost", reason, note }, `Lost: ${reason}.`)}
        />
        <ConfirmDialog
          trigger={statusTrigger("spam")}
          title="Mark this lead as spam"
          description="Spam leaves every count, list and queue. You can undo this right after."
          confirmLabel="Mark as spam"
          destructive
          onConfirm={({ note }) => move({ status: "spam", note }, "Marked as spam.")}
        />
      </fieldset>
      {lead.outcomeReason ? (
        <p className="text-sm text-slate-700">
          {LABELS[lead.status]} because: <strong>{lead.outcomeReason}</strong>
        </p>
      ) : null}
      {shown && "undo" in shown ? (
        <UndoNote message={shown.undo.message} onUndo={() => undo(shown.undo.before)} />
      ) : (
        <ResultNote result={shown} />
      )}
    </div>
  );
}
