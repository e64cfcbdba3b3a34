import { useEffect, useId, useState } from "react";
import type { LeadDetailAnswer, TeamAnswer } from "../../../contracts/admin";
import { centsOf, dollarsText } from "../../lib/admin/format";
import { changeLead, type LeadChangeRequest } from "../../lib/admin/lead-change";
import { ResultNote } from "./admin-frame";
import { actionClass } from "./contact-buttons";

const field = "mt-1 block min-h-11 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 font-normal";

/**
 * Who has the lead, when to get back to the homeowner, what was estimated and signed, and a
 * note: saved together, each change recorded in the history.
 */
export function LeadSales({ detail, team, onSaved }: { detail: LeadDetailAnswer; team: TeamAnswer; onSaved: () => Promise<void> }) {
  const { lead } = detail;
  const id = useId();
  const [assignee, setAssignee] = useState(lead.assignee ?? "");
  const [followUpOn, setFollowUpOn] = useState(lead.followUpOn ?? "");
  const [estimate, setEstimate] = useState(dollarsText(lead.estimateCents));
  const [contract, setContract] = useState(dollarsText(lead.contractCents));
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [pending, setPending] = useState(false);
  // What another part of the page saved (a won lead's contract amount) shows here too.
  useEffect(() => setAssignee(lead.assignee ?? ""), [lead.assignee]);
  useEffect(() => setFollowUpOn(lead.followUpOn ?? ""), [lead.followUpOn]);
  useEffect(() => setEstimate(dollarsText(lead.estimateCents)), [lead.estimateCents]);
  useEffect(() => setContract(dollarsText(lead.contractCents)), [lead.contractCents]);
  const members = team.members.some((member) => member.email === lead.assignee)
    ? team.members
    : [...team.members, ...(lead.assignee ? [{ name: lead.assignee, email: lead.assignee }] : [])];

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (pending) return;
    const estimateCents = centsOf(estimate);
    const contractCents = centsOf(contract);
    const typed: Record<string, string> = {};
    if (estimateCents === undefined) typed.estimateCents = "Enter the estimate in dollars, such as 18500";
    if (contractCents === undefined) typed.contractCents = "Enter the contract amount in dollars, such as 18500";
    setErrors(typed);
    if (Object.keys(typed).length > 0) return;
    const change: LeadChangeRequest = { note };
    if ((assignee || null) !== lead.assignee) change.assignee = assignee || null;
    if ((followUpOn || null) !== lead.followUpOn) change.followUpOn = followUpOn || null;
    if (estimateCents !== lead.estimateCents) change.estimateCents = estimateCents;
    if (contractCents !== lead.contractCents) change.contractCents = contractCents;
    setPending(true);
    setResult(null);
    const outcome = await changeLead(lead.id, change);
    setPending(false);
    if (!outcome.ok) {
      setErrors(outcome.fields);
      setResult({ ok: false, message: outcome.message });
      return;
    }
    setNote("");
    setResult({ ok: true, message: "Saved." });
    await onSaved();
  }

  const error = (name: string) =>
    errors[name] ? (
      <span id={`${id}-${name}-error`} className="mt-1 block text-sm font-normal text-red-700">
        {errors[name]}
      </span>
    ) : null;
  const described = (name: string) => (errors[name] ? { "aria-invalid": true as const, "aria-describedby": `${id}-${name}-error` } : {});

  return (
    <form onSubmit={(event) => void save(event)} aria-label="Sales" className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="block text-sm font-semibold text-slate-700">
          Assigned to
          <select
            name="assignee"
            value={assignee}
            onChange={(event) => setAssignee(event.target.value)}
            className={field}
            {...described("assignee")}
          >
            <option value="">Nobody (the office)</option>
            {members.map((member) => (
              <option key={member.email} value={member.email}>
                {member.email === team.me ? `${member.name} (me)` : member.name}
              </option>
            ))}
          </select>
          {error("assignee")}
        </label>
        <label className="block text-sm font-semibold text-slate-700">
          Follow up on
          <input
            type="date"
            name="followUpOn"
            value={followUpOn}
            onChange={(event) => setFollowUpOn(event.target.value)}
            className={field}
            {...described("followUpOn")}
          />
          {error("followUpOn")}
        </label>
        <label className="block text-sm font-semibold text-slate-700">
          Estimate (USD)
          <input
            name="estimate"
            inputMode="decimal"
            value={estimate}
            onChange={(event) => setEstimate(event.target.value)}
            placeholder="0"
            className={field}
            {...described("estimateCents")}
          />
          {error("estimateCents")}
        </label>
        <label className="block text-sm font-semibold text-slate-700">
          Contract (USD)
          <input
            name="contract"
            inputMode="decimal"
            value={contract}
            onChange={(event) => setContract(event.target.value)}
            placeholder="0"
            className={field}
            {...described("contractCents")}
          />
          {error("contractCents")}
        </label>
      </div>
      <label className="block text-sm font-semibold text-slate-700">
        Note
        <textarea
          name="note"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          rows={3}
          maxLength={2000}
          placeholder="What happened: called, left a voicemail, sent the estimate..."
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 font-normal"
          {...described("note")}
        />
        {error("note")}
      </label>
      <button
        type="submit"
        disabled={pending}
        className={`${actionClass} bg-brand-700 px-5 text-white hover:bg-brand-800 disabled:opacity-60`}
      >
        {pending ? "Saving..." : "Save"}
      </button>
      <ResultNote result={result} />
    </form>
  );
}
