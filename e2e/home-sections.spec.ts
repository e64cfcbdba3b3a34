import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/pages";

test.describe("home page sections below the first screen", () => {
  test("should load their code only when scrolled near, then work, with no hydration error", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    page.on("pageerror", (error) => errors.push(error.message));
    const scripts: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));

    await gotoHydrated(page, "/");
    await page.waitForLoadState("networkidle");
    // Server-rendered in full, but the testimonials' code is not part of the first load.
    const testimonials = page.getByTestId("testimonials-carousel");
    await expect(testimonials.getByRole("heading", { level: 2 })).toHaveCount(1);
    expect(scripts.some((url) => /testimonials-carousel-[\w-]+\.js$/.test(url))).toBe(false);
    // The insights carousel, on the first screen of a laptop, waits until a visitor reaches for it.
    expect(scripts.some((url) => /insights-carousel-[\w-]+\.js$/.test(url))).toBe(false);
    await page.getByTestId("insights-section").hover();
    await expect.poll(() => scripts.some((url) => /insights-carousel-[\w-]+\.js$/.test(url))).toBe(true);

    await testimonials.scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.some((url) => /testimonials-carousel-[\w-]+\.js$/.test(url))).toBe(true);
    // Hydrated: the carousel's controls now move it.
    const carousel = testimonials.locator("[data-selected-index]");
    await expect(carousel).toHaveAttribute("data-selected-index", "0");
    await testimonials.getByRole("button", { name: /next/i }).first().click();
    await expect(carousel).toHaveAttribute("data-selected-index", "1");
    expect(errors).toEqual([]);
  });

  test("should keep the page when a section's code cannot arrive, and bring the section to life when the connection returns", async ({
    page,
    context,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    // The connection drops just as the visitor scrolls to the testimonials.
    await page.route("**/assets/testimonials-carousel-*.js", (route) => route.abort("internetdisconnected"));
    const failed = page.waitForEvent("requestfailed", (request) => request.url().includes("/assets/testimonials-carousel-"));
    let asked = 0;
    page.on("request", (request) => request.url().includes("/assets/testimonials-carousel-") && asked++);
    await gotoHydrated(page, "/");
    const testimonials = page.getByTestId("testimonials-carousel");
    await testimonials.scrollIntoViewIfNeeded();
    await failed;

    // The page stays as it was: the heading, and the testimonials as the server sent them.
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Best Prices");
    await expect(testimonials.getByRole("heading", { level: 2 })).toHaveCount(1);
    await expect(page.getByText("Unexpected Application Error")).toHaveCount(0);

    // Back online: the section's code is asked for again, and the carousel moves.
    await page.unroute("**/assets/testimonials-carousel-*.js");
    await context.setOffline(true);
    await context.setOffline(false);
    await expect.poll(() => asked).toBe(2);
    const carousel = testimonials.locator("[data-selected-index]");
    await expect(carousel).toHaveAttribute("data-selected-index", "0");
    await expect
      .poll(async () => {
        await testimonials.getByRole("button", { name: /next/i }).first().click();
        return carousel.getAttribute("data-selected-index");
      })
      .not.toBe("0");
    expect(errors).toEqual([]);
  });
});
