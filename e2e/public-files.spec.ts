import { expect, test } from "@playwright/test";

test.describe("files the build keeps private", () => {
  test("the build manifest is not served", async ({ request }) => {
    // Public: the hashed bundles it lists. Private: the manifest itself (public/.assetsignore).
    const manifest = await request.get("/.vite/manifest.json");
    expect(manifest.status()).toBe(404);
    const favicon = await request.get("/favicon.svg");
    expect(favicon.status()).toBe(200);
  });

  test("the local secrets are not served", async ({ request }) => {
    for (const path of ["/.dev.vars", "/.assetsignore", "/wrangler.json"]) expect((await request.get(path)).status(), path).toBe(404);
  });
});
