import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { signInForDevelopment, submitLead, uniquePhone } from "./support/admin";
import { openDays } from "./support/bookings";
import { visitorIp } from "./support/leads";
import { gotoHydrated } from "./support/pages";

/** Today in the company's time zone, as a date field takes it. */
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());

/** The longest e-mail address a lead may have (254 characters). */
function longEmail(tag: string): string {
  const domain = `${"d".repeat(60)}.${"e".repeat(60)}.example.net`;
  const local = `${tag}.`.padEnd(254 - domain.length - 1, "x");
  return `${local}@${domain}`;
}

/** Whether the page is wider than the screen, and the visible controls smaller than 44 px tall. */
async function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const small = [
      ...document.querySelectorAll<HTMLElement>("main a[href], main button, main select, main input:not([type=hidden]), main textarea"),
    ]
      .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden")
      // A radio button or checkbox is tapped through its label.
      .map((element) => (element.matches("input[type=radio], input[type=checkbox]") ? (element.closest("label") ?? element) : element))
      .filter((element) => !element.closest(".sr-only") && element.getBoundingClientRect().height < 44)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute("aria-label") || element.getAttribute("name") || "").trim().slice(0, 40)}" ${Math.round(element.getBoundingClientRect().height)}px`,
      );
    return { overflow: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - width, small };
  });
}

/**
 * A booking for the lead with the long values: the last windows of the third- and fourth-last days,
 * which the other browser tests leave alone (they book the first, second, sixth to ninth and last days).
 */
async function bookLong(request: APIRequestContext, email: string, name: string) {
  const days = await openDays(request);
  for (const day of days.slice(-4, -2).reverse()) {
    for (const window of day.windows.filter((w) => w.available).reverse()) {
      const response = await request.post("/api/appointments", {
        headers: { "CF-Connecting-IP": visitorIp() },
        data: {
          service: "Roofing",
          windowId: window.id,
          name,
          email,
          phone: uniquePhone(),
          street: `${"1207 Longest Lane Northwest Apartment ".repeat(5)}Bel Air`.slice(0, 200),
          zip: "21014",
          notes: "Gate code 1234",
          consent: true,
          website: "",
        },
      });
      if (response.status() === 201) return day.date;
    }
  }
  throw new Error("no open window to book");
}

