import { expect, test } from "@playwright/test";
import { uniquePhone } from "./support/admin";
import { openDays } from "./support/bookings";
import { asVisitor, letTimePass, visitorIp } from "./support/leads";
import { gotoHydrated } from "./support/pages";

// The booking and contact forms as a homeowner meets them on a phone and on a laptop.
const VIEWPORTS = [
  { name: "phone", width: 390, height: 844, days: [6, 7] },
  { name: "laptop", width: 1366, height: 800, days: [8, 9] },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`forms for a homeowner on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("should show what is wrong with a booking where the visitor is looking, and take them to the first problem", async ({ page }) => {
      await gotoHydrated(page, "/schedule");
      const form = page.getByRole("form", { name: "Book your consultation" });
      await form.getByRole("button", { name: "Book consultation" }).click();

      const summary = form.getByRole("alert").filter({ hasText: "Please correct" });
      await expect(summary).toBeInViewport();
      for (const problem of [
        "Please choose what the consultation is for",
        "Please choose an arrival window",
        "Please enter your full name",
      ])
        await expect(summary.getByRole("button", { name: problem })).toBeVisible();
      const service = form.getByRole("combobox", { name: "Service" });
      await expect(service).toBeFocused();
      await expect(service).toBeInViewport();
      await expect(service).toHaveAccessibleDescription("Please choose what the consultation is for");

      // Each problem in the list leads to its field.
      await summary.getByRole("button", { name: "Please enter your full name" }).click();
      const name = form.getByLabel("Full name");
      await expect(name).toBeFocused();
      await expect(name).toBeInViewport();
      await summary.getByRole("button", { name: "Please choose an arrival window" }).click();
      await expect(
        form
          .getByRole("group", { name: /^Arrival window on/ })
          .getByRole("radio")
          .first(),
      ).toBeFocused();

      // Fixed the first problem: the next attempt focuses the next one.
      await service.selectOption("Roofing");
      await form.getByRole("button", { name: "Book consultation" }).click();
      await expect(summary).not.toContainText("Please choose what the consultation is for");
      await expect(
        form
          .getByRole("group", { name: /^Arrival window on/ })
          .getByRole("radio")
          .first(),
      ).toBeFocused();
      await expect(summary).toBeInViewport();
    });

    test("should bring each confirmation into view and to the screen reader after a change far down the page", async ({
      page,
      request,
    }) => {
      await asVisitor(page);
      // Moving the booking: the confirmation is at the top, the button near the bottom.
      await page.emulateMedia({ reducedMotion: "reduce" });
      const days = await openDays(request);
      const [from, to] = [days[viewport.days[0]]!, days[viewport.days[1]]!];
      const booked = await request.post("/api/appointments", {
        headers: { "CF-Connecting-IP": visitorIp() },
        data: {
          service: "Windows",
          windowId: from.windows.find((w) => w.available)!.id,
          name: "Robin Cole",
          email: `robin.${viewport.name}.${Date.now()}@example.net`,
          phone: uniquePhone(),
          street: "9 Elm St, Dover",
          zip: "19901",
          notes: "",
          website: "",
        },
      });
      expect(booked.status()).toBe(201);
      const { manageUrl } = (await booked.json()) as { manageUrl: string };
      await gotoHydrated(page, manageUrl);
      await page.getByRole("button", { name: "Reschedule" }).click();
      const picker = page.getByRole("region", { name: "Pick a new time" });
      await picker.getByRole("radio", { name: to.label, exact: true }).click();
      await picker
        .getByRole("radio", { name: to.windows.find((w) => w.available)!.label })
        .first()
        .check();
      const move = picker.getByRole("button", { name: "Move my appointment" });
      await move.scrollIntoViewIfNeeded();
      await move.click();
      const moved = page.getByRole("status").filter({ hasText: "Your appointment is moved to" });
      await expect(moved).toBeFocused();
      await expect(moved).toBeInViewport();

      // Sending the contact form: the answer replaces the form and is brought into view.
      await page.emulateMedia({ reducedMotion: "no-preference" });
      await gotoHydrated(page, "/contact");
      await page.getByLabel("Full name").fill("Marisol Grant");
      await page.getByRole("textbox", { name: "Email" }).fill(`marisol.${viewport.name}.${Date.now()}@example.net`);
      await page.getByRole("textbox", { name: "Phone" }).fill("(443) 555-0187");
      await page.getByLabel("Service of interest").selectOption("Siding");
      await page.getByLabel("Tell us about your project").fill("Faded vinyl siding on a 1990s colonial.");
      await letTimePass(page);
      await page.getByRole("button", { name: "REQUEST MY FREE ESTIMATE" }).click();
      const received = page.getByRole("heading", { name: "Request received", exact: true });
      await expect(received).toBeFocused();
      await expect(received).toBeInViewport();
    });
  });
}
