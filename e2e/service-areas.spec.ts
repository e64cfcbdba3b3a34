import { expect, type Page, test } from "@playwright/test";
import { expectPath, gotoHydrated, recordDocumentLoads } from "./support/pages";

/** The documents the page loads, and the errors it reports, from now on. */
function watch(page: Page) {
  const errors: string[] = [];
  const documents = recordDocumentLoads(page);
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  return { errors, documents };
}

test.describe("a service page's towns", () => {
  test("should arrive whole, with no hydration error", async ({ page }) => {
    const seen = watch(page);
    await gotoHydrated(page, "/roofing");
    await page.waitForLoadState("networkidle");
    const towns = page.getByRole("region", { name: "Where we do roofing" });
    await expect(towns.getByRole("link", { name: "Bel Air", exact: true })).toHaveAttribute("href", "/roofing-bel-air");
    await towns.getByRole("heading", { name: "Maryland", exact: true }).scrollIntoViewIfNeeded();
    expect(seen.errors).toEqual([]);
  });

  test("should open a town's page through the router", async ({ page }) => {
    const seen = watch(page);
    await gotoHydrated(page, "/roofing");
    const loadsBefore = seen.documents.length;
    await page.getByRole("region", { name: "Where we do roofing" }).getByRole("link", { name: "Bel Air", exact: true }).click();
    await expectPath(page, "/roofing-bel-air");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Bel Air");
    expect(seen.documents.length).toBe(loadsBefore);
  });
});
