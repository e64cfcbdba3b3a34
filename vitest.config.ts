import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vitest/config";
import { siteContent } from "./scripts/site-content";
import { seedStatements } from "./worker/db/seed/index";

// Worker tests run inside workerd with the real bindings (local D1), migrated and seeded first,
// through the plugins of vite.config.ts (React Router's framework mode and the site's content),
// with the Cloudflare test pool in place of the Cloudflare build plugin.
export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  return {
    plugins: [
      tailwindcss(),
      reactRouter(),
      ...siteContent(),
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          // As in local development (.dev.vars): the admin's development sign-in, for localhost only.
          bindings: { TEST_MIGRATIONS: migrations, TEST_SEED: seedStatements(), ADMIN_DEV_SIGN_IN: "true" },
        },
      }),
    ],
    test: {
      include: ["worker/**/*.test.{ts,tsx}", "client/**/*.test.{ts,tsx}", "contracts/**/*.test.ts", "content/**/*.test.ts"],
      setupFiles: ["./worker/test/apply-migrations.ts"],
      // Files share a workerd per vitest worker; the setup file resets D1 before each file.
      isolate: false,
      // A ceiling, not a wait: the load tests (200 parallel leads, 50-way booking races) need
      // room on a machine whose cores are busy with something else.
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  };
});
