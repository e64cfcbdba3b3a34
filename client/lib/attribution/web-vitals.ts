import type { Metric } from "web-vitals";
import type { Vital } from "../../../contracts/attribution";
import { VITAL_MAX, VITALS_PER_BEACON } from "../../../contracts/beacon-limits";
import { TOUCH_LIMITS } from "../../../contracts/touch";
import { VITAL_NAMES, type VitalName } from "../../../contracts/vitals";

/**
 * Speed as visitors feel it (docs/decisions/037-real-user-speed.md): once the page
 * has loaded, loads Google's `web-vitals` library on its own and beacons the page load's LCP,
 * INP, CLS and TTFB to POST /api/events, which files them by page type into the daily roll-ups
 * the admin's Sources screen reads. As the library recommends, the metrics are queued and sent
 * together when the page is hidden or left (`navigator.sendBeacon`, which survives the unload),
 * at most VITALS_PER_BEACON a beacon. No cookie, no identifier: a metric, its value, the
 * browser's rating and the path. The admin area sends nothing.
 */

/** What the queue needs of a web-vitals metric. */
export type ReportedMetric = Pick<Metric, "name" | "value" | "rating" | "id">;

const isVital = (name: string): name is VitalName => (VITAL_NAMES as readonly string[]).includes(name);

/** A metric as the beacon carries it, or null for one the site does not measure (FCP) or a value out of range. */
export function vitalOf(metric: ReportedMetric, path: string): Vital | null {
  if (!isVital(metric.name) || !Number.isFinite(metric.value) || metric.value < 0) return null;
  // Milliseconds to the whole one; CLS, which has no unit, to four decimals.
  const value = metric.name === "CLS" ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);
  // A path longer than the worker keeps is no page of the site's own: its start is enough.
  return { name: metric.name, value: Math.min(value, VITAL_MAX), rating: metric.rating, path: path.slice(0, TOUCH_LIMITS.landing) };
}

/** The beacons' bodies for queued metrics: text/plain JSON, at most VITALS_PER_BEACON each. */
export function vitalsBodies(vitals: readonly Vital[]): string[] {
  const bodies: string[] = [];
  for (let at = 0; at < vitals.length; at += VITALS_PER_BEACON) {
    bodies.push(JSON.stringify({ vitals: vitals.slice(at, at + VITALS_PER_BEACON) }));
  }
  return bodies;
}

/**
 * The queue between web-vitals and the beacon: a metric reported again before it is sent (same
 * id) replaces its earlier value; `flush` sends everything queued and keeps what the browser
 * refused to queue (sendBeacon answers false) for the next flush.
 */
export function vitalsQueue(send: (body: string) => boolean) {
  const queued = new Map<string, Vital>();
  return {
    add(metric: ReportedMetric, path: string) {
      const vital = vitalOf(metric, path);
      if (vital) queued.set(metric.id, vital);
    },
    flush() {
      const entries = [...queued];
      queued.clear();
      for (let at = 0; at < entries.length; at += VITALS_PER_BEACON) {
        const part = entries.slice(at, at + VITALS_PER_BEACON);
        const [body] = vitalsBodies(part.map(([, vital]) => vital));
        if (body && !send(body)) for (const [id, vital] of part) queued.set(id, vital);
      }
    },
    get size() {
      return queued.size;
    },
  };
}

/**
 * Starts the measurement: call once, on the page's first load (client/entry.client.tsx). The
 * library loads after the window's load event, so it costs the first paint nothing.
 */
export function startVitals(): void {
  if (typeof navigator === "undefined" || typeof navigator.sendBeacon !== "function") return;
  const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  const loadedAt = new URL(entry?.name || location.href).pathname;
  if (loadedAt.startsWith("/admin")) return;
  const queue = vitalsQueue((body) => navigator.sendBeacon("/api/events", body));
  const report = (metric: Metric) => {
    // A page restored from the back/forward cache is measured again, where the visitor now is.
    queue.add(metric, metric.navigationType === "back-forward-cache" ? location.pathname : loadedAt);
    // Metrics the library reports as the page is hidden arrive after a flush: send them right away.
    if (document.visibilityState === "hidden") queueMicrotask(queue.flush);
  };
  const load = () => {
    import("web-vitals")
      .then(({ onCLS, onINP, onLCP, onTTFB }) => {
        for (const on of [onLCP, onINP, onCLS, onTTFB]) on(report);
        // After the library's own listeners, so the metrics it reports on hiding are queued first.
        addEventListener("pagehide", queue.flush);
        document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && queue.flush());
      })
      .catch(() => {
        // The library did not load (offline, blocked): this page load goes unmeasured.
      });
  };
  if (document.readyState === "complete") load();
  else addEventListener("load", load, { once: true });
}
