import { type ComponentType, createContext, createElement, lazy, type ReactNode, Suspense, useContext } from "react";

/**
 * Below-the-fold sections whose code loads, and which hydrate, only when they come near the
 * viewport. The server renders them in full (crawlers and first paint see everything); in the
 * browser their HTML stays as the server sent it until then, so the first load carries less
 * script and hydrates less. A pointer or focus reaching a section loads it at once; a click
 * that beats its code (a jump straight to it) does nothing, as on a page still loading, but
 * its links go through the router all the same (`routeWaitingLinks`). After a client-side
 * navigation there is no server HTML: the sections are empty, so all are near the viewport and
 * load at once.
 */
export function lazyNearViewport<P extends object>(
  id: string,
  load: () => Promise<ComponentType<P>>,
  { until = "near" }: { until?: Until } = {},
): ComponentType<P> {
  if (import.meta.env.SSR) return serverSection(load);
  return lazy(async () => {
    const element = document.getElementById(id);
    if (element) routeLinksIn(element, true);
    try {
      await nearViewport(id, until);
      return { default: await untilLoaded(load) };
    } finally {
      if (element) routeLinksIn(element, false);
    }
  });
}

const NEXT_CHANCE = ["online", "pointerdown", "keydown", "touchstart"] as const;

/**
 * A section's code that did not arrive (the connection dropped while the visitor scrolled) is
 * asked for again when the browser is back online or at the next tap, click or key. Meanwhile the
 * section keeps the server's HTML and its links still go through the router. A failed load must
 * not reach React: the error would replace the whole frame, toasts and all.
 */
async function untilLoaded<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch {
      await new Promise<void>((resolve) => {
        const again = () => {
          for (const type of NEXT_CHANCE) window.removeEventListener(type, again, true);
          resolve();
        };
        for (const type of NEXT_CHANCE) window.addEventListener(type, again, { capture: true, passive: true });
      });
    }
  }
}

/**
 * "near": the section comes within MARGIN of the viewport (or is reached for). "used": the
 * visitor reaches for it (pointer, touch or focus), for sections that do nothing on their own
 * (no auto-advance), so that being on screen is no reason to load their code.
 */
type Until = "near" | "used";

const sections: { load: () => Promise<void>; loaded: () => boolean }[] = [];

/**
 * On the server the section renders in place, never suspended: a suspended section would
 * stream out of order. The renderer waits for `sectionsLoaded()` before it renders.
 */
function serverSection<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let component: ComponentType<P> | null = null;
  sections.push({
    load: async () => {
      component = await load();
    },
    loaded: () => component !== null,
  });
  // biome-ignore lint/correctness/noComponentHookFactories: made once per section at module load, never during a render
  return function ServerSection(props: P) {
    if (!component) throw new Error("A near-viewport section rendered before its module loaded; await sectionsLoaded() first.");
    return createElement(component, props);
  };
}

/**
 * Resolves once the modules of every section declared so far are loaded (server only). The
 * imports start here, in the request that waits for them: workerd does not let a request
 * wait on a promise another request started.
 */
export function sectionsLoaded(): Promise<unknown> {
  return Promise.all(sections.filter((section) => !section.loaded()).map((section) => section.load()));
}

const MARGIN = "600px 0px";
const INTENT = ["pointerover", "touchstart", "focusin"] as const;

let awake = false;
/** The sections still waiting, each with its anchor element. */
const waiting = new Map<() => void, Element>();

/**
 * A pointer, touch or focus reaching a waiting section. Listened for on the document in the
 * capture phase: React stops such events at its root while their target is still waiting to
 * hydrate (it replays them afterwards), so a listener on the section itself never hears them.
 */
function reachedFor(event: Event) {
  for (const [done, element] of waiting) if (event.target instanceof Node && element.contains(event.target)) done();
}

let navigate: ((to: string) => void) | null = null;

/**
 * Clicks on the site's own links inside a section still waiting to hydrate go through the
 * router (`to` navigates), as they will once it has hydrated, instead of loading a new document.
 */
export function routeWaitingLinks(to: (path: string) => void): void {
  navigate = to;
}

/** Sections whose server HTML has not hydrated yet (their code has not arrived). */
const unhydrated = new Set<Element>();

function routeLinksIn(element: Element, waitingForCode: boolean) {
  if (waitingForCode) {
    if (unhydrated.size === 0) document.addEventListener("click", clickedInWaiting, true);
    unhydrated.add(element);
  } else {
    unhydrated.delete(element);
    if (unhydrated.size === 0) document.removeEventListener("click", clickedInWaiting, true);
  }
}

function clickedInWaiting(event: MouseEvent) {
  if (!navigate || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin || ![...unhydrated].some((element) => element.contains(link))) return;
  event.preventDefault();
  navigate(url.pathname + url.search + url.hash);
}

/** The document's intent listeners, while any section waits (capture phase: see reachedFor). */
function listen(on: boolean) {
  for (const type of INTENT) {
    if (on) document.addEventListener(type, reachedFor, { capture: true, passive: true });
    else document.removeEventListener(type, reachedFor, true);
  }
}

/**
 * Loads every section still waiting. Any router update (a navigation starting, say) must not
 * wait for a section to come into view: React finishes hydrating a section before it renders
 * an update that reaches it, so the navigation's spinner would wait too.
 */
export function wakeSections(): void {
  awake = true;
  for (const done of [...waiting.keys()]) done();
}

/** Resolves when the section comes within MARGIN of the viewport ("near" only), the visitor reaches for it, or the sections are woken. */
function nearViewport(id: string, until: Until): Promise<void> {
  return new Promise((resolve) => {
    const element = document.getElementById(id);
    if (awake || !element || typeof IntersectionObserver === "undefined") return resolve();
    const done = () => {
      observer?.disconnect();
      waiting.delete(done);
      if (waiting.size === 0) listen(false);
      resolve();
    };
    const observer =
      until === "near"
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), { rootMargin: MARGIN })
        : null;
    observer?.observe(element);
    if (waiting.size === 0) listen(true);
    waiting.set(done, element);
  });
}

/**
 * What to write inside a section's anchor instead of rendering it, when the section was rendered
 * before in this isolate and is sent again as it was (server only; worker/render/fixed-sections.ts).
 */
export type RenderedSections = { html(id: string): string | undefined };

/** Given by the server's renderer (worker/render/fixed-sections.ts); absent in the browser. */
export const RenderedSectionsContext = /* @__PURE__ */ createContext<RenderedSections | null>(null);

/**
 * The section's anchor (what the viewport is watched for) and its Suspense boundary. On the
 * server, a section whose HTML never changes is sent as rendered before, byte for byte the same.
 */
export function NearViewport({ id, children }: { id: string; children: ReactNode }) {
  if (import.meta.env.SSR) {
    // biome-ignore lint/correctness/useHookAtTopLevel: the condition is fixed at build time, the same on every render
    const html = useContext(RenderedSectionsContext)?.html(id);
    // biome-ignore lint/security/noDangerouslySetInnerHtml: a placeholder for React's own output for this section, kept by the server (worker/render/fixed-sections.ts)
    if (html !== undefined) return <div id={id} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <div id={id}>
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}
