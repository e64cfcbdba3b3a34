import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { leadConsentText } from "../../../content/consent";
import { callbackPromise } from "../../../contracts/business-settings";
import { useFillTimer, useLeadSender, warmLeadRules } from "../../lib/lead-submission";
import { leadFailedMessage, leadFailedToast, leadReceivedToast } from "../../lib/lead-toasts";
import { scheduleLink } from "../../lib/schedule-link";
import { useSiteConfig } from "../../lib/use-site-config";
import { rememberDetails } from "../../lib/visitor-details";
import { ContactField, LeadFormFooter } from "../forms/fields";
import { useTurnstile } from "../forms/turnstile";
import { useFormFields } from "../forms/use-form-fields";
import { toast } from "../toast/toast-store";

/** "Get your exact quote": the contact details that turn an instant estimate into a lead. */
export function QuoteForm({ zip, details }: { zip: string; details: string }) {
  const config = useSiteConfig();
  const { phone } = config;
  const { values, setErrors, bind } = useFormFields({ name: "", email: "", phone: "", address: "" });
  const [honeypot, setHoneypot] = useState("");
  const [received, setReceived] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { send, pending } = useLeadSender();
  const { elapsed } = useFillTimer();
  const turnstile = useTurnstile();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const outcome = await send({
      name: values.name,
      email: values.email,
      phone: values.phone,
      company: "",
      address: values.address.trim() ? `${values.address.trim()} ${zip}` : zip,
      service: "Roof Replacement",
      projectDetails: details,
      source: "Instant Estimate",
      urgency: "medium",
      contactPreference: "phone",
      consentText: leadConsentText,
      page: "/roof-replacement-estimate",
      website: honeypot,
      elapsedMs: elapsed(),
      turnstileToken: turnstile.token,
    });
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
      setErrors(outcome.fields);
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
          Thank you! Our team will contact you {callbackPromise(config)} to confirm the details and set up your free roof inspection.
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

  return (
    <form onSubmit={onSubmit} onFocus={warmLeadRules} noValidate className="relative space-y-4" aria-label="Get your exact quote">
      {failure ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
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
      />
    </form>
  );
}
