import { expect, type Page, test } from "@playwright/test";
import { signInForDevelopment } from "./support/admin";
import { type Day, openDays } from "./support/bookings";
import { asVisitor, letTimePass } from "./support/leads";
import { sentParts, unfolded } from "./support/mail";
import { gotoHydrated } from "./support/pages";

// From a first request to a booked visit, as a homeowner meets it: what they already typed is
// carried into the booking, booking needs no marketing consent, and every word after booking
// (page, status, calendar file, e-mail) says what is true: requested until the office confirms.

interface Person {
  name: string;
  email: string;
  phone: string;
}

/** Picks the day's first open window and books; the private page it lands on. */
async function bookWindow(page: Page, day: Day) {
  const form = page.getByRole("form", { name: "Book your consultation" });
  await form.getByRole("radio", { name: day.label, exact: true }).click();
  const window = day.windows.find((w) => w.available)!;
  await form.getByRole("radio", { name: window.label }).check();
  await form.getByRole("button", { name: "Book consultation" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your onsite consultation");
  return window;
}

/** The private page says "requested" everywhere, and its calendar file is tentative. */
async function expectRequested(page: Page, person: Person) {
  const banner = page.getByRole("status").filter({ hasText: "Your consultation is requested." });
  await expect(banner).toContainText("The arrival window is held for you, and our office will call you to confirm it.");
  await expect(banner).toContainText(`We are e-mailing the details, this page's private link and a calendar file to ${person.email}.`);
  await expect(banner).toBeInViewport();
  await expect(page.locator('[data-field="status"]')).toHaveText("Requested: we will call to confirm");
  await expect(page.getByText("You're booked!")).toHaveCount(0);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Add to calendar (.ics)" }).click();
  const ics = (await (await (await download).createReadStream()).toArray()).join("");
  expect(ics).toContain("STATUS:TENTATIVE");
  return (await page.locator('[data-field="reference"]').textContent())!;
}

/** The office's view of the person's leads (the admin API, signed in with the development sign-in). */
async function leadsOf(page: Page, email: string) {
  await signInForDevelopment(page);
  const answer = await page.request.get(`/api/admin/leads?q=${encodeURIComponent(email)}`);
  return ((await answer.json()) as { leads: { id: string; source: string; status: string }[] }).leads;
}

test.describe("from a first request to a booked visit", () => {
  test("should carry the estimate's quote request into the booking on a phone, book it as the same lead, and e-mail the private link", async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await asVisitor(page);
    const person = { name: "Alan Brooks", email: `alan.${Date.now()}@example.net`, phone: "(301) 555-0122" };

    await gotoHydrated(page, "/roof-replacement-estimate");
    await page.getByLabel("Roof area (square feet)").fill("2000");
    await page.getByLabel("5. ZIP code").fill("21014");
    await page.getByRole("button", { name: "SEE MY PRICE RANGE" }).click();
    // The price is below the form: it is brought into view.
    await expect(page.getByTestId("estimate-range")).toBeInViewport();

    const quote = page.getByRole("form", { name: "Get your exact quote" });
    await quote.getByLabel("Full name").fill(person.name);
    await quote.getByRole("textbox", { name: "Phone" }).fill(person.phone);
    await quote.getByRole("textbox", { name: "Email" }).fill(person.email);
    await quote.getByLabel("Street address").fill("48 Hickory Ave, Bel Air");
    await letTimePass(page);
    await quote.getByRole("button", { name: "GET MY EXACT QUOTE" }).click();
    await page.getByRole("link", { name: "Book your onsite consultation now" }).click();

    // Everything already given is there; nothing personal travelled in the address.
    const form = page.getByRole("form", { name: "Book your consultation" });
    await expect(form.getByLabel("Full name")).toHaveValue(person.name);
    await expect(form.getByRole("textbox", { name: "Email" })).toHaveValue(person.email);
    await expect(form.getByRole("textbox", { name: "Phone" })).toHaveValue(person.phone);
    await expect(form.getByLabel("Street address of the property")).toHaveValue("48 Hickory Ave, Bel Air");
    await expect(form.getByLabel("ZIP code")).toHaveValue("21014");
    await expect(form.getByRole("combobox", { name: "Service" })).toHaveValue("Roofing");
    await expect(form.getByLabel("Anything we should know?")).toHaveValue(/^Instant estimate: \$9,900 - \$16,500/);
    await expect(page.getByTestId("recalled-details")).toHaveText(
      "We filled in the details you already gave us. Please check them before you book.",
    );
    expect(page.url()).not.toContain("alan.");

    // The marketing statement and the after-the-job consent are optional, and left unticked.
    await expect(form.getByRole("checkbox", { name: /^Optional: Old Line Exteriors may also contact me/ })).not.toBeChecked();
    await expect(form.getByRole("checkbox", { name: /^Optional: after the work is/ })).not.toBeChecked();
    await expect(form.getByText("We use the phone number and e-mail you give here only for this appointment")).toBeVisible();
    await bookWindow(page, (await openDays(request))[12]!);
    const reference = await expectRequested(page, person);

    // The private link: copied, or e-mailed to the booking's own address.
    const privateLink = page.getByRole("region", { name: "Your private link" });
    await privateLink.getByRole("button", { name: "Copy link" }).click();
    await expect(privateLink.getByRole("status")).toHaveText(
      "Link copied. Paste it somewhere safe, such as a note or an e-mail to yourself.",
    );
    const token = new URL(page.url()).pathname.split("/").pop()!;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/schedule/manage/${token}$`));
    await privateLink.getByRole("button", { name: "E-mail me this link" }).click();
    await expect(privateLink.getByRole("status")).toHaveText(`We are e-mailing the link to ${person.email}.`);

    // The homeowner's confirmation e-mail: the words of the page, the private link, the calendar file.
    const [confirmation, ...more] = await sentParts("email-text", `Reference: ${reference}`, "is requested for");
    expect(more).toHaveLength(0);
    expect(confirmation).toContain(`/schedule/manage/${token}`);
    expect(confirmation).toContain("Status: Requested: we will call to confirm");
    await sentParts("email-text", `Reference: ${reference}`, "Here is the private link", `/schedule/manage/${token}`);
    const [ics] = await sentParts("email-attachment", `UID:${reference}@`, "SEQUENCE:0");
    expect(unfolded(ics!)).toContain("METHOD:REQUEST");
    expect(ics).toContain("STATUS:TENTATIVE");

    // One person, one visit: the booking joined the quote request's lead.
    expect(await leadsOf(page, person.email)).toMatchObject([{ source: "Instant Estimate", status: "scheduled" }]);
  });

  test("should carry the contact form into the booking on a laptop, with the marketing consent recorded as given", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await asVisitor(page);
    const person = { name: "Marisol Grant", email: `marisol.${Date.now()}@example.net`, phone: "(443) 555-0187" };

    await gotoHydrated(page, "/contact");
    await page.getByLabel("Full name").fill(person.name);
    await page.getByRole("textbox", { name: "Email" }).fill(person.email);
    await page.getByRole("textbox", { name: "Phone" }).fill(person.phone);
    await page.getByLabel("Street address or ZIP code").fill("12 Oak St, Bel Air, MD 21014");
    await page.getByLabel("Service of interest").selectOption("Siding");
    await page.getByLabel("Tell us about your project").fill("Faded vinyl siding on a 1990s colonial.");
    await letTimePass(page);
    await page.getByRole("button", { name: "REQUEST MY FREE ESTIMATE" }).click();
    await expect(page.getByRole("heading", { name: "Request received", exact: true })).toBeFocused();
    await page.getByRole("link", { name: "Book your onsite consultation now" }).click();

    const form = page.getByRole("form", { name: "Book your consultation" });
    await expect(form.getByLabel("Full name")).toHaveValue(person.name);
    await expect(form.getByRole("textbox", { name: "Email" })).toHaveValue(person.email);
    await expect(form.getByRole("textbox", { name: "Phone" })).toHaveValue(person.phone);
    await expect(form.getByLabel("Street address of the property")).toHaveValue("12 Oak St, Bel Air");
    await expect(form.getByLabel("ZIP code")).toHaveValue("21014");
    await expect(form.getByRole("combobox", { name: "Service" })).toHaveValue("Siding");
    await expect(form.getByLabel("Anything we should know?")).toHaveValue("Faded vinyl siding on a 1990s colonial.");

    await form.getByRole("checkbox", { name: /^Optional: Old Line Exteriors may also contact me/ }).check();
    await bookWindow(page, (await openDays(request))[13]!);
    await expectRequested(page, person);

    const [lead, ...others] = await leadsOf(page, person.email);
    expect(others).toHaveLength(0);
    expect(lead).toMatchObject({ source: "Contact Page", status: "scheduled" });
    const detail = (await (await page.request.get(`/api/admin/leads/${lead!.id}`)).json()) as {
      consents: { purpose: string; agreed: boolean }[];
    };
    expect(detail.consents.map((c) => [c.purpose, c.agreed])).toEqual([
      ["appointment", true],
      ["marketing", true],
      ["after_job", false],
    ]);
  });
});
