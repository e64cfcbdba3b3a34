// Runs under the Node 22 of bench/tools/lighthouse (Lighthouse 13 needs it; the site stays on
// Node 20): Lighthouse against a running site, five pages, mobile and desktop, RUNS per page
// (default 5): each figure's min, median and max over the runs, and the details (bytes, scripts,
// failed audits) of Lighthouse's median run. Usage: <node 22> bench/support/lighthouse-runner.mjs <base URL>
// Prints the report as JSON on stdout (progress on stderr). bench/lighthouse.mjs starts it.
import { gzipSync } from "node:zlib";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../e2e/support/chromium.mjs";

const TOOL = new URL("../tools/lighthouse/node_modules/", import.meta.url);
const { default: lighthouse } = await import(new URL("lighthouse/core/index.js", TOOL).href);
const { default: desktopConfig } = await import(new URL("lighthouse/core/config/desktop-config.js", TOOL).href);
const { computeMedianRun } = await import(new URL("lighthouse/core/lib/median-run.js", TOOL).href);
const chromeLauncher = await import(new URL("chrome-launcher/dist/index.js", TOOL).href);

const PAGES = [
  { name: "home", path: "/" },
  { name: "roofing", path: "/roofing" },
  { name: "article", path: "/insights/storm-chasers" },
  { name: "city", path: "/roofing-bel-air" },
  { name: "schedule", path: "/schedule" },
];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS) || 5;
// LIGHTHOUSE_PAGES=home,city and LIGHTHOUSE_FORMS=mobile measure part of the set (while working on one page).
const only = (list, variable) =>
  process.env[variable] ? list.filter((item) => process.env[variable].split(",").includes(item.name ?? item)) : list;
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS, "--disable-gpu"];
// Lighthouse measures the host's CPU at the start of each run (its benchmark index) and, at or
// below this figure, warns that the host is too slow for its 4x CPU slowdown and that this "can
// negatively affect your performance score" (SLOW_CPU_BENCHMARK_INDEX_THRESHOLD in
// core/gather/driver/environment.js). On a shared machine that is another tenant's load, not the
// page: such a run is set aside and the page measured again, at most SLOW_HOST_RETAKES times per
// page; after that the slow runs count like any other. Set-aside runs stay in the report.
const SLOW_HOST_INDEX = 1000;
const SLOW_HOST_RETAKES = Number(process.env.LIGHTHOUSE_SLOW_HOST_RETAKES ?? 3);
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

/** Every `url` in an audit's details (tables, or lists of tables as Lighthouse 13's insights give). */
function urlsIn(details) {
  const urls = [];
  const visit = (value) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") {
      if (typeof value.url === "string") urls.push(value.url);
      Object.values(value).forEach(visit);
    }
  };
  visit(details?.items);
  return [...new Set(urls)];
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
  const blocking = urlsIn((lhr.audits["render-blocking-insight"] ?? lhr.audits["render-blocking-resources"])?.details);
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
    renderBlocking: blocking,
    thirdPartyRenderBlocking: blocking.filter((url) => !url.startsWith(origin)),
    failedAudits: Object.values(lhr.audits)
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 1 &&
          ["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode) &&
          !audit.id.match(
            /^(first-contentful-paint|largest-contentful-paint|speed-index|interactive|total-blocking-time|max-potential-fid|cumulative-layout-shift)$/,
          ),
      )
      .map((audit) => audit.id),
  };
}

/** One run's figures, as the per-run lines, the spread and the set-aside runs give them. */
function runFigures(lhr) {
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    "best-practices": Math.round(lhr.categories["best-practices"].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
    tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
    cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** Each figure's min, median and max over the runs (an odd number of runs has a true median). */
function spread(runs) {
  const figures = {};
  for (const key of ["performance", "accessibility", "best-practices", "seo", "lcpMs", "tbtMs", "cls"]) {
    const values = runs.map((run) => run[key]).sort((a, b) => a - b);
    const middle = values.length / 2;
    const median = values.length % 2 ? values[Math.floor(middle)] : (values[middle - 1] + values[middle]) / 2;
    figures[key] = { min: values[0], median, max: values.at(-1) };
  }
  return figures;
}

const base = process.argv[2];
if (!base) throw new Error("usage: lighthouse-runner.mjs <base URL>");
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
const report = { date: new Date().toISOString(), lighthouse: null, node: process.version, runsPerPage: RUNS, results: [] };
try {
  for (const formFactor of only(["mobile", "desktop"], "LIGHTHOUSE_FORMS")) {
    for (const page of only(PAGES, "LIGHTHOUSE_PAGES")) {
      const url = base + page.path;
      const runs = [];
      const setAside = [];
      let failures = 0;
      while (runs.length < RUNS) {
        const result = await lighthouse(
          url,
          { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES },
          formFactor === "desktop" ? desktopConfig : undefined,
        );
        if (result.lhr.runtimeError) {
          // Lighthouse sometimes fails to record a trace (NO_NAVSTART); such a run has no figures.
          if (++failures > 3) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
          console.error(`${formFactor} ${page.path}: run failed (${result.lhr.runtimeError.code}), running it again`);
          continue;
        }
        report.lighthouse = result.lhr.lighthouseVersion;
        const hostIndex = Math.round(result.lhr.environment.benchmarkIndex);
        if (hostIndex <= SLOW_HOST_INDEX && setAside.length < SLOW_HOST_RETAKES) {
          setAside.push(runFigures(result.lhr));
          console.error(`${formFactor} ${page.path}: host CPU ${hostIndex} (too slow, Lighthouse warns), running it again`);
          continue;
        }
        runs.push(result.lhr);
      }
      const median = computeMedianRun(runs);
      const kept = runs.map(runFigures);
      const entry = {
        formFactor,
        page: page.name,
        path: page.path,
        // Budgets are read on each figure's own median over the runs...
        spread: spread(kept),
        // ...and the bytes, scripts and failed audits are those of Lighthouse's median run.
        median: await summarize(median, base),
        performanceRuns: kept.map((run) => run.performance),
        lcpRuns: kept.map((run) => run.lcpMs),
        // Lighthouse's own measure of the host's CPU speed, taken with each run (higher is faster):
        // mobile TBT and LCP are this machine's main-thread times, multiplied by 4.
        benchmarkIndexRuns: kept.map((run) => run.benchmarkIndex),
        // Runs set aside because Lighthouse found the host too slow (see SLOW_HOST_INDEX).
        slowHostRuns: setAside,
      };
      report.results.push(entry);
      const asideNote = setAside.length
        ? ` (set aside, host too slow: ${setAside.map((run) => `performance ${run.performance}, LCP ${run.lcpMs} ms at host CPU ${run.benchmarkIndex}`).join("; ")})`
        : "";
      console.error(
        `${formFactor} ${page.path}: performance ${entry.performanceRuns.join(", ")}; LCP ${entry.lcpRuns.join(", ")} ms; host CPU ${entry.benchmarkIndexRuns.join(", ")}${asideNote}`,
      );
    }
  }
} finally {
  await chrome.kill();
}
process.stdout.write(JSON.stringify(report));
