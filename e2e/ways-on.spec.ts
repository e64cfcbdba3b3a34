import { expect, test } from "@playwright/test";
import { expectPath, gotoHydrated, holdRequests } from "./support/pages";

const phone = { width: 390, height: 844 };
const laptop = { width: 1366, height: 800 };
const ESTIMATE = "/roof-replacement-estimate";

for (const viewport of [phone, laptop]) {
  const onPhone = viewport.width < 1024;

  test.describe(`ways on at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test("should offer the instant estimate on the home page's first screen, beside SPEC's two buttons", async ({ page }) => {
      await gotoHydrated(page, "/");
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: "ONSITE CONSULTATION" })).toHaveAttribute("href", "/schedule");
      await expect(main.getByRole("link", { name: "INITIATE REVIEW" })).toHaveAttribute("href", "/contact");
      const estimate = main.getByRole("link", { name: /Get an instant roof estimate/ });
      await expect(estimate).toBeInViewport();
      await estimate.click();
      await expectPath(page, ESTIMATE);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Instant Roof Replacement Estimate");
    });

    test("should link the home page's service areas to their city pages", async ({ page }) => {
      await gotoHydrated(page, "/");
      const areas = page.getByRole("region", { name: "Service Areas" });
      for (const [town, href] of [
        ["Baltimore", "/roofing-baltimore"],
        // Annapolis has siding and window pages, no roofing one: its county's list of pages.
        ["Annapolis", "/sitemap#anne-arundel-county"],
        ["Wilmington", "/roofing-wilmington"],
        ["Dover", "/roofing-dover"],
        ["Frederick", "/roofing-frederick"],
        ["Rockville", "/roofing-rockville"],
        ["Newark", "/roofing-newark"],
        // A town without a page of its own leads to the contact form, to ask whether the work reaches it.
        ["Salisbury", "/contact"],
      ]) {
        await expect(areas.getByRole("link", { name: town!, exact: true })).toHaveAttribute("href", href!);
      }
      await areas.getByRole("link", { name: "Annapolis", exact: true }).click();
      await expectPath(page, "/sitemap");
      const county = page.getByRole("region", { name: "Anne Arundel County" });
      await expect(county.getByRole("link", { name: "Siding", exact: true })).toHaveAttribute("href", "/siding-annapolis");
    });

    // Each service page offers its own estimate: the siding page's button is the siding estimate, not the roof's.
    for (const [service, label, href] of [
      ["roofing", "Get an instant roof estimate", ESTIMATE],
      ["siding", "Get an instant siding estimate", `${ESTIMATE}?for=siding`],
      ["windows", "Get an instant windows estimate", `${ESTIMATE}?for=windows`],
    ] as const) {
      test(`should offer the instant estimate on the ${service} page's first screen`, async ({ page }) => {
        await gotoHydrated(page, `/${service}`);
        // The hero's button comes first; the siding page's words link the same estimate further down.
        const estimate = page.getByRole("main").getByRole("link", { name: label }).first();
        await expect(estimate).toBeInViewport();
        await expect(estimate).toHaveAttribute("href", href);
      });
    }

    test("should offer the instant estimate in the menu, below SPEC's items", async ({ page }) => {
      test.skip(!onPhone, "the menu drawer is for small screens");
      await gotoHydrated(page, "/");
      await page.getByRole("button", { name: "Open menu" }).click();
      const drawer = page.getByRole("dialog", { name: "Menu" });
      const links = drawer.getByRole("link");
      await expect(links.last()).toHaveText("Get an instant roof estimate");
      const review = await drawer.getByRole("link", { name: "INITIATE REVIEW" }).boundingBox();
      const estimate = drawer.getByRole("link", { name: "Get an instant roof estimate" });
      expect((await estimate.boundingBox())!.y).toBeGreaterThan(review!.y);
      await estimate.click();
      await expect(page.getByRole("dialog")).toBeHidden();
      await expectPath(page, ESTIMATE);
    });

    test("should end every article with a call to action suited to its topic", async ({ page }) => {
      // Storm damage: the emergency line.
      await gotoHydrated(page, "/insights/storm-chasers");
      const storm = page.getByRole("complementary", { name: "Storm damage right now?" });
      await storm.scrollIntoViewIfNeeded();
      await expect(storm.getByRole("link", { name: /^Call 24\/7 Emergency\s*\(unconfirmed\)\s*: \(410\) 555-0142$/ })).toHaveAttribute(
        "href",
        "tel:+14105550142",
      );

      // Inspections: a consultation.
      await gotoHydrated(page, "/insights/what-to-expect-roof-inspection");
      const inspection = page.getByRole("complementary", { name: "Want a professional to look at your roof?" });
      await inspection.scrollIntoViewIfNeeded();
      await inspection.getByRole("link", { name: "Book a free consultation" }).click();
      await expectPath(page, "/schedule");

      // Materials: the estimate.
      await gotoHydrated(page, "/insights/asphalt-shingles-pros-and-cons");
      const materials = page.getByRole("complementary", { name: "What would a new roof cost?" });
      await materials.scrollIntoViewIfNeeded();
      await expect(materials.getByRole("link", { name: "Get an instant roof estimate" })).toHaveAttribute("href", ESTIMATE);
      // It comes after the article's last words.
      const lastParagraph = page.locator(".article-body > :last-child");
      expect((await materials.boundingBox())!.y).toBeGreaterThan((await lastParagraph.boundingBox())!.y);
    });

    test("should give a lost visitor ways on from the 404 page", async ({ page }) => {
      const response = await gotoHydrated(page, "/roofing-atlantis");
      expect(response!.status()).toBe(404);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
      await expect(main.getByText("Did you forget to add the page to the router?")).toBeVisible();

      const sections = main.getByRole("navigation", { name: "Or go straight to" });
      for (const [name, href] of [
        ["Roofing", "/roofing"],
        ["Siding", "/siding"],
        ["Windows", "/windows"],
        ["Portfolio", "/projects"],
        ["Insights", "/insights"],
        ["Financing", "/financing"],
        ["Schedule", "/schedule"],
        ["Contact", "/contact"],
      ]) {
        await expect(sections.getByRole("link", { name: name!, exact: true })).toHaveAttribute("href", href!);
      }
      const call = main.getByRole("link", { name: /^Call 24\/7 Emergency\s*\(unconfirmed\)\s*: \(410\) 555-0142$/ });
      await call.scrollIntoViewIfNeeded();
      await expect(call).toBeInViewport();
      await expect(call).toHaveAttribute("href", "tel:+14105550142");

      const search = main.getByRole("search").getByRole("combobox", { name: "Search services" });
      await search.fill("gutter");
      await main.getByRole("option", { name: "Gutter installation" }).click();
      await expectPath(page, "/contact", "?search=Gutter%20installation");
    });

    test("should follow a section link from the 404 page", async ({ page }) => {
      await gotoHydrated(page, "/no-such-place");
      await page.getByRole("navigation", { name: "Or go straight to" }).getByRole("link", { name: "Windows", exact: true }).click();
      await expectPath(page, "/windows");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Windows");
    });
  });
}

test("should keep what a visitor typed into the 404 page's search before the search was ready", async ({ page }) => {
  // The 404 page's part of the page hydrates once its code arrives; a visitor may type first.
  const release = await holdRequests(page, /\/assets\/not-found-[^/]+\.js$/);
  await gotoHydrated(page, "/roofing-atlantis");
  const search = page.getByRole("main").getByRole("search").getByRole("combobox", { name: "Search services" });
  await search.fill("gutter");
  release();
  await page.getByRole("main").getByRole("option", { name: "Gutter installation" }).click();
  await expectPath(page, "/contact", "?search=Gutter%20installation");
});
