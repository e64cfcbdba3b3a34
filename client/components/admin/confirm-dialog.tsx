import * as Dialog from "@radix-ui/react-dialog";
import { type ReactNode, useId, useState } from "react";
import { actionClass } from "./contact-buttons";

interface ConfirmChoice {
  /** The reason chosen from the list (empty when the dialog asks for none). */
  reason: string;
  note: string;
}

interface ConfirmDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactNode;
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
}

/**
 * Asks before a change that is hard to notice once done (a lead lost, an appointment cancelled,
 * a lead marked spam or merged): says what will happen, asks for a reason from a fixed list and
 * a note, and does it only on the confirm button. The screen then offers to undo it.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  reasons,
  reasonLabel = "Reason",
  children,
  confirmLabel,
  destructive = false,
  askNote = true,
  onConfirm,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const id = useId();

  function change(next: boolean) {
    setOpen(next);
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
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content className="fixed inset-x-3 top-[8vh] z-50 mx-auto max-h-[84vh] max-w-md overflow-y-auto rounded-lg bg-white p-5 shadow-xl">
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

/** A result line with an Undo button beside it, for a change the dialog confirmed. */
export function UndoNote({ message, onUndo }: { message: string; onUndo: () => Promise<void> }) {
  const [pending, setPending] = useState(false);
  return (
    <p
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
    >
      <span className="min-w-0 flex-1">{message}</span>
      <button
        type="button"
        disabled={pending}
        onClick={() => {
          setPending(true);
          void onUndo().finally(() => setPending(false));
        }}
        className={`${actionClass} border border-emerald-700 bg-white text-emerald-900 hover:bg-emerald-100`}
      >
        {pending ? "Undoing..." : "Undo"}
      </button>
    </p>
  );
}
