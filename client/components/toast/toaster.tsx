import { type ComponentType, useEffect, useRef, useState } from "react";
import { browserOnly } from "../../lib/browser-only";
import { withWholeStylesheet } from "../../lib/whole-stylesheet";
import { subscribeToasts } from "./toast-store";

const loadRegion = import.meta.env.SSR ? browserOnly : withWholeStylesheet(() => import("./toast-region"));

/** What tells us a person is using the page: from then on a toast may answer them. */
const INTERACTIONS = ["pointerdown", "keydown", "touchstart", "wheel", "scroll"] as const;
const isF8 = (event: Event) => event instanceof KeyboardEvent && event.code === "F8";

/**
 * The toast region's code (Radix's toast, about 13 KB gzip) stays out of the page's load: it is
 * fetched at the visitor's first interaction (pointer, key, touch, wheel or scroll) or when a
 * toast is raised, whichever comes first, and fetched again when the connection returns if
 * that fetch failed. Toasts raised meanwhile wait in the store. An F8 that brought the code
 * is passed on to the region, which then takes the focus. Nothing is rendered on the server.
 */
export function Toaster() {
  const [Region, setRegion] = useState<ComponentType | null>(null);
  const focusWhenLoaded = useRef(false);
  useEffect(() => {
    let cancelled = false;
    let started = false;
    const load = (event?: Event) => {
      if (event && isF8(event)) focusWhenLoaded.current = true;
      if (started) return;
      started = true;
      stopWatching();
      loadRegion().then(
        (module) => {
          if (!cancelled) setRegion(() => module.default);
        },
        () => {
          started = false;
          window.addEventListener("online", () => load(), { once: true });
        },
      );
    };
    const unsubscribe = subscribeToasts(() => load());
    const stopWatching = () => {
      unsubscribe();
      for (const type of INTERACTIONS) window.removeEventListener(type, load, true);
    };
    for (const type of INTERACTIONS) window.addEventListener(type, load, { capture: true, passive: true });
    return () => {
      cancelled = true;
      stopWatching();
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