for (const device of [
  { name: "laptop", viewport: { width: 1366, height: 800 }, phone: false },
  { name: "phone", viewport: { width: 390, height: 844 }, phone: true },
]) {
  test.describe(`working leads on a ${device.name}`, () => {
    test.use({ viewport: device.viewport, isMobile: device.phone, hasTouch: device.phone });

    test.beforeEach(async ({ page }) => {
      await signInForDevelopment(page);
    });

    test("should put an emergency that arrived last first in the queue, one tap from a call", async ({ page, request }) => {
      const run = `${device.name} ${Date.now()}`;
      const earlier = await submitLead(request, `Gutter Question ${run}`, { phone: uniquePhone(), urgency: "low" });
      const emergency = await submitLead(request, `Water Coming In ${run}`, { phone: uniquePhone(), urgency: "emergency" });

      await gotoHydrated(page, "/admin");
      const queue = page.getByRole("list", { name: "Needs action" }).getByTestId("queue-lead");
      await expect(queue.first()).toHaveAttribute("data-reason", "emergency");
      await expect(page.getByTestId("count-emergency")).toContainText(/Emergencies: [1-9]/);
      const cards = await queue.evaluateAll((list) =>
        list.map((card) => ({ href: card.querySelector("a[href^='/admin/leads/']")?.getAttribute("href"), reason: card.dataset.reason })),
      );
      const order = cards.map((card) => card.href);
      // The emergency that arrived last comes before every lead that is not an emergency, the one
      // that arrived before it included (when the other browser tests' leads leave it in the list).
      const at = order.indexOf(`/admin/leads/${emergency}`);
      expect(at).toBeGreaterThanOrEqual(0);
      const firstOther = cards.findIndex((card) => card.reason !== "emergency");
      expect(firstOther === -1 || at < firstOther).toBe(true);
      const before = order.indexOf(`/admin/leads/${earlier}`);
      if (before >= 0) expect(at).toBeLessThan(before);
      const card = queue.filter({ hasText: `Water Coming In ${run}` });
      await expect(card.getByTestId("urgency")).toHaveText("Emergency");

      // Opening the admin shows the most urgent lead's call button without scrolling: one tap calls.
      const call = queue.first().getByTestId("call");
      await expect(call).toHaveAttribute("href", /^tel:\+1\d{10}$/);
      await expect(call).toBeInViewport({ ratio: 1 });
    });

    test("should assign a lead, set a follow-up for today, win it with the amount, and undo a loss", async ({ page, request }) => {
      const name = `Avery Sales ${device.name} ${Date.now()}`;
      const id = await submitLead(request, name, { phone: uniquePhone() });
      await gotoHydrated(page, `/admin/leads/${id}`);
      await page.getByRole("group", { name: "Status" }).getByRole("button", { name: "Contacted" }).click();
      await expect(page.getByRole("status")).toContainText("Moved to Contacted.");

      const sales = page.getByRole("form", { name: "Sales" });
      await sales.getByLabel("Assigned to").selectOption("developer@localhost");
      await sales.getByLabel("Follow up on").fill(today());
      await sales.getByLabel("Estimate (USD)").fill("14,200");
      await sales.getByRole("button", { name: "Save" }).click();
      await expect(sales.getByRole("status")).toHaveText("Saved.");
      await expect(page.getByRole("region", { name: "Lead summary" })).toContainText("Assigned to Office Developer");

      // The follow-up is due today: it is in the queue, and the lead is under "My leads".
      await gotoHydrated(page, "/admin?assignee=me");
      const more = page.getByRole("button", { name: /^Show all \d+$/ });
      if ((await more.count()) > 0) await more.click();
      const due = page.getByTestId("queue-lead").filter({ hasText: name });
      await expect(due).toHaveAttribute("data-reason", "follow-up");
      await expect(due).toContainText("Follow-up due today");
      await expect(page.getByTestId("lead-row").filter({ hasText: name })).toContainText("Office Developer");
      await due.getByRole("link", { name, exact: true }).click();

      await page.getByRole("button", { name: "Won" }).click();
      const won = page.getByRole("dialog", { name: "Mark this lead won" });
      await won.getByLabel("Why we won").selectOption("Fast response");
      await won.getByLabel("Contract amount (USD)").fill("13500");
      await won.getByRole("button", { name: "Mark won" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Won: Fast response." })).toBeVisible();
      await expect(page.getByRole("region", { name: "Lead summary" })).toContainText("contract $13,500.00");

      // Lost asks first, and why; then it can be undone. Closed unanswered, nothing changes and
      // the office is back on the button.
      await page.getByRole("button", { name: "Lost" }).click();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect(page.getByRole("button", { name: "Lost" })).toBeFocused();
      await page.getByRole("button", { name: "Lost" }).click();
      const lost = page.getByRole("dialog", { name: "Mark this lead lost" });
      await lost.getByRole("button", { name: "Mark lost" }).click();
      await expect(lost.getByRole("alert")).toHaveText("Choose a reason.");
      await lost.getByLabel("Why it was lost").selectOption("Chose another contractor");
      await lost.getByLabel("Note").fill("Went with the neighbour's roofer.");
      await lost.getByRole("button", { name: "Mark lost" }).click();
      const undo = page.getByRole("status").filter({ hasText: "Lost: Chose another contractor." });
      await undo.getByRole("button", { name: "Undo" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Back to Won." })).toBeVisible();

      const history = page.getByRole("list", { name: "History" });
      await expect(history.getByTestId("audit-entry").first()).toContainText("Status lost → won (Fast response) (undone)");
      await expect(history).toContainText("Status won → lost (Chose another contractor): Went with the neighbour's roofer.");
      await expect(history).toContainText("Status contacted → won (Fast response)");
      await expect(history).toContainText("Contract $13,500.00");
      await expect(history).toContainText("Assigned to Office Developer");
    });

    test("should flag a second request of the same homeowner and merge it into the first", async ({ page, request }) => {
      const stamp = Date.now();
      const email = `morgan.${device.name}.${stamp}@example.net`;
      const first = `Morgan First ${device.name} ${stamp}`;
      await submitLead(request, first, { email, phone: uniquePhone(), urgency: "medium" });
      const second = await submitLead(request, `Morgan Again ${device.name} ${stamp}`, {
        email: email.toUpperCase(),
        phone: uniquePhone(),
        urgency: "emergency",
        projectDetails: "Water is coming through the ceiling now.",
      });

      await gotoHydrated(page, "/admin");
      const card = page.getByTestId("queue-lead").filter({ hasText: `Morgan Again ${device.name} ${stamp}` });
      await expect(card).toContainText("Repeat request");
      await card.getByRole("link", { name: `Morgan Again ${device.name} ${stamp}`, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/leads/${second}$`));
      const notice = page.getByTestId("duplicate-notice");
      await expect(notice).toContainText("Possible duplicate: the same e-mail or phone number as an earlier lead.");
      await expect(notice.getByRole("link", { name: new RegExp(first) })).toBeVisible();

      await notice.getByRole("button", { name: "Merge into the first lead" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Merge" }).click();
      await expect(page.getByRole("heading", { level: 1, name: first })).toBeVisible();
      const summary = page.getByRole("region", { name: "Lead summary" });
      await expect(summary.getByTestId("urgency")).toHaveText("Emergency");
      const history = page.getByRole("list", { name: "History" });
      await expect(history).toContainText("Merged in a second request (Siding, emergency): Water is coming through the ceiling now.");
      await expect(history).toContainText("Merged into");
      await expect(page.getByTestId("duplicate-notice")).toContainText("merged");
    });

    test("should fit every admin screen on the screen, with a 254-character e-mail in the lists", async ({ page, request }) => {
      const stamp = Date.now();
      const email = longEmail(`${device.name}${stamp}`);
      expect(email).toHaveLength(254);
      const name = `Maximilian Alexander Bartholomew-Featherstonehaugh ${device.name} ${stamp}`;
      const id = await submitLead(request, name, {
        email,
        phone: uniquePhone(),
        urgency: "emergency",
        address: `${"1207 Longest Lane Northwest ".repeat(6)}Bel Air, MD 21014`,
      });
      const day = await bookLong(request, email, name);

      const screens = [
        "/admin",
        `/admin?q=${encodeURIComponent(String(stamp))}`,
        `/admin/leads/${id}`,
        `/admin/appointments?from=${day}`,
        "/admin/delivery",
        "/admin/indexnow",
        "/admin/reviews",
        "/communications-test",
        "/data-upload",
      ];
      const found = [];
      for (const path of screens) {
        await gotoHydrated(page, path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        // The admin's own frame only: no public header, call bar or chat.
        await expect(page.getByRole("button", { name: /^Chat with/ })).toHaveCount(0);
        await expect(page.getByRole("link", { name: "INITIATE REVIEW" })).toHaveCount(0);
        found.push({ path, ...(await layoutProblems(page)) });
      }
      expect(found).toEqual(screens.map((path) => ({ path, overflow: 0, small: [] })));

      // The long e-mail is cut in the list, and whole on the lead's page.
      await gotoHydrated(page, `/admin?q=${encodeURIComponent(String(stamp))}`);
      const row = page.getByTestId("lead-row").filter({ hasText: String(stamp) });
      // (The booking made a second lead with the same e-mail.)
      await expect(row.getByTitle(email).first()).toBeVisible();
      await gotoHydrated(page, `/admin/leads/${id}`);
      await expect(page.getByRole("link", { name: email, exact: true })).toBeVisible();

      // Opening Reschedule keeps the day list within the screen.
      await gotoHydrated(page, `/admin/appointments?from=${day}`);
      const appointment = page.getByTestId("appointment").filter({ hasText: String(stamp) });
      await expect(appointment.getByRole("link", { name: "Map" })).toHaveAttribute("href", /google\.com\/maps\/search/);
      await expect(appointment).toContainText("Bel Air, MD");
      await appointment.getByRole("button", { name: "Reschedule" }).click();
      await expect(appointment.getByRole("radiogroup").first()).toBeVisible();
      expect((await layoutProblems(page)).overflow).toBe(0);
    });
  });
}
