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
    // The clock's answer for the moment the request came in (contracts/callback.ts), and the emergency line.
    expect(email).toMatch(
      /What happens next: (Our team|Our office is closed now: our team) will call you (by [\d:]+ [ap]\.m\. today|by noon today|tomorrow by [\d:]+ [ap]\.m\.|tomorrow by noon|\w+day(, \w+ \d{1,2})? by ([\d:]+ [ap]\.m\.|noon))\.? /,
    );
    expect(email).toContain("For an emergency, call us now: (410) 555-0142.");
  });
});
