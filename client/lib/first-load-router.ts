import {
  createPath,
  type DataRouteObject,
  type DataRouter,
  type HydrationState,
  IDLE_BLOCKER,
  IDLE_FETCHER,
  IDLE_NAVIGATION,
  type Location,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  matchRoutes,
  NavigationType,
  type RouteObject,
  type RouterState,
  type RouterSubscriber,
  type To,
} from "react-router";

type CreateDataRouter = (routes: RouteObject[], options: { hydrationData: HydrationState }) => DataRouter;
type Subscription = { listener: RouterSubscriber; unsubscribe: () => void };
type ScrollRestorationArgs = Parameters<DataRouter["enableScrollRestoration"]>;

/** Gives every route an id and its elements, as the data router does (the page routes name their own ids). */
function dataRoutes(routes: RouteObject[], manifest: Record<string, DataRouteObject>, parent = "0"): DataRouteObject[] {
  return routes.map((route, index) => {
    const id = route.id ?? `${parent}-${index}`;
    const dataRoute = { ...route, ...mapRouteProperties(route), id, children: undefined } as DataRouteObject;
    if (route.children) dataRoute.children = dataRoutes(route.children, manifest, id);
    manifest[id] = dataRoute;
    return dataRoute;
  });
}

function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as { usr?: unknown; key?: string } | null;
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? "default" };
}

/**
 * The router a page hydrates with. It holds the state the server rendered and answers React
 * Router's hooks (location, matches, loader data, an idle navigation), but it cannot navigate.
 * The first navigation, submission or revalidation loads React Router's browser data router
 * (`loadDataRouter`, its own chunk), hands it this state and the router's subscribers, and
 * lets it carry on; from then on every call goes to it. Meanwhile the navigation shows as
 * loading, so the page spinner is up from the first click. If its code cannot load, the
 * browser goes to the page the ordinary way.
 *
 * This keeps the data router (about 16 KB gzip) out of every page's first load; see
 * docs/decisions/016-first-load-javascript.md.
 */
