// npm run bench:ssr
// The local production server under autocannon: requests per second and p50/p99 latency of
// server-rendered pages (home, an article, a city page) next to a static asset from the same
// server, in one run, with each page's throughput as a ratio of the static ceiling. The pages
// are measured twice: as the page cache serves them, and with the page cache off (the same
// addresses with a query string, which the cache never keeps: every request renders, as on
// workers.dev, where the Cache API keeps nothing, and for the first visitor after a deploy).
// Every target is measured in ROUNDS (default 3) turns of DURATION seconds (default 5), the
// targets taking turns, and the median kept. Options: DURATION, ROUNDS, CONNECTIONS (default 10).
import autocannon from "autocannon";
import { startSite, stylesheetPath } from "./support/site.mjs";

const DURATION = Number(process.env.DURATION) || 5;
const CONNECTIONS = Number(process.env.CONNECTIONS) || 10;
const ROUNDS = Number(process.env.ROUNDS) || 3;

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      // Browsers ask for compressed answers; so does the bench.
      { url, connections: CONNECTIONS, duration: DURATION, headers: { "accept-encoding": "br, gzip", accept: "text/html,*/*" } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

export async function runSsr({ build } = {}) {
  const site = await startSite({ build });
  const pages = [
    { name: "home", path: "/" },
    { name: "article", path: "/insights/storm-chasers" },
    { name: "city page", path: "/roofing-bel-air" },
  ];
  const targets = [
    { name: "static asset (CSS)", path: await stylesheetPath(site.base), run: "static" },
    ...pages.map((page) => ({ ...page, run: "cached" })),
    ...pages.map((page) => ({ ...page, name: `${page.name}, uncached`, path: `${page.path}?uncached`, run: "uncached" })),
  ];
  const runs = new Map(targets.map((target) => [target, []]));
  try {
    // Warm up: the first requests compile the worker's code paths and fill caches.
    for (const target of targets) for (let i = 0; i < 20; i++) await (await fetch(site.base + target.path)).arrayBuffer();
    // Rounds of every target in turn: on a shared machine, load that comes and goes falls on
    // all of them alike, and each figure is the median of its rounds.
    for (let round = 1; round <= ROUNDS; round++) {
      for (const target of targets) {
        const result = await load(site.base + target.path);
        runs.get(target).push(result);
        console.error(`round ${round}, ${target.name}: ${Math.round(result.requests.average)} req/s`);
      }
    }
  } finally {
    await site.stop();
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const rows = targets.map((target) => {
    const results = runs.get(target);
    return {
      ...target,
      rps: median(results.map((r) => r.requests.average)),
      p50: median(results.map((r) => r.latency.p50)),
      p99: median(results.map((r) => r.latency.p99)),
      requests: results.reduce((sum, r) => sum + r.requests.total, 0),
      errors: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
    };
  });
  return { date: new Date().toISOString(), durationSeconds: DURATION, rounds: ROUNDS, connections: CONNECTIONS, rows };
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
  for (const [run, label] of [
    ["cached", "with the page cache"],
    ["uncached", "page cache off"],
  ]) {
    const ratio = ssrRatio(report, run);
    if (ratio !== null)
      console.log(
        `SSR pages to static, ${label}: ${ratio.toFixed(2)} (mean of the pages; ${report.connections} connections, median of ${report.rounds ?? 1} rounds of ${report.durationSeconds} s)`,
      );
  }
}

/** The mean throughput of one run's pages ("cached" or "uncached") as a share of the static asset's. */
export function ssrRatio(report, run) {
  const ceiling = report.rows.find((row) => row.run === "static" || row.name.startsWith("static"))?.rps;
  // Reports from before the uncached run have no `run`: their pages were served by the cache.
  const pages = report.rows.filter((row) => (row.run ?? (row.name.startsWith("static") ? "static" : "cached")) === run);
  if (!ceiling || pages.length === 0) return null;
  return pages.reduce((sum, row) => sum + row.rps, 0) / pages.length / ceiling;
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
