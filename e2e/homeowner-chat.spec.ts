import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated, holdRequests } from "./support/pages";

// The chat as a homeowner meets it on a phone and on a laptop.
const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "laptop", width: 1366, height: 800 },
] as const;

const PHONE = "(410) 555-0142";

async function openChat(page: Page) {
  await page.getByRole("button", { name: "Chat with the Old Line Exteriors Assistant" }).click();
  const chat = page.getByRole("dialog", { name: "Old Line Exteriors Assistant" });
  await expect(chat.getByRole("textbox", { name: "Message" })).toBeFocused();
  return chat;
}

/**
 * Stands in for a phone's on-screen keyboard: the browser's visual viewport (the part of the
 * screen left to the page) shrinks by `window.showKeyboard(px)` and says so, as a phone's does.
 */
async function withOnScreenKeyboard(page: Page) {
  await page.addInitScript(() => {
    let keyboard = 0;
    const viewport = new EventTarget();
    Object.defineProperties(viewport, {
      width: { get: () => window.innerWidth },
      height: { get: () => window.innerHeight - keyboard },
      offsetTop: { get: () => 0 },
      offsetLeft: { get: () => 0 },
      pageTop: { get: () => window.scrollY },
      pageLeft: { get: () => window.scrollX },
      scale: { get: () => 1 },
    });
    Object.defineProperty(window, "visualViewport", { configurable: true, get: () => viewport });
    Object.assign(window, {
      showKeyboard: (px: number) => {
        keyboard = px;
        viewport.dispatchEvent(new Event("resize"));
      },
    });
  });
}

