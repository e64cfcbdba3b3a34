import { type APIRequestContext, expect, test } from "@playwright/test";
import { signInForDevelopment, submitLead, uniquePhone } from "./support/admin";
import { openDays } from "./support/bookings";
import { visitorIp } from "./support/leads";
import { gotoHydrated } from "./support/pages";

/**
 * The Dover homeowner of issue 42: hail described to the assistant, then a visit booked online
 * ("we will call to confirm"), all from one browser (the `request` context keeps its cookies).
 * Books the first open window of the fifth-last to seventh-last days, which other tests leave alone.
 */
async function hailThenBooking(homeowner: APIRequestContext, name: string) {
  const ip = visitorIp();
  const sessionId = `chat_${Date.now()}_${"abcdefghij".repeat(2)}`;
  const chat = await homeowner.post("/api/chat/message", {
    headers: { "CF-Connecting-IP": ip, Referer: "/storm-damage" },
    data: { sessionId, message: "We got hit by hail in Dover last night and there are dents all over the shingles" },
  });
  expect(chat.status()).toBe(200);
  const days = await openDays(homeowner);
  for (const day of days.slice(-7, -4)) {
    for (const window of day.windows.filter((w) => w.available)) {
      const response = await homeowner.post("/api/appointments", {
        headers: { "CF-Connecting-IP": ip },
        data: {
          service: "Roofing",
          windowId: window.id,
          name,
          email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.net`,
          phone: uniquePhone(),
          street: "41 Loockerman St",
          zip: "19901",
          notes: "",
          consent: true,
          website: "",
        },
      });
      if (response.status() === 201) return window.label;
    }
  }
  throw new Error("no open window to book");
}

test.describe("the office on a phone works a booked storm lead", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("should put a visit booked after hail in the chat in Needs action, rated High, with its visit time and the way back", async ({
    page,
    request,
  }) => {
    const name = `Dover Hail ${Date.now()}`;
    await hailThenBooking(request, name);
    await signInForDevelopment(page);
    await gotoHydrated(page, "/admin");

    await expect(page.getByTestId("count-confirm")).toContainText(/Visits to confirm: [1-9]/);
    const more = page.getByRole("button", { name: /^Show all \d+$/ });
    if ((await more.count()) > 0) await more.click();
    const card = page.getByRole("list", { name: "Needs action" }).getByTestId("queue-lead").filter({ hasText: name });
    await expect(card).toHaveAttribute("data-reason", "confirm");
    await expect(card.getByTestId("urgency")).toHaveText("High");
    await expect(card).toContainText(/Booked visit \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M: call to confirm/);
    await expect(card.getByTestId("call")).toHaveAttribute("href", /^tel:\+1\d{10}$/);

    // Her page says what she told the assistant, and leads back to the queue she is in.
    await card.getByRole("link", { name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText(/hit by hail in Dover/).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "← Needs action" })).toBeVisible();
  });

  test("should confirm the booked visit from the lead's page once she is reached, and take it out of Visits to confirm", async ({
    page,
    request,
  }) => {
    const name = `Dover Confirmed ${Date.now()}`;
    await hailThenBooking(request, name);
    await signInForDevelopment(page);
    await gotoHydrated(page, "/admin");
    const more = page.getByRole("button", { name: /^Show all \d+$/ });
    if ((await more.count()) > 0) await more.click();
    const queue = page.getByRole("list", { name: "Needs action" });
    await queue.getByTestId("queue-lead").filter({ hasText: name }).getByRole("link", { name, exact: true }).tap();
    const visits = page.getByRole("region", { name: "Appointments" });
    await expect(visits).toContainText("requested");
    await visits.getByRole("button", { name: "Confirm this visit" }).tap();
    await expect(visits.getByRole("status")).toHaveText(
      /^The visit on \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M is confirmed\. The homeowner is e-mailed the confirmation\.$/,
    );
    await expect(visits).toContainText("confirmed");
    await expect(visits.getByRole("button", { name: "Confirm this visit" })).toHaveCount(0);
    await expect(page.getByRole("list", { name: "History" })).toContainText("requested → confirmed");

    await gotoHydrated(page, "/admin");
    if ((await more.count()) > 0) await more.click();
    await expect(queue.getByTestId("queue-lead").filter({ hasText: name })).toHaveCount(0);
  });

  test("should offer the way back to Needs action only from a lead that is in it", async ({ page, request }) => {
    const name = `Closed Out ${Date.now()}`;
    const id = await submitLead(request, name, { phone: uniquePhone() });
    await signInForDevelopment(page);
    await gotoHydrated(page, `/admin/leads/${id}`);
    await expect(page.getByRole("link", { name: "← Needs action" })).toBeVisible();
    await page.getByRole("group", { name: "Status" }).getByRole("button", { name: "Contacted" }).click();
    await expect(page.getByRole("status")).toContainText("Moved to Contacted.");
    await expect(page.getByRole("link", { name: "← Dashboard" })).toBeVisible();
    await expect(page.getByRole("link", { name: "← Needs action" })).toHaveCount(0);
  });
});
