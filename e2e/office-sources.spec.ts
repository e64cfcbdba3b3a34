import { expect, type Page, test } from "@playwright/test";
import { signInForDevelopment, submitLead, uniquePhone } from "./support/admin";
import { gotoHydrated } from "./support/pages";

/** The visible controls of the main area shorter than 44 px, as readable lines. */
async function smallControls(page: Page, selector = "main a[href], main button, main select, main input:not([type=hidden]), main summary") {
  return page.evaluate((query) => {
    return [...document.querySelectorAll<HTMLElement>(query)]
      .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden")
      .filter((element) => !element.closest(".sr-only") && element.getBoundingClientRect().height < 44)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}" ${Math.round(element.getBoundingClientRect().height)}px`,
      );
  }, selector);
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("should show the office every Sources figure as a card, Booked and Won included, with controls of 44 px", async ({
    page,
    request,
  }) => {
    await submitLead(request, `Sources Card ${Date.now()}`, { phone: uniquePhone() });
    await signInForDevelopment(page);
    await gotoHydrated(page, "/admin/sources");
    const funnel = page.getByRole("table", { name: "By channel" });
    const total = funnel.getByTestId("source-row").last();
    for (const label of ["Visits", "Form starts", "Leads", "Conversion rate", "Booked", "Won", "Won value"]) {
      const figure = total.getByRole("cell").filter({ hasText: `${label}:` });
      await expect(figure).toBeVisible();
      const box = (await figure.boundingBox())!;
      expect(box.x + box.width, `${label} fits the screen`).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await smallControls(page)).toEqual([]);
  });

  test("should give the dashboard's table switch, the portfolio request and the service links 44 px to tap", async ({ page }) => {
    await signInForDevelopment(page);
    await gotoHydrated(page, "/admin");
    expect(await smallControls(page, "main summary")).toEqual([]);
    await gotoHydrated(page, "/projects");
    expect(await smallControls(page, "main button")).toEqual([]);
    await gotoHydrated(page, "/");
    expect((await smallControls(page, "main a[href]")).filter((line) => line.includes("Explore"))).toEqual([]);
  });
});
