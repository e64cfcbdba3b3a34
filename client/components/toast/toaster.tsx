import { lazy, Suspense, useEffect, useState } from "react";
import { subscribeToasts } from "./toast-store";

const ToastRegion = lazy(() => import("./toast-region"));

/**
 * The toast region's code stays out of the first load: it arrives when the browser is idle,
 * or at once when a toast is raised before that. Nothing is rendered on the server.
 */
export function Toaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const load = () => setReady(true);
    const unsubscribe = subscribeToasts(load);
    const idle = "requestIdleCallback" in window ? window.requestIdleCallback(load, { timeout: 2000 }) : undefined;
    const timer = idle === undefined ? setTimeout(load, 1000) : undefined;
    return () => {
      unsubscribe();
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, [ready]);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
