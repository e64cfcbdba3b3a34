// npm run bench:check
// Enforces the performance and security budgets (not part of `npm test`: Lighthouse takes
// minutes and its figures belong to a quiet machine). Runs the Lighthouse bench and the
// HTTP Observatory scan, or with `--latest` reads their last reports from bench/results/,
// prints every budget with the measured figure, and exits 1 when one does not hold.
import { readFileSync } from "node:fs";
import { printTable, runLighthouse } from "./lighthouse.mjs";
import { observatoryFailures, printObservatory, runObservatory } from "./observatory.mjs";

const CONTENT_PAGES = new Set(["home", "roofing", "article", "city"]);
const JS_BUDGET_BYTES = 90 * 1024;

const latest = process.argv.includes("--latest");
const read = (name) => JSON.parse(readFileSync(`bench/results/${name}-latest.json`, "utf8"));
const lighthouse = latest ? read("lighthouse") : await runLighthouse();
const observatory = latest ? read("observatory") : await runObservatory();

printTable(lighthouse);
console.log();
printObservatory(observatory);
console.log();

const budgets = [];
/** `worse(a, b)` is true when figure a is worse than b; the worst page is shown when all pass. */
function budget(name, entries, measure, holds, { show = String, worse = (a, b) => a < b } = {}) {
  const failing = entries.filter((entry) => !holds(measure(entry)));
  const worst = entries.reduce((w, e) => (worse(measure(e), measure(w)) ? e : w));
  budgets.push({
    name,
    holds: failing.length === 0,
    measured: failing.length
      ? failing.map((e) => `${e.formFactor} ${e.page}: ${show(measure(e))}`).join(", ")
      : `holds (worst: ${worst.formFactor} ${worst.page}, ${show(measure(worst))})`,
  });
}

const results = lighthouse.results;
const mobile = results.filter((r) => r.formFactor === "mobile");
const desktop = results.filter((r) => r.formFactor === "desktop");
budget(
  "Performance >= 98 (mobile)",
  mobile,
  (r) => r.median.scores.performance,
  (v) => v >= 98,
);
budget(
  "Performance = 100 (desktop)",
  desktop,
  (r) => r.median.scores.performance,
  (v) => v === 100,
);
for (const category of ["accessibility", "best-practices", "seo"]) {
  budget(
    `${category} = 100`,
    results,
    (r) => r.median.scores[category],
    (v) => v === 100,
  );
}
budget(
  "CLS = 0.00",
  results,
  (r) => r.median.cls,
  (v) => v.toFixed(2) === "0.00",
  { show: (v) => v.toFixed(3), worse: (a, b) => a > b },
);
budget(
  "first-load JS <= 90 KB gzip (content pages)",
  results.filter((r) => CONTENT_PAGES.has(r.page)),
  (r) => r.median.jsGzipBytes,
  (v) => v <= JS_BUDGET_BYTES,
  { show: (v) => `${(v / 1024).toFixed(1)} KB`, worse: (a, b) => a > b },
);
budget(
  "no render-blocking third-party resource",
  results,
  (r) => [...r.median.thirdPartyRenderBlocking, ...r.median.thirdPartyRequests],
  (v) => v.length === 0,
  {
    show: (v) => (v.length ? v.join(" ") : "none"),
    worse: (a, b) => a.length > b.length,
  },
);
const headerFailures = observatoryFailures(observatory);
budgets.push({
  name: "HTTP Observatory A+ (apart from HTTPS-only checks)",
  holds: headerFailures.length === 0,
  measured: headerFailures.length ? headerFailures.join("; ") : `${observatory.local.grade} (${observatory.local.score})`,
});

const width = Math.max(...budgets.map((b) => b.name.length));
for (const b of budgets) console.log(`${b.holds ? "PASS" : "FAIL"}  ${b.name.padEnd(width)}  ${b.measured}`);
const failed = budgets.filter((b) => !b.holds);
if (failed.length) {
  console.log(`\n${failed.length} of ${budgets.length} budgets do not hold`);
  process.exitCode = 1;
} else {
  console.log(`\nall ${budgets.length} budgets hold`);
}
