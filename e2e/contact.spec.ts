import { expect, test } from "@playwright/test";
import { MIN_FILL_MS } from "../worker/leads/spam";
import { signInForDevelopment } from "./support/admin";
import { asVisitor, letTimePass, recordLeadPosts } from "./support/leads";
import { expectPath, gotoHydrated, holdRequests, PAGE_SCRIPT } from "./support/pages";

test.beforeEach(async ({ page }) => {
  await asVisitor(page);
});

test.describe("contact page", () => {
  test("should leave the lead rules (zod, the phone-number library) out of the first load and fetch them when the form is first used", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script") scripts.push(await response.text().catch(() => ""));
    });
    await gotoHydrated(page, "/contact");
    await page.waitForLoadState("networkidle");
    // libphonenumber's error names travel with the rules chunk and nowhere else.
    const rules = () => scripts.some((body) => body.includes("NOT_A_NUMBER"));
    expect(rules()).toBe(false);
    await page.getByRole("form", { name: "Free consultation request" }).getByRole("textbox").first().focus();
    await expect.poll(rules).toBe(true);
  });

  test("should send a complete request and show that it was received", async ({ page }) => {
    const posts = recordLeadPosts(page);
    await gotoHydrated(page, "/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Free Consultation & Review Request");
    await page.getByLabel("Full name").fill("Marisol Grant");
    await page.getByRole("textbox", { name: "Email" }).fill("marisol.grant@example.net");
    await page.getByRole("textbox", { name: "Phone" }).fill("(443) 555-0187");
    await page.getByLabel("Street address or ZIP code").fill("31 Hickory Ave, Bel Air, MD 21014");
    await page.getByLabel("Service of interest").selectOption("Siding");
    await page.getByLabel("How soon do you need help?").selectOption({ label: "Just planning or comparing" });
    await page.getByLabel("Tell us about your project").fill("Faded vinyl siding on a 1990s colonial; want quotes for fiber cement.");
    await page.getByLabel("Text message").check();
    await letTimePass(page);

    const answer = page.waitForResponse((r) => r.url().endsWith("/api/leads"));
    await page.getByRole("button", { name: "REQUEST MY FREE ESTIMATE" }).click();
    expect((await answer).status()).toBe(201);

    await expect(page.getByRole("heading", { name: "Request received", exact: true })).toBeVisible();
    await expect(
      // When the call comes is the clock's answer for the moment the request was taken (contracts/callback.ts).
      page.getByText(
        /^Thank you, Marisol! (Our team|Our office is closed now: our team) will call you .+?\. For an emergency, call us now: \(410\) 555-0142\.$/,
      ),
    ).toBeVisible();
    const toastRegion = page.getByRole("region", { name: /Notifications/ });
    await expect(toastRegion.getByText("Request Received", { exact: true })).toBeVisible();

    expect(posts).toHaveLength(1);
    const sent = posts[0]!;
    expect(sent.headers()["idempotency-key"]).toMatch(/^"[0-9a-f-]{36}"$/);
    expect(sent.postDataJSON()).toMatchObject({
      name: "Marisol Grant",
      email: "marisol.grant@example.net",
      phone: "(443) 555-0187",
      company: "",
      address: "31 Hickory Ave, Bel Air, MD 21014",
      service: "Siding",
      source: "Contact Page",
      urgency: "low",
      contactPreference: "text",
      page: "/contact",
      website: "",
    });

    await page.getByRole("button", { name: "Send another request" }).click();
    await expect(page.getByLabel("Full name")).toHaveValue("");
  });

  test("should send what a visitor typed before the page's script had arrived", async ({ page }) => {
    // On a slow connection the form is on screen, and can be filled in, well before the page hydrates.
    const posts = recordLeadPosts(page);
    const release = await holdRequests(page, PAGE_SCRIPT);
    await page.goto("/contact", { waitUntil: "commit" });
    await page.getByLabel("Full name").fill("Dario Okafor");
    await page.getByRole("textbox", { name: "Email" }).fill("dario.okafor@example.net");
    await page.getByRole("textbox", { name: "Phone" }).fill("(410) 555-0199");
    await page.getByLabel("Street address or ZIP code").fill("12 Linden Ln, Towson, MD 21204");
    await page.getByLabel("Service of interest").selectOption("Windows");
    await page.getByLabel("Tell us about your project").fill("Two drafty bay windows.");
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await letTimePass(page);

    const answer = page.waitForResponse((r) => r.url().endsWith("/api/leads"));
    await page.getByRole("button", { name: "REQUEST MY FREE ESTIMATE" }).click();
    expect((await answer).status()).toBe(201);
    await expect(
      page.getByText(
        /^Thank you, Dario! (Our team|Our office is closed now: our team) will call you .+?\. For an emergency, call us now: \(410\) 555-0142\.$/,
      ),
    ).toBeVisible();
    expect(posts[0]!.postDataJSON()).toMatchObject({
      name: "Dario Okafor",
      email: "dario.okafor@example.net",
      phone: "(410) 555-0199",
      address: "12 Linden Ln, Towson, MD 21204",
      service: "Windows",
      projectDetails: "Two drafty bay windows.",
    });
  });

  test("should send the request when the visitor taps send before the page's script arrived, with nothing personal in the address", async ({
    page,
  }) => {
    // The page's script never arrives: the form posts itself to the page, as a form does.
    await holdRequests(page, PAGE_SCRIPT);
    await page.goto("/contact", { waitUntil: "commit" });
    const email = `no.script.${Date.now()}@example.net`;
    await page.getByLabel("Full name").fill("Imani Brooks");
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByRole("textbox", { name: "Phone" }).fill("(410) 555-0166");
    await page.getByLabel("Service of interest").selectOption("Roofing");
    await page.getByLabel("Tell us about your project").fill("Shingles lifting on the north side.");
    // A person takes a moment to fill a form in: the server's stamp in the form says how long.
    const stamp = await page.locator('input[name="formStamp"]').inputValue();
    await expect.poll(() => Date.now() - Number(stamp.split(".")[0])).toBeGreaterThan(MIN_FILL_MS);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

    const sent = page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === "/contact");
    await page.getByRole("button", { name: "REQUEST MY FREE ESTIMATE" }).click();
    expect((await sent).url()).toMatch(/\/contact$/);
    await expect(page.getByRole("heading", { name: "Request received" })).toBeVisible();
    // Nothing the visitor typed is in the address bar (nor the history, nor the server's log).
    expect(new URL(page.url()).search).toBe("");

    await signInForDevelopment(page);
    const found = (await (await page.request.get(`/api/admin/leads?q=${encodeURIComponent(email)}`)).json()) as { leads: unknown[] };
    expect(found.leads).toHaveLength(1);
  });

  test("should show each field's errors next to them when the form posted itself, with what was typed kept", async ({ page }) => {
    await holdRequests(page, PAGE_SCRIPT);
    await page.goto("/contact", { waitUntil: "commit" });
    await page.getByLabel("Full name").fill("Imani Brooks");
    await page.getByRole("textbox", { name: "Email" }).fill("not-an-address");
    await page.getByRole("button", { name: "REQUEST MY FREE ESTIMATE" }).click();
    await expect(page.locator("#email-error")).toHaveText("Please enter a valid email address");
    await expect(page.getByLabel("Full name")).toHaveValue("Imani Brooks");
    expect(new URL(page.url()).search).toBe("");
  });

  test("should show each field's error, focus the first and send nothing", async ({ page }) => {
    const posts = recordLeadPosts(page);
    await gotoHydrated(page, "/contact");
    await page.getByRole("button", { name: "REQUEST MY FREE ESTIMATE" }).click();

    const summary = page.getByRole("alert").filter({ hasText: "Please correct" });
    await expect(summary).toContainText("Please enter your full name");
    await expect(summary).toContainText("Please enter a valid email address");
    await expect(summary).toContainText("Please enter a phone number so we can call or text you");
    await expect(summary).toContainText("Please choose a service");
    const name = page.getByLabel("Full name");
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#name-error")).toHaveText("Please enter your full name");

    // Fixing a field clears its error; a bad e-mail still stops the form.
    await name.fill("Ray Okafor");
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    await page.getByRole("textbox", { name: "Email" }).fill("ray.okafor@");
    await page.getByRole("button", { name: "REQUEST MY FREE ESTIMATE" }).click();
    await expect(page.locator("#email-error")).toHaveText("Please enter a valid email address");
    await expect(page.getByRole("textbox", { name: "Email" })).toBeFocused();
    expect(posts).toHaveLength(0);
  });

  test("should show the server's field errors when it refuses a field", async ({ page }) => {
    await page.route("/api/leads", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          error: {
            code: "validation_failed",
            message: "Please correct the highlighted fields.",
            fields: { projectDetails: "Project details must be at most 5,000 characters" },
          },
        }),
      }),
    );
    await gotoHydrated(page, "/contact");
    await page.getByLabel("Full name").fill("Ray Okafor");
    await page.getByRole("textbox", { name: "Email" }).fill("ray@example.net");
    await page.getByRole("textbox", { name: "Phone" }).fill("410 555 0100");
    await page.getByLabel("Service of interest").selectOption("Windows");
    await page.getByRole("button", { name: "REQUEST MY FREE ESTIMATE" }).click();
    await expect(page.locator("#message-error")).toHaveText("Project details must be at most 5,000 characters");
    await expect(page.getByLabel("Tell us about your project")).toBeFocused();
  });

  test("should put the header search into the message", async ({ page }) => {
    await gotoHydrated(page, "/contact?search=Storm%20damage");
    await expect(page.getByTestId("search-notice")).toHaveText("You searched for “Storm damage”. We added it to your message below.");
    await expect(page.getByLabel("Tell us about your project")).toHaveValue("I'm interested in: Storm damage\n");
    await expect(page.getByLabel("Service of interest")).toHaveValue("Storm Damage");
  });

  test("should prefill from the header search after a client-side navigation", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const search = page.locator('form[data-search="header"]').getByRole("combobox");
    await search.fill("vinyl siding repair");
    await search.press("Enter");
    await expectPath(page, "/contact", "?search=vinyl%20siding%20repair");
    await expect(page.getByLabel("Tell us about your project")).toHaveValue("I'm interested in: vinyl siding repair\n");
    await expect(page.getByLabel("Service of interest")).toHaveValue("Siding");
  });

  test("should keep the visitor's words and offer the phone when sending fails", async ({ page }) => {
    await page.route("/api/leads", (route) => route.fulfill({ status: 503, body: "Service Unavailable" }));
    await gotoHydrated(page, "/contact");
    await page.getByLabel("Full name").fill("Ray Okafor");
    await page.getByRole("textbox", { name: "Email" }).fill("ray@example.net");
    await page.getByRole("textbox", { name: "Phone" }).fill("410 555 0100");
    await page.getByLabel("Service of interest").selectOption("Windows");
    await page.getByRole("button", { name: "REQUEST MY FREE ESTIMATE" }).click();
    const toastRegion = page.getByRole("region", { name: /Notifications/ });
    await expect(toastRegion.getByText("Request Failed", { exact: true })).toBeVisible();
    await expect(
      toastRegion.getByText("There was an error processing your request. Please try again or call us directly at (410) 555-0142."),
    ).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue("Ray Okafor");
    await expect(page.getByRole("alert").getByRole("link", { name: "Call (410) 555-0142" })).toHaveAttribute("href", "tel:+14105550142");
  });

  test("should send one submission with one key however often the button is pressed", async ({ page }) => {
    const posts = recordLeadPosts(page);
    const release = await holdRequests(page, "/api/leads");
    await gotoHydrated(page, "/contact");
    await page.getByLabel("Full name").fill("Ray Okafor");
    await page.getByRole("textbox", { name: "Email" }).fill("ray.once@example.net");
    await page.getByRole("textbox", { name: "Phone" }).fill("410 555 0100");
    await page.getByLabel("Service of interest").selectOption("Gutters");
    await letTimePass(page);
    const button = page.getByRole("button", { name: "REQUEST MY FREE ESTIMATE" });
    await button.dblclick();
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();
    await expect(page.getByRole("heading", { name: "Request received", exact: true })).toBeVisible();
    expect(posts).toHaveLength(1);
  });
});
