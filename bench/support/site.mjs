// Starts the local production site for a bench: the build in dist/ served by `vite preview`
// on workerd, with a D1 database of its own (migrated and seeded fresh), so a bench never
// touches `npm start`'s data or the browser tests' database.
// Set BASE_URL to measure a server that is already running instead.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";

const env = { ...process.env, WRANGLER_SEND_METRICS: "false" };

function run(command, extraEnv = {}) {
  const result = spawnSync(command, { shell: true, stdio: ["ignore", "ignore", "inherit"], env: { ...env, ...extraEnv } });
  if (result.status !== 0) throw new Error(`failed: ${command}`);
}

/**
 * @param {{ port?: number, build?: boolean, persist?: string }} options
 * @returns {Promise<{ base: string, stop: () => Promise<void> }>}
 */
export async function startSite({ port = 8796, build = !process.argv.includes("--no-build"), persist = ".wrangler/bench-state" } = {}) {
  if (process.env.BASE_URL) return { base: process.env.BASE_URL.replace(/\/$/, ""), stop: async () => {} };
  if (build) {
    console.error("building...");
    run("npx vite build");
  }
  console.error("preparing a fresh local D1...");
  rmSync(persist, { recursive: true, force: true });
  run(`npx wrangler d1 migrations apply DB --local --persist-to ${persist}`);
  run("npx tsx worker/db/seed/index.ts .wrangler/seed.sql");
  run(`npx wrangler d1 execute DB --local --persist-to ${persist} --file .wrangler/seed.sql`);

  const server = spawn("npx", ["vite", "preview", "--port", String(port)], {
    env: { ...env, PERSIST_DIR: persist },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let log = "";
  server.stdout.on("data", (chunk) => (log += chunk));
  server.stderr.on("data", (chunk) => (log += chunk));
  const base = `http://localhost:${port}`;
  const started = Date.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server stopped:\n${log}`);
    try {
      const response = await fetch(`${base}/`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 120_000) throw new Error(`the server did not start in 120 s:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stop = async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once("exit", resolve));
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
    await exited;
  };
  process.once("SIGINT", () => void stop().then(() => process.exit(130)));
  return { base, stop };
}
