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

/** The address of the site's whole stylesheet, as the page names it on <html>; undefined when the page carries it itself. */
export async function wholeStylesheetUrl(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const named = document.documentElement.dataset.wholeStylesheets?.split(" ")[0];
    return named ? new URL(named, location.href).href : undefined;
  });
}

/**
 * Classes on the page that the site's whole stylesheet styles but the styles the page arrived
 * with do not (scripts/page-styles.plugin.ts): each would show unstyled until the first
 * navigation. Empty when the page carries the whole stylesheet itself.
 */
export async function classesMissingStyles(page: Page): Promise<string[]> {
  const href = await wholeStylesheetUrl(page);
  return page.evaluate(async (href) => {
    const own = document.querySelector("head style")?.textContent;
    if (!href || !own) return [];
    const classesOf = (css: string) => new Set([...css.matchAll(/\.((?:\\.|[\w-])+)/g)].map((match) => match[1]!.replace(/\\(.)/g, "$1")));
    const whole = classesOf(await (await fetch(href)).text());
    // Once applied (the first navigation, or a part of the frame the visitor opened), the whole stylesheet styles the page too.
    const applied = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
      (link) => link.href === href && link.sheet,
    );
    const carried = applied ? whole : classesOf(own);
    const used = new Set([...document.querySelectorAll("[class]")].flatMap((element) => [...element.classList]));
    return [...used].filter((name) => whole.has(name) && !carried.has(name)).sort();
  }, href);
}

/** Whether the site's whole stylesheet, named by the page, is applied (it is from the first navigation on). */
export async function wholeStylesheetApplied(page: Page): Promise<boolean> {
  const href = await wholeStylesheetUrl(page);
  return page.evaluate((href) => {
    const sheet = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find((link) => link.href === href)?.sheet;
    return Boolean(href && sheet && sheet.cssRules.length > 0);
  }, href);
}
