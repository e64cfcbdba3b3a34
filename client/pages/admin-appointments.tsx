import { useEffect, useState } from "react";
import { Link, type LoaderFunctionArgs, useLoaderData, useRevalidator } from "react-router";
import { AdminFrame, Panel, ResultNote, StatusBadge } from "../components/admin/admin-frame";
import { PhoneBooking } from "../components/admin/phone-booking";
import { WindowPicker } from "../components/schedule/window-picker";
import { checkAdminAppointment, checkAdminSession, checkAppointments } from "../lib/admin/answers";
import { adminLoad, queryString } from "../lib/admin/api";
import type { AdminAppointment } from "../lib/contracts/admin";
import { APPOINTMENT_STATUSES } from "../lib/contracts/appointments";
import { addDays, dayLabel, isCalendarDate } from "../lib/dates";
import { serverError } from "../lib/lead-submission";
import { apiRequest } from "../lib/request";
import { useReschedule } from "../lib/reschedule";
import { telHref } from "../lib/site-config";

const DAYS = 7;

export async function loader({ context, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const asked = url.searchParams.get("from") ?? undefined;
  // A mistyped or edited address shows this week, and says why, rather than failing.
  const from = asked !== undefined && isCalendarDate(asked) ? asked : undefined;
  const notice =
    asked !== undefined && !from
      ? `“${asked.slice(0, 40)}” is not a date we can show (use a date such as 2026-11-24); showing the 7 days from today.`
      : null;
  const status = url.searchParams.get("status") ?? undefined;
  const [me, list] = await Promise.all([
    adminLoad(context, "/api/admin/me", checkAdminSession),
    adminLoad(context, `/api/admin/appointments${queryString({ from, status, days: DAYS })}`, checkAppointments),
  ]);
  return { me, list, status: status ?? "", notice };
}

const clock = (iso: string) =>
  new Date(iso).toLocaleTimeString("en-US", { timeZone: "America/New_York", hour: "numeric", minute: "2-digit" });

type Result = { ok: boolean; message: string } | null;

const HOMEOWNER_TOLD = "The homeowner is e-mailed the change with an updated calendar file.";
const ACTIVE_STATUSES = ["requested", "confirmed"];

function Reschedule({ appointment, onDone }: { appointment: AdminAppointment; onDone: (result: Result) => Promise<void> }) {
  const { availability, windowId, setWindowId, problem, pending, open, close, move } = useReschedule(
    `/api/admin/appointments/${encodeURIComponent(appointment.id)}/reschedule`,
    () => checkAdminAppointment,
    "The appointment could not be moved. Please try again.",
  );

  async function moveIt() {
    const moved = await move();
    if (moved)
      await onDone({
        ok: true,
        message: `${appointment.name} moved to ${moved.window ? `${moved.window.dayLabel}, ${moved.window.label}` : moved.answer.windowId}. ${HOMEOWNER_TOLD}`,
      });
  }

  if (!availability) {
    return (
      <button
        type="button"
        onClick={() => void open()}
        className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
      >
        Reschedule
      </button>
    );
  }
  return (
    <div className="mt-3 w-full rounded-md border border-slate-200 p-3">
      <WindowPicker days={availability.days} selected={windowId} onSelect={setWindowId} />
      {problem ? (
        <p role="alert" className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {problem.message}
          {problem.alternatives.length > 0
            ? ` Nearest open: ${problem.alternatives.map((alt) => `${alt.dayLabel} ${alt.label}`).join("; ")}.`
            : ""}
        </p>
      ) : null}
      <div className="mt-3 flex gap-2">
        <button
          type="button"
          disabled={!windowId || pending}
          onClick={() => void moveIt()}
          className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-bold text-white disabled:opacity-60"
        >
          {pending ? "Moving..." : "Move appointment"}
        </button>
        <button
          type="button"
          onClick={close}
          className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800"
        >
          Cancel
        </button>
      </div>
    </div>
  );
}

function AppointmentCard({ appointment, onDone }: { appointment: AdminAppointment; onDone: (result: Result) => Promise<void> }) {
  const [status, setStatus] = useState(appointment.status);
  const [pending, setPending] = useState(false);
  // A saved change comes back from the server with the page's data.
  useEffect(() => setStatus(appointment.status), [appointment.status]);

  async function save() {
    if (pending || status === appointment.status) return;
    setPending(true);
    try {
      await apiRequest("PATCH", `/api/admin/appointments/${encodeURIComponent(appointment.id)}`, { status });
      // Confirmed, cancelled and back on are e-mailed (worker/schedule/changes.ts); completed and no-show are not.
      const told =
        status === "confirmed" ||
        status === "cancelled" ||
        (ACTIVE_STATUSES.includes(status) && !ACTIVE_STATUSES.includes(appointment.status));
      await onDone({ ok: true, message: `${appointment.name}: ${status}.${told ? ` ${HOMEOWNER_TOLD}` : ""}` });
    } catch (error) {
      setStatus(appointment.status);
      await onDone({ ok: false, message: serverError(error)?.message ?? "The status could not be saved. Please try again." });
    } finally {
      setPending(false);
    }
  }

  const selectId = `status-${appointment.id}`;
  return (
    <li data-testid="appointment" className="rounded-md border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-semibold text-slate-900">
            {clock(appointment.windowStart)} – {clock(appointment.windowEnd)} · {appointment.service}{" "}
            <StatusBadge status={appointment.status} />
          </p>
          <p className="mt-1 text-slate-800">
            <Link to={`/admin/leads/${appointment.leadId}`} className="font-semibold text-brand-800 underline">
              {appointment.name}
            </Link>{" "}
            ·{" "}
            <a href={telHref(appointment.phone)} className="underline">
              {appointment.phone}
            </a>{" "}
            · {appointment.address}, {appointment.zip}
          </p>
          <p className="text-sm text-slate-600">Reference {appointment.reference}</p>
          {appointment.notes ? <p className="mt-1 whitespace-pre-wrap text-sm text-slate-700">{appointment.notes}</p> : null}
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <label htmlFor={selectId} className="sr-only">
            Status of {appointment.name}
          </label>
          <select
            id={selectId}
            value={status}
            onChange={(event) => setStatus(event.target.value)}
            className="rounded-md border border-slate-300 px-2 py-1.5 text-sm"
          >
            {APPOINTMENT_STATUSES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          <button
            type="button"
            onClick={() => void save()}
            disabled={pending || status === appointment.status}
            className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-bold text-white disabled:opacity-60"
          >
            {pending ? "Saving..." : "Save status"}
          </button>
          {appointment.status === "requested" || appointment.status === "confirmed" ? (
            <Reschedule appointment={appointment} onDone={onDone} />
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** /admin/appointments: a week of onsite consultations, day by day. */
export default function AdminAppointmentsPage() {
  const { me, list, status, notice } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const [result, setResult] = useState<Result>(null);
  const days = Array.from({ length: DAYS }, (_, i) => addDays(list.from, i));
  const week = (from: string) => `/admin/appointments${queryString({ from, status })}`;

  async function done(next: Result) {
    setResult(next);
    await revalidator.revalidate();
  }

  return (
    <AdminFrame title="Appointments" email={me.email}>
      <nav aria-label="Weeks" className="flex flex-wrap items-center gap-2 text-sm">
        <Link to={week(addDays(list.from, -DAYS))} className="rounded-md border border-slate-300 bg-white px-3 py-1.5 font-semibold">
          ← Previous 7 days
        </Link>
        <Link to={week(list.today)} className="rounded-md border border-slate-300 bg-white px-3 py-1.5 font-semibold">
          From today
        </Link>
        <Link to={week(addDays(list.from, DAYS))} className="rounded-md border border-slate-300 bg-white px-3 py-1.5 font-semibold">
          Next 7 days →
        </Link>
        <span className="ml-2 text-slate-600">
          Showing {dayLabel(list.from)} to {dayLabel(list.to)}
        </span>
      </nav>
      <ResultNote result={notice ? { ok: false, message: notice } : null} />
      <Panel title="Phoned-in booking">
        <PhoneBooking onBooked={() => revalidator.revalidate()} />
      </Panel>
      <ResultNote result={result} />
      {days.map((date) => {
        const booked = list.appointments.filter((a) => a.windowId.startsWith(date));
        return (
          <Panel
            key={date}
            id={`day-${date}`}
            title={`${dayLabel(date)}${date === list.today ? " (today)" : ""}`}
            aside={<span className="text-sm text-slate-600">{booked.length} booked</span>}
          >
            {booked.length === 0 ? (
              <p className="text-sm text-slate-600">No appointments.</p>
            ) : (
              <ul className="space-y-3">
                {booked.map((appointment) => (
                  <AppointmentCard key={appointment.id} appointment={appointment} onDone={done} />
                ))}
              </ul>
            )}
          </Panel>
        );
      })}
    </AdminFrame>
  );
}
