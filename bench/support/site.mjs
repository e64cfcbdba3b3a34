// Starts the local production site for a bench: the build in dist/ served by `vite preview`
// on workerd, with a D1 database of its own (migrated and seeded fresh), so a bench never
// touches `npm start`'s data or the browser tests' database.
// Set BASE_URL to measure a server that is already running instead, and BENCH_PORT to serve on
// another port than 8796 (when several checkouts run benches side by side).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const env = { ...process.env, WRANGLER_SEND_METRICS: "false" };

function run(command, extraEnv = {}) {
  const result = spawnSync(command, { shell: true, stdio: ["ignore", "ignore", "inherit"], env: { ...env, ...extraEnv } });
  if (result.status !== 0) throw new Error(`failed: ${command}`);
}

/**
 * Extra worker variables for one `vite preview` run. Preview reads the variables the build
 * wrote next to the built worker (dist/<worker>/.dev.vars, copied from the developer's
 * .dev.vars or .env) once, at startup, and then ignores the process environment
 * (CLOUDFLARE_INCLUDE_PROCESS_ENV only counts when that file is absent). So the extra
 * variables are appended to that copy and the copy is put back as soon as the server
 * answers; the developer's own .dev.vars is never touched.
 * @param {Record<string, string>} vars
 * @returns {() => void} puts the built file back as it was
 */
function addPreviewVars(vars) {
  // The plugin records where the built worker's config went.
  const redirect = JSON.parse(readFileSync(".wrangler/deploy/config.json", "utf8"));
  const file = join(dirname(resolve(".wrangler/deploy", redirect.configPath)), ".dev.vars");
  const original = existsSync(file) ? readFileSync(file, "utf8") : null;
  const lines = Object.entries(vars).map(([key, value]) => `${key}=${JSON.stringify(String(value))}\n`);
  writeFileSync(file, `${original ?? ""}${original && !original.endsWith("\n") ? "\n" : ""}${lines.join("")}`);
  let restored = false;
  return () => {
    if (restored) return;
    restored = true;
    if (original === null) rmSync(file, { force: true });
    else writeFileSync(file, original);
  };
}

/**
 * @param {{ port?: number, build?: boolean, persist?: string, vars?: Record<string, string> }} options
 *   build: whether to build first (see buildOnce)
 *   vars: worker variables for this run only (on top of wrangler.toml [vars] and .dev.vars)
 * @returns {Promise<{ base: string, stop: () => Promise<void>, log: () => string, running: () => boolean }>}
 *   log: the server's output so far; running: whether the server is still up
 */
let built = false;

/**
 * Builds the site (`react-router build`) unless `--no-build` was given or this process built it already
 * (`npm run bench:check` runs several benches on one build).
 * @param {boolean} [build]
 */
export function buildOnce(build = !process.argv.includes("--no-build")) {
  if (!build || built) return;
  console.error("building...");
  run("npx react-router build");
  built = true;
}

/**
 * The path of the stylesheet a page's HTML links (a static file from the same server, for scale
 * next to rendered pages). React Router's build names it by its content hash.
 * @param {string} base
 */
export async function stylesheetPath(base) {
  const html = await (await fetch(`${base}/`)).text();
  const link = html.match(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"|<link[^>]+href="([^"]+\.css)"[^>]+rel="stylesheet"/);
  if (!link) throw new Error("the home page links no stylesheet");
  return link[1] ?? link[2];
}

export async function startSite({ port = Number(process.env.BENCH_PORT) || 8796, build, persist = ".wrangler/bench-state", vars } = {}) {
  if (process.env.BASE_URL)
    return { base: process.env.BASE_URL.replace(/\/$/, ""), stop: async () => {}, log: () => "", running: () => true };
  buildOnce(build);
  console.error("preparing a fresh local D1...");
  rmSync(persist, { recursive: true, force: true });
  run(`npx wrangler d1 migrations apply DB --local --persist-to ${persist}`);
  run("npx tsx worker/db/seed/index.ts .wrangler/seed.sql");
  run(`npx wrangler d1 execute DB --local --persist-to ${persist} --file .wrangler/seed.sql`);

  const restoreVars = vars ? addPreviewVars(vars) : () => {};
  const server = spawn("npx", ["vite", "preview", "--port", String(port)], {
    env: { ...env, PERSIST_DIR: persist },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let log = "";
  // A server killed by a signal has no exit code, only a signal code.
  const running = () => server.exitCode === null && server.signalCode === null;
  server.stdout.on("data", (chunk) => (log += chunk));
  server.stderr.on("data", (chunk) => (log += chunk));
  const base = `http://localhost:${port}`;
  const started = Date.now();
  try {
    for (;;) {
      if (!running()) throw new Error(`the server stopped:\n${log}`);
      try {
        const response = await fetch(`${base}/`);
        if (response.ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() - started > 120_000) throw new Error(`the server did not start in 120 s:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    restoreVars();
  }
  const stop = async () => {
    if (!running()) return;
    const exited = new Promise((resolve) => server.once("exit", resolve));
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
    await exited;
  };
  process.once("SIGINT", () => void stop().then(() => process.exit(130)));
  return { base, stop, log: () => log, running };
}
