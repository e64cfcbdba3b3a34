import "./styles.css";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { type HydrationState, matchRoutes } from "react-router";
import { RouterProvider } from "react-router/dom";
import { createFirstLoadRouter } from "./lib/first-load-router";
import { routeWaitingLinks, wakeSections } from "./lib/near-viewport";
import { applyWholeStylesheet, prefetchWholeStylesheet } from "./lib/whole-stylesheet";
import { routes } from "./routes";

/** The server wrote the page and its data; load the matched pages' code, then hydrate. */
async function hydrate() {
  const dataElement = document.getElementById("router-data");
  const hydrationData = JSON.parse(dataElement?.textContent || "{}") as HydrationState;

  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );

  // React Router's data router loads on the first navigation (client/lib/first-load-router.ts),
  // and the site's whole stylesheet applies then: the next page may use rules this one has not.
  const router = createFirstLoadRouter(routes, hydrationData, () =>
    Promise.all([import("./lib/data-router"), applyWholeStylesheet()]).then(([m]) => m.createBrowserRouter),
  );
  routeWaitingLinks((to) => void router.navigate(to));
  // The first router update (a navigation starting) loads the sections still waiting to hydrate.
  const unsubscribe = router.subscribe(() => {
    unsubscribe();
    wakeSections();
  });
  startTransition(() => {
    hydrateRoot(
      document.getElementById("root")!,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
  // Once the page has loaded: the whole stylesheet is asked for ahead of the first navigation, and
  // the first-party visit and conversion counts start (docs/decisions/022a; their code loads then).
  const afterLoad = () => {
    prefetchWholeStylesheet();
    void import("./lib/attribution/visits").then(({ startVisits }) => startVisits(router));
  };
  if (document.readyState === "complete") afterLoad();
  else addEventListener("load", afterLoad, { once: true });
}

void hydrate();
