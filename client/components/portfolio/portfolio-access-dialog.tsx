import * as Dialog from "@radix-ui/react-dialog";
import type { RefObject } from "react";
import type { PortfolioProject } from "../../../content/projects";
import { focusBack } from "../../lib/focus-back";
import { portfolioRequestedToast } from "../../lib/lead-toasts";
import { useSiteConfig } from "../../lib/use-site-config";
import { CloseIcon } from "../icons";
import { toast } from "../toast/toast-store";
import { PortfolioAccessForm } from "./portfolio-access-form";

export interface PortfolioAccessDialogProps {
  /** The project whose card was clicked; the dialog is open while it is set. */
  project: PortfolioProject | null;
  onClose: () => void;
  /** Where focus returns when the dialog closes: the card's button that opened it. */
  returnFocusTo: RefObject<HTMLElement | null>;
  /** The server's signed render time of the page (when the page has one): the fill time counts from it. */
  stamp?: string | undefined;
}

/**
 * The portfolio access request (SPEC sections 2, 4, 5, 8): Full Name and Email required,
 * the rest optional; 'Submitting...' while sending; on success the form clears, the dialog
 * closes and a toast confirms; on failure a toast gives the phone number.
 */
export function PortfolioAccessDialog({ project, onClose, returnFocusTo, stamp }: PortfolioAccessDialogProps) {
  const open = project !== null;
  const config = useSiteConfig();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
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
                    You are asking about <strong>{project.title}</strong> in {project.location}. Our office sends our complete project
                    portfolio by e-mail.
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
          <PortfolioAccessForm
            project={project}
            stamp={stamp}
            onSent={() => {
              toast(portfolioRequestedToast(config));
              onClose();
            }}
            cancel={
              <Dialog.Close className="rounded-md border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50">
                Cancel
              </Dialog.Close>
            }
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
