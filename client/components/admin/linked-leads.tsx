import { Link } from "react-router";
import type { LeadDetailAnswer } from "../../../contracts/admin";
import { checkLeadDetail } from "../../../contracts/admin-answers";
import { serverError } from "../../lib/lead-submission";
import { apiRequest, readAnswer } from "../../lib/request";
import { formatWhen, StatusBadge } from "./admin-frame";
import { ConfirmDialog } from "./confirm-dialog";
import { actionClass } from "./contact-buttons";
import { UrgencyBadge } from "./lead-badges";

/**
 * The same homeowner's other requests (same e-mail or phone number): flagged on arrival. A
 * duplicate can be merged into the first lead; both keep their history, and the first shows both.
 */
export function LinkedLeads({ detail, onMerged }: { detail: LeadDetailAnswer; onMerged: (into: string) => Promise<void> }) {
  const { lead, linked } = detail;
  if (linked.length === 0 && !lead.mergedInto) return null;
  const first = lead.duplicateOf ? linked.find((other) => other.id === lead.duplicateOf) : undefined;

  async function merge(): Promise<string | null> {
    try {
      const response = await apiRequest("POST", `/api/admin/leads/${encodeURIComponent(lead.id)}/merge`, { into: lead.duplicateOf });
      await readAnswer(response, checkLeadDetail);
      await onMerged(lead.duplicateOf!);
      return null;
    } catch (error) {
      return serverError(error)?.message ?? "The leads could not be merged. Please try again.";
    }
  }

  async function unmerge(): Promise<string | null> {
    try {
      const response = await apiRequest("POST", `/api/admin/leads/${encodeURIComponent(lead.id)}/unmerge`, {});
      await readAnswer(response, checkLeadDetail);
      await onMerged(lead.id);
      return null;
    } catch (error) {
      return serverError(error)?.message ?? "The merge could not be undone. Please try again.";
    }
  }

  return (
    <section
      aria-label="Same homeowner"
      data-testid="duplicate-notice"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      {lead.mergedInto ? (
        <p className="font-semibold">
          Merged into{" "}
          <Link to={`/admin/leads/${lead.mergedInto}`} className="underline">
            the first lead
          </Link>
          , which carries on with this request's history.
        </p>
      ) : null}
      {lead.mergedInto ? (
        <div className="mt-3">
          <ConfirmDialog
            trigger={
              <button type="button" className={`${actionClass} border border-amber-700 bg-white text-amber-900 hover:bg-amber-100`}>
                Undo the merge
              </button>
            }
            title="Undo the merge"
            description="This request comes back to the lead list and the queue on its own, with the appointments the merge moved. The first lead keeps its urgency, assignee and follow-up day."
            confirmLabel="Undo the merge"
            askNote={false}
            onConfirm={() => unmerge()}
          />
        </div>
      ) : first ? (
        <p className="font-semibold">Possible duplicate: the same e-mail or phone number as an earlier lead.</p>
      ) : (
        <p className="font-semibold">
          The same homeowner asked again: {linked.length} more request{linked.length === 1 ? "" : "s"}.
        </p>
      )}
      <ul className="mt-2 space-y-2 text-sm">
        {linked.map((other) => (
          <li key={other.id} className="flex flex-wrap items-center gap-2">
            <Link to={`/admin/leads/${other.id}`} className="inline-flex min-h-11 items-center font-semibold underline">
              {other.name}, {other.service}
            </Link>
            <span>{formatWhen(other.createdAt)}</span>
            <UrgencyBadge urgency={other.urgency} />
            <StatusBadge status={other.mergedInto ? "merged" : other.status} />
          </li>
        ))}
      </ul>
      {first && !lead.mergedInto ? (
        <div className="mt-3">
          <ConfirmDialog
            trigger={
              <button type="button" className={`${actionClass} bg-amber-700 text-white hover:bg-amber-800`}>
                Merge into the first lead
              </button>
            }
            title="Merge this request into the first lead"
            description={`${first.name}'s first lead carries on with this request's history, appointments and the higher urgency. This request stays readable but leaves every list and count.`}
            confirmLabel="Merge"
            askNote={false}
            onConfirm={() => merge()}
          />
        </div>
      ) : null}
    </section>
  );
}
