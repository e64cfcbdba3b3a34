import { useRef, useState } from "react";
import { Link, useLoaderData, useLocation } from "react-router";
import { statusInWords, visitSteps } from "../../content/schedule";
import type { AppointmentView } from "../../contracts/appointment-views";
import { definePage, pageTitle } from "../../contracts/page-meta";
import { telHref } from "../../contracts/site-config";
import { PrivateLink } from "../components/schedule/private-link";
import { WindowPicker } from "../components/schedule/window-picker";
import { type PageLoaderArgs, pageLoader, pageMeta } from "../lib/page";
import { apiRequest, readAnswer } from "../lib/request";
import { useReschedule } from "../lib/reschedule";
import { useReveal } from "../lib/reveal";

import { useSiteConfig } from "../lib/use-site-config";

export const handle = definePage({
  meta: {
    title: pageTitle("Your Consultation"),
    description: "Your booked onsite consultation: the time, the calendar file, and changes.",
    category: "utility",
    keywords: [],
    noindex: true,
  },
});

export const loader = pageLoader(handle, load);
export const meta = pageMeta;

/** How the answers to cancel and reschedule are checked (loaded when one is sent). */
const checkAppointment = () => import("../../contracts/site-answers").then((answers) => answers.checkAppointmentView);

/** The private page behind a booking's link: the confirmation, the calendar file, cancel and reschedule. */
async function load({ params, context }: PageLoaderArgs) {
  const appointment = await context.siteData.appointment(params.token ?? "");
  if (!appointment) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  return { appointment };
}

function Reschedule({ appointment, onMoved }: { appointment: AppointmentView; onMoved: (next: AppointmentView) => void }) {
  const token = appointment.manageUrl.split("/").pop()!;
  const { availability, windowId, setWindowId, problem, pending, open, move } = useReschedule(
    `/api/appointments/manage/${encodeURIComponent(token)}/reschedule`,
    checkAppointment,
    "We could not move your appointment. Please try again or call us.",
  );

  async function moveIt() {
    const moved = await move();
    if (moved) onMoved(moved.answer);
  }

  if (!availability) {
    return (
      <button
        type="button"
        onClick={() => void open()}
        className="rounded-md border border-brand-700 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
      >
        Reschedule
      </button>
    );
  }
  return (
    <section aria-labelledby="reschedule-heading" className="rounded-lg border border-slate-200 p-5">
      <h2 id="reschedule-heading" className="text-lg font-bold text-slate-900">
        Pick a new time
      </h2>
      {problem ? (
        <p role="alert" className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {problem.message}
        </p>
      ) : null}
      <div className="mt-3">
        <WindowPicker days={availability.days} selected={windowId} onSelect={setWindowId} />
      </div>
      <button
        type="button"
        disabled={!windowId || pending}
        onClick={() => void moveIt()}
        className="mt-4 rounded-md bg-accent-500 px-5 py-2.5 font-bold text-slate-950 hover:bg-accent-400 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {pending ? "Moving..." : "Move my appointment"}
      </button>
    </section>
  );
}

