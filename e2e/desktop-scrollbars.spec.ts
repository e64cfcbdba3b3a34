import { expect, test } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./support/chromium.mjs";

// Playwright hides scrollbars; a desktop browser gives one 15 px once the page is longer than
// the window. The page's HTML is read as it arrives, without scripts yet.
test.use({
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, ignoreDefaultArgs: ["--hide-scrollbars"] },
  viewport: { width: 1366, height: 900 },
  javaScriptEnabled: false,
});

test.describe("a desktop browser that shows scrollbars", () => {
  for (const path of ["/contact", "/schedule", "/roofing"]) {
    test(`should paint the first part of ${path} where the whole page puts it`, async ({ page }) => {
      // A page paints while it arrives. If its first part were shorter than the window, the
      // scrollbar would appear with the rest and move everything centred sideways.
      const heading = page.getByRole("heading", { level: 1 });
      await page.goto(path);
      const whole = (await heading.boundingBox())!;
      await page.route(path, async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        const { "content-encoding": _encoding, "content-length": _length, ...headers } = response.headers();
        await route.fulfill({ response, headers, body: html.slice(0, html.indexOf("</h1>") + "</h1>".length) });
      });
      await page.goto(path);
      await expect(page.getByRole("contentinfo")).toHaveCount(0);
      expect((await heading.boundingBox())!.x).toBe(whole.x);
    });
  }
});
