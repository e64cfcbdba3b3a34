import { type ComponentType, useEffect, useRef, useState } from "react";
import { browserOnly } from "../../lib/browser-only";
import { subscribeToasts } from "./toast-store";

const loadRegion = import.meta.env.SSR ? browserOnly : () => import("./toast-region");

/** What tells us a person is using the page: from then on a toast may answer them. */
const INTERACTIONS = ["pointerdown", "keydown", "touchstart", "wheel", "scroll"] as const;
/** After a failed fetch, only a tap, click or key tries again: not every step of a scroll. */
const DISCRETE_INTERACTIONS = ["pointerdown", "keydown", "touchstart"] as const;
const isF8 = (event: Event) => event instanceof KeyboardEvent && event.code === "F8";

/**
 * The toast region's code (Radix's toast, about 13 KB gzip) stays out of the page's load: it is
 * fetched at the visitor's first interaction (pointer, key, touch, wheel or scroll) or when a
 * toast is raised, whichever comes first. If that fetch fails, the next tap, click or key, toast
 * or return of the connection fetches it again; a toast raised while it was failing (such as "Back
 * online") fetches it again at once when the browser is online. Toasts raised meanwhile wait in
 * the store. An F8 that brought the code is passed on to the region, which then takes the focus.
 * Nothing is rendered on the server.
 */
export function Toaster() {
  const [Region, setRegion] = useState<ComponentType | null>(null);
  const focusWhenLoaded = useRef(false);
  useEffect(() => {
    let cancelled = false;
    let loading = false;
    let askedAgain = false;
    const load = (event?: Event) => {
      if (event && isF8(event)) focusWhenLoaded.current = true;
      if (loading) {
        askedAgain = true;
        return;
      }
      loading = true;
      askedAgain = false;
      watchInteractions(false);
      loadRegion().then(
        (module) => {
          if (cancelled) return;
          stop();
          setRegion(() => module.default);
        },
        () => {
          loading = false;
          if (cancelled) return;
          if (askedAgain && navigator.onLine) load();
          else watchInteractions(true, DISCRETE_INTERACTIONS);
        },
      );
    };
    const watchInteractions = (on: boolean, types: readonly string[] = INTERACTIONS) => {
      for (const type of types) {
        if (on) window.addEventListener(type, load, { capture: true, passive: true });
        else window.removeEventListener(type, load, true);
      }
    };
    const unsubscribe = subscribeToasts(load);
    window.addEventListener("online", load);
    const stop = () => {
      unsubscribe();
      window.removeEventListener("online", load);
      watchInteractions(false);
    };
    watchInteractions(true);
    return () => {
      cancelled = true;
      stop();
    };
  }, []);
  useEffect(() => {
    if (!Region || !focusWhenLoaded.current) return;
    focusWhenLoaded.current = false;
    // Radix's region listens for F8 once it is mounted.
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "F8", code: "F8" }));
  }, [Region]);
  return Region ? <Region /> : null;
}
