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
          bindings: { TEST_MIGRATIONS: migrations, TEST_SEED: seedStatements() },
        },
      }),
    ],
    test: {
      include: ["worker/**/*.test.{ts,tsx}", "client/**/*.test.{ts,tsx}", "content/**/*.test.ts"],
      setupFiles: ["./worker/test/apply-migrations.ts"],
    },
  };
});
