import { expect, test } from "@playwright/test";

test("should ask for the development sign-in before the admin area, then let the developer in", async ({ page }) => {
  const first = await page.goto("/admin/delivery");
  expect(first?.status()).toBe(401);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Development sign-in");
  await page.getByRole("button", { name: "Sign in for development" }).click();
  await expect(page).toHaveURL(/\/admin\/delivery$/);
  await expect(page).toHaveTitle("Delivery Management | Old Line Exteriors");
  const again = await page.goto("/admin");
  expect(again?.status()).toBe(200);
  expect(again?.headers()["cache-control"]).toBe("no-store");
});
