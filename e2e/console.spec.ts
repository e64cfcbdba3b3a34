import { expect, test } from "@playwright/test";
import { signInForDevelopment } from "./support/admin";
import { gotoHydrated } from "./support/pages";

// Hydration mismatches, CSP violations and script errors all surface here.
test("should load pages without console errors or CSP violations", async ({ page }) => {
  // Twenty-one page loads and a chat answer: a busy machine needs more than one page's ceiling.
  test.setTimeout(180_000);
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const paths = [
    "/",
    "/roofing",
    "/siding",
    "/windows",
    "/services",
    "/about",
    "/projects",
    "/financing",
    "/insights",
    "/insights/roof-ventilation-ice-dams",
    "/emergency-roof-repair",
    "/roof-repair-vs-replacement",
    "/contact?search=Roof%20repair",
    "/roof-replacement-estimate",
    "/admin",
    "/roofing-bel-air",
    "/aberdeen-proving-ground-roofing",
    "/storm-damage-edgewood",
    "/sitemap",
    "/social-preview?path=/windows-towson",
    "/schedule?service=Roofing",
  ];
  // The admin screen needs a signed-in admin: the local development sign-in.
  await signInForDevelopment(page);
  for (const path of paths) {
    await gotoHydrated(page, path);
  }
  // Client-side navigation loads page chunks and article data through the API.
  await page.getByRole("link", { name: "Old Line Exteriors home" }).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "INSIGHTS" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Roofing & Exterior Insights");
  // The chat loads its code, talks to its Durable Object and renders links in answers.
  await page.getByRole("button", { name: "Chat with the Old Line Exteriors Assistant" }).click();
  const chat = page.getByRole("dialog", { name: "Old Line Exteriors Assistant" });
  await chat.getByRole("textbox", { name: "Message" }).fill("how much does a new roof cost?");
  await chat.getByRole("button", { name: "Send message" }).click();
  await expect(chat.getByRole("link", { name: "instant roof estimate" })).toBeVisible();
  expect(problems).toEqual([]);
});
