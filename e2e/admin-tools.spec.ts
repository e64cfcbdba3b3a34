import { expect, test } from "@playwright/test";
import { signInForDevelopment } from "./support/admin";
import { gotoHydrated } from "./support/pages";

// Signed in through the local development sign-in (.dev.vars: ADMIN_DEV_SIGN_IN="true").
test.beforeEach(async ({ page }) => {
  await signInForDevelopment(page);
});

test("should send a test e-mail through the local binding and report the webhook as not configured", async ({ page }) => {
  await gotoHydrated(page, "/communications-test");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Communications Test");
  await expect(page.getByTestId("admin-email")).toHaveText("developer@localhost");

  const email = page.getByRole("region", { name: "E-mail" });
  await expect(email).toContainText("Configured");
  await expect(email).toContainText("To office@example.com, from leads@example.com");
  await email.getByRole("button", { name: "Send test e-mail" }).click();
  await expect(email.getByRole("status")).toHaveText(/^Test e-mail sent to office@example\.com\. \(took \d+(\.\d)? m?s\)$/);

  const webhook = page.getByRole("region", { name: "Webhook" });
  await expect(webhook).toContainText("Not configured");
  await webhook.getByRole("button", { name: "Send test webhook" }).click();
  await expect(webhook.getByRole("alert")).toHaveText(
    /^The webhook is not configured: set LEAD_WEBHOOK_URL and the LEAD_WEBHOOK_SECRET secret\./,
  );

  const recent = page.getByRole("region", { name: "Recent tests" }).getByTestId("communications-test-record");
  await expect(recent.first()).toContainText("Webhook");
  await expect(recent.first()).toContainText("developer@localhost");
  await expect(recent.nth(1)).toContainText("Test e-mail sent to office@example.com.");
});

test("should show the counts and record a submission the local IndexNow fake accepts (no third-party call)", async ({ page }) => {
  await gotoHydrated(page, "/admin/indexnow");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("IndexNow Submissions");
  await expect(page.getByTestId("admin-email")).toHaveText("developer@localhost");
  const counts = page.getByTestId("indexnow-counts");
  await expect(counts).toHaveText(/^(\d+) URLs can be indexed; \1 URLs changed since the last submission\.$/);
  const total = Number(/^(\d+)/.exec((await counts.textContent()) ?? "")?.[1]);
  expect(total).toBeGreaterThan(20);

  const submitAll = page.getByRole("button", { name: `Submit all ${total} URLs` });
  await submitAll.click();

  // INDEXNOW_ENDPOINT = "local": the Worker's own fake answers, as IndexNow does, and nothing leaves the machine.
  const region = page.getByRole("region", { name: "Submit to search engines" });
  await expect(region).toContainText(new RegExp(`IndexNow accepted ${total} URLs`));
  const row = page.getByTestId("indexnow-submission").first();
  await expect(row).toContainText("developer@localhost");
  await expect(row).toContainText("All URLs");
  await expect(row).toContainText("Accepted");
  await expect(counts).toHaveText(`${total} URLs can be indexed; 0 URLs changed since the last submission.`);
});
