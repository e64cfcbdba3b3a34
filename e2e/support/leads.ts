import { expect, type Page, type Request } from "@playwright/test";
import { MIN_FILL_MS } from "../../worker/leads/spam";

const byte = () => Math.floor(Math.random() * 254) + 1;

/** A fresh visitor address (the lead and booking endpoints limit requests per IP address). */
export const visitorIp = () => `10.${byte()}.${byte()}.${byte()}`;

/**
 * Each test is its own visitor (the lead endpoint limits submissions per IP address), and
 * the page clock is installed so a test can let time pass beyond the minimum fill time.
 */
export async function asVisitor(page: Page) {
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": visitorIp() });
  await page.clock.install();
}

/**
 * Lets the minimum time a person needs to fill a form pass: the page's clock (a form the server
 * did not render, the chat's, times itself) and the real time since the server stamped the page's
 * forms (every other form is timed from its first paint: docs/decisions/043-forms-fill-time-and-second-tap.md).
 */
export async function letTimePass(page: Page) {
  await page.clock.fastForward(MIN_FILL_MS + 500);
  await formsAreOlderThan(page, MIN_FILL_MS + 200);
}

/** Waits until the server rendered the page's stamped forms at least `ms` ago (real time: the server's clock). */
export async function formsAreOlderThan(page: Page, ms: number) {
  const stamp = page.locator('input[name="formStamp"]').first();
  if ((await stamp.count()) === 0) return;
  const renderedAt = Number((await stamp.inputValue()).split(".")[0]);
  await expect.poll(() => Date.now() - renderedAt, { timeout: ms + 15_000 }).toBeGreaterThan(ms);
}

/** Collects every POST to /api/leads the page makes. */
export function recordLeadPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/leads") posts.push(request);
  });
  return posts;
}
