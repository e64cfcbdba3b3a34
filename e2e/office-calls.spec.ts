import { expect, test } from "@playwright/test";
import { signInForDevelopment, submitLead, uniquePhone, withoutDialer } from "./support/admin";
import { gotoHydrated, holdRequests, PAGE_SCRIPT } from "./support/pages";

test.describe("the office on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test.beforeEach(async ({ page }) => {
    await signInForDevelopment(page);
  });

  test("should tell the salesperson a lead was assigned to them, the way they chose", async ({ page, request }) => {
    const name = `Assigned Lead ${Date.now()}`;
    const id = await submitLead(request, name, { phone: uniquePhone() });
    await gotoHydrated(page, `/admin/leads/${id}`);
    const sales = page.getByRole("form", { name: "Sales" });
    await sales.getByLabel("Assigned to").selectOption("pat.doyle@example.com");
    await sales.getByRole("button", { name: "Save" }).click();
    await expect(sales.getByRole("status")).toHaveText("Saved.");
    // SALES_TEAM gives Pat no mobile, so Pat hears by e-mail; the history says so once it left.
    await expect(async () => {
      await gotoHydrated(page, `/admin/leads/${id}`);
      await expect(page.getByRole("list", { name: "History" })).toContainText("Pat Doyle was told of the assignment by e-mail", {
        timeout: 1000,
      });
    }).toPass({ timeout: 30_000 });
  });

  test("should record the call with its time and take its outcome in one tap, which sets the follow-up day", async ({ page, request }) => {
    const name = `Called Lead ${Date.now()}`;
    const id = await submitLead(request, name, { phone: uniquePhone() });
    await withoutDialer(page);
    await gotoHydrated(page, `/admin/leads/${id}`);
    const recorded = page.waitForResponse((r) => r.url().endsWith(`/api/admin/leads/${id}/calls`) && r.request().method() === "POST");
    // The page records that the office called, with the time (the dialer is the phone's).
    await page.getByRole("link", { name: `Call ${name}` }).tap();
    expect((await recorded).ok()).toBe(true);
    const outcome = page.getByRole("group", { name: `How did the call with ${name} go?` });
    await expect(outcome).toContainText(/Call at \d{1,2}:\d{2} [AP]M recorded/);
    await outcome.getByRole("button", { name: "Left a voicemail" }).tap();
    const said = outcome.getByRole("status");
    await expect(said).toHaveText(/^Left a voicemail\. Follow up on \w+day, \w+ \d{1,2}, \d{4}\.$/);
    const day = (await said.textContent())!.replace(/^.*Follow up on (.*)\.$/, "$1");
    // The follow-up day the outcome set is the lead's, on the page and in its history.
    await expect(page.getByRole("region", { name: "Lead summary" })).toContainText(`follow up on ${day}`);
    await expect(page.getByRole("list", { name: "History" })).toContainText(`Call: Left a voicemail; follow up on ${day}`);
  });

  test("should hold the lead page's fields and buttons until its script runs, so nothing typed is lost, while Call works", async ({
    page,
    request,
  }) => {
    const name = `Slow Office ${Date.now()}`;
    const id = await submitLead(request, name, { phone: uniquePhone() });
    const release = await holdRequests(page, PAGE_SCRIPT, (route) => route.continue().catch(() => undefined));
    await page.goto(`/admin/leads/${id}`, { waitUntil: "commit" });
    const sales = page.getByRole("form", { name: "Sales" });
    await expect(sales.getByLabel("Note")).toBeDisabled();
    await expect(sales.getByRole("button", { name: "Save" })).toBeDisabled();
    await expect(page.getByRole("group", { name: "Status" }).getByRole("button", { name: "Contacted" })).toBeDisabled();
    await expect(page.getByRole("link", { name: `Call ${name}` })).toHaveAttribute("href", /^tel:\+1\d{10}$/);

    release();
    await expect(sales.getByLabel("Note")).toBeEnabled();
    await sales.getByLabel("Note").fill("Left a voicemail about the siding quote.");
    await sales.getByRole("button", { name: "Save" }).tap();
    await expect(sales.getByRole("status")).toHaveText("Saved.");
    await expect(page.getByRole("list", { name: "History" })).toContainText("Left a voicemail about the siding quote.");
  });
});
