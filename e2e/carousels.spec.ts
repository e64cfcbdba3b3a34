import { expect, type Page, test } from "@playwright/test";
import { layoutShift, watchLayoutShifts } from "./support/layout";
import { gotoHydrated, holdRequests } from "./support/pages";

/** The carousel's selected position, as the page exposes it. */
function position(page: Page, testId: string) {
  return page.getByTestId(testId).locator("[data-selected-index]");
}

const T0 = new Date("2026-11-02T15:00:00Z").getTime();

/** Opens the home page with a stopped page clock: only runFor moves time. */
async function homeWithClock(page: Page) {
  await page.clock.install({ time: T0 });
  await page.clock.pauseAt(T0 + 1000);
  await gotoHydrated(page, "/");
}

/** Scrolls to a carousel below the first screen. */
async function reach(page: Page, testId: string) {
  await page.getByTestId(testId).scrollIntoViewIfNeeded();
}

/** Waits until the carousel's auto-advance timer is running (it starts, and restarts, after a render). */
async function autoplayRunning(page: Page, testId: string) {
  await expect(position(page, testId)).toHaveAttribute("data-autoplay", "on");
}

/** Titles of the cards that lie wholly inside the carousel's viewport. */
async function cardsInView(page: Page, testId: string): Promise<string[]> {
  const viewport = page.getByTestId(testId).locator("[data-selected-index]");
  return viewport.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return [...element.querySelectorAll("article")]
      .filter((card) => {
        const b = card.getBoundingClientRect();
        return b.left >= box.left - 1 && b.right <= box.right + 1;
      })
      .map((card) => card.querySelector("h2, h3")?.textContent ?? "");
  });
}

test.describe("portfolio carousel", () => {
  test("should advance every 5 s and wrap to the start after the last position", async ({ page }) => {
    await homeWithClock(page);
    await reach(page, "portfolio-carousel");
    const carousel = position(page, "portfolio-carousel");
    await expect(carousel).toHaveAttribute("data-selected-index", "0");
    await autoplayRunning(page, "portfolio-carousel");
    // Twelve projects, three visible: positions 0 to 9.
    await expect(page.getByTestId("portfolio-carousel").getByRole("button", { name: /^Go to position/ })).toHaveCount(10);
    await page.clock.runFor(4900);
    await expect(carousel).toHaveAttribute("data-selected-index", "0");
    await page.clock.runFor(100);
    await expect(carousel).toHaveAttribute("data-selected-index", "1");
    for (let i = 2; i <= 9; i++) await page.clock.runFor(5000);
    await expect(carousel).toHaveAttribute("data-selected-index", "9");
    await page.clock.runFor(5000);
    await expect(carousel).toHaveAttribute("data-selected-index", "0");
  });

  test("should pause on a manual step and resume 10 s later; previous from the start wraps to the last", async ({ page }) => {
    await homeWithClock(page);
    await reach(page, "portfolio-carousel");
    const section = page.getByTestId("portfolio-carousel");
    const carousel = position(page, "portfolio-carousel");
    await autoplayRunning(page, "portfolio-carousel");
    await section.getByRole("button", { name: "Previous project" }).click();
    await expect(carousel).toHaveAttribute("data-selected-index", "9");
    await expect(carousel).toHaveAttribute("data-autoplay", "off");
    await page.clock.runFor(9_900);
    await expect(carousel).toHaveAttribute("data-selected-index", "9");
    await expect(carousel).toHaveAttribute("data-autoplay", "off");
    // Auto-advance is back after 10 s and steps 5 s later, wrapping to the start.
    await page.clock.runFor(100);
    await autoplayRunning(page, "portfolio-carousel");
    await page.clock.runFor(4_900);
    await expect(carousel).toHaveAttribute("data-selected-index", "9");
    await page.clock.runFor(100);
    await expect(carousel).toHaveAttribute("data-selected-index", "0");

    await section.getByRole("button", { name: "Next project" }).click();
    await expect(carousel).toHaveAttribute("data-selected-index", "1");
    await section.getByRole("button", { name: "Go to position 5 of 10" }).click();
    await expect(carousel).toHaveAttribute("data-selected-index", "4");
    await expect(section.getByRole("button", { name: "Go to position 5 of 10" })).toHaveAttribute("aria-current", "true");
    await page.clock.runFor(10_000);
    await autoplayRunning(page, "portfolio-carousel");
    await page.clock.runFor(4_900);
    await expect(carousel).toHaveAttribute("data-selected-index", "4");
    await page.clock.runFor(100);
    await expect(carousel).toHaveAttribute("data-selected-index", "5");
  });

  test("should open the portfolio access dialog for the clicked project", async ({ page }) => {
    await gotoHydrated(page, "/");
    // A visitor scrolling down: the section has hydrated by the time they click.
    await reach(page, "portfolio-carousel");
    await autoplayRunning(page, "portfolio-carousel");
    await page.getByTestId("portfolio-carousel").getByRole("article", { name: "Complete Roof Replacement" }).click();
    const dialog = page.getByRole("dialog", { name: "Request Portfolio Access" });
    await expect(dialog).toContainText("Complete Roof Replacement");
    await expect(dialog).toContainText("Towson, MD");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });

  test("should show three cards at wide widths, two at medium and one on phones", async ({ page }) => {
    for (const [width, visible] of [
      [1440, 3],
      [900, 2],
      [390, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, "/");
      expect(await cardsInView(page, "portfolio-carousel"), `cards in view at ${width}px`).toHaveLength(visible);
    }
  });

  test("should not move on its own for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await homeWithClock(page);
    await expect(position(page, "portfolio-carousel")).not.toHaveAttribute("data-autoplay", "on");
    await page.clock.runFor(30_000);
    await expect(position(page, "portfolio-carousel")).toHaveAttribute("data-selected-index", "0");
    await expect(position(page, "testimonials-carousel")).toHaveAttribute("data-selected-index", "0");
  });
});

