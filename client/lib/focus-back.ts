import type { RefObject } from "react";

/**
 * A dialog's onCloseAutoFocus when it was opened without a Radix trigger (it loads on first use):
 * focus goes back to the button that opened it, not to the page's start.
 */
export const focusBack = (opener: RefObject<HTMLElement | null>) => (event: Event) => {
  event.preventDefault();
  opener.current?.focus();
};
