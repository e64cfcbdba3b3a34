import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { leadConsentText } from "../content/consent";
import { newSessionId } from "../contracts/chat-session";
import { signInForDevelopment, submitLead, uniquePhone } from "./support/admin";
import { visitorIp } from "./support/leads";
import { gotoHydrated } from "./support/pages";

const visitor = () => ({ "CF-Connecting-IP": visitorIp() });

async function signIn(page: Page) {
  await signInForDevelopment(page);
}

test.describe("admin area", () => {
  test("should find a lead, open it, move it through the pipeline with a note, and export the list", async ({ page, request }) => {
    const name = `Quinn Admin ${Date.now()}`;
    await submitLead(request, name, { phone: uniquePhone() });
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

    await page.getByTestId("lead-row").getByRole("link", { name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText(leadConsentText)).toBeVisible();
    await expect(page.getByText("Two walls of vinyl siding cracked, would like a quote.")).toBeVisible();

    const sales = page.getByRole("form", { name: "Sales" });
    await sales.getByRole("button", { name: "Save" }).click();
    await expect(sales.getByText("Change something or write a note.").first()).toBeVisible();
    await page.getByRole("group", { name: "Status" }).getByRole("button", { name: "Contacted" }).click();
    await expect(page.getByRole("status")).toContainText("Moved to Contacted.");
    await sales.getByLabel("Note").fill("Called, will send photos.");
    await sales.getByRole("button", { name: "Save" }).click();
    await expect(page.getByTestId("audit-entry").first()).toContainText("Note: Called, will send photos.");
    await expect(page.getByTestId("audit-entry").nth(1)).toContainText("Status new → contacted");
    await expect(page.getByTestId("audit-entry").first()).toContainText("by developer@localhost");

    // Contacted with no follow-up day, the lead has left the queue: the way back is to the dashboard.
    await page.getByRole("link", { name: "← Dashboard" }).click();
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
    await page.getByTestId("lead-row").getByRole("link", { name: "Tess Marlowe", exact: true }).click();
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
        phone: uniquePhone(),
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

    // Cancelling asks first, and why; then it can be undone.
    await page.getByTestId("appointment").filter({ hasText: name }).getByRole("button", { name: "Cancel appointment" }).click();
    const dialog = page.getByRole("dialog", { name: `Cancel ${name}'s appointment?` });
    await dialog.getByRole("button", { name: "Cancel appointment" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Choose a reason.");
    await dialog.getByLabel("Why it is cancelled").selectOption("Weather");
    await dialog.getByRole("button", { name: "Cancel appointment" }).click();
    await expect(page.getByRole("status")).toContainText(`${name}'s appointment is cancelled (Weather).`);
    await expect(page.getByTestId("appointment").filter({ hasText: name })).toContainText("cancelled");
    await page.getByRole("status").getByRole("button", { name: "Undo" }).click();
    await expect(page.getByRole("status")).toHaveText(
      `${name}'s appointment is confirmed again. The homeowner is e-mailed that it is back on.`,
    );
    await expect(page.getByTestId("appointment").filter({ hasText: name }).getByRole("button", { name: "Reschedule" })).toBeVisible();
  });

  test("should show the delivery log and which channels are configured", async ({ page, request }) => {
    await submitLead(request, `Sage Admin ${Date.now()}`, { phone: uniquePhone() });
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

  test("should erase a person from their lead's page after showing what would go", async ({ page, request }) => {
    const name = `Ember Erase ${Date.now()}`;
    const leadId = await submitLead(request, name);
    await signIn(page);
    await gotoHydrated(page, `/admin/leads/${leadId}`);
    await page.getByRole("link", { name: "Erase this person…" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Privacy Requests" })).toBeVisible();
    // The lead's address came along without ever being in the page's URL.
    await expect(page.getByLabel("E-mail address or phone number")).toHaveValue(`${name.toLowerCase().replace(/\W+/g, ".")}@example.net`);
    expect(page.url()).not.toContain("example.net");
    const panel = page.getByRole("region", { name: "Erase a person" });
    await page.getByRole("button", { name: "Find" }).click();
    await expect(page.getByTestId("erasure-lead")).toHaveCount(1);
    await expect(page.getByTestId("erasure-lead")).toContainText(name);
    await expect(panel.getByRole("alert")).toContainText("It cannot be undone.");

    await page.getByRole("button", { name: "Erase permanently" }).click();
    await expect(panel.getByRole("status")).toHaveText(/^Erased 1 lead, 0 appointments, \d+ delivery records? and 0 chat conversations\.$/);
    await expect(page.getByRole("region", { name: "Recent erasures" }).getByRole("row")).not.toHaveCount(0);
    // The lead is gone from the admin area.
    expect((await page.request.get(`/api/admin/leads/${leadId}`)).status()).toBe(404);
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
      expect(script).not.toContain("Repeats from customers already served");
    }
  });
});
