import { expect, type Locator, test } from "@playwright/test";
import { asVisitor } from "./support/leads";
import { gotoHydrated } from "./support/pages";

const phone = { width: 390, height: 844 };
const laptop = { width: 1366, height: 800 };

/** WCAG contrast ratio of two CSS colours as the browser computes them ("rgb(r, g, b)"). */
function contrast(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r, g, bl] = css
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map(Number) as [number, number, number];
    const linear = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(bl);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The focus ring of an element and the colour it is drawn on (the nearest opaque background around it). */
function ringOf(locator: Locator) {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    let around = element.parentElement;
    let background = "rgb(255, 255, 255)";
    while (around) {
      const colour = getComputedStyle(around).backgroundColor;
      if (colour !== "rgba(0, 0, 0, 0)" && colour !== "transparent") {
        background = colour;
        break;
      }
      around = around.parentElement;
    }
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth), colour: style.outlineColor, background };
  });
}

for (const viewport of [phone, laptop]) {
  test.describe(`keyboard at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test("should return focus to the project's button when the portfolio dialog closes", async ({ page }) => {
      await asVisitor(page);
      await gotoHydrated(page, "/projects");
      const card = page.getByRole("article", { name: "Garden Apartment Community Re-Roof" });
      const opener = card.getByRole("link", { name: "Request full portfolio access" });

      // By keyboard: Enter opens, Escape closes.
      await opener.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Request Portfolio Access" });
      await expect(dialog).toContainText("Garden Apartment Community Re-Roof");
      await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      await expect(opener).toBeInViewport();

      // By pointer: another card, closed with Cancel.
      const other = page
        .getByRole("article", { name: "Complete Roof Replacement" })
        .getByRole("link", { name: "Request full portfolio access" });
      await other.click();
      await expect(dialog).toContainText("Complete Roof Replacement");
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();
      await expect(other).toBeFocused();
    });

    test("should move between booking days with the arrow keys, as one tab stop, with a visible focus ring", async ({ page }) => {
      await gotoHydrated(page, "/schedule");
      const group = page.getByRole("radiogroup", { name: "Day" });
      const days = group.getByRole("radio");
      const open = group.getByRole("radio", { disabled: false });
      const openCount = await open.count();
      expect(openCount).toBeGreaterThan(2);
      const first = open.first();
      await expect(first).toHaveAttribute("aria-checked", "true");

      // One tab stop: Tab from the field before the group lands on the chosen day, the next Tab leaves the group.
      await page.getByRole("combobox", { name: /^Service/ }).focus();
      await page.keyboard.press("Tab");
      await expect(first).toBeFocused();
      expect(await days.evaluateAll((all) => all.filter((d) => (d as HTMLElement).tabIndex === 0).length)).toBe(1);

      // Arrow keys move to the next open day and choose it; its windows follow.
      await page.keyboard.press("ArrowRight");
      const second = open.nth(1);
      await expect(second).toBeFocused();
      await expect(second).toHaveAttribute("aria-checked", "true");
      await expect(first).toHaveAttribute("aria-checked", "false");
      const secondLabel = (await second.getAttribute("aria-label"))!;
      await expect(page.getByRole("group", { name: `Arrival window on ${secondLabel}` })).toBeVisible();
      await page.keyboard.press("ArrowLeft");
      await expect(first).toBeFocused();
      await expect(first).toHaveAttribute("aria-checked", "true");

      // Home and End jump to the ends; from the first, Left wraps to the last.
      await page.keyboard.press("End");
      await expect(open.last()).toBeFocused();
      await expect(open.last()).toBeInViewport();
      await page.keyboard.press("Home");
      await expect(first).toBeFocused();
      await page.keyboard.press("ArrowLeft");
      await expect(open.last()).toBeFocused();
      await expect(open.last()).toHaveAttribute("aria-checked", "true");

      // The chosen day is still the group's only stop: Shift+Tab out and Tab back in returns to it.
      await page.keyboard.press("Shift+Tab");
      await expect(page.getByRole("combobox", { name: /^Service/ })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(open.last()).toBeFocused();
      await page.keyboard.press("Tab");
      expect(await group.evaluate((el) => el.contains(document.activeElement))).toBe(false);

      // The focused, chosen day has a solid ring of at least 2 px at 3:1 against what it is drawn on.
      await page.keyboard.press("Shift+Tab");
      const ring = await ringOf(open.last());
      expect(ring.style).toBe("solid");
      expect(ring.width).toBeGreaterThanOrEqual(2);
      expect(contrast(ring.colour, ring.background)).toBeGreaterThanOrEqual(3);
    });
  });
}
