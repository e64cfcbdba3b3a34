import { expect, test } from "@playwright/test";
import { signInForDevelopment } from "./support/admin";
import { openDays } from "./support/bookings";
import { sentParts, unfolded } from "./support/mail";
import { gotoHydrated } from "./support/pages";

// The office at a desk and on a phone: a customer calls and is booked into a window, then the
// office moves the visit; the homeowner's e-mail and calendar file follow, and so does the lead.
const VIEWPORTS = [
  { name: "phone", width: 390, height: 844, day: -8 },
  { name: "laptop", width: 1366, height: 800, day: -9 },
] as const;

for (const viewport of VIEWPORTS) {
  test(`should book a phoned-in customer and move the visit from the admin on a ${viewport.name}, e-mailing the homeowner an updated calendar file`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const day = (await openDays(request)).at(viewport.day)!;
    const [first, second] = day.windows.filter((w) => w.available);
    const name = `Quinn Caller ${viewport.name} ${Date.now()}`;
    const email = `quinn.${viewport.name}.${Date.now()}@example.net`;

    await signInForDevelopment(page);
    await gotoHydrated(page, `/admin/appointments?from=${day.date}`);
    await page.getByRole("button", { name: "Book a customer who called" }).click();
    const form = page.getByRole("form", { name: "Book a customer who called" });
    await form.getByRole("combobox", { name: "Service" }).selectOption("Roofing");
    await form.getByRole("radio", { name: day.label, exact: true }).click();
    await form.getByRole("radio", { name: first!.label }).check();
    await form.getByLabel("Full name").fill(name);
    await form.getByRole("textbox", { name: "Phone" }).fill(`(410) 555-0${viewport.name === "phone" ? 141 : 142}`);
    await form.getByRole("textbox", { name: "Email" }).fill(email);
    await form.getByLabel("Street address").fill("31 Mill Rd, Towson");
    await form.getByLabel("ZIP code").fill("21204");
    await form.getByLabel("Notes from the call").fill("Siding loose after the storm; dog in the yard.");
    await form.getByRole("button", { name: "Book and e-mail the confirmation" }).click();

    const booked = page.getByRole("status").filter({ hasText: `${name} is booked for ${day.label}, ${first!.label}` });
    await expect(booked).toContainText(`as a new lead. The confirmation and calendar file are on their way to ${email}.`);
    const reference = /\(confirmed, (OLX-[2-9A-HJKMNP-Z]{6})\)/.exec((await booked.textContent())!)![1]!;
    // The homeowner gets the confirmation with their private link.
    const [confirmation] = await sentParts("email-text", `Reference: ${reference}`, "is confirmed for");
    expect(confirmation).toMatch(/\/schedule\/manage\/[A-Za-z0-9_-]{43}/);

    const card = page.getByTestId("appointment").filter({ hasText: name });
    await expect(card).toContainText("confirmed");
    await card.getByRole("button", { name: "Reschedule" }).click();
    await card.getByRole("radio", { name: day.label, exact: true }).click();
    await card.getByRole("radio", { name: second!.label }).check();
    await card.getByRole("button", { name: "Move appointment" }).click();
    await expect(page.getByRole("status").filter({ hasText: `${name} moved to ${day.label}, ${second!.label}.` })).toContainText(
      "The homeowner is e-mailed the change with an updated calendar file.",
    );

    // The homeowner's e-mail says where it moved, and its calendar file updates the same event.
    const [moved] = await sentParts("email-text", `Reference: ${reference}`, "has moved to");
    expect(moved).toContain(`between ${second!.label.replace(" – ", " and ")}`);
    const [ics] = await sentParts("email-attachment", `UID:${reference}@`, "SEQUENCE:1");
    const [date, time] = second!.id.split("T") as [string, string];
    expect(unfolded(ics!)).toContain(`DTSTART;TZID=America/New_York:${date.replace(/-/g, "")}T${time.replace(":", "")}00`);
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain("STATUS:CONFIRMED");

    // The lead follows: its history shows the booking and the move, its details the new time, and
    // its deliveries the homeowner's e-mails.
    await page.getByTestId("appointment").filter({ hasText: name }).getByRole("link", { name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    const history = page.getByRole("list", { name: "History" });
    await expect(history).toContainText(`Appointment ${reference} moved from`);
    await expect(history).toContainText(`Appointment ${reference} booked for`);
    await expect(page.getByText(`Onsite consultation ${reference}: ${day.label}`)).toContainText(
      `between ${second!.label.replace(" – ", " and ")}`,
    );
    await expect(async () => {
      await page.reload();
      await expect(page.getByText(/^homeowner e-mail about the visit$/)).toHaveCount(2, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
  });
}
