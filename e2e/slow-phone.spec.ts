import { expect, type Page, test } from "@playwright/test";
import { expectPath, slowPhone } from "./support/pages";

// The Annapolis homeowner on a slow phone: the page's words arrive well before its script runs.
const phone = { width: 390, height: 844 };
const TEL = "tel:+14105550142";
const NAV = ["PORTFOLIO", "INSIGHTS", "FINANCING", "SCHEDULE", "CONTACT"];

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");
const menuButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Open menu" });
/** The same control by its place (a modal drawer hides the rest of the page from the accessibility tree). */
const menuControl = (page: Page) => page.locator('header a[href="/menu"]');
const chatButton = (page: Page) => page.getByRole("button", { name: "Chat with the Old Line Exteriors Assistant" });

test.describe("taps on a slow phone", () => {
  test.use({ viewport: phone, isMobile: true, hasTouch: true });

  test("should open the menu when tapped before the page's script has run, and SPEC's drawer once it has", async ({ page }) => {
    const release = await slowPhone(page);
    await page.goto("/about", { waitUntil: "commit" });
    await menuButton(page).tap();
    await expectPath(page, "/menu");
    const main = page.getByRole("main");
    await expect(main.getByRole("navigation", { name: "Mobile" }).getByRole("link")).toHaveText(NAV);
    await expect(main.getByRole("search").getByRole("combobox", { name: "Search services" })).toBeVisible();
    await expect(main.getByRole("link", { name: /24\/7 Emergency\s*\(unconfirmed\)\s*: \(410\) 555-0142/ })).toHaveAttribute("href", TEL);
    await expect(main.getByRole("link", { name: "INITIATE REVIEW" })).toHaveAttribute("href", "/contact");
    expect(await hydrated(page)).toBe(false);
    await main.getByRole("link", { name: "PORTFOLIO" }).tap();
    await expectPath(page, "/projects");

    // The script arrives: the same button opens SPEC's drawer, and choosing a link closes it.
    release();
    await expect.poll(() => hydrated(page)).toBe(true);
    await menuButton(page).tap();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await expect(menuControl(page)).toHaveAttribute("aria-expanded", "true");
    await expect(drawer.getByRole("combobox", { name: "Search services" })).toBeVisible();
    await expect(drawer.getByRole("navigation", { name: "Mobile" }).getByRole("link")).toHaveText(NAV);
    await expect(drawer.getByRole("link", { name: "PORTFOLIO" })).toHaveAttribute("aria-current", "page");
    await expect(drawer.getByRole("link", { name: /24\/7 Emergency\s*\(unconfirmed\)\s*: \(410\) 555-0142/ })).toHaveAttribute("href", TEL);
    await expect(drawer.getByRole("link", { name: "INITIATE REVIEW" })).toBeVisible();
    await drawer.getByRole("link", { name: "FINANCING" }).tap();
    await expect(drawer).toBeHidden();
    await expectPath(page, "/financing");
  });

  test("should answer a question asked before the page's script has run, and open the chat window once it has", async ({ page }) => {
    const release = await slowPhone(page);
    await page.goto("/roofing", { waitUntil: "commit" });
    await chatButton(page).tap();
    await expectPath(page, "/chat");
    await expect(page.getByRole("heading", { level: 1, name: "Old Line Exteriors Assistant" })).toBeVisible();
    const log = page.getByRole("log", { name: "Conversation" });
    const box = page.getByRole("textbox", { name: "Message", exact: true });
    const send = page.getByRole("button", { name: "Send", exact: true });

    await box.fill("Do you install seamless gutters?");
    await send.tap();
    await expect(log.locator('[data-role="user"]')).toHaveText(["Do you install seamless gutters?"]);
    await expect(log.locator('[data-role="assistant"]')).toContainText(/seamless/i);
    // The conversation goes on, and asking for a price leads to how to reach the team.
    await box.fill("How much does a new roof cost?");
    await send.tap();
    await expect(log.locator('[data-role="user"]')).toHaveText(["Do you install seamless gutters?", "How much does a new roof cost?"]);
    await expect(log.locator('[data-role="assistant"]')).toHaveCount(2);
    await expect(page.getByText("write your name, phone number and e-mail in a message here")).toBeVisible();
    expect(await hydrated(page)).toBe(false);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");

    // The script arrives: the chat button opens SPEC's chat window, its message box focused.
    release();
    await page.goto("/roofing");
    await expect.poll(() => hydrated(page)).toBe(true);
    await chatButton(page).tap();
    const chat = page.getByRole("dialog", { name: "Old Line Exteriors Assistant" });
    await expect(chat.getByText("Strategic Building Solutions")).toBeVisible();
    await expect(chat.getByRole("textbox", { name: "Message" })).toBeFocused();
    await chat.getByRole("button", { name: "Close chat" }).tap();
    await expect(chat).toBeHidden();
    await expect(chatButton(page)).toBeFocused();
  });

  test("should show that the menu is on its way when its code is slow, then open it", async ({ page }) => {
    const release = await slowPhone(page, /\/assets\/mobile-drawer-[^/]+\.js$/);
    await page.goto("/about");
    await expect.poll(() => hydrated(page)).toBe(true);
    await menuButton(page).tap();
    await expect(menuButton(page)).toHaveAttribute("aria-busy", "true");
    await expect(menuButton(page).locator("[data-waiting]")).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/about");
    release();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expect(menuControl(page)).not.toHaveAttribute("aria-busy", /.*/);
  });
});
