import { expect, test } from "@playwright/test";
import { signInForDevelopment, submitLead, uniquePhone } from "./support/admin";
import { gotoHydrated } from "./support/pages";

test.describe("the office on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test.beforeEach(async ({ page }) => {
    await signInForDevelopment(page);
  });

  test("should tell the salesperson a lead was assigned to them, the way they chose", async ({ page, request }) => {
    const name = `Assigned Lead ${Date.now()}`;
    const id = await submitLead(request, name, { phone: uniquePhone() });
    await gotoHydrated(page, `/admin/leads/${id}`);
    const sales = page.getByRole("form", { name: "Sales" });
    await sales.getByLabel("Assigned to").selectOption("pat.doyle@example.com");
    await sales.getByRole("button", { name: "Save" }).click();
    await expect(sales.getByRole("status")).toHaveText("Saved.");
    // SALES_TEAM gives Pat no mobile, so Pat hears by e-mail; the history says so once it left.
    await expect(async () => {
      await gotoHydrated(page, `/admin/leads/${id}`);
      await expect(page.getByRole("list", { name: "History" })).toContainText("Pat Doyle was told of the assignment by e-mail", {
        timeout: 1000,
      });
    }).toPass({ timeout: 30_000 });
  });
});
