import { type FormEvent, useState } from "react";
import { scheduling } from "../../../content/schedule";
import { checkOfficeBooking } from "../../../contracts/admin-answers";
import type { Availability, AvailabilityWindow } from "../../../contracts/appointment-views";
import type { OfficeBookingInput } from "../../../contracts/appointments";
import { readAvailability } from "../../lib/availability";
import { serverError } from "../../lib/lead-submission";
import { apiRequest, readAnswer } from "../../lib/request";
import type { VisitorDetails } from "../../lib/visitor-details";
import { ContactField, SelectField, TextAreaField, TextField } from "../forms/fields";
import { WindowPicker } from "../schedule/window-picker";
import { ResultNote } from "./admin-frame";

type Result = { ok: boolean; message: string } | null;
type Fields = Omit<OfficeBookingInput, "windowId" | "leadId" | "service"> & { service: string };

/** Who the office is booking: someone new, or the lead whose page this is (their details to start from). */
type PhoneBookingFor = Omit<VisitorDetails, "notes"> & { leadId?: string };

const empty = (person: PhoneBookingFor): Fields => ({
  service: (scheduling.services as readonly string[]).includes(person.service ?? "") ? person.service! : "",
  name: person.name ?? "",
  email: person.email ?? "",
  phone: person.phone ?? "",
  street: person.street ?? "",
  zip: person.zip ?? "",
  notes: "",
});

/**
 * A customer who phoned, booked into an arrival window by the office: the same windows and
 * capacity as online, confirmed at once, on the caller's lead when they already are one; the
 * homeowner is e-mailed the confirmation, the private link and the calendar file.
 */
export function PhoneBooking({
  person = {},
  label = "Book a customer who called",
  onBooked,
}: {
  person?: PhoneBookingFor;
  label?: string;
  onBooked: () => Promise<void>;
}) {
  const [availability, setAvailability] = useState<Availability | null>(null);
  const [windowId, setWindowId] = useState<string | null>(null);
  const [fields, setFields] = useState<Fields>(() => empty(person));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<Result>(null);
  const set = (field: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [field]: event.target.value }));

  async function open() {
    setResult(null);
    try {
      setAvailability(await readAvailability());
    } catch {
      setResult({ ok: false, message: "The open windows could not be loaded. Please try again." });
    }
  }

  async function book(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setResult(null);
    const window = availability?.days.flatMap((day) => day.windows).find((w) => w.id === windowId);
    try {
      const response = await apiRequest("POST", "/api/admin/appointments", { ...fields, windowId: windowId ?? "", leadId: person.leadId });
      const { appointment, joined } = await readAnswer(response, checkOfficeBooking);
      setAvailability(null);
      setWindowId(null);
      setFields(empty(person));
      setErrors({});
      setResult({
        ok: true,
        message: `${appointment.name} is booked for ${window ? `${window.dayLabel}, ${window.label}` : appointment.windowId} (confirmed, ${appointment.reference}), ${
          joined ? "on their existing lead" : "as a new lead"
        }. The confirmation and calendar file are on their way to ${appointment.email}.`,
      });
      await onBooked();
    } catch (error) {
      const detail = serverError(error) as {
        message?: string;
        fields?: Record<string, string>;
        alternatives?: AvailabilityWindow[];
      } | null;
      setErrors(detail?.fields ?? {});
      const nearest = detail?.alternatives?.length
        ? ` Nearest open: ${detail.alternatives.map((alt) => `${alt.dayLabel} ${alt.label}`).join("; ")}.`
        : "";
      setResult({ ok: false, message: `${detail?.message ?? "The booking could not be made. Please try again."}${nearest}` });
      if (detail?.alternatives) setAvailability(await readAvailability());
    } finally {
      setPending(false);
    }
  }

  if (!availability) {
    return (
      <div className="space-y-3">
        <button
          type="button"
          onClick={() => void open()}
          className="min-h-11 rounded-md bg-brand-700 px-4 py-2 font-bold text-white hover:bg-brand-800"
        >
          {label}
        </button>
        <ResultNote result={result} />
      </div>
    );
  }
  return (
    <form onSubmit={(event) => void book(event)} noValidate aria-label={label} className="space-y-4">
      <SelectField
        id="phone-service"
        label="Service"
        required
        options={scheduling.services}
        placeholder="Choose a service"
        value={fields.service}
        onChange={set("service")}
        error={errors.service}
      />
      <WindowPicker days={availability.days} selected={windowId} onSelect={setWindowId} error={errors.windowId} />
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactField kind="name" id="phone-name" required value={fields.name} onChange={set("name")} error={errors.name} />
        <ContactField kind="phone" id="phone-phone" required value={fields.phone} onChange={set("phone")} error={errors.phone} />
        <ContactField
          kind="email"
          id="phone-email"
          required
          value={fields.email}
          onChange={set("email")}
          error={errors.email}
          hint="The confirmation and calendar file go here."
        />
        <ContactField kind="street" id="phone-street" required value={fields.street} onChange={set("street")} error={errors.street} />
        <TextField
          id="phone-zip"
          label="ZIP code"
          required
          inputMode="numeric"
          maxLength={5}
          value={fields.zip}
          onChange={set("zip")}
          error={errors.zip}
        />
      </div>
      <TextAreaField
        id="phone-notes"
        label="Notes from the call"
        rows={3}
        value={fields.notes ?? ""}
        onChange={set("notes")}
        error={errors.notes}
      />
      <ResultNote result={result} />
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={pending}
          className="min-h-11 rounded-md bg-brand-700 px-4 py-2 font-bold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {pending ? "Booking..." : "Book and e-mail the confirmation"}
        </button>
        <button
          type="button"
          onClick={() => setAvailability(null)}
          className="min-h-11 rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800"
        >
          Close
        </button>
      </div>
    </form>
  );
}
