import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { seedStatements } from "./worker/db/seed/index";
import { clientAssets } from "./worker/render/client-assets.plugin";

// Worker tests run inside workerd with the real bindings (local D1), migrated and seeded first.
export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  return {
    plugins: [
      react(),
      clientAssets(),
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          // As in local development (.dev.vars): the admin's development sign-in, for localhost only.
          bindings: { TEST_MIGRATIONS: migrations, TEST_SEED: seedStatements(), ADMIN_DEV_SIGN_IN: "true" },
        },
      }),
    ],
    test: {
      include: ["worker/**/*.test.{ts,tsx}", "client/**/*.test.{ts,tsx}", "content/**/*.test.ts"],
      setupFiles: ["./worker/test/apply-migrations.ts"],
    },
  };
});
