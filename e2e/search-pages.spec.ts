import { expect, test } from "@playwright/test";
import { expectPath, gotoHydrated } from "./support/pages";

test.describe("local landing pages", () => {
  test("should take a homeowner from the roofing page to their town and on to a neighbour", async ({ page }) => {
    await gotoHydrated(page, "/roofing");
    const areas = page.getByRole("region", { name: "Where we do roofing" });
    await expect(areas.getByRole("heading", { name: "Harford County" })).toBeVisible();
    await areas.getByRole("link", { name: "Bel Air", exact: true }).click();
    await expectPath(page, "/roofing-bel-air");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Roofing in Bel Air, MD");
    await expect(page).toHaveTitle("Roofing Services in Bel Air, MD | Old Line Exteriors");
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.getByRole("link", { name: "Roofing" })).toHaveAttribute("href", "/roofing");
    await expect(breadcrumb.getByRole("listitem").last()).toHaveText("Bel Air, MD");
    await expect(breadcrumb.getByRole("listitem").last()).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { name: "Permits and approvals in Bel Air" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Schedule a free consultation" })).toHaveAttribute("href", "/schedule");
    await expect(page.getByRole("link", { name: /24\/7 Emergency\s*\(unconfirmed\)\s*: \(410\) 555-0142/ }).last()).toHaveAttribute(
      "href",
      "tel:+14105550142",
    );

    // The FAQ opens in place.
    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    await faq.locator("summary").first().click();
    await expect(faq.locator("details").first()).toHaveAttribute("open", "");

    // Browser navigation to a nearby town loads the page through the API, title and all.
    await page.getByRole("navigation", { name: "Nearby towns we serve" }).getByRole("link", { name: "Forest Hill" }).click();
    await expectPath(page, "/roofing-forest-hill");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Roofing in Forest Hill, MD");
    await expect(page).toHaveTitle("Roofing Services in Forest Hill, MD | Old Line Exteriors");
    await page.getByRole("navigation", { name: "More from us" }).getByRole("link", { name: "Gutter Installation in Forest Hill" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gutters in Forest Hill, MD");
  });

  test("should show the 404 page for a town we have no page for", async ({ page }) => {
    const response = await gotoHydrated(page, "/roofing-atlantis");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
  });
});

test.describe("sitemap page", () => {
  test("should open the footer's service territory at its county and list every section", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Annapolis & Eastern Shore" }).click();
    await expectPath(page, "/sitemap");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sitemap");
    const county = page.locator("#anne-arundel-county");
    await expect(county).toBeInViewport();
    await expect(county.getByRole("link", { name: "Siding" })).toHaveAttribute("href", "/siding-annapolis");
    for (const section of ["Main pages", "Services", "Insights", "Service areas"]) {
      await expect(page.getByRole("main").getByRole("heading", { level: 2, name: section, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("region", { name: "Insights" }).getByRole("link")).toHaveCount(15);
    // Dover has a roofing page and (issue 42) a storm-damage page: the town lists both.
    const dover = page.getByRole("region", { name: "Delaware" }).getByRole("listitem").filter({ hasText: "Dover:" });
    await expect(dover.getByRole("link", { name: "Storm Damage Repair" })).toHaveAttribute("href", "/storm-damage-dover");
    await dover.getByRole("link", { name: "Roofing" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Roofing in Dover, DE");
  });
});

test.describe("social preview", () => {
  test("should show a page's title, description and cards for the path typed in", async ({ page }) => {
    await gotoHydrated(page, "/social-preview");
    await page.getByLabel("Page path").fill("/windows-towson");
    await page.getByRole("button", { name: "Show preview" }).click();
    await expectPath(page, "/social-preview", "?path=%2Fwindows-towson");
    await expect(page.locator('[data-field="title"]')).toHaveText("Window Installation in Towson, MD | Old Line Exteriors");
    await expect(page.locator('[data-field="canonical"]')).toHaveText("http://localhost:8787/windows-towson");
    for (const card of ["Facebook preview", "X preview", "LinkedIn preview"]) {
      const figure = page.getByRole("figure", { name: card });
      await expect(figure).toContainText("Window Installation in Towson, MD");
      await expect(figure.locator("img")).toHaveJSProperty("complete", true);
      expect(await figure.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
    }

    await page.getByLabel("Page path").fill("windows");
    await page.getByRole("button", { name: "Show preview" }).click();
    await expect(page.getByText("Enter a path on this site, starting with / (for example /roofing).")).toBeVisible();
    await expect(page.getByLabel("Page path")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("figure", { name: "Facebook preview" })).toHaveCount(0);

    await page.getByLabel("Page path").fill("/no-such-page");
    await page.getByRole("button", { name: "Show preview" }).click();
    await expect(page.getByText("No page answers at /no-such-page, so there is nothing to share.")).toBeVisible();
  });
});

test("should serve robots.txt, the sitemap index and the IndexNow key file", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain("Sitemap: http://localhost:8787/sitemap.xml");
  const sitemap = await request.get("/sitemap-pages.xml");
  expect(sitemap.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  expect((await sitemap.text()).match(/<url>/g)).toHaveLength(139); // joppatowne-roofing moved to joppa-roofing; gutter-annapolis and three Delaware storm pages added
  const card = await request.get("/social/roofing.jpg");
  expect(card.headers()["content-type"]).toBe("image/jpeg");
});
