import { useEffect, useState } from "react";
import { Link, useLoaderData, useRevalidator } from "react-router";
import type { AdminAppointment } from "../../contracts/admin";
import { checkAdminAppointment, checkAdminSession, checkAppointments } from "../../contracts/admin-answers";
import { APPOINTMENT_STATUSES, CANCEL_REASONS } from "../../contracts/appointments";
import { addDays, dayLabel, isCalendarDate } from "../../contracts/dates";
import { adminPageMeta, definePage } from "../../contracts/page-meta";
import { AdminFrame, Panel, ResultNote, StatusBadge } from "../components/admin/admin-frame";
import { ConfirmDialog, UndoNote } from "../components/admin/confirm-dialog";
import { AddressWithMap, actionClass, ContactButtons } from "../components/admin/contact-buttons";
import { Truncated } from "../components/admin/lead-badges";
import { PhoneBooking } from "../components/admin/phone-booking";
import { WindowPicker } from "../components/schedule/window-picker";
import { adminLoad, queryString } from "../lib/admin/api";
import { serverError } from "../lib/lead-submission";
import { type PageLoaderArgs, pageLoader, pageMeta } from "../lib/page";
import { apiRequest } from "../lib/request";
import { useReschedule } from "../lib/reschedule";

export const handle = definePage({
  meta: adminPageMeta("Appointments", "Onsite consultations by day: confirm, complete, cancel or reschedule."),
});

export const loader = pageLoader(handle, load);
export const meta = pageMeta;

const DAYS = 7;

async function load({ context, request }: PageLoaderArgs) {
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
/** What the page reports after a change: a result, or a cancellation with its undo. */
type Shown = Result | { undo: { message: string; run: () => Promise<void> } };

const HOMEOWNER_TOLD = "The homeowner is e-mailed the change with an updated calendar file.";
const ACTIVE_STATUSES = ["requested", "confirmed"];

function Reschedule({ appointment, onDone }: { appointment: AdminAppointment; onDone: (result: Shown) => Promise<void> }) {
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
        className={`${actionClass} border border-slate-300 text-slate-800 hover:bg-slate-50`}
      >
        Reschedule
      </button>
    );
  }
  return (
    <div className="w-full min-w-0 rounded-md border border-slate-200 p-3">
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
          className={`${actionClass} bg-brand-700 text-white disabled:opacity-60`}
        >
          {pending ? "Moving..." : "Move appointment"}
        </button>
        <button type="button" onClick={close} className={`${actionClass} border border-slate-300 text-slate-800`}>
          Keep the time
        </button>
      </div>
    </div>
  );
}

/** Statuses the select offers; cancelling has its own button, which asks why. */
const SELECTABLE = APPOINTMENT_STATUSES.filter((status) => status !== "cancelled");

