import { expect, type Page, test } from "@playwright/test";
import { priceFacts } from "../content/prices";
import { SAMPLE_LABELS } from "../content/samples";
import { expectPath, gotoHydrated, holdRequests, PAGE_SCRIPT } from "./support/pages";

/**
 * Issue 42, items 5 and 6, from the homeowner's side: prices for siding and gutters where the
 * homeowner looks for them, and every service (gutters, storm damage, inspections) findable.
 */

async function openChat(page: Page) {
  await page.getByRole("button", { name: "Chat with the Old Line Exteriors Assistant" }).click();
  const chat = page.getByRole("dialog", { name: "Old Line Exteriors Assistant" });
  await expect(chat).toBeVisible();
  return chat;
}

async function ask(page: Page, message: string) {
  const chat = await openChat(page);
  await chat.getByRole("textbox", { name: "Message" }).fill(message);
  await chat.getByRole("textbox", { name: "Message" }).press("Enter");
  const answer = chat.locator('[data-role="assistant"]').last();
  await expect(answer).toBeVisible();
  return answer;
}

test.describe("the Ellicott City homeowner comparing siding contractors, on a laptop", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("should find siding prices from the search, price her own walls and book with the figure carried along", async ({ page }) => {
    await gotoHydrated(page, "/");
    // SPEC: the search lands on the contact form with the words in the message ...
    const search = page.getByRole("search").getByRole("combobox");
    await search.fill("siding price");
    await search.press("Enter");
    await expectPath(page, "/contact", "?search=siding%20price");
    await expect(page.getByTestId("search-notice")).toContainText("siding price");
    await expect(page.getByLabel("Tell us about your project")).toHaveValue(/siding price/);
    // ... and beside it the siding page and what siding costs.
    const match = page.getByRole("complementary", { name: "The service you searched for" });
    await expect(match.getByRole("heading", { name: "Siding: what it costs" })).toBeVisible();
    await expect(match).toContainText(priceFacts.siding.slice(1));
    // The template's figures read as samples wherever they show, until the contractor sets theirs.
    await expect(match.getByText(SAMPLE_LABELS.prices)).toBeVisible();
    await expect(match.getByRole("link", { name: "Our siding page" })).toHaveAttribute("href", "/siding");
    const formBox = (await page.getByRole("region", { name: "Request form" }).boundingBox())!;
    const matchBox = (await match.boundingBox())!;
    expect(matchBox.x).toBeGreaterThan(formBox.x + formBox.width - 1);

    await match.getByRole("link", { name: "Price your house in a minute" }).click();
    await expectPath(page, "/roof-replacement-estimate", "?for=siding");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Instant Siding Estimate");
    await expect(page).toHaveTitle("Instant Siding Estimate | Old Line Exteriors");
    await expect(page.getByRole("navigation", { name: "What to price" }).getByRole("link", { name: "Siding" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.getByLabel("Wall area to cover (square feet)").fill("1800");
    await page.getByRole("radio", { name: /Fiber cement siding/ }).check();
    await page.getByLabel("ZIP code").fill("21043");
    await page.getByRole("button", { name: "SEE MY SIDING PRICE RANGE" }).click();
    // $10 to $17 a square foot of wall on 1,800 square feet (Baltimore metro's factor is 1).
    await expect(page.getByTestId("estimate-range")).toHaveText("$18,000 - $30,600");
    await expect(page.getByRole("region", { name: "Your estimated siding price range" }).getByText(SAMPLE_LABELS.prices)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your estimated siding price range" })).toBeFocused();
    await page.getByRole("link", { name: "Book a free written estimate" }).click();
    await expect(page).toHaveURL(/\/schedule\?service=Siding&zip=21043&notes=/);
    await expect(page.locator("#notes")).toHaveValue(/Instant siding estimate: \$18,000 - \$30,600/);
  });

  test("should read the siding ranges on the siding page and hear the same figures from the chat", async ({ page }) => {
    await gotoHydrated(page, "/siding");
    await expect(page.getByRole("heading", { name: "What new siding costs" })).toBeVisible();
    await expect(page.getByText(priceFacts.siding)).toBeVisible();
    const costs = page.locator("section").filter({ has: page.getByRole("heading", { name: "What new siding costs" }) });
    await expect(costs.getByText(SAMPLE_LABELS.prices)).toBeVisible();
    await expect(page.getByRole("link", { name: "get an instant siding estimate", exact: true })).toHaveAttribute(
      "href",
      "/roof-replacement-estimate?for=siding",
    );
    // The chat answers the material asked about, in the page's own figures.
    const [, range] = /fiber cement (\$\d+ to \$\d+)/.exec(priceFacts.siding) ?? [];
    expect(range).toBeTruthy();
    const answer = await ask(page, "how much is fiber cement siding");
    await expect(answer).toContainText(`Fiber cement siding runs about ${range} per square foot of wall`);
    await expect(answer).toContainText(SAMPLE_LABELS.prices);
    await expect(answer).not.toContainText("don't");
    await expect(answer.getByRole("link", { name: "instant siding estimate" })).toHaveAttribute(
      "href",
      "/roof-replacement-estimate?for=siding",
    );
  });

  test("should show an error beside each field and no range for walls too small to price", async ({ page }) => {
    await gotoHydrated(page, "/roof-replacement-estimate?for=siding");
    await page.getByLabel("Wall area to cover (square feet)").fill("40");
    await page.getByLabel("ZIP code").fill("10001");
    await page.getByRole("button", { name: "SEE MY SIDING PRICE RANGE" }).click();
    await expect(page.getByLabel("Wall area to cover (square feet)")).toHaveAccessibleDescription(
      /Enter a wall area between 100 and 20,000 square feet/,
    );
    await expect(page.getByLabel("ZIP code")).toHaveAccessibleDescription("We serve Maryland and Delaware: enter a MD or DE ZIP code");
    await expect(page.getByTestId("estimate-range")).toHaveCount(0);
  });
});

test.describe("the Dover homeowner after hail, on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("should find Dover's storm page from the footer and from the chat", async ({ page }) => {
    await gotoHydrated(page, "/");
    const footer = page.locator("footer");
    for (const [name, href] of [
      ["Gutters & Gutter Guards", "/services#gutters"],
      ["Storm Damage Repair", "/services#storm-damage"],
      ["Roof Inspections", "/services#roof-inspections"],
      ["Emergency Roof Repair", "/emergency-roof-repair"],
      ["All Services & Prices", "/services"],
    ])
      await expect(footer.getByRole("link", { name: name!, exact: true })).toHaveAttribute("href", href!);
    await footer.getByRole("link", { name: "Storm Damage Repair", exact: true }).click();
    await expectPath(page, "/services");
    const storm = page.locator("#storm-damage");
    await expect(storm).toBeInViewport();
    await expect(storm).toContainText("The storm damage inspection is free");
    await storm.getByRole("link", { name: "Dover", exact: true }).click();
    await expectPath(page, "/storm-damage-dover");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Storm Damage Repair in Dover, DE");

    const answer = await ask(page, "we had hail in dover de, can you check the roof");
    await expect(answer.getByRole("link", { name: "Storm Damage Repair in Dover, DE" })).toHaveAttribute("href", "/storm-damage-dover");
  });

  test("should price her dented gutters with guards before the page's script has arrived", async ({ page }) => {
    const release = await holdRequests(page, PAGE_SCRIPT);
    await page.goto("/services", { waitUntil: "commit" });
    const gutters = page.locator("#gutters");
    await expect(gutters).toContainText(`Seamless gutters run about ${priceFacts.gutters}; guards add ${priceFacts.gutterGuards}.`);
    await gutters.getByRole("link", { name: "Instant gutters estimate" }).click();
    await expectPath(page, "/roof-replacement-estimate", "?for=gutters");
    await page.getByLabel("Length of gutter (linear feet)").fill("160");
    await page.getByLabel("ZIP code").fill("19901");
    await page.getByRole("checkbox", { name: /Add gutter guards/ }).check();
    await page.getByRole("button", { name: "SEE MY GUTTER PRICE RANGE" }).click();
    // ($12 to $22 + $6 to $12) a foot on 160 feet, times Delaware's 0.98.
    await expect(page.getByTestId("estimate-range")).toHaveText("$2,800 - $5,300");
    await expect(page.getByText("Gutter guards: yes")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page.getByTestId("estimate-range")).toHaveText("$2,800 - $5,300");
  });

  test("should show gutter prices and the town's gutter page above the form after searching for gutters", async ({ page }) => {
    await gotoHydrated(page, "/contact?search=Gutter%20installation");
    const match = page.getByRole("complementary", { name: "The service you searched for" });
    await expect(match).toContainText(priceFacts.gutters);
    await expect(match.getByRole("link", { name: "Annapolis" })).toHaveAttribute("href", "/gutter-annapolis");
    const matchBox = (await match.boundingBox())!;
    const formBox = (await page.getByRole("region", { name: "Request form" }).boundingBox())!;
    expect(matchBox.y + matchBox.height).toBeLessThanOrEqual(formBox.y);
    await match.getByRole("link", { name: "Annapolis" }).click();
    await expectPath(page, "/gutter-annapolis");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gutters in Annapolis, MD");
  });
});