for (const viewport of VIEWPORTS) {
  test.describe(`chat for a homeowner on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("should let the visitor put the contact form away and keep chatting, without losing what they typed", async ({ page }) => {
      await gotoHydrated(page, "/");
      const chat = await openChat(page);
      const box = chat.getByRole("textbox", { name: "Message" });
      await box.fill("There's a leak in my ceiling, water is coming through");
      const release = await holdRequests(page, "**/api/chat/message");
      await box.press("Enter");
      // While the assistant answers, the homeowner starts the next question.
      await box.fill("Is it safe to stay in the house?");
      release();

      // SPEC: the contact form replaces the message box...
      const form = chat.getByRole("form", { name: "Your contact details" });
      await expect(form).toBeVisible();
      await expect(box).toHaveCount(0);
      await form.getByLabel("First name").fill("Sam");
      // ... and now there is a way back to it.
      const notNow = form.getByRole("button", { name: "Not now, keep chatting" });
      await expect(notNow).toBeInViewport();
      await notNow.click();
      await expect(form).toHaveCount(0);
      await expect(box).toBeFocused();
      await expect(box).toHaveValue("Is it safe to stay in the house?");
      await expect(chat.locator('[data-role="user"]')).toHaveText(["There's a leak in my ceiling, water is coming through"]);

      // Closing and opening the chat keeps the message box and the message.
      await chat.getByRole("button", { name: "Close chat" }).click();
      await expect(chat).toBeHidden();
      await openChat(page);
      await expect(box).toHaveValue("Is it safe to stay in the house?");

      // The form comes back on request, with what was already typed in it.
      await chat.getByRole("button", { name: "Share my details" }).click();
      await expect(form.getByLabel("First name")).toBeFocused();
      await expect(form.getByLabel("First name")).toHaveValue("Sam");
      await form.getByRole("button", { name: "Not now, keep chatting" }).click();
      await expect(box).toHaveValue("Is it safe to stay in the house?");
    });

    test("should fit the screen, call with a tap, offer the page's service and say once that it has the details", async ({ page }) => {
      const phone = viewport.width < 640;
      if (phone) await withOnScreenKeyboard(page);
      await gotoHydrated(page, "/roofing");
      const chat = await openChat(page);
      const box = chat.getByRole("textbox", { name: "Message" });

      // A phone gets the whole screen; a laptop SPEC's 384 x 500 window.
      const size = (await chat.boundingBox())!;
      if (phone) expect(size).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
      else expect([Math.round(size.width), Math.round(size.height)]).toEqual([384, 500]);
      // 16 px text, so a phone does not zoom in when the visitor taps the box.
      expect(await box.evaluate((element) => getComputedStyle(element).fontSize)).toBe("16px");

      await box.fill("water is coming through my ceiling right now");
      await box.press("Enter");
      const answer = chat.locator('[data-role="assistant"]').last();
      // The first sentence gives the line to tap (the call-back promise names it again).
      await expect(answer.getByRole("link", { name: PHONE }).first()).toHaveAttribute("href", "tel:+14105550142");

      const form = chat.getByRole("form", { name: "Your contact details" });
      await expect(form.getByLabel("Service")).toHaveValue("Roofing");
      for (const field of await form.locator("input:visible, select").all())
        expect(await field.evaluate((element) => getComputedStyle(element).fontSize)).toBe("16px");

      if (phone) {
        // The keyboard takes the lower 40% of the screen: the chat shrinks above it, the newest answer and the form in sight.
        await form.getByLabel("First name").focus();
        const keyboard = Math.round(viewport.height * 0.4);
        await page.evaluate((px) => (window as unknown as { showKeyboard: (px: number) => void }).showKeyboard(px), keyboard);
        await expect.poll(async () => Math.round((await chat.boundingBox())!.height)).toBe(viewport.height - keyboard);
        const visible = viewport.height - keyboard;
        // The conversation keeps a readable strip, scrolled to the end of the newest answer.
        const log = (await chat.getByRole("log", { name: "Conversation" }).boundingBox())!;
        expect(log.height).toBeGreaterThan(100);
        expect(log.y + log.height).toBeLessThanOrEqual(visible);
        await expect
          .poll(async () => {
            const end = (await answer.boundingBox())!;
            return end.y + end.height > log.y && end.y + end.height <= log.y + log.height;
          })
          .toBe(true);
        const field = (await form.getByLabel("First name").boundingBox())!;
        expect(field.y + field.height).toBeLessThanOrEqual(visible);
        await page.evaluate(() => (window as unknown as { showKeyboard: (px: number) => void }).showKeyboard(0));
      }

      await form.getByLabel("First name").fill("Sam");
      await form.getByLabel("Last name").fill("Ortiz");
      await form.getByLabel("Email").fill(`sam.${viewport.name}.${Date.now()}@example.net`);
      await form.getByLabel("Phone").fill("(443) 555-0123");
      await form.getByRole("button", { name: "Send my details" }).click();
      await expect(chat.getByRole("status")).toHaveText(
        /^Contact information captured - our team will reach out within 2 hours\. (That is |Our office is closed now)/,
      );

      // Later questions are answered without the same closing line every time.
      for (const question of ["How much does a new roof cost?", "Can I get a quote for new windows too?"]) {
        const answers = await chat.locator('[data-role="assistant"]').count();
        await box.fill(question);
        await box.press("Enter");
        await expect(chat.locator('[data-role="assistant"]')).toHaveCount(answers + 1);
      }
      await expect(chat.getByText("We already have your details")).toHaveCount(1);
      await expect(form).toHaveCount(0);
    });

    test("should start the contact form with the service of the page, and Multiple Services elsewhere", async ({ page }) => {
      await gotoHydrated(page, "/siding");
      const chat = await openChat(page);
      await chat.getByRole("textbox", { name: "Message" }).fill("hello");
      await chat.getByRole("textbox", { name: "Message" }).press("Enter");
      await expect(chat.locator('[data-role="assistant"]')).toHaveCount(1);
      await chat.getByRole("button", { name: "Share my details" }).click();
      const service = chat.getByRole("form", { name: "Your contact details" }).getByLabel("Service");
      await expect(service).toHaveValue("Siding");

      // The service follows the page the visitor moves on to, until they pick one themselves.
      const goTo = async (link: string) => {
        await chat.getByRole("button", { name: "Close chat" }).click();
        await page.getByRole("contentinfo").getByRole("link", { name: link, exact: true }).click();
        await page.getByRole("button", { name: "Chat with the Old Line Exteriors Assistant" }).click();
      };
      await goTo("Window Systems");
      await expect(service).toHaveValue("Windows");
      await goTo("Storm Response");
      await expect(service).toHaveValue("Multiple Services");
      await service.selectOption("Other");
      await goTo("Roofing Systems");
      await expect(service).toHaveValue("Other");
    });
  });
}
