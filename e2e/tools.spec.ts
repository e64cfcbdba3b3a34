import { expect, test } from "@playwright/test";
import { asVisitor, letTimePass, recordLeadPosts } from "./support/leads";
import { gotoHydrated } from "./support/pages";

test.describe("financing calculator", () => {
  test("should show the payment, the APR range and the interest, and keep everything in the page", async ({ page }) => {
    const requests: string[] = [];
    await gotoHydrated(page, "/financing");
    page.on("request", (request) => requests.push(request.url()));
    await expect(page.getByTestId("monthly-payment")).toHaveText("$333.59");
    await expect(page.getByTestId("payment-range")).toHaveText("$304.07 to $440.18");
    await expect(page.getByTestId("total-interest")).toHaveText("$5,015.46");

    // Terms read as English: one year, never "1 years".
    await expect(page.getByLabel("Loan term").getByRole("option")).toContainText(["1 year (12 months)", "2 years (24 months)"]);
    await page.getByLabel("Project amount").fill("30000");
    await page.getByLabel("Loan term").selectOption({ label: "10 years (120 months)" });
    await expect(page.getByTestId("monthly-payment")).toHaveText("$430.24");
    await expect(page.getByTestId("payment-range")).toHaveText("$363.82 to $682.27");

    await page.getByLabel(/^APR/).fill("7.99");
    await expect(page.getByTestId("monthly-payment")).toHaveText("$363.82");

    await page.getByLabel("Project amount").fill("500");
    await expect(page.getByText("Enter an amount between $1,000 and $250,000")).toBeVisible();
    await expect(page.getByTestId("monthly-payment")).toHaveText("—");
    // Nothing leaves the page. The site's own code may still arrive: its files, and the router's
    // list of the routes that the page's links lead to (fetched when they come into view).
    const code = (url: string) => new URL(url).pathname.startsWith("/assets/") || new URL(url).pathname === "/__manifest";
    expect(requests.filter((url) => !code(url))).toEqual([]);
  });
});

test.describe("instant roof estimate", () => {
  test.beforeEach(async ({ page }) => {
    await asVisitor(page);
  });

  test("should give a range with its assumptions, then capture the quote request", async ({ page }) => {
    const posts = recordLeadPosts(page);
    await gotoHydrated(page, "/roof-replacement-estimate");
    await expect(page.locator("header")).toHaveCount(0);
    await expect(page.locator("footer")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Instant Roof Replacement Estimate");

    await page.getByLabel("Roof area (square feet)").fill("2000");
    await page.getByLabel("5. ZIP code").fill("08204");
    await page.getByRole("button", { name: "SEE MY PRICE RANGE" }).click();
    await expect(page.locator("#zip-error")).toHaveText("We serve Maryland and Delaware: enter a MD or DE ZIP code");
    await expect(page.getByTestId("estimate-range")).toHaveCount(0);

    await page.getByLabel("5. ZIP code").fill("21014");
    await page.getByRole("button", { name: "SEE MY PRICE RANGE" }).click();
    await expect(page.getByTestId("estimate-range")).toHaveText("$9,900 - $16,500");
    await expect(page.getByText("Baltimore metro and Annapolis")).toBeVisible();
    await expect(page.getByText(/Replacing rotted or damaged roof decking is not included/)).toBeVisible();

    await page.getByLabel("2. Roof pitch").selectOption("steep");
    await page.getByLabel("3. Layers of old roofing").selectOption("2");
    await page.getByLabel("5. ZIP code").fill("20852");
    await page.getByRole("button", { name: "SEE MY PRICE RANGE" }).click();
    await expect(page.getByTestId("estimate-range")).toHaveText("$13,900 - $23,200");

    const quote = page.getByRole("form", { name: "Get your exact quote" });
    await quote.getByLabel("Full name").fill("Alan Brooks");
    await quote.getByRole("textbox", { name: "Phone" }).fill("301-555-0122");
    await quote.getByRole("textbox", { name: "Email" }).fill("alan.brooks@example.net");
    await letTimePass(page);
    await quote.getByRole("button", { name: "GET MY EXACT QUOTE" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your quote request is in" })).toBeVisible();
    // The booking page gets the service, the ZIP code and the estimate as notes.
    const book = page.getByRole("link", { name: "Book your onsite consultation now" });
    await expect(book).toHaveAttribute("href", /^\/schedule\?service=Roofing&zip=20852&notes=.*%2413%2C900/);
    await book.click();
    await expect(page.getByLabel("ZIP code")).toHaveValue("20852");
    await expect(page.getByLabel("Anything we should know?")).toHaveValue(/\$13,900/);

    expect(posts).toHaveLength(1);
    const body = posts[0]!.postDataJSON();
    expect(body).toMatchObject({
      name: "Alan Brooks",
      source: "Instant Estimate",
      service: "Roof Replacement",
      address: "20852",
      page: "/roof-replacement-estimate",
    });
    expect(body.projectDetails).toContain("Instant estimate: $13,900 - $23,200");
    expect(body.projectDetails).toContain("Pitch: Steep");
    expect(body.projectDetails).toContain("Existing layers: 2");
  });

  test("should estimate from the home's size", async ({ page }) => {
    await gotoHydrated(page, "/roof-replacement-estimate");
    await page.getByLabel("Use my home's size").check();
    await page.getByLabel("Finished living area (sq ft)").fill("2400");
    await page.getByLabel("Stories").selectOption("2");
    await page.getByLabel("5. ZIP code").fill("19901");
    await page.getByRole("button", { name: "SEE MY PRICE RANGE" }).click();
    await expect(page.getByText("1,476 sq ft")).toBeVisible();
    await expect(page.getByText("Delaware", { exact: true })).toBeVisible();
  });
});
