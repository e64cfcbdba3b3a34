import { expect, test } from "@playwright/test";
import { expectPath, gotoHydrated, holdRequests } from "./support/pages";

test.describe("not found", () => {
  test("should answer an unknown path with 404 and the not-found page", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist");
    expect(response!.status()).toBe(404);
    await expect(page).toHaveTitle("404 Page Not Found");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
    await expect(page.locator("header")).toBeVisible();
    await expect(page.locator("footer")).toBeVisible();
  });

  test("should show the not-found page on client-side navigation too", async ({ page }) => {
    await gotoHydrated(page, "/no-such-place");
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expectPath(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Best Prices");
    await page.goBack();
    await expectPath(page, "/no-such-place");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    await expect(page).toHaveTitle("404 Page Not Found");
  });

  test("should 404 an unknown article after client-side navigation", async ({ page }) => {
    const visit = async (path: string) => {
      await page.evaluate((to) => window.history.pushState({}, "", to), path);
      await page.evaluate(() => window.dispatchEvent(new PopStateEvent("popstate")));
    };
    const sameDocument = () => page.evaluate(() => "sameDocument" in window);
    await gotoHydrated(page, "/insights/storm-chasers");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Storm Chasers");
    // Before the first navigation the router is not in charge of history: the server answers.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await visit("/insights/nothing-here");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    // After one, the browser's router shows the not-found page itself.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expectPath(page, "/");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await visit("/insights/nothing-here-either");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    expect(await sameDocument()).toBe(true);
  });
});

test.describe("redirects", () => {
  for (const service of ["roofing", "siding", "windows"]) {
    test(`should move /services/${service} to /${service} with a 301`, async ({ request, page }) => {
      const response = await request.get(`/services/${service}`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers().location!, "http://x").pathname).toBe(`/${service}`);
      await page.goto(`/services/${service}`);
      await expectPath(page, `/${service}`);
    });
  }
});

test.describe("page loading", () => {
  test("should arrive fully rendered without a spinner, and show one while the next page loads", async ({ page }) => {
    const html = await (await page.request.get("/projects")).text();
    expect(html).toContain("Project Portfolio</h1>");
    expect(html).not.toContain("Loading page...");

    // The next page's code is held until the spinner has been seen, however long the page takes to show it.
    const release = await holdRequests(page, "**/assets/projects-*.js");
    await gotoHydrated(page, "/");
    await expect(page.getByText("Loading page...")).toHaveCount(0);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "PORTFOLIO" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Loading page..." })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Project Portfolio");
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Project Portfolio");
    await expect(page.getByText("Loading page...")).toHaveCount(0);
  });
});

test.describe("toasts", () => {
  test("should show a toast raised before the region's code arrived, once it can load", async ({ page, context }) => {
    // The region's chunk cannot load while offline: the toast waits and shows when the connection returns.
    await page.route("**/assets/toast-region-*.js", (route) => route.abort("internetdisconnected"));
    // The region's code is fetched at the visitor's first interaction; the toast must wait until that fetch has failed.
    const regionFailed = page.waitForEvent("requestfailed", (request) => request.url().includes("/assets/toast-region-"));
    await gotoHydrated(page, "/");
    await page.mouse.wheel(0, 200);
    await regionFailed;
    await context.setOffline(true);
    await page.unroute("**/assets/toast-region-*.js");
    await context.setOffline(false);
    await expect(page.getByRole("region", { name: "Notifications (F8)" }).getByText("Back online")).toBeVisible();
  });

  test("should fetch the region's code again at the next key after a fetch that failed online", async ({ page }) => {
    // A fetch can fail without the browser going offline (a dropped connection, a busy server):
    // no "online" event will come, so the visitor's next key or tap tries again.
    await page.route("**/assets/toast-region-*.js", (route) => route.abort("connectionreset"));
    const regionFailed = page.waitForEvent("requestfailed", (request) => request.url().includes("/assets/toast-region-"));
    await gotoHydrated(page, "/");
    await page.mouse.wheel(0, 200);
    await regionFailed;
    await page.unroute("**/assets/toast-region-*.js");
    const region = page.getByRole("region", { name: "Notifications (F8)" });
    await expect(region).toHaveCount(0);
    await expect
      .poll(async () => {
        await page.keyboard.press("Shift");
        return region.count();
      })
      .toBe(1);
  });

  test("should show a toast and focus its region with F8", async ({ page, context }) => {
    await gotoHydrated(page, "/");
    const region = page.getByRole("region", { name: "Notifications (F8)" });
    // The first F8 brings the region's code, and the region takes the focus once it is there.
    await page.keyboard.press("F8");
    await expect(region).toBeAttached();
    await expect.poll(() => region.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await context.setOffline(true);
    await expect(region.getByText("You're offline")).toBeVisible();
    await expect(region.getByText("For an emergency, call (410) 555-0142.")).toBeVisible();
    await context.setOffline(false);
    // At most one toast: the newer one replaces it.
    await expect(region.getByText("Back online")).toBeVisible();
    await expect(region.getByRole("status").or(region.locator("li"))).toHaveCount(1);
    await expect(region.getByText("You're offline")).toHaveCount(0);

    await page.keyboard.press("F8");
    expect(await region.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  });

  test("should keep the toast viewport within 420 px and close a toast after 5 s", async ({ page, context }) => {
    // A stopped page clock: the toast's 5000 ms pass only when the test moves time on.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await gotoHydrated(page, "/");
    await page.mouse.wheel(0, 200);
    await expect(page.getByRole("region", { name: "Notifications (F8)" })).toBeAttached();
    await context.setOffline(true);
    const toast = page.getByRole("region", { name: "Notifications (F8)" }).locator("li");
    await expect(toast).toBeVisible();
    const viewport = page.locator("[role=region][aria-label='Notifications (F8)'] ol");
    expect((await viewport.boundingBox())!.width).toBeLessThanOrEqual(420);
    await page.clock.runFor(4_900);
    await expect(toast).toBeVisible();
    await page.clock.runFor(100);
    await expect(toast).toBeHidden();
    await context.setOffline(false);
  });
});
