// npm run bench:lighthouse
// Lighthouse 12 (runs on Node 20) with Debian's Chromium, headless and offline, against the
// local production build: mobile and desktop, five pages, the median of 3 runs per page.
// Prints the four category scores, LCP, TBT, CLS, total bytes and JavaScript bytes (gzip),
// and writes the report to bench/results/lighthouse-latest.json (and a dated copy).
import { mkdirSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/support/chromium.mjs";
import { startSite } from "./support/site.mjs";

export const PAGES = [
  { name: "home", path: "/" },
  { name: "roofing", path: "/roofing" },
  { name: "article", path: "/insights/storm-chasers" },
  { name: "city", path: "/roofing-bel-air" },
  { name: "schedule", path: "/schedule" },
];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS) || 3;
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS, "--disable-gpu"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const gzipCache = new Map();
/** gzip -9 size of a response body, fetched uncompressed from the same server. */
async function gzipBytes(url) {
  if (!gzipCache.has(url)) {
    const body = Buffer.from(await (await fetch(url, { headers: { "Accept-Encoding": "identity" } })).arrayBuffer());
    gzipCache.set(url, gzipSync(body, { level: 9 }).length);
  }
  return gzipCache.get(url);
}

/** The scripts the page's HTML itself names (entry and module preloads), as opposed to those loaded later. */
async function scriptsInHtml(url) {
  const html = await (await fetch(url)).text();
  return new Set([...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)].map((m) => new URL(m[1], url).href));
}

/** The figures of one Lighthouse result. */
async function summarize(lhr, origin) {
  const requests = lhr.audits["network-requests"].details.items;
  const scripts = requests.filter((request) => request.resourceType === "Script");
  const named = await scriptsInHtml(lhr.finalDisplayedUrl);
  let jsGzip = 0;
  let jsInHtmlGzip = 0;
  for (const script of scripts) {
    const bytes = await gzipBytes(script.url);
    jsGzip += bytes;
    if (named.has(script.url)) jsInHtmlGzip += bytes;
  }
  const blocking = lhr.audits["render-blocking-resources"]?.details?.items ?? [];
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)])),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
    fcpMs: Math.round(lhr.audits["first-contentful-paint"].numericValue),
    tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
    cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    totalBytes: lhr.audits["total-byte-weight"].numericValue,
    jsFiles: scripts.length,
    jsTransferBytes: scripts.reduce((sum, script) => sum + (script.transferSize ?? 0), 0),
    // Every script fetched while the page loads (what the first-load budget counts)...
    jsGzipBytes: jsGzip,
    // ...of which the HTML names these; the rest are chunks fetched after hydration.
    jsInHtmlGzipBytes: jsInHtmlGzip,
    scripts: scripts.map((script) => script.url.replace(origin, "")),
    thirdPartyRequests: requests.filter((request) => !request.url.startsWith(origin) && !request.url.startsWith("data:")).map((r) => r.url),
    renderBlocking: blocking.map((item) => item.url),
    thirdPartyRenderBlocking: blocking.map((item) => item.url).filter((url) => !url.startsWith(origin)),
    failedAudits: Object.values(lhr.audits)
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 1 &&
          ["binary", "numeric"].includes(audit.scoreDisplayMode) &&
          !audit.id.match(
            /^(first-contentful-paint|largest-contentful-paint|speed-index|interactive|total-blocking-time|max-potential-fid|cumulative-layout-shift)$/,
          ),
      )
      .map((audit) => audit.id),
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function printTable(report) {
  const rows = [["form", "page", "perf", "a11y", "bp", "seo", "LCP", "TBT", "CLS", "total", "JS gzip", "(in HTML)"]];
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
      ].map(String),
    );
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join("  "));
}

export async function runLighthouse() {
  const site = await startSite();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  const report = { date: new Date().toISOString(), lighthouse: null, runsPerPage: RUNS, results: [] };
  try {
    for (const formFactor of ["mobile", "desktop"]) {
      for (const page of PAGES) {
        const url = site.base + page.path;
        const runs = [];
        for (let attempt = 1; runs.length < RUNS; attempt++) {
          const result = await lighthouse(
            url,
            { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES },
            formFactor === "desktop" ? desktopConfig : undefined,
          );
          if (result.lhr.runtimeError) {
            // Lighthouse sometimes fails to record a trace (NO_NAVSTART); such a run has no figures.
            if (attempt - runs.length > 3) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
            console.error(`${formFactor} ${page.path}: run failed (${result.lhr.runtimeError.code}), running it again`);
            continue;
          }
          report.lighthouse = result.lhr.lighthouseVersion;
          runs.push(result.lhr);
        }
        const median = computeMedianRun(runs);
        const entry = {
          formFactor,
          page: page.name,
          path: page.path,
          median: await summarize(median, site.base),
          performanceRuns: runs.map((lhr) => Math.round(lhr.categories.performance.score * 100)),
        };
        report.results.push(entry);
        console.error(`${formFactor} ${page.path}: performance ${entry.performanceRuns.join(", ")}`);
      }
    }
  } finally {
    await chrome.kill();
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
  console.log(`Lighthouse ${report.lighthouse}, median of ${report.runsPerPage} runs per page`);
  printTable(report);
  console.log("report: bench/results/lighthouse-latest.json");
}
