import { expect, test } from "@playwright/test";
import { asVisitor, letTimePass } from "./support/leads";
import { sentParts } from "./support/mail";
import { gotoHydrated } from "./support/pages";

/** A first name no other lead of this run has, so its e-mail can be told apart. */
const uniqueFirstName = () => `Mar${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;

test.describe("a homeowner on a phone sends the contact form", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("should get an e-mail saying the request arrived, what happens next and by when", async ({ page }) => {
    await asVisitor(page);
    const first = uniqueFirstName();
    await gotoHydrated(page, "/contact");
    await page.getByLabel("Full name").fill(`${first} Grant`);
    await page.getByRole("textbox", { name: "Email" }).fill(`${first.toLowerCase()}@example.net`);
    await page.getByRole("textbox", { name: "Phone" }).fill("(443) 555-0187");
    await page.getByLabel("Service of interest").selectOption("Siding");
    await page.getByLabel("Tell us about your project").fill("Faded vinyl siding on a 1990s colonial.");
    await letTimePass(page);
    await page.getByRole("button", { name: "REQUEST MY FREE ESTIMATE" }).click();
    await expect(page.getByRole("heading", { name: "Request received", exact: true })).toBeVisible();

    const [email] = await sentParts("email-text", `Hello ${first},`);
    expect(email).toContain("We have your request about Siding.");
    expect(email).toMatch(
      /What happens next: Someone from our office will call you by \d{1,2}:\d{2} [AP]M (today|tomorrow|on \w+day, \w+ \d{1,2}) \(within 2 office hours of your request\)\./,
    );
    expect(email).toContain("call our 24/7 line now:");
  });
});
