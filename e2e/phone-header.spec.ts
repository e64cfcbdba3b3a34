import { expect, type Locator, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./support/pages";

const phone = { width: 390, height: 844 };
const laptop = { width: 1366, height: 800 };
const TEL = "tel:+14105550142";

/** Pages where a homeowner may need us now: a service page, a city page, the emergency page and an article. */
const CALL_BAR_PAGES = ["/roofing", "/roofing-baltimore", "/emergency-roof-repair", "/insights/storm-chasers"];

const callBar = (page: Page) => page.getByRole("complementary", { name: "Call us" });
const chatButton = (page: Page) => page.getByRole("button", { name: /^Chat with/ });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not laid out");
  return found;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe("the header on a phone", () => {
  test.use({ viewport: phone, isMobile: true, hasTouch: true });

  test("should name the company beside the logo and call the emergency line in one tap, without the drawer", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const header = page.getByRole("banner");
    await expect(header.getByText("Old Line Exteriors", { exact: true })).toBeInViewport();
    const call = header.getByRole("link", { name: /24\/7 Emergency\s*\(unconfirmed\)\s*: \(410\) 555-0142/ });
    await expect(call).toBeInViewport();
    await expect(call).toHaveAttribute("href", TEL);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // A comfortable target for a thumb.
    const target = await box(call);
    expect(target.width).toBeGreaterThanOrEqual(44);
    expect(target.height).toBeGreaterThanOrEqual(44);
    // Everything fits: nothing in the header runs off the screen.
    for (const part of [
      header.getByRole("link", { name: "Old Line Exteriors home" }),
      call,
      header.getByRole("button", { name: "Open menu" }),
    ]) {
      const { x, width } = await box(part);
      expect(x + width).toBeLessThanOrEqual(phone.width);
    }
  });

  test("should still fit the name on the narrowest phones", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await gotoHydrated(page, "/");
    const header = page.getByRole("banner");
    await expect(header.getByText("Old Line Exteriors", { exact: true })).toBeInViewport({ ratio: 1 });
    await expect(header.getByRole("button", { name: "Open menu" })).toBeInViewport({ ratio: 1 });
  });
});

test.describe("the header on a laptop", () => {
  test.use({ viewport: laptop });

  test("should keep one emergency link, the desktop one, and no phone button", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const links = page.getByRole("banner").getByRole("link", { name: /24\/7 Emergency/ });
    await expect(links).toHaveCount(1);
    await expect(links).toContainText("(410) 555-0142");
    await expect(links).toBeInViewport();
  });
});

for (const viewport of [phone, laptop]) {
  const onPhone = viewport.width < 768;

  test.describe(`the call bar at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    for (const path of CALL_BAR_PAGES) {
      test(`should ${onPhone ? "stay at the bottom of the screen" : "not show"} on ${path}`, async ({ page }) => {
        await gotoHydrated(page, path);
        if (!onPhone) {
          await expect(callBar(page)).toBeHidden();
          return;
        }
        const call = callBar(page).getByRole("link", { name: /24\/7 Emergency/ });
        await expect(call).toHaveAttribute("href", TEL);
        await expect(call).toBeInViewport({ ratio: 1 });
        const atRest = await box(call);
        expect(atRest.y + atRest.height).toBeGreaterThan(viewport.height - 100);

        // Halfway down the page it is still there, in the same place.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
        await expect(call).toBeInViewport({ ratio: 1 });
        expect((await box(call)).y).toBe(atRest.y);

        // Never over the chat button.
        await expect(chatButton(page)).toBeInViewport({ ratio: 1 });
        expect(overlaps(await box(call), await box(chatButton(page)))).toBe(false);

        // At the end of the page the last line of the footer sits above it, not under it.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const lastLink = page.getByRole("contentinfo").getByRole("link", { name: "Admin", exact: true });
        await expect(lastLink).toBeInViewport();
        await expect.poll(async () => (await box(lastLink)).y + (await box(lastLink)).height).toBeLessThanOrEqual((await box(call)).y);
      });
    }

    test("should not show on pages that are not about a service, a town or an article", async ({ page }) => {
      for (const path of ["/", "/contact", "/financing"]) {
        await gotoHydrated(page, path);
        await expect(callBar(page)).toHaveCount(0);
      }
    });
  });
}
