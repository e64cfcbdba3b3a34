import { expect, type Page, test } from "@playwright/test";
import { priceFacts } from "../content/prices";
import { gotoHydrated, holdRequests } from "./support/pages";

const PHONE = "(410) 555-0142";
const notifications = (page: Page) => page.getByRole("region", { name: /Notifications/ });

async function openChat(page: Page) {
  await page.getByRole("button", { name: "Chat with the Old Line Exteriors Assistant" }).click();
  const chat = page.getByRole("dialog", { name: "Old Line Exteriors Assistant" });
  await expect(chat).toBeVisible();
  return chat;
}

test.describe("chat widget", () => {
  test("should keep its code out of the first load and open a 384 x 500 window with the message box focused", async ({ page }) => {
    const chunks: string[] = [];
    page.on("request", (request) => chunks.push(request.url()));
    const response = await page.goto("/");
    expect(await response!.text()).not.toContain("chat-window");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

    const button = page.getByRole("button", { name: "Chat with the Old Line Exteriors Assistant" });
    const box = (await button.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
    expect(viewport.height - (box.y + box.height)).toBeLessThan(40);
    expect(box.width).toBe(box.height);

    const history = page.waitForRequest((request) => /\/api\/chat\/chat_\d{13}_[a-z0-9]{20}\/history$/.test(request.url()));
    const chat = await openChat(page);
    await history;
    expect(chunks.some((url) => /chat-window.*\.js/.test(url))).toBe(true);
    await expect(chat.getByText("Strategic Building Solutions")).toBeVisible();
    const size = (await chat.boundingBox())!;
    expect(Math.round(size.width)).toBe(384);
    expect(Math.round(size.height)).toBe(500);
    await expect(chat.getByRole("textbox", { name: "Message" })).toBeFocused();
  });

  test("should close on Escape and on the close button, returning focus to the chat button", async ({ page }) => {
    await gotoHydrated(page, "/roofing");
    const button = page.getByRole("button", { name: "Chat with the Old Line Exteriors Assistant" });
    // Keyboard only: focus the button and open it with Enter.
    await button.focus();
    await page.keyboard.press("Enter");
    const chat = page.getByRole("dialog", { name: "Old Line Exteriors Assistant" });
    await expect(chat.getByRole("textbox", { name: "Message" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(chat).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await chat.getByRole("button", { name: "Close chat" }).click();
    await expect(chat).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("should send with Enter, show the message at once, type, then answer", async ({ page }) => {
    await gotoHydrated(page, "/");
    const chat = await openChat(page);
    const box = chat.getByRole("textbox", { name: "Message" });
    const send = chat.getByRole("button", { name: "Send message" });
    await expect(send).toBeDisabled();
    await box.fill("   ");
    await expect(send).toBeDisabled();
    await page.keyboard.press("Enter");
    await expect(chat.locator('[data-role="user"]')).toHaveCount(0);

    // Shift+Enter is a new line, not a send.
    await box.fill("Do you serve Dover?");
    await box.press("Shift+Enter");
    await expect(box).toHaveValue("Do you serve Dover?\n");
    await expect(chat.locator('[data-role="user"]')).toHaveCount(0);

    const release = await holdRequests(page, "**/api/chat/message");
    await box.press("Enter");
    await expect(chat.locator('[data-role="user"]')).toHaveText(["Do you serve Dover?"]);
    await expect(box).toHaveValue("");
    await expect(chat.getByText("Assistant is typing...")).toBeVisible();
    await box.fill("another");
    await expect(send).toBeDisabled();
    release();
    await expect(chat.locator('[data-role="assistant"]').last()).toContainText("Yes, we serve Dover, DE");
    await expect(chat.getByText("Assistant is typing...")).toBeHidden();
    await expect(send).toBeEnabled();
    await expect(chat.getByRole("form", { name: "Your contact details" })).toHaveCount(0);
  });

  test("should offer four questions on first open, and answer one with links to the site's pages", async ({ page }) => {
    await gotoHydrated(page, "/");
    const chat = await openChat(page);
    const suggested = chat.getByRole("list", { name: "Suggested questions" }).getByRole("button");
    await expect(suggested).toHaveText([
      "My roof is leaking right now",
      "How much does a new roof cost?",
      "Can you help with my insurance claim?",
      "I'd like to book a free inspection",
    ]);
    await suggested.nth(1).click();
    await expect(chat.locator('[data-role="user"]')).toHaveText(["How much does a new roof cost?"]);
    const answer = chat.locator('[data-role="assistant"]');
    await expect(answer).toContainText(priceFacts.roof.replace(" and ", " to "));
    await expect(answer.getByRole("link", { name: "instant roof estimate" })).toHaveAttribute("href", "/roof-replacement-estimate");
    await expect(chat.getByRole("list", { name: "Suggested questions" })).toHaveCount(0);
  });

  test("should keep the message and say so when sending fails", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.route("**/api/chat/message", (route) => route.fulfill({ status: 500, body: "down" }));
    const chat = await openChat(page);
    await chat.getByRole("textbox", { name: "Message" }).fill("hello there");
    await chat.getByRole("button", { name: "Send message" }).click();
    await expect(notifications(page).getByText("Error", { exact: true })).toBeVisible();
    await expect(notifications(page).getByText("Failed to send message. Please try again.")).toBeVisible();
    await expect(chat.locator('[data-role="user"]')).toHaveText(["hello there"]);
    await expect(chat.getByText("Assistant is typing...")).toBeHidden();
  });

  test("should ask for contact details, check them, and capture the lead", async ({ page }) => {
    await gotoHydrated(page, "/");
    const chat = await openChat(page);
    await chat.getByRole("textbox", { name: "Message" }).fill("water is coming through my ceiling right now");
    await chat.getByRole("button", { name: "Send message" }).click();
    await expect(chat.locator('[data-role="assistant"]').last()).toContainText(PHONE);

    // The contact form replaces the message box.
    const form = chat.getByRole("form", { name: "Your contact details" });
    await expect(form).toBeVisible();
    await expect(chat.getByRole("textbox", { name: "Message" })).toHaveCount(0);
    for (const label of ["First name", "Last name", "Email", "Phone"]) await expect(form.getByLabel(label)).toHaveAttribute("required", "");
    await expect(form.getByLabel("Service")).toHaveValue("Multiple Services");

    await form.getByLabel("First name").fill("S");
    await form.getByLabel("Last name").fill("O");
    await form.getByLabel("Email").fill("sam@");
    await form.getByLabel("Phone").fill("555-0123");
    await form.getByRole("button", { name: "Send my details" }).click();
    for (const message of [
      "First name must be at least 2 characters",
      "Last name must be at least 2 characters",
      "Please enter a valid email address",
      "Please enter a valid phone number",
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }

    await form.getByLabel("First name").fill("Sam");
    await form.getByLabel("Last name").fill("Ortiz");
    await form.getByLabel("Email").fill(`sam.${Date.now()}@example.net`);
    await form.getByLabel("Phone").fill("(443) 555-0123");
    await form.getByLabel("Service").selectOption("Roofing");
    const release = await holdRequests(page, "**/api/chat/capture-lead");
    await form.getByRole("button", { name: "Send my details" }).click();
    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
    release();

    await expect(notifications(page).getByText("Information Captured", { exact: true })).toBeVisible();
    await expect(notifications(page).getByText("Thank you! Our team will contact you within 2 hours.")).toBeVisible();
    await expect(chat.locator('[data-role="assistant"]').last()).toHaveText(
      /^Thank you, Sam! Your details are with our team\. (Our team|Our office is closed now: our team) will call you .+?\. For an emergency, call us now: \(410\) 555-0142\.$/,
    );
    await expect(form).toHaveCount(0);
    await expect(chat.getByRole("status")).toHaveText(
      /^Contact information captured - our team will reach out within 2 hours\. (That is |Our office is closed now)/,
    );
    await expect(chat.getByRole("textbox", { name: "Message" })).toBeVisible();
  });

  test("should show the server's message when capture is refused, and SPEC's text when it fails", async ({ page }) => {
    await gotoHydrated(page, "/");
    const chat = await openChat(page);
    await chat.getByRole("textbox", { name: "Message" }).fill("I'd like a quote for new siding");
    await chat.getByRole("button", { name: "Send message" }).click();
    const form = chat.getByRole("form", { name: "Your contact details" });
    await form.getByLabel("First name").fill("Lee");
    await form.getByLabel("Last name").fill("Park");
    await form.getByLabel("Email").fill("lee.park@example.net");
    await form.getByLabel("Phone").fill("302-555-0144");

    await page.route("**/api/chat/capture-lead", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ success: false, message: "We could not match that session." }),
      }),
    );
    await form.getByRole("button", { name: "Send my details" }).click();
    await expect(notifications(page).getByText("We could not match that session.")).toBeVisible();
    await expect(form).toBeVisible();

    await page.unroute("**/api/chat/capture-lead");
    await page.route("**/api/chat/capture-lead", (route) => route.fulfill({ status: 503, body: "unavailable" }));
    await form.getByRole("button", { name: "Send my details" }).click();
    await expect(notifications(page).getByText("Failed to save your information. Please try again.")).toBeVisible();
    await expect(form).toBeVisible();
  });
});
