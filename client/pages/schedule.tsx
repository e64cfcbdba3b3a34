import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { redirect, useActionData, useLoaderData, useNavigate } from "react-router";
import { appointmentContactText, bookingAfterJobText, bookingMarketingText } from "../../content/consent";
import { scheduling } from "../../content/schedule";
import type { AvailabilityDay, AvailabilityWindow, BookingConfirmation } from "../../contracts/appointment-views";
import type { BookingInput } from "../../contracts/appointments";
import { definePage, pageTitle } from "../../contracts/page-meta";
import { telHref } from "../../contracts/site-config";
import { Claim } from "../components/claim";
import { ErrorSummary, type FormProblem } from "../components/forms/error-summary";
import { ContactField, Honeypot, SelectField, SubmitButton, TextAreaField, TextField } from "../components/forms/fields";
import { useTurnstile } from "../components/forms/turnstile";
import { WindowPicker } from "../components/schedule/window-picker";
import { formValues, type PageActionArgs, postToApi } from "../lib/form-post";
import { type PageLoaderArgs, pageLoader, pageMeta } from "../lib/page";
import { SubmissionKeys } from "../lib/submission-keys";
import { useSiteConfig } from "../lib/use-site-config";
import { recalledDetails } from "../lib/visitor-details";

export const handle = definePage({
  sitemap: { priority: 0.9 },
  meta: {
    title: pageTitle("Book a Free Onsite Consultation"),
    description:
      "Pick a time for a free onsite consultation: we inspect, measure and leave you a written estimate for your roof, siding or windows.",
    pageType: "schedule",
    breadcrumbs: [{ name: "Schedule", path: "/schedule" }],
    category: "primary",
    keywords: ["schedule consultation", "book roof inspection", "free onsite estimate"],
  },
});

export const loader = pageLoader(handle, load);

/**
 * The booking form posted itself (its script had not arrived): the same booking, through the
 * same API call. Booked: on to the booking's own page, as the script does; else the form again
 * with the errors and what was typed.
 */
export async function action({ request, context }: PageActionArgs) {
  const values = formValues(await request.formData());
  const booking = {
    service: values.service ?? "",
    windowId: values.window ?? "",
    name: values.name ?? "",
    email: values.email ?? "",
    phone: values.phone ?? "",
    street: values.street ?? "",
    zip: values.zip ?? "",
    notes: values.notes ?? "",
    marketingConsent: values.marketingConsent === "on",
    afterJobConsent: values.afterJobConsent === "on",
    website: values.website ?? "",
    turnstileToken: values["cf-turnstile-response"] || undefined,
  };
  const answer = await postToApi<BookingConfirmation>(context, "/api/appointments", booking, values);
  if (answer.ok) return redirect(`${answer.answer.manageUrl}?booked=1`);
  return answer;
}
export const meta = pageMeta;

/** The booking page: the calendar, and what the visitor brought along (e.g. from the roof estimate). */
async function load({ request, context }: PageLoaderArgs) {
  const query = new URL(request.url).searchParams;
  const service = (scheduling.services as readonly string[]).includes(query.get("service") ?? "") ? query.get("service")! : "";
  const prefill = {
    service,
    street: query.get("street")?.slice(0, 200) ?? "",
    zip: query.get("zip")?.slice(0, 5) ?? "",
    notes: query.get("notes")?.slice(0, 2000) ?? "",
  };
  return { availability: await context.siteData.availability(), prefill };
}

type Form = Omit<BookingInput, "windowId" | "marketingConsent" | "afterJobConsent" | "service"> & {
  service: string;
  marketingConsent: boolean;
};
type TextFields = "service" | "name" | "email" | "phone" | "street" | "zip" | "notes";

/** Fills the fields still empty with what the visitor told us earlier in this visit, and says whether it filled any. */
function withRecalled(form: Form): { form: Form; filled: boolean } {
  const recalled = recalledDetails();
  const next = { ...form };
  let filled = false;
  for (const field of ["name", "email", "phone", "street", "zip", "notes"] as const satisfies readonly TextFields[]) {
    const value = recalled[field];
    if (value && !next[field]) {
      next[field] = value;
      filled = true;
    }
  }
  if (!next.service && (scheduling.services as readonly string[]).includes(recalled.service ?? "")) next.service = recalled.service!;
  return { form: next, filled };
}

/** Marks a window as taken in the calendar shown, after the server said it filled up. */
function withoutWindow(days: AvailabilityDay[], windowId: string): AvailabilityDay[] {
  return days.map((day) => ({
    ...day,
    windows: day.windows.map((w) => (w.id === windowId ? { ...w, remaining: 0, available: false } : w)),
  }));
}