test.describe("testimonials carousel", () => {
  test("should advance every 4 s, pause for 8 s after a manual step and show three at a time", async ({ page }) => {
    await homeWithClock(page);
    await reach(page, "testimonials-carousel");
    const section = page.getByTestId("testimonials-carousel");
    const carousel = position(page, "testimonials-carousel");
    // 38 testimonials, three visible: positions 0 to 35.
    await expect(section.getByRole("button", { name: /^Go to position/ })).toHaveCount(36);
    await expect(section.getByRole("figure")).toHaveCount(38);
    await autoplayRunning(page, "testimonials-carousel");
    await page.clock.runFor(4000);
    await expect(carousel).toHaveAttribute("data-selected-index", "1");
    await page.clock.runFor(4000);
    await expect(carousel).toHaveAttribute("data-selected-index", "2");
    await section.getByRole("button", { name: "Next testimonial" }).click();
    await expect(carousel).toHaveAttribute("data-selected-index", "3");
    await page.clock.runFor(7_900);
    await expect(carousel).toHaveAttribute("data-autoplay", "off");
    await page.clock.runFor(100);
    await autoplayRunning(page, "testimonials-carousel");
    await page.clock.runFor(3_900);
    await expect(carousel).toHaveAttribute("data-selected-index", "3");
    await page.clock.runFor(100);
    await expect(carousel).toHaveAttribute("data-selected-index", "4");
  });
});

test.describe("testimonials carousel's height", () => {
  // At 800 px the tenth testimonial is taller than the first three. The row must be as tall as its
  // tallest slide from the first paint: a row that grew as later slides were laid out (decision
  // 029 tried skipping them until the carousel's code ran) moves everything below it.
  test("should stay the same while it moves through every testimonial (800px)", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 1000 });
    await watchLayoutShifts(page);
    await homeWithClock(page);
    const section = page.getByTestId("testimonials-carousel");
    const row = section.getByRole("list").first();
    await reach(page, "testimonials-carousel");
    await autoplayRunning(page, "testimonials-carousel");
    const height = await row.evaluate((list) => list.getBoundingClientRect().height);
    const carousel = position(page, "testimonials-carousel");
    for (let step = 1; step <= 12; step++) {
      await page.clock.runFor(4000);
      await expect(carousel).toHaveAttribute("data-selected-index", String(step));
      expect(await row.evaluate((list) => list.getBoundingClientRect().height), `at position ${step}`).toBe(height);
    }
    // Animation frames run on the page's clock again, for the shifts to be read. The position dots
    // widen and narrow as the carousel moves (about 0.00003); a row that grows moves the page 0.007.
    await page.clock.resume();
    expect(await layoutShift(page)).toBeLessThan(0.001);
  });
});

