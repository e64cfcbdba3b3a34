import { lazy, Suspense, useState } from "react";
import { browserOnly } from "../../lib/browser-only";
import type { PortfolioAccessDialogProps } from "./portfolio-access-dialog";

// The dialog and its form load when a visitor first opens it; a closed dialog shows nothing, so
// the server never renders it.
const PortfolioAccessDialog = lazy(
  import.meta.env.SSR ? browserOnly : () => import("./portfolio-access-dialog").then((m) => ({ default: m.PortfolioAccessDialog })),
);

/** The portfolio access request, from the first project a visitor chooses on. */
export function PortfolioAccess(props: PortfolioAccessDialogProps) {
  const [wanted, setWanted] = useState(false);
  if (props.project && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <PortfolioAccessDialog {...props} />
    </Suspense>
  ) : null;
}
