import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, type RefObject, useEffect, useState } from "react";
import { portfolioConsentText } from "../../../content/consent";
import type { PortfolioProject } from "../../../content/projects";
import { focusBack } from "../../lib/focus-back";
import { useFillTimer, useLeadSender, warmLeadRules } from "../../lib/lead-submission";
import { leadFailedMessage, leadFailedToast, portfolioRequestedToast } from "../../lib/lead-toasts";
import { emptyPortfolioForm, type PortfolioAccessForm, portfolioLead } from "../../lib/portfolio-request";
import { useSiteConfig } from "../../lib/use-site-config";
import { ContactField, Honeypot, SelectField, SubmitButton, TextAreaField, TextField } from "../forms/fields";
import { useTurnstile } from "../forms/turnstile";
import { useFormFields } from "../forms/use-form-fields";
import { CloseIcon } from "../icons";
import { toast } from "../toast/toast-store";

const PORTFOLIO_INTERESTS = [
  "Residential Roofing",
  "Commercial Roofing",
  "Siding",
  "Windows",
  "Storm Restoration",
  "Multiple Services",
] as const;

export interface PortfolioAccessDialogProps {
  /** The project whose card was clicked; the dialog is open while it is set. */
  project: PortfolioProject | null;
  onClose: () => void;
  /** Where focus returns when the dialog closes: the card's button that opened it. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The portfolio access request (SPEC sections 2, 4, 5, 8): Full Name and Email required,
 * the rest optional; 'Submitting...' while sending; on success the form clears, the dialog
 * closes and a toast confirms; on failure a toast gives the phone number.
 */
export function PortfolioAccessDialog({ project, onClose, returnFocusTo }: PortfolioAccessDialogProps) {
  const { phone } = useSiteConfig();
  const { values: form, setValues: setForm, setErrors, bind } = useFormFields<PortfolioAccessForm>(emptyPortfolioForm);
  const [honeypot, setHoneypot] = useState("");
  const [failed, setFailed] = useState(false);
  const { send, pending } = useLeadSender();
  const { elapsed, restart } = useFillTimer();
  const turnstile = useTurnstile();
  const open = project !== null;

  // The fill time counts from the moment the dialog opens.
  useEffect(() => {
    if (open) restart();
  }, [open, restart]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailed(false);
    // Full Name and Email are checked by the browser (required, type=email) before this runs.
    const outcome = await send(
      portfolioLead(form, project, { elapsedMs: elapsed(), website: honeypot, page: "/projects", turnstileToken: turnstile.token }),
    );
    if (!outcome) return;
    if (outcome.kind === "received") {
      toast(portfolioRequestedToast);
      setForm(emptyPortfolioForm);
      setErrors({});
      close();
    } else if (outcome.kind === "invalid") {
      setErrors({ ...outcome.fields, message: outcome.fields.projectDetails ?? outcome.fields.message ?? "" });
    } else {
      turnstile.reset();
      setFailed(true);
      toast(leadFailedToast(phone));
    }
  }

  const close = () => {
    setFailed(false);
    onClose();
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          onCloseAutoFocus={focusBack(returnFocusTo)}
          className="fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-2xl"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-bold text-slate-900">Request Portfolio Access</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">
                {project ? (
                  <>
                    You are asking about <strong>{project.title}</strong> in {project.location}. We will send our complete project portfolio
                    within 24 hours.
                  </>
                ) : null}
              </Dialog.Description>
            </div>
            <Dialog.Close
              className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
              aria-label="Close"
            >
              <CloseIcon width={20} height={20} />
            </Dialog.Close>
          </div>
          <form onSubmit={onSubmit} onFocus={warmLeadRules} className="relative mt-5 space-y-4">
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
            {failed ? (
              // The modal hides the page's toast region from assistive technology: say it here too.
              <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
                {leadFailedMessage(phone)}
              </p>
            ) : null}
            <p className="text-xs text-slate-600">{portfolioConsentText}</p>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close className="rounded-md border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50">
                Cancel
              </Dialog.Close>
              <SubmitButton pending={pending} label="Request Access" className="px-5 py-2.5" />
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
