import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";

/**
 * Embla measures and moves the slides once the page is in the browser. It is loaded then, on its
 * own, rather than with the page's first scripts: the first slides are in the page's HTML and
 * readable without it, and the controls wait for it (the carousel's options are read once).
 */
function useEmbla(options: EmblaOptionsType): [(node: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const firstOptions = useRef(options);
  useEffect(() => {
    // Effects never run on the server; the check also keeps Embla out of the Worker's bundle.
    if (import.meta.env.SSR || !node) return;
    let carousel: EmblaCarouselType | undefined;
    let gone = false;
    import("embla-carousel").then(
      ({ default: EmblaCarousel }) => {
        if (gone) return;
        carousel = EmblaCarousel(node, firstOptions.current);
        setApi(carousel);
      },
      // Offline before it arrived: the slides stay as the HTML shows them, the controls disabled.
      () => {},
    );
    return () => {
      gone = true;
      carousel?.destroy();
      setApi(undefined);
    };
  }, [node]);
  return [setNode, api];
}

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** True when the visitor asked for less motion (never on the server). */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

interface AutoAdvance {
  /** Time between automatic steps. */
  intervalMs: number;
  /** After a manual step (button, dot or drag), automatic steps resume after this long. */
  resumeAfterMs: number;
}

export interface CarouselOptions {
  embla: EmblaOptionsType;
  autoAdvance?: AutoAdvance;
  /** Previous at the first position goes to the last, next at the last goes to the first. */
  wrapControls?: boolean;
}

/**
 * An Embla carousel with SPEC's controls: the selected position, its snap list, previous and
 * next (disabled when impossible, or wrapping), dots, and optional auto-advance that pauses on
 * any manual step and stays off for visitors who prefer reduced motion.
 */
export function useCarousel({ embla, autoAdvance, wrapControls = false }: CarouselOptions) {
  const [viewportRef, api] = useEmbla(embla);
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState<number | null>(null);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const [paused, setPaused] = useState(false);
  const resumeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setSelected(api.selectedScrollSnap());
      setSnapCount(api.scrollSnapList().length);
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
    };
    sync();
    api.on("select", sync).on("reInit", sync);
    return () => {
      api.off("select", sync).off("reInit", sync);
    };
  }, [api]);

  const pause = useCallback(() => {
    if (!autoAdvance) return;
    setPaused(true);
    clearTimeout(resumeTimer.current);
    resumeTimer.current = setTimeout(() => setPaused(false), autoAdvance.resumeAfterMs);
  }, [autoAdvance]);

  useEffect(() => () => clearTimeout(resumeTimer.current), []);

  // A drag is a manual step too.
  useEffect(() => {
    if (!api || !autoAdvance) return;
    api.on("pointerDown", pause);
    return () => {
      api.off("pointerDown", pause);
    };
  }, [api, autoAdvance, pause]);

  const intervalMs = autoAdvance?.intervalMs;
  useEffect(() => {
    if (!api || !intervalMs || paused || reducedMotion) return;
    const timer = setInterval(() => {
      if (api.canScrollNext()) api.scrollNext();
      else api.scrollTo(0);
    }, intervalMs);
    // Says on the viewport whether the timer runs (for assistive checks and tests).
    const root = api.rootNode();
    root.dataset.autoplay = "on";
    return () => {
      clearInterval(timer);
      root.dataset.autoplay = "off";
    };
  }, [api, intervalMs, paused, reducedMotion]);

  const prev = useCallback(() => {
    if (!api) return;
    pause();
    if (api.canScrollPrev()) api.scrollPrev();
    else if (wrapControls) api.scrollTo(api.scrollSnapList().length - 1);
  }, [api, pause, wrapControls]);

  const next = useCallback(() => {
    if (!api) return;
    pause();
    if (api.canScrollNext()) api.scrollNext();
    else if (wrapControls) api.scrollTo(0);
  }, [api, pause, wrapControls]);

  const goTo = useCallback(
    (index: number) => {
      if (!api) return;
      pause();
      api.scrollTo(index);
    },
    [api, pause],
  );

  return {
    viewportRef,
    selected,
    /** Null until the carousel has measured itself in the browser. */
    snapCount,
    canPrev: wrapControls ? snapCount !== null && snapCount > 1 : canPrev,
    canNext: wrapControls ? snapCount !== null && snapCount > 1 : canNext,
    prev,
    next,
    goTo,
  };
}

export type CarouselState = ReturnType<typeof useCarousel>;
