import { expect, test } from "@playwright/test";
import { signInForDevelopment, uniquePhone } from "./support/admin";
import { bookVisit } from "./support/bookings";
import { gotoHydrated } from "./support/pages";

test.describe("labels that say what they mean, on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("should show the homeowner's booking with its town, and the office its source as the booking page and its follow-up day in words", async ({
    page,
    request,
  }) => {
    const name = `Town Shown ${Date.now()}`;
    const manageUrl = await bookVisit(request, {
      name,
      email: `town.shown.${Date.now()}@example.net`,
      phone: uniquePhone(),
      street: "41 Loockerman St",
      zip: "19901",
    });
    await gotoHydrated(page, new URL(manageUrl, "http://localhost").pathname);
    await expect(page.getByRole("definition").filter({ hasText: "41 Loockerman St" })).toHaveText("41 Loockerman St, Dover, DE 19901");

    await signInForDevelopment(page);
    await gotoHydrated(page, "/admin");
    const more = page.getByRole("button", { name: /^Show all \d+$/ });
    if ((await more.count()) > 0) await more.click();
    await page.getByTestId("queue-lead").filter({ hasText: name }).getByRole("link", { name, exact: true }).click();
    const summary = page.getByRole("region", { name: "Lead summary" });
    await expect(summary).toContainText("Booking page");
    await expect(summary).not.toContainText("· schedule");
    const sales = page.getByRole("form", { name: "Sales" });
    await sales.getByLabel("Follow up on").fill("2099-03-02");
    await sales.getByRole("button", { name: "Save" }).click();
    await expect(sales.getByRole("status")).toHaveText("Saved.");
    await expect(summary).toContainText("follow up on Monday, March 2, 2099");
    await expect(page.getByRole("list", { name: "History" })).toContainText("Follow up on Monday, March 2, 2099");
  });

  test("should ask before moving a lead with a visit booked back to Contacted, and say the visit stays booked", async ({
    page,
    request,
  }) => {
    const name = `Moved Back ${Date.now()}`;
    const email = `moved.back.${Date.now()}@example.net`;
    await bookVisit(request, { name, email, phone: uniquePhone(), street: "7 Bay Ridge Ave", zip: "21403" });
    await signInForDevelopment(page);
    const found = (await (await page.request.get(`/api/admin/leads?q=${encodeURIComponent(email)}`)).json()) as { leads: { id: string }[] };
    await gotoHydrated(page, `/admin/leads/${found.leads[0]!.id}`);
    const status = page.getByRole("group", { name: "Status" });
    await expect(status.getByRole("button", { name: "Scheduled" })).toHaveAttribute("aria-pressed", "true");

    await status.getByRole("button", { name: "Contacted" }).tap();
    const dialog = page.getByRole("dialog", { name: "Move this lead back to Contacted?" });
    await expect(dialog).toContainText("This moves the lead back from Scheduled to Contacted");
    await expect(dialog).toContainText(/Its visit on \w+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M stays booked/);
    await dialog.getByRole("button", { name: "Keep as is" }).tap();
    await expect(dialog).toBeHidden();
    await expect(status.getByRole("button", { name: "Scheduled" })).toHaveAttribute("aria-pressed", "true");

    await status.getByRole("button", { name: "Contacted" }).tap();
    await dialog.getByRole("button", { name: "Move back to Contacted" }).tap();
    await expect(page.getByRole("status").filter({ hasText: "Moved back to Contacted." })).toBeVisible();
    await expect(status.getByRole("button", { name: "Contacted" })).toHaveAttribute("aria-pressed", "true");
    // The visit itself is untouched: still on the lead, still awaiting the office's call.
    await expect(page.getByRole("region", { name: "Appointments" })).toContainText("requested");
  });
});
