// npm run bench:ssr
// The local production server under autocannon: requests per second and p50/p99 latency of
// server-rendered pages (home, an article, a city page) next to a static asset from the same
// server, in one run, with each page's throughput as a ratio of the static ceiling.
// Options: DURATION (seconds per target, default 10), CONNECTIONS (default 10).
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { startSite } from "./support/site.mjs";

const DURATION = Number(process.env.DURATION) || 10;
const CONNECTIONS = Number(process.env.CONNECTIONS) || 10;

function staticAsset() {
  const manifest = JSON.parse(readFileSync("dist/client/.vite/manifest.json", "utf8"));
  return `/${manifest["client/entry.client.tsx"].css[0]}`;
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      // Browsers ask for compressed answers; so does the bench.
      { url, connections: CONNECTIONS, duration: DURATION, headers: { "accept-encoding": "br, gzip", accept: "text/html,*/*" } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

export async function runSsr() {
  const site = await startSite();
  const targets = [
    { name: "static asset (CSS)", path: staticAsset() },
    { name: "home", path: "/" },
    { name: "article", path: "/insights/storm-chasers" },
    { name: "city page", path: "/roofing-bel-air" },
  ];
  const rows = [];
  try {
    for (const target of targets) {
      // Warm up: the first requests compile the worker's code paths and fill caches.
      for (let i = 0; i < 20; i++) await (await fetch(site.base + target.path)).arrayBuffer();
      const result = await load(site.base + target.path);
      const errors = result.errors + result.non2xx;
      rows.push({
        ...target,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        requests: result.requests.total,
        errors,
      });
      console.error(`${target.name}: ${Math.round(result.requests.average)} req/s`);
    }
  } finally {
    await site.stop();
  }
  return { date: new Date().toISOString(), durationSeconds: DURATION, connections: CONNECTIONS, rows };
}

export function printSsr(report) {
  const ceiling = report.rows[0].rps;
  const table = [["target", "path", "req/s", "p50", "p99", "of static", "errors"]];
  for (const row of report.rows) {
    table.push(
      [
        row.name,
        row.path,
        Math.round(row.rps),
        `${row.p50} ms`,
        `${row.p99} ms`,
        `${((row.rps / ceiling) * 100).toFixed(0)}%`,
        row.errors,
      ].map(String),
    );
  }
  const widths = table[0].map((_, i) => Math.max(...table.map((r) => r[i].length)));
  for (const row of table) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join("  "));
  const pages = report.rows.slice(1);
  const mean = pages.reduce((sum, row) => sum + row.rps, 0) / pages.length;
  console.log(
    `SSR pages to static: ${(mean / ceiling).toFixed(2)} (mean of ${pages.length} pages; ${report.connections} connections, ${report.durationSeconds} s each)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await runSsr();
  printSsr(report);
  const { mkdirSync, writeFileSync } = await import("node:fs");
  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/ssr-latest.json", JSON.stringify(report, null, 2));
  if (report.rows.some((row) => row.errors > 0)) {
    console.error("some requests failed");
    process.exitCode = 1;
  }
}
