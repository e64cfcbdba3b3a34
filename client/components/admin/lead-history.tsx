import { Link } from "react-router";
import { type AuditEntryView, CALL_OUTCOME_WORDS, type TeamMember } from "../../../contracts/admin";
import { dayInWords } from "../../../contracts/dates";
import { money } from "../../lib/admin/format";
import { formatWhen } from "./admin-frame";

/** "2026-11-24T08:00" -> "Nov 24, 8:00 AM" (New York). */
function windowWords(windowId: unknown): string {
  if (typeof windowId !== "string" || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(windowId)) return String(windowId);
  const [date, time] = windowId.split("T") as [string, string];
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const day = new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", { timeZone: "UTC", month: "short", day: "numeric" });
  return `${day}, ${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}

type Detail = Record<string, unknown>;
const text = (value: unknown) => (value === null || value === undefined || value === "" ? "none" : String(value));
const AMOUNTS: Record<string, string> = { estimateCents: "Estimate", contractCents: "Contract" };

/** One history entry in words; an action this screen does not know shows as recorded. */
function describe(entry: AuditEntryView, nameOf: (email: unknown) => string): string {
  const detail = entry.detail as Detail;
  const note = detail.note ? `: ${detail.note}` : "";
  const appointment = detail.reference ? `Appointment ${detail.reference}` : "Appointment";
  switch (entry.action) {
    case "lead.status":
      return `Status ${detail.from} → ${detail.to}${detail.reason ? ` (${detail.reason})` : ""}${detail.undo ? " (undone)" : ""}${note}`;
    case "lead.note":
      return `Note: ${detail.note}`;
    case "lead.assign":
      return `Assigned to ${nameOf(detail.to)}${detail.from ? ` (was ${nameOf(detail.from)})` : ""}`;
    case "lead.follow-up":
      return detail.to ? `Follow up on ${dayInWords(String(detail.to))}` : "Follow-up date cleared";
    case "lead.amounts":
      return Object.entries(detail)
        .map(([field, change]) => `${AMOUNTS[field] ?? field} ${money((change as { to: number | null }).to)}`)
        .join(", ");
    case "lead.merge":
      return `Merged in a second request (${text(detail.service)}, ${text(detail.urgency)})${detail.details ? `: ${detail.details}` : ""}`;
    case "lead.merged":
      return `Merged into ${text(detail.name)}'s lead`;
    case "lead.unmerged":
      return detail.reason ? `Back on its own: ${detail.reason}` : "Merge undone: back on its own";
    case "lead.repeat":
      return `Repeat request from the same homeowner (${text(detail.service)}, ${text(detail.urgency)}, now ${text(detail.status)})`;
    case "lead.unmerge":
      return detail.reason ? `A merged request is back on its own: ${detail.reason}` : "Merge of a second request undone";
    case "lead.assignment-notice":
      return detail.failed
        ? `Could not tell ${nameOf(detail.to)} of the assignment: call them`
        : `${nameOf(detail.to)} was told of the assignment by ${detail.by === "sms" ? "text" : "e-mail"}`;
    case "lead.call":
      return detail.outcome
        ? `Call: ${CALL_OUTCOME_WORDS[String(detail.outcome)] ?? text(detail.outcome)}${detail.followUpOn ? `; follow up on ${dayInWords(String(detail.followUpOn))}` : ""}`
        : "Called";
    case "delivery.retry":
      return `Retried the ${detail.channel} delivery`;
    case "appointment.booked":
      return `${appointment} booked for ${windowWords(detail.to)} (${detail.status})`;
    case "appointment.status":
      return `${appointment}: ${detail.from} → ${detail.to}${detail.reason ? ` (${detail.reason})` : ""}${detail.undo ? " (undone)" : ""}${note}`;
    case "appointment.reschedule":
      return `${appointment} moved from ${windowWords(detail.from)} to ${windowWords(detail.to)}`;
    default:
      return `${entry.action} ${JSON.stringify(entry.detail)}`;
  }
}

/** Every change to the lead (and to the leads merged into it), newest first, with who made it. */
export function LeadHistory({ audit, team, leadId }: { audit: AuditEntryView[]; team: TeamMember[]; leadId: string }) {
  if (audit.length === 0) return <p className="text-sm text-slate-600">No changes yet.</p>;
  const nameOf = (email: unknown) => team.find((member) => member.email === email)?.name ?? text(email);
  return (
    <ol className="space-y-2 text-sm" aria-label="History">
      {audit.map((entry) => (
        <li key={entry.id} data-testid="audit-entry" className="break-words">
          <span className="block text-slate-900">{describe(entry, nameOf)}</span>
          {entry.action === "lead.repeat" ? (
            <Link
              to={`/admin/leads/${entry.subjectId}`}
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
            >
              Open the repeat request
            </Link>
          ) : null}
          <span className="block text-xs text-slate-600">
            {formatWhen(entry.at)} by {entry.actor}
            {entry.subjectType === "lead" && entry.subjectId !== leadId && entry.action !== "lead.repeat" ? " (on the merged request)" : ""}
          </span>
        </li>
      ))}
    </ol>
  );
}
