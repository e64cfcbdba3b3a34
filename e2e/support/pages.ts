import { expect, type Page, type Route } from "@playwright/test";

/** Waits until React has hydrated the page (the router marks links once it runs). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return response;
}

/** The paths of the documents the browser loads from now on (a link the router follows loads none). */
export function recordDocumentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(new URL(request.url()).pathname);
  });
  return loads;
}

export async function expectPath(page: Page, pathname: string, search = "") {
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(pathname + search);
}

/**
 * Holds requests to `url` until the returned `release` is called, then answers them with
 * `answer` (or lets them through to the server), so a test can see a page while it waits.
 */
export async function holdRequests(page: Page, url: string | RegExp, answer?: (route: Route) => Promise<void>) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await (answer ? answer(route) : route.continue());
  });
  return release;
}

/** The page's own script, whose arrival is what hydrates it. */
export const PAGE_SCRIPT = /\/assets\/entry\.client-[^/]+\.js$/;

/**
 * A phone four times slower than this machine, whose page script (and so hydration) is held back
 * until the returned `release` is called.
 */
export async function slowPhone(page: Page, held: string | RegExp = PAGE_SCRIPT) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  // A held request whose page was left meanwhile is gone: nothing to let through.
  return holdRequests(page, held, (route) => route.continue().catch(() => undefined));
}
