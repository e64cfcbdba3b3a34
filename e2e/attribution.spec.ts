import { expect, type Page, test } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { signInForDevelopment } from "./support/admin";
import { openDays } from "./support/bookings";
import { asVisitor, letTimePass } from "./support/leads";
import { gotoHydrated, holdRequests, PAGE_SCRIPT } from "./support/pages";

const AD_LANDING = "/roofing-bel-air?utm_source=google&utm_medium=cpc&utm_campaign=bel-air-roofs&gclid=TEST-GCLID-1";

/** Waits until the visit counter has noted where this visit came from. */
async function visitNoted(page: Page) {
  await expect.poll(() => page.evaluate(() => localStorage.getItem("site.attribution"))).not.toBeNull();
}

/** The lead's admin page, found by its e-mail address. */
async function openLead(page: Page, email: string) {
  const found = (await (await page.request.get(`/api/admin/leads?q=${encodeURIComponent(email)}`)).json()) as { leads: { id: string }[] };
  expect(found.leads).toHaveLength(1);
  await gotoHydrated(page, `/admin/leads/${found.leads[0]!.id}`);
}

test("should credit a lead to the ad that first brought the visitor, and a later booking to the search that brought them back", async ({
  page,
}) => {
  await asVisitor(page);
  const stamp = Date.now();
  const contactEmail = `ad.visitor.${stamp}@example.net`;
  const bookingEmail = `returning.visitor.${stamp}@example.net`;

  // A Google Ads click lands on the Bel Air roofing page; the visitor browses to the contact form.
  await gotoHydrated(page, AD_LANDING);
  await visitNoted(page);
  // The visit counter sends what it noted every few seconds (the test's clock is the page's).
  const beacon = page.waitForResponse((r) => r.url().endsWith("/api/events"));
  await page.clock.fastForward(6_000);
  expect((await beacon).status()).toBe(202);
  await page.getByRole("link", { name: "INITIATE REVIEW" }).first().click();
  const form = page.getByRole("form", { name: "Free consultation request" });
  await form.getByLabel("Full name").fill("Avery Collins");
  await form.getByRole("textbox", { name: "Email" }).fill(contactEmail);
  await form.getByRole("textbox", { name: "Phone" }).fill("(410) 555-0148");
  await form.getByLabel("Service of interest").selectOption("Roofing");
  await form.getByLabel("How soon do you need help?").selectOption({ label: "Just planning or comparing" });
  await letTimePass(page);
  const sent = page.waitForResponse((r) => r.url().endsWith("/api/leads"));
  await form.getByRole("button", { name: "REQUEST MY FREE ESTIMATE" }).click();
  expect((await sent).status()).toBe(201);

  // Days later the same browser comes back from a Google search, without parameters, and books
  // (the request's day-long cookie, which would join the booking to it, has expired).
  await page.context().clearCookies({ name: "lead_visit" });
  await page.goto("/schedule", { referer: "https://www.google.com/" });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await visitNoted(page);
  const booking = page.getByRole("form", { name: "Book your consultation" });
  await booking.getByLabel("Service").selectOption("Roofing");
  const day = (await openDays(page.request)).slice(2).find((each) => each.windows.some((w) => w.available))!;
  await booking.getByRole("radio", { name: day.label, exact: true }).click();
  await booking.getByRole("radio", { name: day.windows.find((w) => w.available)!.label }).check();
  await booking.getByLabel("Full name").fill("Avery Collins");
  await booking.getByRole("textbox", { name: "Email" }).fill(bookingEmail);
  await booking.getByRole("textbox", { name: "Phone" }).fill("(410) 555-0148");
  await booking.getByLabel("Street address of the property").fill("12 Churchville Rd, Bel Air");
  await booking.getByLabel("ZIP code").fill("21014");
  await booking.getByRole("checkbox", { name: /^Optional: Old Line Exteriors may also contact me/ }).check();
  await booking.getByRole("button", { name: "Book consultation" }).click();
  await expect(page.getByRole("status").first()).toContainText("Your consultation is requested.");

  // The contractor sees where each lead came from.
  await signInForDevelopment(page);
  await openLead(page, contactEmail);
  const first = page.getByTestId("first-touch");
  await expect(first).toContainText("Paid search");
  await expect(first).toContainText("bel-air-roofs");
  await expect(first).toContainText("/roofing-bel-air");
  await expect(first).toContainText("TEST-GCLID-1");

  await openLead(page, bookingEmail);
  await expect(page.getByTestId("last-touch")).toContainText("Organic search");
  await expect(page.getByTestId("last-touch")).toContainText("www.google.com");
  await expect(page.getByTestId("first-touch")).toContainText("Paid search");
  await expect(page.getByTestId("first-touch")).toContainText("TEST-GCLID-1");

  const csv = await (await page.request.get(`/api/admin/leads.csv?q=${encodeURIComponent(contactEmail)}`)).text();
  const [row] = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
  expect(row).toMatchObject({
    "First channel": "paid_search",
    "First UTM campaign": "bel-air-roofs",
    "First landing page": "/roofing-bel-air",
    "First ad click ids": "gclid=TEST-GCLID-1",
  });

  // The Sources screen counts the campaign's lead, and the visit the counter beaconed.
  await gotoHydrated(page, "/admin/sources");
  const campaigns = page.getByRole("table", { name: "By campaign" });
  await expect(campaigns.getByRole("row", { name: /bel-air-roofs/ })).toBeVisible();
  // The office credits leads to their last touch instead, and the screen says so.
  const summary = page.getByTestId("sources-summary");
  const credited = await summary.textContent();
  await page.getByLabel("Credit each lead to").selectOption("last");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/[?&]credit=last/);
  await expect(summary).toContainText("Leads are credited to their last touch");
  expect(credited).toContain("Leads are credited to their first touch");
  await expect
    .poll(async () => {
      const report = (await (await page.request.get("/api/admin/sources")).json()) as { campaigns: { key: string; visits: number }[] };
      return report.campaigns.find((each) => each.key === "bel-air-roofs")?.visits ?? 0;
    })
    .toBeGreaterThan(0);
});

