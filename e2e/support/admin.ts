import { expect, type Page } from "@playwright/test";

/**
 * Signs the page's browser in with the local development sign-in (.dev.vars:
 * ADMIN_DEV_SIGN_IN="true"): the form's POST, whose session cookie the page then carries.
 * The cookie's value is random per server process, so it cannot be made up here.
 */
export async function signInForDevelopment(page: Page) {
  const response = await page.request.post("/dev-sign-in", { form: { next: "/admin" }, maxRedirects: 0 });
  expect(response.status()).toBe(303);
}
