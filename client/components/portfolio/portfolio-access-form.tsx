import { type FormEvent, type ReactNode, useState } from "react";
import { portfolioConsentText } from "../../../content/consent";
import type { PortfolioProject } from "../../../content/projects";
import { useLeadSender, warmLeadRules } from "../../lib/lead-submission";
import { leadFailedMessage, leadFailedToast } from "../../lib/lead-toasts";
import { emptyPortfolioForm, type PortfolioAccessForm as PortfolioValues, portfolioLead } from "../../lib/portfolio-request";
import { useSiteConfig } from "../../lib/use-site-config";
import { ContactField, Honeypot, SelectField, SubmitButton, TapNotice, TextAreaField, TextField } from "../forms/fields";
import { useTurnstile } from "../forms/turnstile";
import { useFormFields } from "../forms/use-form-fields";
import { toast } from "../toast/toast-store";

const PORTFOLIO_INTERESTS = [
  "Residential Roofing",
  "Commercial Roofing",
  "Siding",
  "Windows",
  "Storm Restoration",
  "Multiple Services",
] as const;

/** What /projects' action answered when the form posted itself with an error: what was typed, and why. */
export interface PostedPortfolio {
  values: Record<string, string>;
  fields: Record<string, string>;
  message: string | null;
  secondTap?: string;
}

function portfolioErrors(fields: Record<string, string>): Partial<Record<keyof PortfolioValues, string>> {
  const { projectDetails, ...rest } = fields;
  const errors: Partial<Record<keyof PortfolioValues, string>> = {};
  for (const name of ["name", "email", "phone", "company"] as const) if (rest[name]) errors[name] = rest[name];
  if (projectDetails) errors.message = projectDetails;
  return errors;
}

/** The posted values as the form's own (unknown names are dropped). */
function postedPortfolioValues(posted: Record<string, string>): PortfolioValues {
  return {
    name: posted.name ?? "",
    email: posted.email ?? "",
    phone: posted.phone ?? "",
    company: posted.company ?? "",
    interest: (PORTFOLIO_INTERESTS as readonly string[]).includes(posted.interest ?? "") ? posted.interest! : "",
    message: posted.message ?? "",
  };
}

/**
 * The portfolio access request's form (SPEC sections 5 and 7), in the dialog or on /projects itself.
 * It posts to /projects (the project's id and the server's signed render time go along), so it works
 * before the page's script arrives; once the script runs, the script sends it and `onSent` follows.
 */
export function PortfolioAccessForm({
  project,
  stamp,
  posted,
  onSent,
  cancel,
}: {
  project: PortfolioProject | null;
  stamp: string | undefined;
  posted?: PostedPortfolio | undefined;
  onSent: () => void;
  /** The dialog's Cancel button, beside the submit button. */
  cancel?: ReactNode;
}) {
  const { phone } = useSiteConfig();
  const {
    values: form,
    setValues: setForm,
    setErrors,
    bind,
  } = useFormFields<PortfolioValues>(
    () => (posted ? postedPortfolioValues(posted.values) : emptyPortfolioForm),
    posted ? portfolioErrors(posted.fields) : {},
  );
  const [honeypot, setHoneypot] = useState("");
  const [failure, setFailure] = useState<string | null>(
    posted && !Object.keys(posted.fields).length ? (posted.message ?? leadFailedMessage(phone)) : null,
  );
  const { send, pending } = useLeadSender(posted?.secondTap);
  const [openedAt] = useState(() => Date.now());
  const turnstile = useTurnstile();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    // Full Name and Email are checked by the browser (required, type=email) before this runs.
    // The fill time counts from the server's stamp when the page has one, else from the dialog's opening.
    const timing = stamp ? { formStamp: stamp } : { elapsedMs: Date.now() - openedAt };
    const outcome = await send(
      portfolioLead(form, project, { ...timing, website: honeypot, page: "/projects", turnstileToken: turnstile.token }),
    );
    if (!outcome) return;
    if (outcome.kind === "received") {
      setForm(emptyPortfolioForm);
      setErrors({});
      onSent();
    } else if (outcome.kind === "invalid") {
      setErrors(portfolioErrors(outcome.fields));
    } else if (outcome.kind === "tap-again") {
      setFailure(outcome.message);
    } else {
      turnstile.reset();
      setFailure(leadFailedMessage(phone));
      toast(leadFailedToast(phone));
    }
  }

  return (
    <form
      method="post"
      action="/projects"
      onSubmit={onSubmit}
      onFocus={warmLeadRules}
      className="relative mt-5 space-y-4"
      aria-label="Request Portfolio Access"
    >
      {project ? <input type="hidden" name="project" value={project.id} /> : null}
      {stamp ? <input type="hidden" name="formStamp" value={stamp} /> : null}
      {posted?.secondTap ? <input type="hidden" name="secondTap" value={posted.secondTap} /> : null}
      <ContactField kind="name" id="portfolio-name" label="Full Name" required {...bind("name")} />
      <ContactField kind="email" id="portfolio-email" required {...bind("email")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactField kind="phone" id="portfolio-phone" {...bind("phone")} />
        <TextField id="portfolio-company" label="Company" autoComplete="organization" {...bind("company")} />
      </div>
      <SelectField
        id="portfolio-interest"
        label="Project Interest"
        placeholder="General"
        options={PORTFOLIO_INTERESTS}
        {...bind("interest")}
      />
      <TextAreaField id="portfolio-message" label="Message" rows={3} {...bind("message")} />
      <Honeypot value={honeypot} onChange={setHoneypot} />
      {turnstile.widget}
      <p className="text-xs text-slate-600">{portfolioConsentText}</p>
      {/* Beside the button that was tapped; in the dialog, the page's toast region is hidden from assistive technology too. */}
      {failure ? <TapNotice>{failure}</TapNotice> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {cancel}
        <SubmitButton pending={pending} label="Request Access" className="px-5 py-2.5" />
      </div>
    </form>
  );
}
