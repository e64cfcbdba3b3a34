import { type ComponentType, useEffect, useState } from "react";

/**
 * The toast region's code stays out of the first load: it is fetched right after hydration,
 * and fetched again when the connection returns if that first fetch failed (a visitor can go
 * offline before it arrives). Toasts raised meanwhile wait in the store. Nothing is rendered
 * on the server.
 */
export function Toaster() {
  const [Region, setRegion] = useState<ComponentType | null>(null);
  useEffect(() => {
    let cancelled = false;
    const load = () => {
      import("./toast-region").then(
        (module) => {
          if (!cancelled) setRegion(() => module.default);
        },
        () => window.addEventListener("online", load, { once: true }),
      );
    };
    load();
    return () => {
      cancelled = true;
      window.removeEventListener("online", load);
    };
  }, []);
  return Region ? <Region /> : null;
}
