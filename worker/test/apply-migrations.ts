import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { Env } from "../env";

type Migrations = Parameters<typeof applyD1Migrations>[1];
const testEnv = env as unknown as Env & { TEST_MIGRATIONS: Migrations; TEST_SEED: string[] };

// Setup files run before every test file; both steps are idempotent.
await applyD1Migrations(testEnv.DB, testEnv.TEST_MIGRATIONS);
await testEnv.DB.batch(testEnv.TEST_SEED.map((statement) => testEnv.DB.prepare(statement)));
