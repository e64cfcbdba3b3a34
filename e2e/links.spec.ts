import { expect, type Page, test } from "@playwright/test";
import { expectPath, gotoHydrated, recordDocumentLoads } from "./support/pages";

/** A link of the header's menu: the header is hydrated with the page, so its links are the site's Link at work. */
const menuLink = (page: Page, name: string) => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true });

test.describe("the site's links", () => {
  test("should open another page of the site without loading a new document", async ({ page }) => {
    await gotoHydrated(page, "/");
    const loads = recordDocumentLoads(page);
    await menuLink(page, "PORTFOLIO").click();
    await expectPath(page, "/projects");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Project Portfolio");
    expect(loads).toEqual([]);
  });

  test("should not add a history entry when the link goes to the page shown", async ({ page }) => {
    await gotoHydrated(page, "/");
    await menuLink(page, "PORTFOLIO").click();
    await expectPath(page, "/projects");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Project Portfolio");
    await menuLink(page, "PORTFOLIO").click();
    await expectPath(page, "/projects");
    // Back goes to the page before, not to a second copy of the one shown.
    await page.goBack();
    await expectPath(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Best Prices");
  });

  test("should leave a click with Control held to the browser (a new tab), keeping the page shown", async ({ page, context }) => {
    await gotoHydrated(page, "/");
    const opened = context.waitForEvent("page");
    await menuLink(page, "INSIGHTS").click({ modifiers: ["Control"] });
    const tab = await opened;
    await expectPath(tab, "/insights");
    await expectPath(page, "/");
    await tab.close();
  });

  test("should start the next page at the top, and bring the visitor back to where they were", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, "/");
    const services = page.getByRole("heading", { level: 2, name: "Roofing, Siding & Windows" });
    await services.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    const left = await page.evaluate(() => window.scrollY);
    // A click where the menu shows on the screen (the header stays at the top); Playwright's own
    // click would first scroll the link into view, moving the page before it is left.
    const link = await menuLink(page, "FINANCING").boundingBox();
    await page.mouse.click(link!.x + link!.width / 2, link!.y + link!.height / 2);
    await expectPath(page, "/financing");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Financing");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expectPath(page, "/");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
  });
});