function AppointmentCard({ appointment, onDone }: { appointment: AdminAppointment; onDone: (result: Shown) => Promise<void> }) {
  const [status, setStatus] = useState(appointment.status);
  const [pending, setPending] = useState(false);
  // A saved change comes back from the server with the page's data.
  useEffect(() => setStatus(appointment.status), [appointment.status]);
  const url = `/api/admin/appointments/${encodeURIComponent(appointment.id)}`;

  async function save() {
    if (pending || status === appointment.status) return;
    setPending(true);
    try {
      await apiRequest("PATCH", url, { status });
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

  async function cancel({ reason, note }: { reason: string; note: string }): Promise<string | null> {
    const from = appointment.status;
    try {
      await apiRequest("PATCH", url, { status: "cancelled", reason, note });
    } catch (error) {
      return serverError(error)?.message ?? "The appointment could not be cancelled. Please try again.";
    }
    await onDone({
      undo: {
        message: `${appointment.name}'s appointment is cancelled (${reason}).`,
        run: async () => {
          try {
            await apiRequest("PATCH", url, { status: from, undo: true });
            await onDone({
              ok: true,
              message: `${appointment.name}'s appointment is ${from} again. The homeowner is e-mailed that it is back on.`,
            });
          } catch (error) {
            await onDone({ ok: false, message: serverError(error)?.message ?? "The cancellation could not be undone." });
          }
        },
      },
    });
    return null;
  }

  const selectId = `status-${appointment.id}`;
  const active = appointment.status === "requested" || appointment.status === "confirmed";
  return (
    <li data-testid="appointment" className="min-w-0 space-y-3 rounded-md border border-slate-200 p-4">
      <div className="min-w-0 space-y-1">
        <p className="font-semibold text-slate-900">
          {clock(appointment.windowStart)} – {clock(appointment.windowEnd)} · {appointment.service}{" "}
          <StatusBadge status={appointment.status} />
        </p>
        <Link
          to={`/admin/leads/${appointment.leadId}`}
          className="flex min-h-11 min-w-0 items-center font-semibold text-brand-800 underline"
        >
          <Truncated title={appointment.name}>{appointment.name}</Truncated>
        </Link>
        <div className="text-sm text-slate-800">
          <AddressWithMap address={appointment.address} zip={appointment.zip} />
        </div>
        <p className="text-sm text-slate-600">
          Reference {appointment.reference} ·{" "}
          <Truncated title={appointment.email} className="inline-block max-w-full align-bottom">
            {appointment.email}
          </Truncated>
        </p>
        {appointment.notes ? <p className="whitespace-pre-wrap break-words text-sm text-slate-700">{appointment.notes}</p> : null}
      </div>
      <ContactButtons name={appointment.name} phone={appointment.phone} email={appointment.email} />
      <div className="flex flex-wrap items-end gap-2">
        <label htmlFor={selectId} className="sr-only">
          Status of {appointment.name}
        </label>
        <select
          id={selectId}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          className="min-h-11 rounded-md border border-slate-300 bg-white px-2 text-sm"
        >
          {(appointment.status === "cancelled" ? APPOINTMENT_STATUSES : SELECTABLE).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <button
          type="button"
          onClick={() => void save()}
          disabled={pending || status === appointment.status}
          className={`${actionClass} bg-brand-700 text-white disabled:opacity-60`}
        >
          {pending ? "Saving..." : "Save status"}
        </button>
        {active ? (
          <ConfirmDialog
            trigger={
              <button type="button" className={`${actionClass} border border-red-700 bg-white text-red-800 hover:bg-red-50`}>
                Cancel appointment
              </button>
            }
            title={`Cancel ${appointment.name}'s appointment?`}
            description={`${clock(appointment.windowStart)} – ${clock(appointment.windowEnd)}, ${appointment.service}. The window's place is freed at once and the homeowner is e-mailed the cancellation. You can undo this right after, while the place is still free.`}
            reasons={CANCEL_REASONS}
            reasonLabel="Why it is cancelled"
            confirmLabel="Cancel appointment"
            destructive
            onConfirm={cancel}
          />
        ) : null}
      </div>
      {active ? <Reschedule appointment={appointment} onDone={onDone} /> : null}
    </li>
  );
}

/** /admin/appointments: a week of onsite consultations, day by day. */
export default function AdminAppointmentsPage() {
  const { me, list, status, notice } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const [result, setResult] = useState<Shown>(null);
  const days = Array.from({ length: DAYS }, (_, i) => addDays(list.from, i));
  const week = (from: string) => `/admin/appointments${queryString({ from, status })}`;

  async function done(next: Shown) {
    setResult(next);
    await revalidator.revalidate();
  }

  return (
    <AdminFrame title="Appointments" session={me}>
      <nav aria-label="Weeks" className="flex flex-wrap items-center gap-2 text-sm">
        <Link to={week(addDays(list.from, -DAYS))} className={`${actionClass} border border-slate-300 bg-white`}>
          ← Previous 7 days
        </Link>
        <Link to={week(list.today)} className={`${actionClass} border border-slate-300 bg-white`}>
          From today
        </Link>
        <Link to={week(addDays(list.from, DAYS))} className={`${actionClass} border border-slate-300 bg-white`}>
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
      {result && "undo" in result ? <UndoNote message={result.undo.message} onUndo={result.undo.run} /> : <ResultNote result={result} />}
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