export default function ManageAppointmentPage() {
  const loaded = useLoaderData<typeof loader>();
  const [appointment, setAppointment] = useState(loaded.appointment);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const search = new URLSearchParams(useLocation().search);
  const { phone } = useSiteConfig();
  const token = appointment.manageUrl.split("/").pop()!;
  const cancelled = appointment.status === "cancelled";
  const booked = search.get("booked") === "1" && !cancelled;
  const bookedBanner = useRef<HTMLParagraphElement>(null);
  const noticeBanner = useRef<HTMLParagraphElement>(null);
  // What just happened (booked, moved, cancelled) is shown at the top: bring it into view and focus it.
  useReveal(bookedBanner, booked);
  useReveal(noticeBanner, notice);

  async function cancel() {
    try {
      const response = await apiRequest("POST", `/api/appointments/manage/${encodeURIComponent(token)}/cancel`, {});
      setAppointment(await readAnswer(response, checkAppointment()));
      setNotice("Your appointment is cancelled. The time is free for someone else.");
    } catch {
      setNotice(`We could not cancel just now. Please try again, or call us at ${phone}.`);
    }
    setConfirmCancel(false);
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      {booked ? (
        <p
          ref={bookedBanner}
          tabIndex={-1}
          role="status"
          className="mb-6 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 font-semibold text-emerald-900 outline-none"
        >
          {appointment.status === "confirmed"
            ? "You're booked! Your consultation is confirmed."
            : "Your consultation is requested. The arrival window is held for you, and our office will call you to confirm it."}{" "}
          We are e-mailing the details, this page's private link and a calendar file to {appointment.email}.
        </p>
      ) : null}
      {notice ? (
        <p
          ref={noticeBanner}
          tabIndex={-1}
          role="status"
          className="mb-6 rounded-lg border border-slate-300 bg-slate-50 px-4 py-3 text-slate-900 outline-none"
        >
          {notice}
        </p>
      ) : null}
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Your onsite consultation</h1>
      <dl className="mt-6 grid gap-x-6 gap-y-3 rounded-lg border border-slate-200 p-5 sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold text-slate-700">Reference</dt>
        <dd data-field="reference" className="font-mono text-lg font-bold text-slate-900">
          {appointment.reference}
        </dd>
        <dt className="font-semibold text-slate-700">When</dt>
        <dd data-field="when">{appointment.when}</dd>
        <dt className="font-semibold text-slate-700">Service</dt>
        <dd>{appointment.service}</dd>
        <dt className="font-semibold text-slate-700">Address</dt>
        <dd>{appointment.address}</dd>
        <dt className="font-semibold text-slate-700">Status</dt>
        <dd data-field="status">{statusInWords(appointment.status)}</dd>
      </dl>

      {!cancelled ? (
        <>
          <div className="mt-6 flex flex-wrap gap-3">
            <a
              href={appointment.calendarUrl}
              download
              className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              Add to calendar (.ics)
            </a>
          </div>
          <section aria-labelledby="expect-heading" className="mt-8">
            <h2 id="expect-heading" className="text-xl font-bold text-slate-900">
              What to expect at the visit
            </h2>
            <ol className="mt-3 list-decimal space-y-2 pl-6 text-slate-700">
              {visitSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
          <PrivateLink manageUrl={appointment.manageUrl} email={appointment.email} />
        </>
      ) : (
        <p className="mt-6 text-slate-700">
          This appointment is cancelled.{" "}
          <Link to="/schedule" className="font-semibold text-brand-700 underline">
            Book a new time
          </Link>{" "}
          whenever suits you.
        </p>
      )}

      {appointment.canChange ? (
        <section aria-labelledby="change-heading" className="mt-8 space-y-4">
          <h2 id="change-heading" className="text-xl font-bold text-slate-900">
            Need to change it?
          </h2>
          <Reschedule
            appointment={appointment}
            onMoved={(next) => {
              setAppointment(next);
              setNotice(`Your appointment is moved to ${next.when}.`);
            }}
          />
          <div>
            {confirmCancel ? (
              <div role="alertdialog" aria-labelledby="cancel-question" className="rounded-lg border border-red-200 bg-red-50 p-4">
                <p id="cancel-question" className="font-semibold text-red-900">
                  Cancel this consultation?
                </p>
                <div className="mt-3 flex gap-3">
                  <button
                    type="button"
                    onClick={() => void cancel()}
                    className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
                  >
                    Yes, cancel it
                  </button>
                  <button
                    type="button"
                    onClick={() => setConfirmCancel(false)}
                    className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800"
                  >
                    Keep it
                  </button>
                </div>
              </div>
            ) : (
              <button type="button" onClick={() => setConfirmCancel(true)} className="font-semibold text-red-700 underline">
                Cancel appointment
              </button>
            )}
          </div>
        </section>
      ) : null}
      <p className="mt-10 text-sm text-slate-600">
        Questions? Call us any time at{" "}
        <a href={telHref(phone)} className="font-semibold text-brand-700 underline">
          {phone}
        </a>
        .
      </p>
    </div>
  );
}
