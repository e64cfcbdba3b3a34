import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/pages";

test.describe("home page sections below the first screen", () => {
  test("should arrive whole from the server, then work once hydrated, with no hydration error", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    page.on("pageerror", (error) => errors.push(error.message));

    await gotoHydrated(page, "/");
    // Server-rendered in full: the testimonials are in the page before anything moves.
    const testimonials = page.getByTestId("testimonials-carousel");
    await expect(testimonials.getByRole("heading", { level: 2 })).toHaveCount(1);
    await testimonials.scrollIntoViewIfNeeded();
    // Hydrated: the carousel's controls now move it.
    const carousel = testimonials.locator("[data-selected-index]");
    await expect(carousel).toHaveAttribute("data-selected-index", "0");
    await testimonials.getByRole("button", { name: /next/i }).first().click();
    await expect(carousel).toHaveAttribute("data-selected-index", "1");
    expect(errors).toEqual([]);
  });
});
