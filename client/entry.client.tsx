import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

// Once the page has loaded: the first-party visit and conversion counts and the real-user speed
// figures start (docs/decisions/022a; their code loads then).
function afterLoad() {
  void import("./lib/attribution/visits").then(({ startVisits }) => startVisits());
  void import("./lib/attribution/web-vitals").then(({ startVitals }) => startVitals());
}
if (document.readyState === "complete") afterLoad();
else addEventListener("load", afterLoad, { once: true });
