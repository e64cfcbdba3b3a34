import { expect, test } from "@playwright/test";
import { expectPath, gotoHydrated } from "./support/pages";

const navItems = [
  { name: "PORTFOLIO", href: "/projects" },
  { name: "INSIGHTS", href: "/insights" },
  { name: "FINANCING", href: "/financing" },
  { name: "SCHEDULE", href: "/schedule" },
  { name: "CONTACT", href: "/contact" },
];

test.describe("header navigation", () => {
  for (const { path, active } of [
    { path: "/", active: null },
    { path: "/projects", active: "PORTFOLIO" },
    { path: "/insights", active: "INSIGHTS" },
    { path: "/insights/storm-chasers", active: "INSIGHTS" },
    { path: "/financing", active: "FINANCING" },
    { path: "/schedule", active: "SCHEDULE" },
    { path: "/contact", active: "CONTACT" },
    { path: "/roofing", active: null },
  ]) {
    test(`should mark ${active ?? "no item"} as the current page on ${path}`, async ({ page }) => {
      await gotoHydrated(page, path);
      const nav = page.getByRole("navigation", { name: "Main" });
      for (const item of navItems) {
        const link = nav.getByRole("link", { name: item.name, exact: true });
        await expect(link).toHaveAttribute("href", item.href);
        if (item.name === active) await expect(link).toHaveAttribute("aria-current", "page");
        else await expect(link).not.toHaveAttribute("aria-current", /.*/);
      }
    });
  }

  test("should follow client-side navigation and keep the active item in step", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "FINANCING" }).click();
    await expectPath(page, "/financing");
    await expect(nav.getByRole("link", { name: "FINANCING" })).toHaveAttribute("aria-current", "page");
    await expect(page).toHaveTitle(/Financing for Roofing, Siding & Windows/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Financing Your Roof, Siding or Windows");
  });

  test("should show the emergency phone link, INITIATE REVIEW and a logo link home", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const header = page.locator("header");
    await expect(header.getByRole("link", { name: /24\/7 Emergency/ })).toHaveAttribute("href", "tel:+14105550142");
    await header.getByRole("link", { name: "INITIATE REVIEW" }).click();
    await expectPath(page, "/contact");
    await header.getByRole("link", { name: "Old Line Exteriors home" }).click();
    await expectPath(page, "/");
  });

  test("should paint the header whole in its first frame, even on a slow phone", async ({ page }) => {
    // A device eight times slower than this one paints while the page is still being read: the
    // first frame must already hold the header's last items, or they would push the first aside.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        const header = document.querySelector("header");
        (window as unknown as { firstFrame: string }).firstFrame = header
          ? [...header.querySelectorAll("a")].map((link) => link.textContent?.trim()).join(" | ")
          : "no header";
      });
    });
    for (const path of ["/projects", "/about", "/projects"]) {
      await page.goto(path);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { firstFrame?: string }).firstFrame), { message: path })
        .toMatch(/24\/7 Emergency.*INITIATE REVIEW/);
    }
  });

  test("should keep the header sticky and at least 72 px tall", async ({ page }) => {
    await gotoHydrated(page, "/");
    const header = page.locator("header");
    expect((await header.boundingBox())!.height).toBeGreaterThanOrEqual(72);
    await page.mouse.wheel(0, 1500);
    await expect.poll(async () => (await header.boundingBox())!.y).toBe(0);
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe("sticky");
  });
});

test.describe("services search", () => {
  test("should show suggestions only after a 150 ms pause, at most five", async ({ page }) => {
    // A stopped page clock: the pause passes only when the test moves time on.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await gotoHydrated(page, "/");
    const search = page.locator('form[data-search="header"]');
    const input = search.getByRole("combobox");
    const options = search.getByRole("option");
    await input.fill("in");
    await expect(input).toHaveValue("in");
    await page.clock.runFor(149);
    await expect(search.getByRole("listbox")).toBeHidden();
    await page.clock.runFor(1);
    await expect(search.getByRole("listbox")).toBeVisible();
    await expect(options).toHaveCount(5);
    await expect(options).toHaveText(["Siding installation", "Window replacement", "Gutter installation", "Vinyl siding", "Metal roofing"]);
  });

  test("should hide suggestions at once when the text is cleared", async ({ page }) => {
    // With the page clock stopped no timer can fire: the list must hide on the input itself.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await gotoHydrated(page, "/");
    const search = page.locator('form[data-search="header"]');
    const input = search.getByRole("combobox");
    await input.fill("storm");
    await page.clock.runFor(150);
    await expect(search.getByRole("option")).toHaveText(["Storm damage"]);
    await input.fill("");
    await expect(search.getByRole("listbox")).toBeHidden();
  });

  test("should fill and submit a suggestion picked with the keyboard (Enter)", async ({ page }) => {
    await gotoHydrated(page, "/");
    const input = page.locator('form[data-search="header"]').getByRole("combobox");
    await input.fill("window");
    await expect(page.locator('form[data-search="header"]').getByRole("option")).toHaveCount(2);
    await input.press("ArrowDown");
    await expect(page.getByRole("option", { name: "Window replacement" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expectPath(page, "/contact", "?search=Window%20replacement");
  });

  test("should pick a suggestion with Space and by click", async ({ page }) => {
    await gotoHydrated(page, "/");
    const search = page.locator('form[data-search="header"]');
    await search.getByRole("combobox").fill("vinyl");
    await expect(search.getByRole("option")).toHaveText(["Vinyl siding"]);
    await search.getByRole("combobox").press("ArrowDown");
    await page.keyboard.press("Space");
    await expectPath(page, "/contact", "?search=Vinyl%20siding");

    await gotoHydrated(page, "/");
    await search.getByRole("combobox").fill("gutter");
    await search.getByRole("option", { name: "Gutter installation" }).click();
    await expectPath(page, "/contact", "?search=Gutter%20installation");
  });

  test("should submit typed text as a full-page navigation, and never blank text", async ({ page }) => {
    await gotoHydrated(page, "/");
    // Every page load the tab starts from here on, in order: the blank search must start none.
    const loads: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame())
        loads.push(new URL(request.url()).pathname + new URL(request.url()).search);
    });
    const input = page.locator('form[data-search="header"]').getByRole("combobox");
    await input.fill("   ");
    await input.press("Enter");
    await expectPath(page, "/");

    await input.fill("cedar shake & slate");
    const navigation = page.waitForEvent("framenavigated");
    await input.press("Enter");
    await navigation;
    await expectPath(page, "/contact", "?search=cedar%20shake%20%26%20slate");
    expect(loads).toEqual(["/contact?search=cedar%20shake%20%26%20slate"]);
    // A full page load: the new document hydrates from scratch.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  });

  test("should show the search field only on extra-large screens", async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 800 });
    await gotoHydrated(page, "/");
    await expect(page.locator('form[data-search="header"]')).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator('form[data-search="header"]')).toBeVisible();
  });
});

