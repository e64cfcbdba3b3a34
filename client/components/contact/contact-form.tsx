import { type FormEvent, useState } from "react";
import { leadConsentText } from "../../../content/consent";
import { inquiryServices } from "../../../content/services";
import type { ContactPreference, LeadReceipt, Urgency } from "../../../contracts/leads";
import { telHref } from "../../../contracts/site-config";
import { useLeadSender, warmLeadRules } from "../../lib/lead-submission";
import { leadFailedMessage, leadFailedToast, leadReceivedToast } from "../../lib/lead-toasts";
import { useSiteConfig } from "../../lib/use-site-config";
import { rememberDetails, splitAddress } from "../../lib/visitor-details";
import { ErrorSummary, type FormProblem } from "../forms/error-summary";
import { ContactField, controlClass, LeadFormFooter, SelectField, TapNotice, TextAreaField } from "../forms/fields";
import { useTurnstile } from "../forms/turnstile";
import { useFormFields } from "../forms/use-form-fields";
import { toast } from "../toast/toast-store";

const URGENCY_CHOICES: readonly { value: Urgency; label: string }[] = [
  { value: "emergency", label: "Emergency: active leak or storm damage" },
  { value: "high", label: "As soon as possible" },
  { value: "medium", label: "Within the next month or two" },
  { value: "low", label: "Just planning or comparing" },
];

const CONTACT_CHOICES: readonly { value: ContactPreference; label: string }[] = [
  { value: "phone", label: "Phone call" },
  { value: "text", label: "Text message" },
  { value: "email", label: "Email" },
];

type ContactValues = {
  name: string;
  email: string;
  phone: string;
  address: string;
  service: string;
  urgency: Urgency;
  message: string;
  contactPreference: ContactPreference;
};

/** The form's fields, in the order errors are listed and focused. */
const FIELD_ORDER = ["name", "email", "phone", "address", "service", "urgency", "message", "contactPreference"] as const;
type FieldName = (typeof FIELD_ORDER)[number];
type Errors = Partial<Record<FieldName, string>>;

/** Schema and server field names that differ from the form's. */
const FIELD_ALIASES: Record<string, FieldName> = { projectDetails: "message" };

/** A search like "roof leak" or "vinyl siding" preselects the matching service. */
function serviceForSearch(search: string): string {
  const text = search.toLowerCase();
  if (/emergency/.test(text)) return "Emergency Repair";
  if (/storm|hail|wind/.test(text)) return "Storm Damage";
  if (/gutter/.test(text)) return "Gutters";
  if (/inspect/.test(text)) return "Roof Inspection";
  if (/roof|shingle|leak/.test(text)) return "Roofing";
  if (/siding/.test(text)) return "Siding";
  if (/window/.test(text)) return "Windows";
  return "";
}

function initialContactValues(search: string): ContactValues {
  return {
    name: "",
    email: "",
    phone: "",
    address: "",
    service: serviceForSearch(search),
    urgency: /emergency|leak/i.test(search) ? "high" : "medium",
    message: search ? `I'm interested in: ${search}\n` : "",
    contactPreference: "phone",
  };
}

function formErrors(fields: Record<string, string>): Errors {
  const errors: Errors = {};
  for (const [name, message] of Object.entries(fields)) {
    const field = FIELD_ALIASES[name] ?? FIELD_ORDER.find((f) => f === name);
    if (field) errors[field] ??= message;
  }
  return errors;
}

/** The lead a contact form sends: the same whether the page's script sends it or the form posts itself (client/pages/contact.tsx). */
export function contactLead(
  values: ContactValues,
  spam: { website: string; formStamp: string; secondTap?: string | undefined; turnstileToken: string | undefined },
) {
  return {
    name: values.name,
    email: values.email,
    phone: values.phone,
    company: "",
    address: values.address,
    service: values.service,
    projectDetails: values.message,
    source: "Contact Page",
    urgency: values.urgency,
    contactPreference: values.contactPreference,
    consentText: leadConsentText,
    page: "/contact",
    ...spam,
  } as const;
}

/** A posted contact form's fields as the form's values (unknown choices fall back to the defaults). */
export function postedContactValues(posted: Record<string, string>): ContactValues {
  const defaults = initialContactValues("");
  return {
    name: posted.name ?? "",
    email: posted.email ?? "",
    phone: posted.phone ?? "",
    address: posted.address ?? "",
    service: posted.service ?? "",
    urgency: URGENCY_CHOICES.some((choice) => choice.value === posted.urgency) ? (posted.urgency as Urgency) : defaults.urgency,
    message: posted.message ?? "",
    contactPreference: CONTACT_CHOICES.some((choice) => choice.value === posted.contactPreference)
      ? (posted.contactPreference as ContactPreference)
      : defaults.contactPreference,
  };
}

/** What the page's action answered when the form posted itself: its errors, with what was typed. */
export interface PostedContact {
  values: Record<string, string>;
  fields: Record<string, string>;
  message: string | null;
  secondTap?: string;
}

