import * as Dialog from "@radix-ui/react-dialog";
import { type ReactNode, type RefObject, useId, useState } from "react";
import { focusBack } from "../../lib/focus-back";
import { actionClass } from "./contact-buttons";

interface ConfirmChoice {
  /** The reason chosen from the list (empty when the dialog asks for none). */
  reason: string;
  note: string;
}

export interface ConfirmDialogBoxProps {
  title: string;
  /** What will happen, in a sentence. */
  description: ReactNode;
  /** The fixed reasons to choose one from; without them the dialog asks for none. */
  reasons?: readonly string[];
  reasonLabel?: string;
  /** Extra fields (an amount) between the reason and the note. */
  children?: ReactNode;
  confirmLabel: string;
  /** Red for what takes something away (lost, cancelled, spam). */
  destructive?: boolean;
  /** Whether to ask for a note (default: yes). */
  askNote?: boolean;
  /**
   * Does the change; a message is shown in the dialog and keeps it open (the server's refusal),
   * null closes it.
   */
  onConfirm(choice: ConfirmChoice): Promise<string | null>;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button that opened it, where focus goes back when it closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The confirm dialog itself (confirm-dialog.tsx loads it when its button is first pressed). */
export function ConfirmDialogBox({
  title,
  description,
  reasons,
  reasonLabel = "Reason",
  children,
  confirmLabel,
  destructive = false,
  askNote = true,
  onConfirm,
  open,
  onOpenChange,
  returnFocusTo,
}: ConfirmDialogBoxProps) {
  const [reason, setReason] = useState("");
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const id = useId();

  function change(next: boolean) {
    onOpenChange(next);
    if (!next) {
      setReason("");
      setNote("");
      setProblem(null);
    }
  }

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (reasons && !reason) {
      setProblem("Choose a reason.");
      return;
    }
    setPending(true);
    setProblem(null);
    try {
      const refusal = await onConfirm({ reason, note: note.trim() });
      if (refusal) setProblem(refusal);
      else change(false);
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content
          onCloseAutoFocus={focusBack(returnFocusTo)}
          className="fixed inset-x-3 top-[8vh] z-50 mx-auto max-h-[84vh] max-w-md overflow-y-auto rounded-lg bg-white p-5 shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">{description}</Dialog.Description>
          <form onSubmit={(event) => void confirm(event)} className="mt-4 space-y-3">
            {reasons ? (
              <label htmlFor={`${id}-reason`} className="block text-sm font-semibold text-slate-700">
                {reasonLabel}
                <select
                  id={`${id}-reason`}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-2 font-normal"
                >
                  <option value="">Choose…</option>
                  {reasons.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            {children}
            {askNote ? (
              <label htmlFor={`${id}-note`} className="block text-sm font-semibold text-slate-700">
                Note <span className="font-normal text-slate-600">(optional)</span>
                <textarea
                  id={`${id}-note`}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                  rows={3}
                  maxLength={2000}
                  className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 font-normal"
                />
              </label>
            ) : null}
            {problem ? (
              <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
                {problem}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-end gap-2 pt-1">
              <Dialog.Close className={`${actionClass} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}>
                Keep as is
              </Dialog.Close>
              <button
                type="submit"
                disabled={pending}
                className={`${actionClass} text-white disabled:opacity-60 ${destructive ? "bg-red-700 hover:bg-red-800" : "bg-brand-700 hover:bg-brand-800"}`}
              >
                {pending ? "Saving..." : confirmLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