test.describe("small screens", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("should open a right-side drawer that traps focus and closes on Escape", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const trigger = page.getByRole("button", { name: "Open menu" });
    await trigger.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    const box = (await drawer.boundingBox())!;
    expect(Math.round(box.x + box.width)).toBe(390);
    await expect(drawer.getByRole("combobox")).toBeVisible();
    await expect(drawer.getByRole("link", { name: /24\/7 Emergency/ })).toHaveAttribute("href", "tel:+14105550142");
    await expect(drawer.getByRole("link", { name: "INITIATE REVIEW" })).toBeVisible();
    for (const item of navItems) await expect(drawer.getByRole("link", { name: item.name })).toBeVisible();

    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("should close the drawer when a link or the button is chosen", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "SCHEDULE" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expectPath(page, "/schedule");

    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer.getByRole("link", { name: "SCHEDULE" })).toHaveAttribute("aria-current", "page");
    await drawer.getByRole("link", { name: "INITIATE REVIEW" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expectPath(page, "/contact");
  });

  test("should search from the drawer", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const input = page.getByRole("dialog", { name: "Menu" }).getByRole("combobox");
    await input.fill("metal");
    await page.getByRole("option", { name: "Metal roofing" }).click();
    await expectPath(page, "/contact", "?search=Metal%20roofing");
  });
});

test.describe("skip link and footer", () => {
  test("should move focus to the main content from the skip link", async ({ page }) => {
    await gotoHydrated(page, "/roofing");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main-content")).toBeFocused();
  });

  test("should show every footer link and text", async ({ page }) => {
    await gotoHydrated(page, "/");
    const footer = page.locator("footer");
    for (const [name, href] of [
      ["Roofing Systems", "/roofing"],
      ["Roof Restoration", "/roofing"],
      ["Siding Solutions", "/siding"],
      ["Window Systems", "/windows"],
      ["Storm Response", "/contact"],
      ["Emergency Services", "/contact"],
      ["View Coverage Map", "/sitemap#coverage-map"],
      ["Admin", "/admin"],
      ["Privacy Policy", "/privacy"],
      ["Terms of Service", "/terms"],
      ["Sitemap", "/sitemap"],
    ]) {
      await expect(footer.getByRole("link", { name: name!, exact: true })).toHaveAttribute("href", href!);
    }
    for (const text of [
      "Baltimore Metropolitan Area",
      "Annapolis & Eastern Shore",
      "Frederick & Western MD",
      "Wilmington & New Castle County",
      "Dover & Central Delaware",
      "Licensed MD & DE contractor",
      `© ${new Date().getUTCFullYear()}`,
      // The business as registered (configuration; the template shows visible placeholders).
      "MHIC #PLACEHOLDER",
      "DE business license #PLACEHOLDER",
      "Regional office: Street PLACEHOLDER, City PLACEHOLDER, State PLACEHOLDER ZIP PLACEHOLDER",
    ]) {
      await expect(footer.getByText(text)).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: "(410) 555-0142" })).toHaveAttribute("href", "tel:+14105550142");
    await expect(footer.getByRole("link", { name: "office@example.com" })).toHaveAttribute("href", "mailto:office@example.com");
    // Social profiles are configuration (SOCIAL_*): none set locally, so no link to a network's home page.
    for (const social of ["Facebook", "Twitter", "LinkedIn", "Instagram"])
      await expect(footer.getByRole("link", { name: social })).toHaveCount(0);
    await expect(footer.getByText("coming soon")).toHaveCount(0);
    // The service territory opens the service-area hierarchy on the sitemap page.
    await expect(footer.getByRole("link", { name: "Annapolis & Eastern Shore" })).toHaveAttribute("href", "/sitemap#anne-arundel-county");
    expect(await page.locator('a[href="#"]').count()).toBe(0);
  });
});