/**
 * The free consultation / review request form of /contact. It posts to the page's action
 * (`stamp` is the server's signed render time), so it works before the page's script arrives;
 * once the script runs, the script sends it instead.
 */
export function ContactForm({
  search,
  stamp,
  posted,
  onReceived,
}: {
  search: string;
  stamp: string;
  posted?: PostedContact;
  onReceived: (receipt: LeadReceipt, name: string) => void;
}) {
  const config = useSiteConfig();
  const { phone } = config;
  const { values, errors, setErrors, set, bind } = useFormFields(
    () => (posted ? postedContactValues(posted.values) : initialContactValues(search)),
    posted ? formErrors(posted.fields) : {},
  );
  const [failure, setFailure] = useState<string | null>(posted?.message && !Object.keys(posted.fields).length ? posted.message : null);
  const [honeypot, setHoneypot] = useState("");
  const { send, pending } = useLeadSender(posted?.secondTap);
  const turnstile = useTurnstile();
  const [attempt, setAttempt] = useState(posted && Object.keys(posted.fields).length ? 1 : 0);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    // The fill time counts from the server's stamp in the form (its first paint), not from when the script arrived.
    const outcome = await send(contactLead(values, { website: honeypot, formStamp: stamp, turnstileToken: turnstile.token }));
    if (!outcome) return;
    if (outcome.kind === "tap-again") {
      setFailure(outcome.message);
      return;
    }
    if (outcome.kind === "received") {
      const { street, zip } = splitAddress(values.address);
      rememberDetails({
        name: values.name,
        email: values.email,
        phone: values.phone,
        street,
        zip,
        service: values.service,
        notes: values.message,
      });
      toast(leadReceivedToast("Request Received", config));
      onReceived(outcome.receipt, values.name.trim());
      return;
    }
    if (outcome.kind === "invalid") {
      setErrors(formErrors(outcome.fields));
      setAttempt((n) => n + 1);
      return;
    }
    turnstile.reset();
    setFailure(outcome.message ?? leadFailedMessage(phone));
    toast(leadFailedToast(phone));
  }

  const problems: FormProblem[] = FIELD_ORDER.filter((field) => errors[field]).map((field) => ({
    message: errors[field]!,
    target: field === "contactPreference" ? 'input[name="contactPreference"]:checked' : `[name="${field}"]`,
  }));

  return (
    <form
      method="post"
      action="/contact"
      onSubmit={onSubmit}
      onFocus={warmLeadRules}
      noValidate
      className="relative space-y-5"
      aria-label="Free consultation request"
    >
      <input type="hidden" name="formStamp" value={stamp} />
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactField kind="name" id="name" required {...bind("name")} />
        <ContactField kind="email" id="email" required inputMode="email" {...bind("email")} />
        <ContactField kind="phone" id="phone" inputMode="tel" required={values.contactPreference !== "email"} {...bind("phone")} />
        <ContactField
          kind="street"
          id="address"
          label="Street address or ZIP code"
          {...bind("address")}
          hint="We serve Maryland and Delaware."
        />
        <SelectField
          id="service"
          label="Service of interest"
          required
          placeholder="Choose a service"
          options={inquiryServices}
          {...bind("service")}
        />
        <div>
          <label htmlFor="urgency" className="block text-sm font-semibold text-slate-800">
            How soon do you need help?
          </label>
          <select
            id="urgency"
            name="urgency"
            value={values.urgency}
            onChange={(e) => set("urgency", e.target.value as Urgency)}
            className={controlClass()}
          >
            {URGENCY_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <TextAreaField id="message" label="Tell us about your project" rows={5} {...bind("message")} />
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Preferred contact method</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {CONTACT_CHOICES.map((choice) => (
            <label key={choice.value} className="inline-flex min-h-11 items-center gap-2 text-base text-slate-800">
              <input
                type="radio"
                name="contactPreference"
                value={choice.value}
                checked={values.contactPreference === choice.value}
                onChange={() => set("contactPreference", choice.value)}
                className="h-4 w-4 accent-brand-700"
              />
              {choice.label}
            </label>
          ))}
        </div>
        {errors.contactPreference ? <p className="mt-1 text-sm font-medium text-red-700">{errors.contactPreference}</p> : null}
      </fieldset>
      <LeadFormFooter
        honeypot={honeypot}
        onHoneypotChange={setHoneypot}
        turnstile={turnstile.widget}
        consentText={leadConsentText}
        pending={pending}
        label="REQUEST MY FREE ESTIMATE"
        secondTap={posted?.secondTap}
        problems={
          <>
            <ErrorSummary problems={problems} attempt={attempt} />
            {failure ? (
              <TapNotice>
                {failure}{" "}
                <a href={telHref(phone)} className="font-semibold underline">
                  Call {phone}
                </a>
              </TapNotice>
            ) : null}
          </>
        }
      />
    </form>
  );
}
