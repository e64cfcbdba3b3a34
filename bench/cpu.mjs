// npm run bench:cpu
// CPU time per request of the production worker (the dist/server build, as deployed), run in Node:
// home, /roofing, an article, a city page and /schedule rendered, and availability answered, each RUNS
// times one after another (after a warm-up), against SQLite in memory holding the site's
// migrations and seed. Prints the median and p99 milliseconds per request, without the time
// spent inside SQLite (D1 runs outside the worker on Cloudflare; that time is shown apart).
// The page cache is not in play (Node has no Cache API): every page is rendered.
// It runs on the Node 22 that bench/tools/lighthouse installs (node:sqlite); RUNS (default 300).
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { installBenchTools, NODE_22 } from "./lighthouse.mjs";
import { buildOnce } from "./support/site.mjs";

const RUNNER = fileURLToPath(new URL("support/cpu-runner.mjs", import.meta.url));
const SEED = ".wrangler/bench-cpu-seed.sql";
export const CPU_BUDGET_MS = { median: 5, p99: 8 };

function run(command) {
  const result = spawnSync(command, {
    shell: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  if (result.status !== 0) throw new Error(`failed: ${command}`);
}

export async function runCpu({ build } = {}) {
  installBenchTools();
  buildOnce(build);
  run(`npx tsx worker/db/seed/index.ts ${SEED}`);
  const report = await new Promise((resolve, reject) => {
    const runner = spawn(NODE_22, ["--no-warnings", RUNNER, SEED, process.env.RUNS ?? "300"], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    runner.stdout.on("data", (chunk) => (out += chunk));
    runner.on("error", reject);
    runner.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`the CPU bench stopped with code ${code}`))));
  });
  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/cpu-latest.json", JSON.stringify(report, null, 2));
  return report;
}

export function printCpu(report) {
  const rows = [["request", "path", "median", "p99", "(in SQLite)", "HTML/JSON"]];
  for (const r of report.results)
    rows.push([
      r.name,
      r.path,
      `${r.medianMs.toFixed(2)} ms`,
      `${r.p99Ms.toFixed(2)} ms`,
      `${r.databaseMedianMs.toFixed(2)} ms`,
      `${(r.bytes / 1024).toFixed(1)} KB`,
    ]);
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join("  "));
  console.log(
    `CPU per request in Node ${report.node}, ${report.results[0].runs} runs each, one at a time; budget: median <= ${CPU_BUDGET_MS.median} ms, p99 <= ${CPU_BUDGET_MS.p99} ms`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) printCpu(await runCpu());
