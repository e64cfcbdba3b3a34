import { expect, test } from "@playwright/test";
import { signInForDevelopment } from "./support/admin";
import { gotoHydrated } from "./support/pages";

const run = Date.now().toString(36);
const pastedSlug = `e2e-gutter-guards-${run}`;
const fileSlug = `e2e-seamless-gutters-${run}`;

function article(slug: string, title: string) {
  return [
    "---",
    `slug: ${slug}`,
    `title: "${title}"`,
    'description: "How gutter guards work, what they cost in Maryland and when they pay off for your home."',
    "category: Gutters",
    "publishedAt: 2026-03-15",
    "updatedAt: 2026-03-15",
    "---",
    "",
    "Leaves fill gutters every fall, and the water has to go somewhere.",
    "",
    "## What they cost",
    "",
    "A [free estimate](/schedule) tells you.",
    "",
  ].join("\n");
}

test("should ask for the admin sign-in before offering the upload, as every admin screen does", async ({ page }) => {
  const response = await page.goto("/data-upload");
  expect(response?.status()).toBe(401);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Development sign-in");
  await expect(page.getByRole("button", { name: "Preview" })).toHaveCount(0);
});

test("should preview, show a bad article's problem, then upload the fixed articles and link to them", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await signInForDevelopment(page);
  await gotoHydrated(page, "/data-upload");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Data Upload");
  await expect(page.getByTestId("admin-email")).toHaveText("developer@localhost");
  await expect(page.getByRole("radio", { name: "Markdown" })).toBeChecked();

  await page.getByLabel(/^Files/).setInputFiles({
    name: `${fileSlug}.md`,
    mimeType: "text/markdown",
    buffer: Buffer.from(article(fileSlug, "Seamless Gutters Explained")),
  });
  await expect(page.getByRole("list", { name: "Chosen files" })).toContainText(`${fileSlug}.md`);
  const paste = page.getByLabel(/^Or paste an article/);
  await paste.fill(article(pastedSlug, "Gutters"));
  await page.getByRole("button", { name: "Preview" }).click();

  const rows = page.getByTestId("upload-record");
  await expect(rows).toHaveCount(2);
  await expect(page.getByText("2 articles: 2 new, 0 updates; 1 needs fixing.")).toBeVisible();
  await expect(rows.nth(1)).toContainText("Pasted text");
  await expect(rows.nth(1)).toContainText("Title: The title needs 10 to 120 characters; it has 7.");
  await expect(rows.nth(0)).toContainText("Ready");
  const uploadButton = page.getByRole("button", { name: "Upload 2 articles" });
  await expect(uploadButton).toBeDisabled();

  // Fixing the text drops the old preview; the new one is clean.
  await paste.fill(article(pastedSlug, "Are Gutter Guards Worth It?"));
  await expect(rows).toHaveCount(0);
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByText("2 articles: 2 new, 0 updates.")).toBeVisible();
  await expect(rows.nth(1)).toContainText("Ready");
  await uploadButton.click();

  const done = page.getByRole("status").filter({ hasText: "Created 2, updated 0." });
  await expect(done).toBeVisible();
  await expect(paste).toHaveValue("");
  await done.getByRole("link", { name: "Are Gutter Guards Worth It?" }).click();
  await expect(page).toHaveURL(new RegExp(`/insights/${pastedSlug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Are Gutter Guards Worth It?");

  await gotoHydrated(page, `/insights/${fileSlug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seamless Gutters Explained");
  await expect(page.getByRole("link", { name: "free estimate" })).toHaveAttribute("href", "/schedule");
  expect(problems).toEqual([]);
});
