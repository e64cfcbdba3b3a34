import { defineConfig } from "drizzle-kit";

// Migrations are generated as flat SQL files into migrations/ and applied with wrangler.
export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/schema.ts",
  out: "./migrations",
  migrations: { prefix: "index" },
});
