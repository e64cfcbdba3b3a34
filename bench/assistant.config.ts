import { defineConfig } from "vitest/config";
import workerTests from "../vitest.config";

/** `npm run bench:assistant`: the worker test setup (workerd, D1 migrated and seeded), running bench/assistant.bench.ts only. */
export default defineConfig(async (env) => {
  const config = await (workerTests as unknown as (e: typeof env) => Promise<Record<string, unknown> & { test: Record<string, unknown> }>)(
    env,
  );
  return {
    ...config,
    test: { ...config.test, include: ["bench/assistant.bench.ts", "bench/assistant-tune.bench.ts"], testTimeout: 600_000 },
  };
});
