import { type Device, EVENTS_PER_BEACON, type EventName } from "../../../contracts/beacon-limits";
import { ATTRIBUTION_KEY, cleanTouch, TOUCH_PARAMS, type Touch } from "../../../contracts/touch";
import { CONVERSION_EVENT, PAGE_SHOWN_EVENT } from "./conversions";

/**
 * The visit counter (docs/decisions/022a-attribution-and-channels.md), loaded once the page is
 * interactive: notes where this visit came from, and beacons page views and conversions to
 * POST /api/events in batches (every few seconds, and when the page is hidden or left).
 * No cookie, no identifier: a beacon carries the visit's touch, the device class and the events.
 */

/** A visit ends after half an hour without a page load. */
const VISIT_GAP_MS = 30 * 60_000;
/** The first touch is kept this long, then the current visit becomes the first touch. */
const FIRST_TOUCH_MS = 90 * 86_400_000;
const FLUSH_MS = 5000;

interface Stored {
  first?: unknown;
  last?: unknown;
  seen?: unknown;
}

/**
 * The visit after a page load. The load starts a visit when there is none, when the last
 * activity was over half an hour ago, or when a link from another site or a tagged link brought
 * the visitor (not on a reload or a back/forward step). The first touch is kept 90 days.
 */
export function nextVisit(stored: Stored, arrival: Touch, stepped: boolean, now: number): { first: Touch; last: Touch; starts: boolean } {
  const last = cleanTouch(stored.last);
  const starts = !last || now - Number(stored.seen) > VISIT_GAP_MS || (!stepped && Object.keys(arrival).length > 2);
  const touch = starts ? arrival : last;
  const first = cleanTouch(stored.first);
  return { first: first && now - Date.parse(first.at) <= FIRST_TOUCH_MS ? first : touch, last: touch, starts };
}

/** This page load's touch, and the visit it belongs to, stored with the time of this activity. */
function noteVisit(
  entry: PerformanceNavigationTiming | undefined,
  url: URL,
  now: number,
): { touch: Touch; starts: boolean; seen: () => void } {
  let stored: Stored = {};
  try {
    stored = JSON.parse(localStorage.getItem(ATTRIBUTION_KEY) ?? "{}") ?? {};
  } catch {
    // storage off or unreadable: this visit counts on its own
  }
  let landed = url;
  let referrer: URL | null = null;
  try {
    referrer = new URL(document.referrer);
  } catch {
    // no referrer
  }
  const tagged = (at: URL) => TOUCH_PARAMS.some((key) => at.searchParams.has(key));
  // A visitor who left a tagged landing page before its script ran (a quick tap on a slow phone)
  // arrives here from it: the landing page, and its tags, are the referrer's, unless recorded already.
  const recordedLast = cleanTouch(stored.last);
  if (referrer?.origin === location.origin && tagged(referrer) && !tagged(url)) {
    const recorded =
      recordedLast?.landing === referrer.pathname &&
      TOUCH_PARAMS.every((key) => (recordedLast[key] ?? null) === referrer.searchParams.get(key));
    if (!recorded) landed = referrer;
  }
  const arrival: Record<string, string> = { at: new Date(now).toISOString(), landing: landed.pathname };
  if (referrer && referrer.hostname !== location.hostname) arrival.referrer = referrer.hostname;
  // A browser that asks for Global Privacy Control keeps no ad click ids: no job of theirs goes back to an ad platform.
  const gpc = (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  for (const key of TOUCH_PARAMS) {
    const value = landed.searchParams.get(key);
    if (value && !(gpc && !key.startsWith("utm_"))) arrival[key] = value;
  }
  const stepped = entry?.type === "reload" || entry?.type === "back_forward";
  const { first, last, starts } = nextVisit(stored, cleanTouch(arrival)!, stepped, now);
  const seen = (at = Date.now()) => {
    try {
      localStorage.setItem(ATTRIBUTION_KEY, JSON.stringify({ first, last, seen: at }));
    } catch {
      // storage off: leads carry no attribution
    }
  };
  seen(now);
  return { touch: last, starts, seen };
}

/** Phone, tablet or desktop, from the pointer and the screen (no user agent is read). */
function deviceClass(): Device {
  if (!matchMedia("(pointer: coarse)").matches) return "desktop";
  return Math.min(screen.width, screen.height) < 600 ? "phone" : "tablet";
}

export function startVisits(): void {
  const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  const url = new URL(entry?.name || location.href);
  const { touch, starts, seen } = noteVisit(entry, url, Date.now());
  const device = deviceClass();
  // A visit from a tagged link sends its page's script nonce: the worker's proof that it served
  // this page for the campaign (worker/security/page-proof.ts); without it the campaign counts
  // only once a lead carries it.
  const nonce = touch.utm_campaign ? document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce : undefined;
  const proof = nonce ? { proof: nonce } : {};
  const queue: { name: EventName; path: string }[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    // Activity keeps the visit going (a long read followed by a reload is still the same visit).
    seen();
    while (queue.length) {
      navigator.sendBeacon?.("/api/events", JSON.stringify({ touch, device, ...proof, events: queue.splice(0, EVENTS_PER_BEACON) }));
    }
  };
  const record = (name: EventName, path = location.pathname) => {
    if (path.startsWith("/admin")) return;
    queue.push({ name, path });
    timer ??= setTimeout(flush, FLUSH_MS);
  };

  let path = url.pathname;
  if (starts) record("visit", path);
  record("page_view", path);
  const viewed = () => {
    if (location.pathname === path) return;
    path = location.pathname;
    record("page_view", path);
  };
  viewed();
  addEventListener(PAGE_SHOWN_EVENT, viewed);

  const conversions = () => {
    for (const name of window.siteEvents?.splice(0) ?? []) record(name);
  };
  conversions();
  addEventListener(CONVERSION_EVENT, conversions);

  document.addEventListener(
    "click",
    (event) => {
      const href = (event.target as Element).closest?.("a[href^='tel:'], a[href^='mailto:']")?.getAttribute("href");
      if (href) record(href.startsWith("tel:") ? "phone_tap" : "email_tap");
    },
    true,
  );
  // A form starts when a visitor first enters one that asks for an e-mail address (the lead forms).
  const started = new WeakSet<Element>();
  document.addEventListener("focusin", (event) => {
    const form = (event.target as Element).closest?.("form");
    if (!form || started.has(form) || !form.querySelector("input[type=email]")) return;
    started.add(form);
    record("form_start");
  });
  addEventListener("pagehide", flush);
  document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && flush());
}
