import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/pages";

// Signed in through the local development sign-in (.dev.vars: ADMIN_DEV_SIGN_IN="true").
test.beforeEach(async ({ page }) => {
  await page.context().addCookies([{ name: "admin_dev_session", value: "1", domain: "localhost", path: "/" }]);
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

test("should show the counts and record a submission that gets no answer (no network here)", async ({ page }) => {
  test.setTimeout(90_000);
  await gotoHydrated(page, "/admin/indexnow");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("IndexNow Submissions");
  await expect(page.getByTestId("admin-email")).toHaveText("developer@localhost");
  const counts = page.getByTestId("indexnow-counts");
  await expect(counts).toHaveText(/^(\d+) URLs can be indexed; \1 URLs changed since the last submission\.$/);
  const total = Number(/^(\d+)/.exec((await counts.textContent()) ?? "")?.[1]);
  expect(total).toBeGreaterThan(20);

  const submitAll = page.getByRole("button", { name: `Submit all ${total} URLs` });
  await submitAll.click();
  await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  await expect(page.getByRole("button", { name: `Submit ${total} changed URLs` })).toBeDisabled();

  // IndexNow is unreachable: every attempt is retried with growing waits, then recorded as failed.
  const failure = page.getByRole("region", { name: "Submit to search engines" }).getByRole("alert");
  await expect(failure).toHaveText(new RegExp(`^IndexNow did not accept ${total} of ${total} URLs: No answer: .+\\.$`), {
    timeout: 75_000,
  });
  const row = page.getByTestId("indexnow-submission").first();
  await expect(row).toContainText("developer@localhost");
  await expect(row).toContainText("All URLs");
  await expect(row).toContainText("Failed");
  await expect(row).toContainText(new RegExp(`No answer: .+ \\(${total} URLs, after 4 attempts\\)`));
  // Nothing was accepted, so every URL still counts as changed.
  await expect(counts).toHaveText(`${total} URLs can be indexed; ${total} URLs changed since the last submission.`);
  await expect(submitAll).toBeEnabled();
});
