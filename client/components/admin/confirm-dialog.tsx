import { cloneElement, lazy, type MouseEvent, type ReactElement, Suspense, useRef, useState } from "react";
import { browserOnly } from "../../lib/browser-only";
import type { ConfirmDialogBoxProps } from "./confirm-dialog-box";
import { actionClass } from "./contact-buttons";

// The dialog loads when its button is first pressed; a closed dialog shows nothing, so the
// server never renders it.
const ConfirmDialogBox = lazy(
  import.meta.env.SSR ? browserOnly : () => import("./confirm-dialog-box").then((m) => ({ default: m.ConfirmDialogBox })),
);

type TriggerProps = { onClick?: (event: MouseEvent<HTMLElement>) => void };

interface ConfirmDialogProps extends Omit<ConfirmDialogBoxProps, "open" | "onOpenChange" | "returnFocusTo"> {
  /** The button that opens the dialog. */
  trigger: ReactElement<TriggerProps>;
}

/**
 * Asks before a change that is hard to notice once done (a lead lost, an appointment cancelled,
 * a lead marked spam or merged): says what will happen, asks for a reason from a fixed list and
 * a note, and does it only on the confirm button. The screen then offers to undo it.
 */
export function ConfirmDialog({ trigger, ...box }: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const button = cloneElement(trigger, {
    ref: opener,
    "aria-haspopup": "dialog",
    "aria-expanded": open,
    onClick: (event: MouseEvent<HTMLElement>) => {
      trigger.props.onClick?.(event);
      setWanted(true);
      setOpen(true);
    },
  } as TriggerProps);
  return (
    <>
      {button}
      {wanted ? (
        <Suspense fallback={null}>
          <ConfirmDialogBox {...box} open={open} onOpenChange={setOpen} returnFocusTo={opener} />
        </Suspense>
      ) : null}
    </>
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