export function createFirstLoadRouter(
  routes: RouteObject[],
  hydrationData: HydrationState,
  loadDataRouter: () => Promise<CreateDataRouter>,
): DataRouter {
  const manifest: Record<string, DataRouteObject> = {};
  const ownRoutes = dataRoutes(routes, manifest);
  const location = currentLocation();
  let state: RouterState = {
    historyAction: NavigationType.Pop,
    location,
    matches: matchRoutes(ownRoutes, location) ?? [],
    initialized: true,
    renderFallback: false,
    // As the data router does when it hydrates: the browser keeps the scroll position it has.
    restoreScrollPosition: false,
    preventScrollReset: false,
    navigation: IDLE_NAVIGATION,
    revalidation: "idle",
    loaderData: hydrationData.loaderData ?? {},
    actionData: hydrationData.actionData ?? null,
    errors: hydrationData.errors ?? null,
    fetchers: new Map(),
    blockers: new Map(),
  };
  const subscriptions = new Set<Subscription>();
  let scrollRestoration: { args: ScrollRestorationArgs; disable: () => void } | undefined;
  let dataRouter: DataRouter | undefined;
  let loading: Promise<DataRouter> | undefined;

  const emit = (next: RouterState) => {
    state = next;
    for (const { listener } of subscriptions) listener(state, { deletedFetchers: [], newErrors: null, flushSync: false });
  };

  const handOver = (create: CreateDataRouter): DataRouter => {
    const taken = create(routes, { hydrationData: { loaderData: state.loaderData, actionData: state.actionData, errors: state.errors } });
    window.removeEventListener("popstate", reloadOnTraversal);
    dataRouter = taken;
    for (const subscription of subscriptions) subscription.unsubscribe = taken.subscribe(subscription.listener);
    if (scrollRestoration) scrollRestoration.disable = taken.enableScrollRestoration(...scrollRestoration.args);
    return taken;
  };

  const withDataRouter = (): Promise<DataRouter> => {
    if (dataRouter) return Promise.resolve(dataRouter);
    loading ??= loadDataRouter().then(handOver, (error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };

  // As the browser history does: paths resolve against the origin.
  const createURL = (to: To) => {
    const href = (typeof to === "string" ? to : createPath(to)).replace(/ $/, "%20");
    return new URL(href.startsWith("//") ? window.location.origin + href : href, window.location.origin);
  };
  const encodeLocation = (to: To) => {
    const { pathname, search, hash } = createURL(to);
    return { pathname, search, hash };
  };

  // Until the data router is here, no history entry of this document belongs to the router:
  // going back or forward to another address among them loads that address from the server.
  function reloadOnTraversal() {
    const now = window.location;
    if (now.pathname !== state.location.pathname || now.search !== state.location.search) window.location.reload();
  }
  window.addEventListener("popstate", reloadOnTraversal);

  const router: DataRouter = {
    get basename() {
      return dataRouter?.basename;
    },
    get future() {
      return dataRouter?.future ?? {};
    },
    get state() {
      return dataRouter?.state ?? state;
    },
    get routes() {
      return dataRouter?.routes ?? ownRoutes;
    },
    get branches() {
      return dataRouter?.branches;
    },
    get manifest() {
      return dataRouter?.manifest ?? manifest;
    },
    get window() {
      return window;
    },
    initialize: () => router,
    subscribe(listener) {
      if (dataRouter) return dataRouter.subscribe(listener);
      const subscription: Subscription = { listener, unsubscribe: () => {} };
      subscriptions.add(subscription);
      return () => {
        subscriptions.delete(subscription);
        subscription.unsubscribe();
      };
    },
    enableScrollRestoration(...args) {
      if (dataRouter) return dataRouter.enableScrollRestoration(...args);
      const entry = { args, disable: () => {} };
      scrollRestoration = entry;
      return () => {
        if (scrollRestoration === entry) scrollRestoration = undefined;
        entry.disable();
      };
    },
    async navigate(to: To | number | null, options?: Parameters<DataRouter["navigate"]>[1]) {
      if (!dataRouter && typeof to !== "number" && to !== null) {
        const target = { ...encodeLocation(to), state: options?.state ?? null, key: "first-navigation" };
        emit({
          ...state,
          navigation: {
            ...IDLE_NAVIGATION,
            state: "loading",
            location: target,
            matches: matchRoutes(ownRoutes, target) ?? [],
            historyAction: NavigationType.Push,
          },
        });
      }
      try {
        const taken = await withDataRouter();
        return typeof to === "number" ? taken.navigate(to) : taken.navigate(to, options);
      } catch {
        if (typeof to === "number") window.history.go(to);
        else window.location.assign(to === null ? window.location.href : createURL(to).href);
      }
    },
    fetch: async (...args) => (await withDataRouter()).fetch(...args),
    revalidate: async () => (await withDataRouter()).revalidate(),
    createHref: (to) => (dataRouter ? dataRouter.createHref(to) : createPath(to)),
    createURL: (to) => (dataRouter?.createURL ? dataRouter.createURL(to) : createURL(to)),
    encodeLocation: (to) => (dataRouter ? dataRouter.encodeLocation(to) : encodeLocation(to)),
    getFetcher: (key) => (dataRouter ? dataRouter.getFetcher(key) : IDLE_FETCHER),
    resetFetcher: (key, options) => dataRouter?.resetFetcher(key, options),
    deleteFetcher: (key) => dataRouter?.deleteFetcher(key),
    dispose: () => dataRouter?.dispose(),
    getBlocker: (key, fn) => (dataRouter ? dataRouter.getBlocker(key, fn) : IDLE_BLOCKER),
    deleteBlocker: (key) => dataRouter?.deleteBlocker(key),
    patchRoutes: (...args) => dataRouter?.patchRoutes(...args),
    get _internalFetchControllers() {
      return dataRouter?._internalFetchControllers ?? new Map();
    },
    _internalSetRoutes: (next) => dataRouter?._internalSetRoutes(next),
    _internalSetStateDoNotUseOrYouWillBreakYourApp: (next) => dataRouter?._internalSetStateDoNotUseOrYouWillBreakYourApp(next),
  };
  return router;
}
