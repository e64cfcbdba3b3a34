import type { AuditEntryView } from "../../lib/contracts/admin";
import { formatWhen } from "./admin-frame";

/** "2026-11-24T08:00" -> "Nov 24, 8:00 AM" (New York). */
function windowWords(windowId: unknown): string {
  if (typeof windowId !== "string" || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(windowId)) return String(windowId);
  const [date, time] = windowId.split("T") as [string, string];
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const day = new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", { timeZone: "UTC", month: "short", day: "numeric" });
  return `${day}, ${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}

/** One change in the office's words. */
function describe(entry: AuditEntryView): string {
  const detail = entry.detail as { from?: string; to?: string; note?: string; channel?: string; reference?: string; status?: string };
  const appointment = detail.reference ? `Appointment ${detail.reference}` : "Appointment";
  switch (entry.action) {
    case "lead.status":
      return `Status ${detail.from} → ${detail.to}${detail.note ? `: ${detail.note}` : ""}`;
    case "lead.note":
      return `Note: ${detail.note}`;
    case "delivery.retry":
      return `Retried the ${detail.channel} delivery`;
    case "appointment.booked":
      return `${appointment} booked for ${windowWords(detail.to)} (${detail.status})`;
    case "appointment.status":
      return `${appointment}: ${detail.from} → ${detail.to}`;
    case "appointment.reschedule":
      return `${appointment} moved from ${windowWords(detail.from)} to ${windowWords(detail.to)}`;
    default:
      return `${entry.action} ${JSON.stringify(entry.detail)}`;
  }
}

/** The lead's history: its own changes and its appointments', newest first, with who made each. */
export function LeadHistory({ audit }: { audit: AuditEntryView[] }) {
  if (audit.length === 0) return <p className="text-sm text-slate-600">No changes yet.</p>;
  return (
    <ol className="space-y-2 text-sm" aria-label="History">
      {audit.map((entry) => (
        <li key={entry.id} data-testid="audit-entry">
          <span className="block text-slate-900">{describe(entry)}</span>
          <span className="block text-xs text-slate-600">
            {formatWhen(entry.at)} by {entry.actor}
          </span>
        </li>
      ))}
    </ol>
  );
}
