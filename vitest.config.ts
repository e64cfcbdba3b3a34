import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { edgeRenderer, reactStringWrites } from "./scripts/react-string-writes.plugin";
import { seedStatements } from "./worker/db/seed/index";
import { localityContent } from "./worker/landing/localities.plugin";
import { clientAssets } from "./worker/render/client-assets.plugin";
import { icalTimeZone } from "./worker/schedule/time-zone.plugin";

// Worker tests run inside workerd with the real bindings (local D1), migrated and seeded first.
export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  return {
    // The renderer as the Worker's build has it (scripts/react-string-writes.plugin.ts), in React's development build as the tests' React is.
    resolve: { alias: [edgeRenderer("development")] },
    plugins: [
      react(),
      reactStringWrites(),
      clientAssets(),
      localityContent(),
      icalTimeZone(),
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