test.describe("insights carousel", () => {
  const posts = (count: number) =>
    Array.from({ length: count }, (_, i) => ({
      id: i + 1,
      slug: `post-${i + 1}`,
      title: `Post number ${i + 1}`,
      excerpt:
        "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty twenty-one twenty-two twenty-three twenty-four twenty-five twenty-six twenty-seven",
      category: i % 2 ? "Insurance & Claims" : "Roofing Materials",
      author: "Old Line Exteriors",
      publishedAt: i === 0 ? null : "2026-03-04T12:00:00.000Z",
      createdAt: "2026-03-01T00:00:00.000Z",
      readTime: i === 0 ? 0 : 7,
    }));

  /** Arrives at the home page by client-side navigation, so the browser reads the API. */
  async function navigateHome(page: Page) {
    await gotoHydrated(page, "/about");
    await page.getByRole("link", { name: "Old Line Exteriors home" }).first().click();
  }

  test("should render the server's posts with category, excerpt, author, read time and date", async ({ page }) => {
    await gotoHydrated(page, "/");
    const section = page.getByTestId("insights-section");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("Expert Guidance for Homeowners");
    const cards = section.getByRole("article");
    expect(await cards.count()).toBeGreaterThanOrEqual(12);
    const first = cards.first();
    await expect(first.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(first).toContainText("min read");
    await expect(first).toContainText("Old Line Exteriors");
    // Its controls work once a visitor reaches for it (its code loads then).
    await section.hover();
    await expect(section.getByRole("button", { name: "Next insights" })).toBeEnabled();
    await expect(section.getByRole("button", { name: "Previous insights" })).toBeEnabled();
  });

  test("should scroll three at a time on wide screens and loop", async ({ page }) => {
    await page.route("**/api/insights/posts?*", (route) => route.fulfill({ json: { posts: posts(9) } }));
    await navigateHome(page);
    const section = page.getByTestId("insights-section");
    const carousel = section.locator("[data-selected-index]");
    await expect(section.getByRole("article")).toHaveCount(9);
    await section.getByRole("button", { name: "Next insights" }).click();
    await expect(carousel).toHaveAttribute("data-selected-index", "1");
    await expect.poll(() => cardsInView(page, "insights-section")).toEqual(["Post number 4", "Post number 5", "Post number 6"]);
    await section.getByRole("button", { name: "Next insights" }).click();
    await section.getByRole("button", { name: "Next insights" }).click();
    await expect(carousel).toHaveAttribute("data-selected-index", "0");
  });

  test("should scroll one at a time on phones", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.route("**/api/insights/posts?*", (route) => route.fulfill({ json: { posts: posts(4) } }));
    await navigateHome(page);
    const section = page.getByTestId("insights-section");
    await expect.poll(() => cardsInView(page, "insights-section")).toEqual(["Post number 1"]);
    await section.getByRole("button", { name: "Next insights" }).click();
    await expect.poll(() => cardsInView(page, "insights-section")).toEqual(["Post number 2"]);
  });

  test("should cut excerpts at 25 words and show 'Recent' and 5 minutes for missing data", async ({ page }) => {
    await page.route("**/api/insights/posts?*", (route) => route.fulfill({ json: { posts: posts(3) } }));
    await navigateHome(page);
    const first = page.getByTestId("insights-section").getByRole("article").first();
    await expect(first).toContainText("twenty-four twenty-five...");
    await expect(first).not.toContainText("twenty-six");
    await expect(first.locator("time")).toHaveText("Recent");
    await expect(first).toContainText("5 min read");
    await expect(page.getByTestId("insights-section").getByRole("article").nth(1).locator("time")).toHaveText("March 4, 2026");
  });

  test("should say so while loading, and when there are no posts", async ({ page }) => {
    const release = await holdRequests(page, "**/api/insights/posts?*", (route) => route.fulfill({ json: { posts: [] } }));
    await navigateHome(page);
    const section = page.getByTestId("insights-section");
    await expect(section.getByText("Loading insights...")).toBeVisible();
    release();
    await expect(section.getByText("No insights available at the moment.")).toBeVisible();
    await expect(section.getByText("Check back soon for expert guidance and industry updates.")).toBeVisible();
  });

  test("should hide the whole section when the posts cannot be read", async ({ page }) => {
    await page.route("**/api/insights/posts?*", (route) => route.fulfill({ status: 500, body: "down" }));
    const failed = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/insights/posts");
    await navigateHome(page);
    await expect(page.getByRole("heading", { level: 2, name: "Roofing, Siding & Windows" })).toBeVisible();
    // The section shows its loading state until the read fails; once the 500 has arrived, it goes.
    expect((await failed).status()).toBe(500);
    await expect(page.getByTestId("insights-section")).toHaveCount(0);
  });
});

test.describe("layout stability", () => {
  for (const width of [390, 1440]) {
    test(`should not shift the home page's layout while it loads and hydrates (${width}px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await watchLayoutShifts(page);
      await gotoHydrated(page, "/");
      await page.mouse.wheel(0, 4000);
      // Every below-the-fold section has hydrated: the carousels run, the insights can scroll.
      await autoplayRunning(page, "portfolio-carousel");
      await autoplayRunning(page, "testimonials-carousel");
      await expect(page.getByTestId("insights-section").getByRole("button", { name: "Next insights" })).toBeEnabled();
      expect(await layoutShift(page)).toBeLessThan(0.01);
    });
  }
});
