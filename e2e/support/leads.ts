import type { Page, Request } from "@playwright/test";
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

/** Moves the page's clock past the minimum time a person needs to fill a form. */
export async function letTimePass(page: Page) {
  await page.clock.fastForward(MIN_FILL_MS + 500);
}

/** Collects every POST to /api/leads the page makes. */
export function recordLeadPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/leads") posts.push(request);
  });
  return posts;
}
