import { type RefObject, useEffect } from "react";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * Brings a confirmation into view and moves focus to it (give it tabIndex={-1}), so a visitor
 * who acted far down the page, or on a phone, sees what happened and a screen reader reads it.
 * The scroll is smooth unless the visitor asks for reduced motion.
 */
function reveal(element: HTMLElement | null): void {
  if (!element) return;
  const smooth = !window.matchMedia(REDUCED_MOTION).matches;
  element.scrollIntoView({ block: "start", behavior: smooth ? "smooth" : "auto" });
  element.focus({ preventScroll: true });
}

/** Reveals the element each time `when` changes to something (a new confirmation); nothing while it is empty. */
export function useReveal(element: RefObject<HTMLElement | null>, when: unknown): void {
  useEffect(() => {
    if (when) reveal(element.current);
  }, [element, when]);
}
