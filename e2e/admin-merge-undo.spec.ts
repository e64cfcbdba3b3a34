import { expect, test } from "@playwright/test";
import { signInForDevelopment, submitLead, uniquePhone } from "./support/admin";
import { gotoHydrated } from "./support/pages";

test("should undo a merge from the merged request's page, bringing it back to the list", async ({ page, request }) => {
  await signInForDevelopment(page);
  const stamp = Date.now();
  const email = `undo.merge.${stamp}@example.net`;
  const first = await submitLead(request, `Robin First ${stamp}`, { email, phone: uniquePhone() });
  const second = await submitLead(request, `Robin Again ${stamp}`, { email, phone: uniquePhone() });
  const merged = await page.request.post(`/api/admin/leads/${second}/merge`, { data: { into: first } });
  expect(merged.status()).toBe(200);

  await gotoHydrated(page, `/admin/leads/${second}`);
  const notice = page.getByTestId("duplicate-notice");
  await expect(notice).toContainText("Merged into");
  await notice.getByRole("button", { name: "Undo the merge" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Undo the merge" }).click();
  await expect(page.getByRole("list", { name: "History" })).toContainText("Merge undone: back on its own");
  await expect(page.getByTestId("duplicate-notice")).toContainText("Possible duplicate");

  await gotoHydrated(page, `/admin?q=${stamp}`);
  await expect(page.getByTestId("lead-row").filter({ hasText: `Robin Again ${stamp}` })).toBeVisible();
});
