import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { newSessionId } from "../client/lib/contracts/chat-session";
import { leadConsentText } from "../content/consent";
import { signInForDevelopment } from "./support/admin";
import { visitorIp } from "./support/leads";
import { gotoHydrated } from "./support/pages";

const visitor = () => ({ "CF-Connecting-IP": visitorIp() });

async function signIn(page: Page) {
  await signInForDevelopment(page);
}

/** A lead as the contact page sends it; returns the unique name to find it by. */
async function submitLead(request: APIRequestContext, name: string, extra: Record<string, string> = {}) {
  const response = await request.post("/api/leads", {
    headers: visitor(),
    data: {
      name,
      email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.net`,
      phone: "(410) 555-0177",
      company: "",
      address: "12 Hickory Ave, Bel Air, MD 21014",
      service: "Siding",
      projectDetails: "Two walls of vinyl siding cracked, would like a quote.",
      source: "Contact Page",
      urgency: "medium",
      contactPreference: "phone",
      consentText: leadConsentText,
      page: "/contact",
      website: "",
      elapsedMs: 9000,
      ...extra,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test.describe("admin area", () => {
  test("should find a lead, open it, move it through the pipeline with a note, and export the list", async ({ page, request }) => {
    const name = `Quinn Admin ${Date.now()}`;
    await submitLead(request, name);
    await signIn(page);
    await gotoHydrated(page, "/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByTestId("admin-email")).toHaveText("developer@localhost");
    await expect(page.getByRole("heading", { name: "Today" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Leads per week by source" })).toBeVisible();
    await expect(page.getByTestId("database-status")).toContainText("Reachable");

    const filters = page.getByRole("search", { name: "Filter leads" });
    await filters.getByLabel("Search").fill(name);
    await filters.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(name).replace(/%20/g, "\\+")}`));
    await expect(page.getByTestId("lead-row")).toHaveCount(1);
    await expect(page.getByTestId("lead-row")).toContainText("Siding");

    // The CSV export carries the same filter.
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const csv = readFileSync((await (await download).path())!, "utf8");
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(2);
    expect(csv).toContain(name);

    await page.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText(leadConsentText)).toBeVisible();
    await expect(page.getByText("Two walls of vinyl siding cracked, would like a quote.")).toBeVisible();

    const pipeline = page.getByRole("form", { name: "Pipeline" });
    await pipeline.getByRole("button", { name: "Save" }).click();
    await expect(pipeline.getByText("Choose another status or write a note.").first()).toBeVisible();
    await pipeline.getByText("contacted", { exact: true }).click();
    await pipeline.getByLabel("Note").fill("Called, will send photos.");
    await pipeline.getByRole("button", { name: "Save" }).click();
    await expect(page.getByTestId("audit-entry").first()).toContainText("Status new → contacted: Called, will send photos.");
    await expect(page.getByTestId("audit-entry").first()).toContainText("by developer@localhost");

    await page.getByRole("link", { name: "← All leads" }).click();
    const list = page.getByRole("search", { name: "Filter leads" });
    await list.getByLabel("Search").fill(name);
    await list.getByLabel("Status").selectOption("contacted");
    await list.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/status=contacted/);
    await expect(page.getByTestId("lead-row")).toHaveCount(1);
    await list.getByLabel("Status").selectOption("won");
    await list.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByText("No leads match these filters.")).toBeVisible();
  });

  test("should show a chat lead's conversation message by message", async ({ page, request }) => {
    // A visitor asks the assistant, then leaves their details in the chat's form.
    const sessionId = newSessionId();
    const question = "Can I get a quote for a new roof in Bel Air?";
    const asked = await request.post("/api/chat/message", { headers: visitor(), data: { sessionId, message: question } });
    expect(asked.status()).toBe(200);
    const answer = ((await asked.json()) as { response: string }).response;
    const email = `tess.marlowe.${Date.now()}@example.net`;
    const captured = await request.post("/api/chat/capture-lead", {
      headers: visitor(),
      data: { sessionId, firstName: "Tess", lastName: "Marlowe", email, phone: "(410) 555-0166", service: "Roofing" },
    });
    expect(await captured.json()).toMatchObject({ success: true });

    await signIn(page);
    await gotoHydrated(page, `/admin?q=${encodeURIComponent(email)}`);
    await page.getByTestId("lead-row").getByRole("link", { name: "Tess Marlowe" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Tess Marlowe" })).toBeVisible();
    const messages = page.getByRole("list", { name: "Chat transcript" }).getByRole("listitem");
    await expect(messages).toHaveCount(2);
    await expect(messages.first()).toContainText("Visitor");
    await expect(messages.first()).toContainText(question);
    await expect(messages.last()).toContainText("Assistant");
    await expect(messages.last()).toContainText(answer);
    await expect(page.getByText(/^The visitor asked about an estimate, starting with/)).toBeVisible();
    await expect(page.getByText("No details given.")).toHaveCount(0);
  });

  test("should confirm and reschedule an appointment from the day list", async ({ page, request }) => {
    const days = (
      (await (await request.get("/api/appointments/availability")).json()) as {
        days: { date: string; label: string; windows: { id: string; label: string; available: boolean }[] }[];
      }
    ).days;
    const day = days.at(-6)!;
    const [first, second] = day.windows.filter((w) => w.available);
    const name = `Rowan Admin ${Date.now()}`;
    const booked = await request.post("/api/appointments", {
      headers: visitor(),
      data: {
        service: "Roofing",
        windowId: first!.id,
        name,
        email: `rowan.${Date.now()}@example.net`,
        phone: "4105550123",
        street: "5 Pine St, Towson",
        zip: "21204",
        notes: "Gate code 1234",
        website: "",
      },
    });
    expect(booked.status()).toBe(201);

    await signIn(page);
    await gotoHydrated(page, `/admin/appointments?from=${day.date}`);
    const card = page.getByTestId("appointment").filter({ hasText: name });
    await expect(card).toContainText("Gate code 1234");
    await expect(card).toContainText("requested");
    await card.getByLabel(`Status of ${name}`).selectOption("confirmed");
    await card.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByRole("status")).toHaveText(
      `${name}: confirmed. The homeowner is e-mailed the change with an updated calendar file.`,
    );
    await expect(page.getByTestId("appointment").filter({ hasText: name })).toContainText("confirmed");

    const again = page.getByTestId("appointment").filter({ hasText: name });
    await again.getByRole("button", { name: "Reschedule" }).click();
    await again.getByRole("radio", { name: day.label, exact: true }).click();
    await again.getByRole("radio", { name: second!.label }).check();
    await again.getByRole("button", { name: "Move appointment" }).click();
    await expect(page.getByRole("status")).toHaveText(
      `${name} moved to ${day.label}, ${second!.label}. The homeowner is e-mailed the change with an updated calendar file.`,
    );
    await expect(page.getByTestId("appointment").filter({ hasText: name })).toContainText(second!.label.split(" – ")[0]!);
  });

  test("should show the delivery log and which channels are configured", async ({ page, request }) => {
    await submitLead(request, `Sage Admin ${Date.now()}`);
    await signIn(page);
    await gotoHydrated(page, "/admin/delivery");
    await expect(page.getByRole("heading", { level: 1, name: "Delivery Management" })).toBeVisible();
    await expect(page.getByTestId("channel-webhook")).toContainText(
      "not configured. The webhook is not configured: set LEAD_WEBHOOK_URL and the LEAD_WEBHOOK_SECRET secret.",
    );
    await page.getByRole("link", { name: "Failed" }).click();
    await expect(page).toHaveURL(/\/admin\/delivery\?status=failed$/);
    await expect(page.getByRole("link", { name: "Failed" })).toHaveAttribute("aria-current", "page");
  });

  test("should keep admin code out of the public pages' scripts", async ({ page }) => {
    const urls = new Set<string>();
    page.on("response", (response) => {
      if (response.url().endsWith(".js")) urls.add(response.url());
    });
    for (const path of ["/", "/roofing", "/contact", "/schedule", "/insights"]) await gotoHydrated(page, path);
    expect(urls.size).toBeGreaterThan(3);
    for (const url of urls) {
      const script = await (await page.request.get(url)).text();
      expect(script).not.toContain("/api/admin/");
      expect(script).not.toContain("Retry all failed");
      expect(script).not.toContain("Waiting past 2 hours");
    }
  });
});
