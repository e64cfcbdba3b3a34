import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { Env } from "../env";

type Migrations = Parameters<typeof applyD1Migrations>[1];
const testEnv = env as unknown as Env & { TEST_MIGRATIONS: Migrations; TEST_SEED: string[] };

/**
 * Runs before every test file. Test files share a workerd instance (vitest `isolate: false`:
 * starting one per file was half of the run), so each file starts from the same database:
 * migrations (idempotent), every table emptied, the seed loaded again.
 */
await applyD1Migrations(testEnv.DB, testEnv.TEST_MIGRATIONS);
const { results: tables } = await testEnv.DB.prepare(
  "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
).all<{ name: string }>();
await testEnv.DB.batch([
  testEnv.DB.prepare("PRAGMA defer_foreign_keys = ON"),
  ...tables.map(({ name }) => testEnv.DB.prepare(`DELETE FROM "${name.replaceAll('"', '""')}"`)),
  ...testEnv.TEST_SEED.map((statement) => testEnv.DB.prepare(statement)),
]);

// The same for the page cache: a cache of this file's own, so no page rendered from another
// file's data is served here.
Object.defineProperty(caches, "default", { value: await caches.open(`test-file-${crypto.randomUUID()}`), configurable: true });
