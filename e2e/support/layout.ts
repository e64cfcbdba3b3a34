import type { Page } from "@playwright/test";

type Shifts = { cls: number; moved: string[] };

/**
 * Starts adding up the page's layout shifts (those not caused by input) from its first paint,
 * and noting what moved, for the test's output when a shift shows up.
 */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shifts = { cls: 0, moved: [] };
    (window as unknown as { shifts: Shifts }).shifts = shifts;
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const box = (rect: DOMRectReadOnly) =>
      `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] })[]) {
        if (entry.hadRecentInput) continue;
        shifts.cls += entry.value;
        for (const source of entry.sources) {
          const node =
            source.node instanceof Element ? `<${source.node.localName} class="${source.node.className}">` : String(source.node?.nodeName);
          shifts.moved.push(
            `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${node} ${box(source.previousRect)} -> ${box(source.currentRect)}`,
          );
        }
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shift so far, two painted frames from now (by then any shift has been reported). */
export async function layoutShift(page: Page): Promise<number> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const { cls, moved } = await page.evaluate(() => (window as unknown as { shifts: Shifts }).shifts);
  if (moved.length) console.log(`layout shifts on ${page.url()}:\n${moved.join("\n")}`);
  return cls;
}
