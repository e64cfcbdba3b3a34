import { expect, type Page, test } from "@playwright/test";
import { expectPath, gotoHydrated } from "./support/pages";

// The chat as a homeowner on a phone meets it: the form offered once, a link in an answer shows its page.
const phone = { width: 390, height: 844 };
const laptop = { width: 1366, height: 800 };

const chatButton = (page: Page) => page.getByRole("button", { name: "Chat with the Old Line Exteriors Assistant" });
const chatWindow = (page: Page) => page.getByRole("dialog", { name: "Old Line Exteriors Assistant" });

async function openChat(page: Page) {
  await chatButton(page).click();
  await expect(chatWindow(page).getByRole("textbox", { name: "Message" })).toBeFocused();
  return chatWindow(page);
}

/** Sends a message and waits for its answer (the visitor sees the answer before anything else). */
async function ask(page: Page, message: string) {
  const chat = chatWindow(page);
  const answers = chat.locator('[data-role="assistant"]');
  const before = await answers.count();
  await chat.getByRole("textbox", { name: "Message" }).fill(message);
  await chat.getByRole("textbox", { name: "Message" }).press("Enter");
  await expect(answers).toHaveCount(before + 1);
}

test.describe("the chat on a phone", () => {
  test.use({ viewport: phone, isMobile: true, hasTouch: true });

  test("should offer the details form once per conversation, and again when the visitor asks to be called", async ({ page }) => {
    await gotoHydrated(page, "/roofing");
    const chat = await openChat(page);
    const form = chat.getByRole("form", { name: "Your contact details" });
    const box = chat.getByRole("textbox", { name: "Message" });

    await ask(page, "How much does a new roof cost?");
    await expect(form).toBeVisible();
    await form.getByRole("button", { name: "Not now, keep chatting" }).click();
    await expect(box).toBeFocused();

    // Further answers leave the conversation in sight: no form over it, no ask for details repeated.
    for (const question of ["Can you help with my insurance claim?", "Do you install seamless gutters?"]) {
      await ask(page, question);
      await expect(box).toBeVisible();
      await expect(form).toHaveCount(0);
      await expect(chat.locator('[data-role="assistant"]').last()).not.toContainText("form below");
    }
    // The way to the form stays one tap away.
    await expect(chat.getByRole("button", { name: "Share my details" })).toBeVisible();

    await ask(page, "Can you have someone call me back?");
    await expect(form).toBeVisible();
  });

  test("should close the chat when the visitor follows a link in an answer, so the page shows, and keep the conversation", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const chat = await openChat(page);
    await ask(page, "My roof is leaking right now");
    const link = chat.locator('[data-role="assistant"]').last().getByRole("link", { name: "emergency roof repair" });
    await link.click();
    await expectPath(page, "/emergency-roof-repair");
    await expect(chat).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    await expect(chatButton(page)).toBeFocused();

    // The conversation is where the visitor left it.
    await chatButton(page).click();
    await expect(chat.locator('[data-role="user"]')).toHaveText(["My roof is leaking right now"]);
  });
});

test.describe("the chat on a laptop", () => {
  test.use({ viewport: laptop });

  test("should stay open beside the page when the visitor follows a link in an answer", async ({ page }) => {
    await gotoHydrated(page, "/");
    const chat = await openChat(page);
    await ask(page, "My roof is leaking right now");
    await chat.locator('[data-role="assistant"]').last().getByRole("link", { name: "emergency roof repair" }).click();
    await expectPath(page, "/emergency-roof-repair");
    await expect(chat).toBeVisible();
  });
});
