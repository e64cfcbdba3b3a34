import { expect, type Page, test } from "@playwright/test";
import { signInForDevelopment, submitLead, uniquePhone } from "./support/admin";
import { gotoHydrated } from "./support/pages";

const SCREEN = 390;
/** How much wider than the phone's screen the page has become (0: nothing sticks out; a phone browser zooms out to show more). */
const overflow = (page: Page) => page.evaluate((screen) => document.documentElement.scrollWidth - screen, SCREEN);

test.describe("visitor text on the admin screens of a phone", () => {
  test.use({ viewport: { width: SCREEN, height: 844 }, isMobile: true, hasTouch: true });

  test("should wrap a long unbroken name and e-mail address instead of widening the page", async ({ page, request }) => {
    await signInForDevelopment(page);
    const stamp = Date.now()
      .toString()
      .replace(/\d/g, (digit) => "bcdfghjklm"[Number(digit)]!);
    // Valid input: one word of 121 letters, and an address with a long unbroken local part and domain.
    const name = `Z${stamp}${"a".repeat(120 - stamp.length)}`;
    const email = `${"x".repeat(48)}${stamp}@${"longdomainname".repeat(4)}.example.net`;
    const first = await submitLead(request, name, { email, phone: uniquePhone() });
    const second = await submitLead(request, name, { email, phone: uniquePhone() });

    // The repeat request's page lists the first among the same homeowner's requests.
    await gotoHydrated(page, `/admin/leads/${second}`);
    await expect(page.getByTestId("duplicate-notice")).toContainText(name.slice(0, 20));
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await gotoHydrated(page, `/admin/leads/${first}`);
    await expect(page.getByRole("region", { name: "Lead summary" })).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // The dashboard's queue and list show the name too.
    await gotoHydrated(page, `/admin?q=${stamp}`);
    await expect(page.getByTestId("lead-row").first()).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // The privacy screen's preview shows the person's leads.
    await gotoHydrated(page, "/admin/privacy");
    await page.getByLabel("E-mail address or phone number").fill(email);
    await page.getByRole("button", { name: "Find" }).click();
    await expect(page.getByTestId("erasure-lead").first()).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
});
