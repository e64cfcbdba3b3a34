import { type ComponentType, createElement, lazy, type ReactNode, Suspense } from "react";

/**
 * Below-the-fold sections whose code loads, and which hydrate, only when they come near the
 * viewport. The server renders them in full (crawlers and first paint see everything); in the
 * browser their HTML stays as the server sent it until then, so the first load carries less
 * script and hydrates less. A pointer or focus reaching a section loads it at once; a click
 * that beats its code (a jump straight to it) does nothing, as on a page still loading, while
 * its links work as plain links. After a client-side navigation there is no server HTML: the
 * sections are empty, so all are near the viewport and load at once.
 */
export function lazyNearViewport<P extends object>(
  id: string,
  load: () => Promise<ComponentType<P>>,
  { until = "near" }: { until?: Until } = {},
): ComponentType<P> {
  if (import.meta.env.SSR) return serverSection(load);
  return lazy(async () => {
    await nearViewport(id, until);
    return { default: await load() };
  });
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
      if (waiting.size === 0) for (const type of INTENT) document.removeEventListener(type, reachedFor, true);
      resolve();
    };
    const observer =
      until === "near"
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), { rootMargin: MARGIN })
        : null;
    observer?.observe(element);
    if (waiting.size === 0) for (const type of INTENT) document.addEventListener(type, reachedFor, { capture: true, passive: true });
    waiting.set(done, element);
  });
}

/** The section's anchor (what the viewport is watched for) and its Suspense boundary. */
export function NearViewport({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id}>
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}
