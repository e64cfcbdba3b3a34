import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { signInForDevelopment, submitLead, uniquePhone } from "./support/admin";
import { sentParts } from "./support/mail";

/**
 * A finished job's review, end to end (docs/decisions/044-reviews-real-reviews.md): the office
 * marks the won job completed, the homeowner's request e-mail lands in the local outbox, the
 * homeowner reviews on a phone, and the office publishes it onto the home page and the town page.
 * It changes what every visitor sees, so it runs after the other specs (playwright.config.ts).
 */
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());

test("should ask for a review when the office completes a job, take it on a phone and show it, once published, on its town page", async ({
  page,
  browser,
}) => {
  const first = `Marisol${Date.now().toString(36)}`;
  const words = `The ${first} crew replaced our siding in two days and left the yard spotless.`;
  const leadId = await submitLead(page.request, `${first} Okafor`, { phone: uniquePhone(), contactPreference: "email" });

  await signInForDevelopment(page);
  const won = await page.request.patch(`/api/admin/leads/${leadId}`, {
    data: { status: "won", reason: "Price", contractCents: 1_250_000 },
  });
  expect(won.status()).toBe(200);

  // The office: the won lead's job is finished today.
  await page.goto(`/admin/leads/${leadId}`);
  const job = page.getByRole("region", { name: "Job and review" });
  await job.getByLabel("Job completed on").fill(today());
  await job.getByRole("button", { name: "Mark job completed" }).click();
  await expect(job.getByText("Job completed.")).toBeVisible();

  // The homeowner's e-mail, from the local outbox: the private link.
  const [mail] = await sentParts("email-text", `Hello ${first},`, "/review/");
  const link = new URL(/https?:\/\/\S+\/review\/[A-Za-z0-9_-]+/.exec(mail!)![0]).pathname;
  await page.reload();
  await expect(page.getByRole("region", { name: "Job and review" }).getByTestId("review-request-state")).toContainText("Sent");

  // The homeowner, on a phone.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const homeowner = await phone.newPage();
  await homeowner.goto(link);
  await expect(homeowner.getByRole("heading", { level: 1 })).toContainText("Your review");
  const { violations } = await new AxeBuilder({ page: homeowner }).withTags(WCAG).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  await homeowner.getByRole("radio", { name: /Excellent/ }).check();
  await homeowner.getByLabel("A few words about the work").fill(words);
  await homeowner.getByRole("checkbox", { name: /may show my review on its website/ }).check();
  await homeowner.getByRole("button", { name: "Send my review" }).click();
  await expect(homeowner.getByRole("heading", { name: "Thank you for your review" })).toBeVisible();
  await phone.close();

  // The office publishes it; the town's page and the home page show it.
  await page.goto("/admin/reviews?filter=new");
  const card = page.getByTestId("review").filter({ hasText: words });
  await expect(card).toContainText(`${first} O.`);
  await card.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published: it shows on the home page")).toBeVisible();

  await page.goto("/roofing-bel-air");
  await expect(page.locator(`figure:has-text("${words}")`)).toContainText(`${first} O., Bel Air, MD`);
  await page.goto("/");
  await expect(page.getByTestId("testimonials-carousel")).toContainText(words);
});
