import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/pages";

test("a homeowner reads how long their details are kept and how to have them erased, then the terms", async ({ page }) => {
  await gotoHydrated(page, "/schedule");
  await page.locator("footer").getByRole("link", { name: "Privacy Policy", exact: true }).click();

  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  // The periods come from the retention settings of wrangler.toml.
  await expect(page.getByText("The IP address and browser recorded with your consent: blanked 90 days after your request.")).toBeVisible();
  await expect(page.getByText("A chat conversation in the chat window: deleted 30 days after its last message.")).toBeVisible();
  const erasure = page.locator("section", {
    has: page.getByRole("heading", { name: "Your choices, and how to have your information erased" }),
  });
  await expect(erasure).toContainText("Write to office@example.com or call (410) 555-0142");

  await page.getByRole("main").getByRole("link", { name: "terms of service", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Estimates are not contracts" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Price ranges on this website are estimates" })).toBeVisible();
});
