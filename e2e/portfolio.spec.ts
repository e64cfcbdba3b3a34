import { expect, test } from "@playwright/test";
import { asVisitor, letTimePass, recordLeadPosts } from "./support/leads";
import { gotoHydrated, holdRequests } from "./support/pages";

test.beforeEach(async ({ page }) => {
  await asVisitor(page);
});

test.describe("portfolio access request", () => {
  test("should send the SPEC payload for the chosen project, then clear and close", async ({ page }) => {
    const posts = recordLeadPosts(page);
    const release = await holdRequests(page, "/api/leads");
    await gotoHydrated(page, "/projects");
    await expect(page.getByRole("listitem").filter({ has: page.getByRole("article") })).toHaveCount(12);
    await page.getByRole("article", { name: "Complete Roof Replacement" }).click();

    const dialog = page.getByRole("dialog", { name: "Request Portfolio Access" });
    await expect(dialog).toContainText("Complete Roof Replacement");
    await dialog.getByLabel("Full Name").fill("Priya Natarajan");
    await dialog.getByRole("textbox", { name: "Email" }).fill("priya.n@example.net");
    await dialog.getByLabel("Message").fill("Looking at a similar tear-off for our Cape Cod.");
    await letTimePass(page);
    await dialog.getByRole("button", { name: "Request Access" }).click();
    await expect(dialog.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();

    const toastRegion = page.getByRole("region", { name: /Notifications/ });
    await expect(toastRegion.getByText("Portfolio Access Requested", { exact: true })).toBeVisible();
    await expect(
      toastRegion.getByText("Thank you! We'll send you exclusive access to our complete project portfolio within 24 hours."),
    ).toBeVisible();
    await expect(dialog).toBeHidden();

    expect(posts).toHaveLength(1);
    const body = posts[0]!.postDataJSON();
    expect(body).toMatchObject({
      name: "Priya Natarajan",
      email: "priya.n@example.net",
      phone: "",
      company: "",
      service: "Portfolio Access Request",
      projectDetails:
        "Interest: General\nProject: Complete Roof Replacement - Towson, MD\nMessage: Looking at a similar tear-off for our Cape Cod.",
      source: "Portfolio Access Request",
      urgency: "medium",
      contactPreference: "email",
    });
    expect(posts[0]!.headers()["content-type"]).toBe("application/json");

    // The form was cleared: opening another project starts empty.
    await page.getByRole("article", { name: "Garden Apartment Community Re-Roof" }).click();
    await expect(dialog.getByLabel("Full Name")).toHaveValue("");
    await expect(dialog).toContainText("Newark, DE");
  });

  test("should send the chosen interest and company", async ({ page }) => {
    const posts = recordLeadPosts(page);
    await page.route("/api/leads", (route) =>
      route.fulfill({ status: 201, contentType: "application/json", body: JSON.stringify({ id: "x", status: "received" }) }),
    );
    await gotoHydrated(page, "/projects");
    await page.getByRole("article").nth(1).getByRole("link", { name: "Request full portfolio access" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Full Name").fill("Tom Becker");
    await dialog.getByRole("textbox", { name: "Email" }).fill("tom@becker-properties.example");
    await dialog.getByRole("textbox", { name: "Phone" }).fill("302-555-0110");
    await dialog.getByLabel("Company").fill("Becker Properties");
    await dialog.getByLabel("Project Interest").selectOption("Commercial Roofing");
    await dialog.getByRole("button", { name: "Request Access" }).click();
    await expect(dialog).toBeHidden();
    expect(posts[0]!.postDataJSON()).toMatchObject({
      phone: "302-555-0110",
      company: "Becker Properties",
      projectDetails: "Interest: Commercial Roofing\nProject: Garden Apartment Community Re-Roof - Newark, DE",
    });
  });

  test("should keep the dialog open and give the phone number when the request fails", async ({ page }) => {
    await page.route("/api/leads", (route) => route.fulfill({ status: 500, body: "boom" }));
    await gotoHydrated(page, "/projects");
    await page.getByRole("article").first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Full Name").fill("Priya Natarajan");
    await dialog.getByRole("textbox", { name: "Email" }).fill("priya.n@example.net");
    await dialog.getByRole("button", { name: "Request Access" }).click();
    // The modal dialog hides the rest of the page from assistive technology, so the toast
    // (outside it) is checked by its text and the dialog repeats the message as an alert.
    const failure = "There was an error processing your request. Please try again or call us directly at (410) 555-0142.";
    const toast = page.locator(".toast");
    await expect(toast.getByText("Request Failed", { exact: true })).toBeVisible();
    await expect(toast.getByText(failure)).toBeVisible();
    await expect(dialog.getByRole("alert")).toHaveText(failure);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Full Name")).toHaveValue("Priya Natarajan");
  });

  test("should let the browser stop a request without name or a proper e-mail", async ({ page }) => {
    const posts = recordLeadPosts(page);
    await gotoHydrated(page, "/projects");
    await page.getByRole("article").first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Request Access" }).click();
    expect(await dialog.getByLabel("Full Name").evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await dialog.getByLabel("Full Name").fill("Priya Natarajan");
    await dialog.getByRole("textbox", { name: "Email" }).fill("not-an-address");
    await dialog.getByRole("button", { name: "Request Access" }).click();
    expect(await dialog.getByRole("textbox", { name: "Email" }).evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    expect(posts).toHaveLength(0);
  });
});
