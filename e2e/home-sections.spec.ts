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
});
