import { expect, type Page, test } from "@playwright/test";
import { uniquePhone } from "./support/admin";
import { openDays } from "./support/bookings";
import { visitorIp } from "./support/leads";
import { gotoHydrated, holdRequests, PAGE_SCRIPT } from "./support/pages";

async function fillDetails(page: Page, email: string) {
  const form = page.getByRole("form", { name: "Book your consultation" });
  await form.getByLabel("Full name").fill("Morgan Hale");
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  await form.getByRole("textbox", { name: "Phone" }).fill(uniquePhone());
  await form.getByLabel("Street address of the property").fill("48 Hickory Ave, Bel Air");
  await form.getByLabel("ZIP code").fill("21014");
  await form.getByLabel("Anything we should know?").fill("Leak by the chimney.");
}

test.describe("booking a consultation", () => {
  test("should leave the booking's validation out of the first load and fetch it when the form is first used", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
    await gotoHydrated(page, "/schedule");
    await page.waitForLoadState("networkidle");
    const booking = () => scripts.some((url) => /\/booking-[\w-]+\.js$/.test(url));
    expect(booking()).toBe(false);
    await page.getByRole("form", { name: "Book your consultation" }).getByLabel("Full name").focus();
    await expect.poll(booking).toBe(true);
  });

  test("should book when the visitor taps send before the page's script arrived, with nothing personal in the address", async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ "CF-Connecting-IP": visitorIp() });
    // The page's script never arrives: the form posts itself to the page, as a form does.
    await holdRequests(page, PAGE_SCRIPT);
    await page.goto("/schedule", { waitUntil: "commit" });
    const form = page.getByRole("form", { name: "Book your consultation" });
    await form.getByLabel("Service").selectOption("Roofing");
    await form.locator('input[name="window"]:not([disabled])').first().check();
    await fillDetails(page, `no.script.${Date.now()}@example.net`);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

    const sent = page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === "/schedule");
    await form.getByRole("button", { name: "Book consultation" }).click();
    expect(new URL((await sent).url()).search).toBe("");
    // On to the booking's own page, as with the script.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your onsite consultation");
    expect(new URL(page.url()).pathname).toMatch(/^\/schedule\/manage\/[\w-]+$/);
    expect(new URL(page.url()).search).toBe("?booked=1");
  });

  test("should book on a phone, confirm in plain words, and offer the calendar file and the private link", async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.setExtraHTTPHeaders({ "CF-Connecting-IP": visitorIp() });
    await gotoHydrated(page, "/");
    // The home page's main call to action leads here.
    await page.getByRole("link", { name: "ONSITE CONSULTATION" }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book a Free Onsite Consultation");

    const form = page.getByRole("form", { name: "Book your consultation" });
    // Nothing chosen yet: every problem is named, nothing is sent.
    await form.getByRole("button", { name: "Book consultation" }).click();
    // Each beside its field (the summary above the form lists them too).
    await expect(form.locator("#service-error")).toHaveText("Please choose what the consultation is for");
    await expect(form.locator("#window-error")).toHaveText("Please choose an arrival window");
    await expect(form.locator("#name-error")).toHaveText("Please enter your full name");

    await form.getByLabel("Service").selectOption("Siding");
    const days = await openDays(request);
    const day = days[1]!;
    await form.getByRole("radio", { name: day.label, exact: true }).click();
    const window = day.windows.find((w) => w.available)!;
    await form.getByRole("radio", { name: window.label }).check();
    await fillDetails(page, `morgan.${Date.now()}@example.net`);
    await form.getByRole("button", { name: "Book consultation" }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your onsite consultation");
    await expect(page.getByRole("status").first()).toContainText("Your consultation is requested.");
    await expect(page.locator('[data-field="reference"]')).toHaveText(/^OLX-[2-9A-HJKMNP-Z]{6}$/);
    const year = day.date.slice(0, 4);
    await expect(page.locator('[data-field="when"]')).toHaveText(
      `${day.label}, ${year}, between ${window.label.replace(" – ", " and ")} (Eastern Time)`,
    );
    await expect(page.getByRole("heading", { name: "What to expect at the visit" })).toBeVisible();
    expect(new URL(page.url()).pathname).toMatch(/^\/schedule\/manage\/[A-Za-z0-9_-]{43}$/);

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Add to calendar (.ics)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^OLX-[2-9A-HJKMNP-Z]{6}\.ics$/);
    const ics = (await (await file.createReadStream()).toArray()).join("");
    const [date, time] = window.id.split("T") as [string, string];
    expect(ics).toContain("BEGIN:VTIMEZONE");
    expect(ics).toContain(`DTSTART;TZID=America/New_York:${date.replace(/-/g, "")}T${time.replace(":", "")}00`);
    expect(ics).toContain("SUMMARY:Old Line Exteriors: free onsite consultation (Siding)");
  });

  test("should tell the visitor a window was taken, offer the nearest ones and keep what they typed", async ({ page, request }) => {
    await page.setExtraHTTPHeaders({ "CF-Connecting-IP": visitorIp() });
    const days = await openDays(request);
    const day = days.at(-1)!;
    const window = day.windows[0]!;
    await gotoHydrated(page, "/schedule?service=Roofing&zip=21014&notes=Instant%20estimate%3A%20%2412%2C000%20to%20%2415%2C000");
    const form = page.getByRole("form", { name: "Book your consultation" });
    // Carried over from the estimate page.
    await expect(form.getByLabel("Service")).toHaveValue("Roofing");
    await expect(form.getByLabel("ZIP code")).toHaveValue("21014");
    await expect(form.getByLabel("Anything we should know?")).toHaveValue("Instant estimate: $12,000 to $15,000");

    await form.getByRole("radio", { name: day.label, exact: true }).click();
    await form.getByRole("radio", { name: window.label }).check();
    await fillDetails(page, `taken.${Date.now()}@example.net`);

    // Two other homeowners take the window's two places first.
    for (const n of [1, 2]) {
      const other = await request.post("/api/appointments", {
        headers: { "CF-Connecting-IP": visitorIp() },
        data: {
          service: "Roofing",
          windowId: window.id,
          name: `Other ${n}`,
          email: `other.${n}.${Date.now()}@example.net`,
          phone: uniquePhone(),
          street: "1 Main St",
          zip: "21201",
          notes: "",
          website: "",
        },
      });
      expect(other.status()).toBe(201);
    }

    await form.getByRole("button", { name: "Book consultation" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Sorry, that arrival window was just taken.");
    await expect(form.getByRole("radio", { name: window.label })).toBeDisabled();
    await expect(form.getByLabel("Full name")).toHaveValue("Morgan Hale");
    await expect(form.getByLabel("Anything we should know?")).toHaveValue("Leak by the chimney.");
    const alternatives = alert.getByRole("list", { name: "Nearest open windows" }).getByRole("button");
    expect(await alternatives.count()).toBeGreaterThan(0);
    await alternatives.first().click();
    await form.getByRole("button", { name: "Book consultation" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your onsite consultation");
  });

  test("should cancel through the private link and free the place", async ({ page, request }) => {
    const days = await openDays(request);
    const window = days[2]!.windows.find((w) => w.available)!;
    const booked = await request.post("/api/appointments", {
      headers: { "CF-Connecting-IP": visitorIp() },
      data: {
        service: "Windows",
        windowId: window.id,
        name: "Riley Quinn",
        email: `riley.${Date.now()}@example.net`,
        phone: uniquePhone(),
        street: "7 Elm St, Newark",
        zip: "19711",
        notes: "",
        website: "",
      },
    });
    const { manageUrl } = (await booked.json()) as { manageUrl: string };
    const before = (await openDays(request)).flatMap((d) => d.windows).find((w) => w.id === window.id) as { remaining?: number };

    await gotoHydrated(page, manageUrl);
    await page.getByRole("button", { name: "Cancel appointment" }).click();
    await page.getByRole("button", { name: "Yes, cancel it" }).click();
    await expect(page.locator('[data-field="status"]')).toHaveText("Cancelled");
    await expect(page.getByText("Your appointment is cancelled. The time is free for someone else.")).toBeVisible();
    const after = (await openDays(request)).flatMap((d) => d.windows).find((w) => w.id === window.id) as { remaining?: number };
    expect(after.remaining).toBe(before.remaining! + 1);
  });

  test("should move the appointment to another window through the private link", async ({ page, request }) => {
    const days = await openDays(request);
    const [from, to] = [days[3]!, days[4]!];
    const booked = await request.post("/api/appointments", {
      headers: { "CF-Connecting-IP": visitorIp() },
      data: {
        service: "Gutters",
        windowId: from.windows[0]!.id,
        name: "Sky Patel",
        email: `sky.${Date.now()}@example.net`,
        phone: uniquePhone(),
        street: "22 Oak Ln, Towson",
        zip: "21204",
        notes: "",
        website: "",
      },
    });
    const { manageUrl } = (await booked.json()) as { manageUrl: string };
    await gotoHydrated(page, manageUrl);
    await page.getByRole("button", { name: "Reschedule" }).click();
    const picker = page.getByRole("region", { name: "Pick a new time" });
    await picker.getByRole("radio", { name: to.label, exact: true }).click();
    const target = to.windows.find((w) => w.available)!;
    await picker.getByRole("radio", { name: target.label }).check();
    await picker.getByRole("button", { name: "Move my appointment" }).click();
    const when = `${to.label}, ${to.date.slice(0, 4)}, between ${target.label.replace(" – ", " and ")} (Eastern Time)`;
    await expect(page.locator('[data-field="when"]')).toHaveText(when);
    await expect(page.getByText(`Your appointment is moved to ${when}.`)).toBeVisible();
  });
});
