import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { leadConsentText } from "../../../content/consent";
import type { LeadSubmission } from "../../../contracts/leads";
import { useLeadSender, warmLeadRules } from "../../lib/lead-submission";
import { leadFailedMessage, leadFailedToast, leadReceivedToast } from "../../lib/lead-toasts";
import { scheduleLink } from "../../lib/schedule-link";
import { useSiteConfig } from "../../lib/use-site-config";
import { rememberDetails } from "../../lib/visitor-details";
import { CallbackPromise } from "../callback-promise";
import { ContactField, LeadFormFooter, TapNotice } from "../forms/fields";
import { useTurnstile } from "../forms/turnstile";
import { useFormFields } from "../forms/use-form-fields";
import { toast } from "../toast/toast-store";

export interface QuoteValues {
  name: string;
  email: string;
  phone: string;
  address: string;
}

/** The lead a quote request makes: the same whether the page's script sends it or the form posts itself. */
export function quoteLead(
  values: QuoteValues,
  estimate: { zip: string; details: string },
  spam: { website: string; formStamp: string; secondTap?: string | undefined; turnstileToken: string | undefined },
): LeadSubmission {
  const street = values.address.trim();
  return {
    name: values.name,
    email: values.email,
    phone: values.phone,
    company: "",
    address: street ? `${street} ${estimate.zip}` : estimate.zip,
    service: "Roof Replacement",
    projectDetails: estimate.details,
    source: "Instant Estimate",
    urgency: "medium",
    contactPreference: "phone",
    consentText: leadConsentText,
    page: "/roof-replacement-estimate",
    ...spam,
  };
}

/** The server's field names for the quote form's own (the street is the lead's address). */
const FIELD_OF: Record<string, keyof QuoteValues> = { name: "name", email: "email", phone: "phone", address: "address" };

function quoteErrors(fields: Record<string, string>): Partial<Record<keyof QuoteValues, string>> {
  const errors: Partial<Record<keyof QuoteValues, string>> = {};
  for (const [name, message] of Object.entries(fields)) {
    const field = FIELD_OF[name];
    if (field) errors[field] ??= message;
  }
  return errors;
}

/** What the page's action answered when the quote form posted itself. */
export type PostedQuote =
  | { ok: true }
  | { ok: false; values: Record<string, string>; fields: Record<string, string>; message: string | null; secondTap?: string };

/**
 * "Get your exact quote": the contact details that turn an instant estimate into a lead. It posts
 * to the page's action (`hidden`: the estimate's own fields, so the action can work it out again;
 * `stamp`: the server's signed render time), so it works before the page's script arrives.
 */
export function QuoteForm({
  zip,
  details,
  stamp,
  hidden,
  posted,
}: {
  zip: string;
  details: string;
  stamp: string;
  hidden: Record<string, string>;
  posted?: PostedQuote | undefined;
}) {
  const config = useSiteConfig();
  const { phone } = config;
  const failedPost = posted && !posted.ok ? posted : undefined;
  const { values, setErrors, errors, bind } = useFormFields<QuoteValues>(
    {
      name: failedPost?.values.name ?? "",
      email: failedPost?.values.email ?? "",
      phone: failedPost?.values.phone ?? "",
      address: failedPost?.values.address ?? "",
    },
    failedPost ? quoteErrors(failedPost.fields) : {},
  );
  const [honeypot, setHoneypot] = useState("");
  const [received, setReceived] = useState(posted?.ok === true);
  const [failure, setFailure] = useState<string | null>(
    failedPost?.message && !Object.keys(failedPost.fields).length ? failedPost.message : null,
  );
  const { send, pending } = useLeadSender(failedPost?.secondTap);
  const turnstile = useTurnstile();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const outcome = await send(
      quoteLead(values, { zip, details }, { website: honeypot, formStamp: stamp, turnstileToken: turnstile.token }),
    );
    if (!outcome) return;
    if (outcome.kind === "received") {
      rememberDetails({
        name: values.name,
        email: values.email,
        phone: values.phone,
        street: values.address,
        zip,
        service: "Roofing",
        notes: details,
      });
      setReceived(true);
      toast(leadReceivedToast("Quote Requested", config));
    } else if (outcome.kind === "invalid") {
      setErrors(quoteErrors(outcome.fields));
      setFailure(null);
    } else if (outcome.kind === "tap-again") {
      setFailure(outcome.message);
    } else {
      turnstile.reset();
      setFailure(outcome.message ?? leadFailedMessage(phone));
      toast(leadFailedToast(phone));
    }
  }

  if (received) {
    return (
      <div role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 p-6">
        <h3 className="text-xl font-bold text-emerald-900">Your quote request is in</h3>
        <p className="mt-2 text-emerald-950">
          Thank you! <CallbackPromise /> We will confirm the details and set up your free onsite consultation.
        </p>
        <Link
          to={scheduleLink({ service: "Roofing", zip, notes: details })}
          className="mt-4 inline-block rounded-md bg-accent-500 px-5 py-3 font-bold text-slate-950 hover:bg-accent-400"
        >
          Book your onsite consultation now
        </Link>
      </div>
    );
  }

  const fieldProblems = Object.values(errors).filter(Boolean).length;
  return (
    <form
      method="post"
      action="/roof-replacement-estimate"
      onSubmit={onSubmit}
      onFocus={warmLeadRules}
      noValidate
      className="relative space-y-4"
      aria-label="Get your exact quote"
    >
      <input type="hidden" name="intent" value="quote" />
      <input type="hidden" name="formStamp" value={stamp} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactField kind="name" id="quote-name" required {...bind("name")} />
        <ContactField kind="phone" id="quote-phone" required {...bind("phone")} />
        <ContactField kind="email" id="quote-email" required {...bind("email")} />
        <ContactField kind="street" id="quote-address" {...bind("address")} />
      </div>
      <LeadFormFooter
        honeypot={honeypot}
        onHoneypotChange={setHoneypot}
        turnstile={turnstile.widget}
        consentText={leadConsentText}
        pending={pending}
        label="GET MY EXACT QUOTE"
        secondTap={failedPost?.secondTap}
        problems={
          failure || fieldProblems ? (
            <TapNotice>
              {failure ??
                (fieldProblems === 1
                  ? "Please correct the field marked above."
                  : `Please correct the ${fieldProblems} fields marked above.`)}
            </TapNotice>
          ) : null
        }
      />
    </form>
  );
}
