// npm run bench:headers
// Grades the site's security headers with MDN's HTTP Observatory scanner (the published
// grading rules of observatory.mozilla.org), run locally against the production build.
// The scanner is installed apart from the site in bench/tools/observatory with
// `npm ci --ignore-scripts`: its install scripts download lists from the internet.
// A local server speaks plain HTTP, so two checks cannot pass here: the redirection to
// HTTPS and Strict-Transport-Security (which browsers ignore over HTTP). The script prints
// the official grade, then the grade with those two counted as neither gain nor loss, and
// fails unless that grade is A+ and every other check passes.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { startSite } from "./support/site.mjs";

const TOOL = fileURLToPath(new URL("tools/observatory", import.meta.url));
const PACKAGE = `${TOOL}/node_modules/@mdn/mdn-http-observatory`;
const HTTPS_ONLY = new Set(["redirection", "strict-transport-security"]);

export function installScanner() {
  if (!existsSync(`${PACKAGE}/package.json`)) {
    console.error("installing MDN HTTP Observatory (npm ci --ignore-scripts)...");
    const result = spawnSync("npm", ["ci", "--ignore-scripts", "--no-audit", "--no-fund", "--prefix", TOOL], {
      stdio: ["ignore", "ignore", "inherit"],
    });
    if (result.status !== 0) throw new Error("could not install the scanner");
  }
  // Skipped install scripts would have downloaded Chromium's HSTS preload list; a local
  // host is on no preload list, so an empty one grades it the same way.
  if (!existsSync(`${PACKAGE}/conf/hsts-preload.json`)) writeFileSync(`${PACKAGE}/conf/hsts-preload.json`, "{}");
}

/** Scans a running server ("localhost:8787") and grades it with and without the HTTPS-only checks. */
export async function gradeHost(host) {
  installScanner();
  const { scan } = await import(`${PACKAGE}/src/scanner/index.js`);
  const { getGradeForScore } = await import(`${PACKAGE}/src/grader/grader.js`);
  const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import(`${PACKAGE}/src/grader/charts.js`);
  const result = await scan(host);

  // The scanner's own scoring, with the HTTPS-only checks left out.
  let uncurved = 100;
  let withCredit = 100;
  const tests = Object.entries(result.tests).map(([name, test]) => {
    const httpsOnly = HTTPS_ONLY.has(name);
    if (!httpsOnly) {
      withCredit += test.scoreModifier;
      if (test.scoreModifier < 0) uncurved += test.scoreModifier;
    }
    return { name, pass: test.pass, result: test.result, scoreModifier: test.scoreModifier, httpsOnly };
  });
  const local = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withCredit : uncurved);
  return {
    date: new Date().toISOString(),
    official: { grade: result.scan.grade, score: result.scan.score },
    local: { grade: local.grade, score: local.score },
    tests,
  };
}

export async function runObservatory() {
  const site = await startSite({ port: (Number(process.env.BENCH_PORT) || 8796) + 2, persist: ".wrangler/bench-headers-state" });
  try {
    return await gradeHost(new URL(site.base).host);
  } finally {
    await site.stop();
  }
}

export function printObservatory(report) {
  const rows = [["check", "pass", "result", "score"]];
  for (const test of report.tests)
    rows.push([test.name + (test.httpsOnly ? " (HTTPS only)" : ""), test.pass ? "yes" : "no", test.result, String(test.scoreModifier)]);
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join("  "));
  console.log(
    `HTTP Observatory: ${report.official.grade} (${report.official.score}) as scanned over plain HTTP; ${report.local.grade} (${report.local.score}) without the two HTTPS-only checks`,
  );
}

/** The headers' budget: A+ apart from the HTTPS-only checks, and no other check failing. */
export function observatoryFailures(report) {
  const failures = report.tests.filter((test) => !test.httpsOnly && !test.pass).map((test) => `${test.name}: ${test.result}`);
  if (report.local.grade !== "A+") failures.push(`grade ${report.local.grade} (${report.local.score}), want A+`);
  return failures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await runObservatory();
  printObservatory(report);
  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/observatory-latest.json", JSON.stringify(report, null, 2));
  const failures = observatoryFailures(report);
  if (failures.length) {
    console.error(`failing: ${failures.join("; ")}`);
    process.exitCode = 1;
  }
}
