import { expect, type Page, test } from "@playwright/test";
import { expectPath, gotoHydrated, holdRequests, recordDocumentLoads } from "./support/pages";

const LIST_CODE = /service-area-list-[\w-]+\.js$/;

/** The scripts the page asks for, and the errors it reports, from now on. */
function watch(page: Page) {
  const scripts: string[] = [];
  const errors: string[] = [];
  const documents = recordDocumentLoads(page);
  page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  return { listCodeLoaded: () => scripts.some((url) => LIST_CODE.test(url)), errors, documents };
}

test.describe("a service page's towns", () => {
  test("should arrive whole, their code loading only when a visitor reaches for them, with no hydration error", async ({ page }) => {
    const seen = watch(page);
    await gotoHydrated(page, "/roofing");
    await page.waitForLoadState("networkidle");
    const towns = page.getByRole("region", { name: "Where we do roofing" });
    await expect(towns.getByRole("link", { name: "Bel Air", exact: true })).toHaveAttribute("href", "/roofing-bel-air");
    expect(seen.listCodeLoaded()).toBe(false);

    // Scrolling past does not load it (the list does nothing on its own); reaching for it does.
    await towns.getByRole("heading", { name: "Maryland", exact: true }).scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(seen.listCodeLoaded()).toBe(false);
    await towns.getByRole("link", { name: "Bel Air", exact: true }).hover();
    await expect.poll(seen.listCodeLoaded).toBe(true);
    expect(seen.errors).toEqual([]);
  });

  test("should open a town's page through the router when its link is followed before the list's code came", async ({ page }) => {
    const seen = watch(page);
    // The list's code is held back: the town's link works all the same.
    const release = await holdRequests(page, "**/assets/service-area-list-*.js");
    await gotoHydrated(page, "/roofing");
    const loadsBefore = seen.documents.length;
    await page.getByRole("region", { name: "Where we do roofing" }).getByRole("link", { name: "Bel Air", exact: true }).click();
    await expectPath(page, "/roofing-bel-air");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Bel Air");
    expect(seen.documents.length).toBe(loadsBefore);
    release();
  });
});
