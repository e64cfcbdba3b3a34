import { expect, test } from "@playwright/test";
import { signInForDevelopment, uniquePhone } from "./support/admin";
import { openDays } from "./support/bookings";
import { visitorIp } from "./support/leads";
import { gotoHydrated } from "./support/pages";

test.describe("labels that say what they mean, on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("should show the homeowner's booking with its town, and the office its source as the booking page and its follow-up day in words", async ({
    page,
    request,
  }) => {
    const name = `Town Shown ${Date.now()}`;
    const days = await openDays(request);
    let manageUrl = "";
    for (const window of days.slice(-10, -7).flatMap((day) => day.windows.filter((w) => w.available))) {
      const response = await request.post("/api/appointments", {
        headers: { "CF-Connecting-IP": visitorIp() },
        data: {
          service: "Roofing",
          windowId: window.id,
          name,
          email: `town.shown.${Date.now()}@example.net`,
          phone: uniquePhone(),
          street: "41 Loockerman St",
          zip: "19901",
          notes: "",
          consent: true,
          website: "",
        },
      });
      if (response.status() === 201) {
        manageUrl = ((await response.json()) as { manageUrl: string }).manageUrl;
        break;
      }
    }
    expect(manageUrl).not.toBe("");
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
});