/** The booking's fields in the order the form shows them, with the control that takes focus for each. */
const FIELD_TARGETS: readonly (readonly [string, string])[] = [
  ["service", "#service"],
  // The chosen window, or the first open one of the day shown.
  ["windowId", 'input[name="window"]:checked, input[name="window"]:not(:disabled)'],
  ["name", "#name"],
  ["email", "#email"],
  ["phone", "#phone"],
  ["street", "#street"],
  ["zip", "#zip"],
  ["notes", "#notes"],
  ["marketingConsent", 'input[name="marketingConsent"]'],
  ["afterJobConsent", 'input[name="afterJobConsent"]'],
];

/**
 * The booking's validation (the shared zod schema) stays out of the page's first load: it is
 * fetched when the visitor first focuses the form, and at the latest on submit. If it cannot
 * be fetched (the connection dropped), the booking fails like a request that could not be sent.
 */
const loadBooking = () => import("../lib/booking");
const prefetchBooking = () => void loadBooking().catch(() => undefined);

export default function SchedulePage() {
  const { availability, prefill } = useLoaderData<typeof loader>();
  const { phone } = useSiteConfig();
  const navigate = useNavigate();
  const [days, setDays] = useState(availability.days);
  // What the form posted, when it posted itself before the page's script arrived and was refused.
  const posted = useActionData<typeof action>();
  const [windowId, setWindowId] = useState<string | null>(posted?.values.window ?? null);
  const [form, setForm] = useState<Form>(() =>
    posted
      ? {
          ...prefill,
          name: posted.values.name ?? "",
          email: posted.values.email ?? "",
          phone: posted.values.phone ?? "",
          street: posted.values.street ?? prefill.street,
          zip: posted.values.zip ?? prefill.zip,
          notes: posted.values.notes ?? prefill.notes,
          service: posted.values.service ?? prefill.service,
          marketingConsent: posted.values.marketingConsent === "on",
          website: "",
        }
      : { ...prefill, name: "", email: "", phone: "", marketingConsent: false, website: "" },
  );
  const [recalled, setRecalled] = useState(false);
  const formAtMount = useRef(form);
  const [errors, setErrors] = useState<Record<string, string>>(posted?.fields ?? {});
  const [attempt, setAttempt] = useState(posted && Object.keys(posted.fields).length ? 1 : 0);
  const [pending, setPending] = useState(false);
  const [clash, setClash] = useState<{ message: string; alternatives: AvailabilityWindow[] } | null>(null);
  const [failure, setFailure] = useState<string | null>(posted && !Object.keys(posted.fields).length ? posted.message : null);
  const keys = useMemo(() => new SubmissionKeys(), []);
  const turnstile = useTurnstile();
  const alertRef = useRef<HTMLDivElement>(null);
  const set = (field: TextFields) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  // After hydration (the server cannot know them): what the visitor already gave us in this visit.
  useEffect(() => {
    setForm((current) => withRecalled(current).form);
    setRecalled(withRecalled(formAtMount.current).filled);
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    setPending(true);
    const booking = {
      ...form,
      // Uncontrolled: the box keeps what was ticked before the page's script arrived.
      afterJobConsent: new FormData(event.currentTarget as HTMLFormElement).get("afterJobConsent") === "on",
      service: form.service as BookingInput["service"],
      windowId: windowId ?? "",
      turnstileToken: turnstile.token,
    };
    const outcome = await loadBooking().then(
      ({ sendBooking }) => sendBooking(booking, keys),
      () => ({ kind: "failed" as const, message: null }),
    );
    setPending(false);
    // A Turnstile token is good for one submission.
    if (outcome.kind !== "booked") turnstile.reset();
    switch (outcome.kind) {
      case "booked":
        void navigate(`${outcome.confirmation.manageUrl}?booked=1`);
        return;
      case "invalid":
        setErrors(outcome.fields);
        setAttempt((n) => n + 1);
        return;
      case "taken":
        setErrors({});
        setDays((current) => withoutWindow(current, windowId ?? ""));
        setWindowId(null);
        setClash({ message: outcome.message, alternatives: outcome.alternatives });
        requestAnimationFrame(() => alertRef.current?.focus());
        return;
      case "failed":
        setFailure(outcome.message ?? `We could not book that just now. Please try again, or call us at ${phone}.`);
        requestAnimationFrame(() => alertRef.current?.focus());
    }
  }

  const problems: FormProblem[] = FIELD_TARGETS.flatMap(([field, target]) => (errors[field] ? [{ message: errors[field], target }] : []));

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Book a Free Onsite Consultation</h1>
      <p className="mt-3 text-lg text-slate-700">
        Pick an arrival window and an estimator comes to inspect, measure and leave you a written estimate, at no cost. Need help today?
        Call <Claim word="emergencyLine" /> at{" "}
        <a href={telHref(phone)} className="font-semibold text-brand-700 underline">
          {phone}
        </a>
        .
      </p>

      <form
        method="post"
        action="/schedule"
        onSubmit={submit}
        onFocus={prefetchBooking}
        noValidate
        aria-label="Book your consultation"
        className="mt-8 space-y-8"
      >
        <ErrorSummary problems={problems} attempt={attempt} />
        <div ref={alertRef} tabIndex={-1} className="outline-none">
          {clash ? (
            <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4">
              <p className="font-semibold text-amber-950">{clash.message}</p>
              {clash.alternatives.length > 0 ? (
                <ul className="mt-3 flex flex-wrap gap-2" aria-label="Nearest open windows">
                  {clash.alternatives.map((window) => (
                    <li key={window.id}>
                      <button
                        type="button"
                        onClick={() => {
                          setWindowId(window.id);
                          setClash(null);
                        }}
                        className="rounded-md border border-amber-400 bg-white px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-amber-100"
                      >
                        {window.dayLabel}, {window.label}
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          {failure ? (
            <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
              {failure}
            </p>
          ) : null}
        </div>

        <section aria-labelledby="step-service" className="space-y-3">
          <h2 id="step-service" className="text-xl font-bold text-slate-900">
            1. What is the visit for?
          </h2>
          <SelectField
            id="service"
            label="Service"
            required
            options={scheduling.services}
            placeholder="Choose a service"
            value={form.service}
            onChange={set("service")}
            error={errors.service}
          />
        </section>

        <section aria-labelledby="step-window" className="space-y-3">
          <h2 id="step-window" className="text-xl font-bold text-slate-900">
            2. Pick a day and arrival window
          </h2>
          <p className="text-sm text-slate-600">Times are Eastern. Same-day visits are by phone only.</p>
          <WindowPicker days={days} selected={windowId} onSelect={setWindowId} error={errors.windowId} />
        </section>

        <section aria-labelledby="step-details" className="space-y-4">
          <h2 id="step-details" className="text-xl font-bold text-slate-900">
            3. Your details
          </h2>
          {recalled ? (
            <p className="rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-slate-800" data-testid="recalled-details">
              We filled in the details you already gave us. Please check them before you book.
            </p>
          ) : null}
          <ContactField kind="name" id="name" required value={form.name} onChange={set("name")} error={errors.name} />
          <div className="grid gap-4 sm:grid-cols-2">
            <ContactField kind="email" id="email" required value={form.email} onChange={set("email")} error={errors.email} />
            <ContactField kind="phone" id="phone" required value={form.phone} onChange={set("phone")} error={errors.phone} />
          </div>
          <div className="grid gap-4 sm:grid-cols-[1fr_9rem]">
            <ContactField
              kind="street"
              id="street"
              label="Street address of the property"
              required
              value={form.street}
              onChange={set("street")}
              error={errors.street}
            />
            <TextField
              id="zip"
              label="ZIP code"
              required
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              value={form.zip}
              onChange={set("zip")}
              error={errors.zip}
              hint="MD or DE"
            />
          </div>
          <TextAreaField
            id="notes"
            label="Anything we should know?"
            rows={4}
            value={form.notes ?? ""}
            onChange={set("notes")}
            error={errors.notes}
          />
          <div>
            <label className="flex items-start gap-3 text-sm text-slate-700">
              <input
                type="checkbox"
                name="marketingConsent"
                checked={form.marketingConsent}
                onChange={(event) => setForm((current) => ({ ...current, marketingConsent: event.target.checked }))}
                aria-invalid={errors.marketingConsent ? true : undefined}
                aria-describedby={errors.marketingConsent ? "marketing-consent-error" : undefined}
                className="mt-1 h-4 w-4 accent-brand-700"
              />
              <span>{bookingMarketingText}</span>
            </label>
            {errors.marketingConsent ? (
              <p id="marketing-consent-error" className="mt-1 text-sm font-medium text-red-700">
                {errors.marketingConsent}
              </p>
            ) : null}
          </div>
          <label className="flex items-start gap-3 text-sm text-slate-700">
            <input
              type="checkbox"
              name="afterJobConsent"
              defaultChecked={posted?.values.afterJobConsent === "on"}
              className="mt-1 h-4 w-4 accent-brand-700"
            />
            <span>{bookingAfterJobText}</span>
          </label>
        </section>

        <Honeypot value={form.website ?? ""} onChange={(value) => setForm((current) => ({ ...current, website: value }))} />
        {turnstile.widget}
        <p id="appointment-contact" className="text-sm text-slate-700">
          {appointmentContactText}
        </p>
        <SubmitButton
          pending={pending}
          label="Book consultation"
          pendingLabel="Booking..."
          className="w-full px-6 py-3.5 text-base sm:w-auto"
        />
      </form>
    </div>
  );
}
