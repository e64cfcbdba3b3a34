import { useState } from "react";
import { Link } from "react-router";
import type { AdminAppointment } from "../../../contracts/admin";
import { serverError } from "../../lib/lead-submission";
import { apiRequest } from "../../lib/request";
import { formatWhen, ResultNote, StatusBadge } from "./admin-frame";
import { AddressWithMap, actionClass } from "./contact-buttons";

/**
 * A lead's visits, each linked to its day under Appointments. A visit booked online waits for the
 * office's call: once the homeowner is reached, one tap confirms it from here (the homeowner is
 * e-mailed, as from Appointments), and the lead leaves "Visits to confirm".
 */
export function LeadVisits({ appointments, onConfirmed }: { appointments: AdminAppointment[]; onConfirmed: () => Promise<unknown> }) {
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  async function confirm(appointment: AdminAppointment) {
    if (pending) return;
    setPending(appointment.id);
    try {
      await apiRequest("PATCH", `/api/admin/appointments/${encodeURIComponent(appointment.id)}`, { status: "confirmed" });
      setResult({
        ok: true,
        message: `The visit on ${formatWhen(appointment.windowStart)} is confirmed. The homeowner is e-mailed the confirmation.`,
      });
      await onConfirmed();
    } catch (error) {
      setResult({ ok: false, message: serverError(error)?.message ?? "The visit could not be confirmed. Please try again." });
    } finally {
      setPending(null);
    }
  }

  if (appointments.length === 0) return <p className="text-sm text-slate-600">No appointments booked.</p>;
  return (
    <>
      <ul className="space-y-3 text-sm">
        {appointments.map((appointment) => (
          <li key={appointment.id} className="space-y-1">
            <Link
              to={`/admin/appointments?from=${appointment.windowId.slice(0, 10)}`}
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
            >
              {formatWhen(appointment.windowStart)}
            </Link>{" "}
            {appointment.reference} <StatusBadge status={appointment.status} />
            <AddressWithMap address={appointment.address} zip={appointment.zip} />
            {appointment.status === "requested" ? (
              <button
                type="button"
                disabled={pending !== null}
                onClick={() => void confirm(appointment)}
                className={`${actionClass} bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-60`}
              >
                {pending === appointment.id ? "Confirming..." : "Confirm this visit"}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="mt-2">
        <ResultNote result={result} />
      </div>
    </>
  );
}
