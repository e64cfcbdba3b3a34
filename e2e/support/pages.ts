import { expect, type Page } from "@playwright/test";

/** Waits until React has hydrated the page (the router marks links once it runs). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return response;
}

export async function expectPath(page: Page, pathname: string, search = "") {
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(pathname + search);
}