test("should count a campaign's visit under its name when the visitor's browser ran the tagged page, without any lead", async ({
  page,
}) => {
  await asVisitor(page);
  const campaign = `spring-roofs-${Date.now()}`;
  await gotoHydrated(page, `/roofing-bel-air?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}`);
  await visitNoted(page);
  // The visit's beacon carries the page's nonce: the worker's proof that it served this page for the campaign.
  const beacon = page.waitForRequest((r) => r.url().endsWith("/api/events"));
  await page.clock.fastForward(6_000);
  const sent = (await beacon).postDataJSON() as { proof?: string; events: { name: string }[] };
  expect(sent.events.map((event) => event.name)).toContain("visit");
  expect(sent.proof).toMatch(/^[A-Za-z0-9_-]{38}$/);

  await signInForDevelopment(page);
  await expect
    .poll(async () => {
      const report = (await (await page.request.get("/api/admin/sources")).json()) as { campaigns: { key: string; visits: number }[] };
      return report.campaigns.find((each) => each.key === campaign)?.visits ?? 0;
    })
    .toBe(1);
});

test("should credit the ad a visitor came from when they moved on before the landing page's script ran", async ({ page }) => {
  await asVisitor(page);
  const email = `quick.mover.${Date.now()}@example.net`;
  // A slow phone: the landing page's script has not arrived when the visitor taps on.
  const release = await holdRequests(page, PAGE_SCRIPT);
  await page.goto("/roofing-bel-air?utm_source=bing&utm_medium=cpc&utm_campaign=bel-air-spring&msclkid=TEST-MSCLKID-1", {
    waitUntil: "commit",
    referer: "https://www.bing.com/",
  });
  await page.getByRole("link", { name: "INITIATE REVIEW" }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  release();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await visitNoted(page);

  const form = page.getByRole("form", { name: "Free consultation request" });
  await form.getByLabel("Full name").fill("Quinn Mercer");
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  await form.getByRole("textbox", { name: "Phone" }).fill("(410) 555-0147");
  await form.getByLabel("Service of interest").selectOption("Roofing");
  await letTimePass(page);
  const sent = page.waitForResponse((r) => r.url().endsWith("/api/leads"));
  await form.getByRole("button", { name: "REQUEST MY FREE ESTIMATE" }).click();
  expect((await sent).status()).toBe(201);

  await signInForDevelopment(page);
  await openLead(page, email);
  const first = page.getByTestId("first-touch");
  await expect(first).toContainText("Paid search");
  await expect(first).toContainText("bel-air-spring");
  await expect(first).toContainText("/roofing-bel-air");
  await expect(first).toContainText("TEST-MSCLKID-1");
});
