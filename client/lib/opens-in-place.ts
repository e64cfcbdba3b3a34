import { type KeyboardEvent, type MouseEvent, useState } from "react";

/**
 * A control the server renders as a link to a page of its own (the menu, the chat), so that a
 * tap works before the page's script has run; once it has, a tap opens the part in place
 * instead. Its code loads on the first tap: meanwhile `waiting` (the control shows it), then the
 * part opens; if the code cannot load, the link's page opens as before the script.
 *
 * @example const menu = useOpensInPlace(loadDrawer); <a href="/menu" role="button" onClick={(e) => menu.open(e, () => setOpen(true))} />
 */
export function useOpensInPlace(load: () => Promise<unknown>) {
  const [state, setState] = useState<"idle" | "waiting" | "ready">("idle");

  function open(event: MouseEvent<HTMLAnchorElement>, show: () => void) {
    // A new tab or window asked for (Ctrl, Cmd, Shift, the middle button) gets the page.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    show();
    if (state !== "idle") return;
    const href = event.currentTarget.href;
    setState("waiting");
    load().then(
      () => setState("ready"),
      () => window.location.assign(href),
    );
  }

  /** A link named as a button answers Space as a button does. */
  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    if (event.key !== " ") return;
    event.preventDefault();
    event.currentTarget.click();
  }

  return { ready: state === "ready", waiting: state === "waiting", open, onKeyDown };
}
