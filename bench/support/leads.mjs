// Shared by the lead benches (leads-load, webhook-faults): valid submissions, a pool of
// concurrent senders, reads of the bench's own local D1, and plain-text tables.
import { execFile } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { promisify } from "node:util";

const run = promisify(execFile);

/** A submission that passes validation and the spam checks (no honeypot, a human fill time). */
export function leadSubmission(runId, n) {
  return {
    name: `Bench ${runId} ${n}`,
    email: `lead-${n}@${runId}.bench.test`,
    phone: "(410) 555-0199",
    company: "",
    address: "1204 Ridge Rd, Bel Air, MD 21014",
    service: "Roofing",
    projectDetails: `Bench lead ${n}: shingles lifted in last week's storm.`,
    source: "Contact Page",
    urgency: "high",
    contactPreference: "phone",
    consentText: "By submitting this form, you agree that we may contact you about your request.",
    page: "/contact",
    website: "",
    // Above the minimum fill time (worker/leads/spam.ts), as a person typing would be.
    elapsedMs: 14_000,
  };
}

/** One visitor address per submission, so the per-IP rate limit is never what is measured. */
export function visitorIp(n) {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * Posts `count` leads with `concurrency` requests in flight, as browsers do (JSON, one
 * Idempotency-Key each). Returns each answer's status, latency and receipt id.
 */
export async function submitLeads(base, { runId, count, concurrency }) {
  const answers = new Array(count);
  let next = 0;
  const started = performance.now();
  async function sender() {
    while (next < count) {
      const n = next++;
      const t0 = performance.now();
      try {
        const response = await fetch(`${base}/api/leads`, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "CF-Connecting-IP": visitorIp(n + 1),
            "User-Agent": "Mozilla/5.0 (bench)",
            "Idempotency-Key": `"${runId}-${n}"`,
          },
          body: JSON.stringify(leadSubmission(runId, n)),
        });
        const text = await response.text();
        let id = null;
        try {
          id = JSON.parse(text).id ?? null;
        } catch {
          // not JSON: counted by status
        }
        answers[n] = { n, status: response.status, ms: performance.now() - t0, id };
      } catch (error) {
        answers[n] = { n, status: 0, ms: performance.now() - t0, id: null, error: String(error) };
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, sender));
  return { answers, seconds: (performance.now() - started) / 1000 };
}

/**
 * Rows of one SELECT against the bench's local D1 (the persist dir the server used). Run it
 * once the server has stopped: a second process on the same SQLite file while the server
 * writes gets SQLITE_BUSY (and could make the server's own writes fail).
 */
export async function queryD1(persist, sql) {
  const { stdout } = await run("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", persist, "--json", "--command", sql], {
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    maxBuffer: 64 * 1024 * 1024,
  });
  const [result] = JSON.parse(stdout);
  return result.results;
}

/**
 * What the local queue reported so far, from the server log (miniflare prints one line per
 * batch: "QUEUE <name> <acked>/<size> (<ms>ms)").
 */
export function queueReport(log, queue) {
  let batches = 0;
  let acked = 0;
  let delivered = 0;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal colour codes wrangler prints
  const plain = log.replace(/\x1b\[[0-9;]*m/g, "");
  for (const match of plain.matchAll(/QUEUE (\S+) (\d+)\/(\d+)/g)) {
    if (match[1] !== queue) continue;
    batches += 1;
    acked += Number(match[2]);
    delivered += Number(match[3]);
  }
  return { batches, acked, messages: delivered };
}

export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Prints rows (arrays of cells) as aligned columns; the first row is the header. */
export function printTable(rows) {
  const cells = rows.map((row) => row.map(String));
  const widths = cells[0].map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  for (const row of cells)
    console.log(
      row
        .map((cell, i) => cell.padEnd(widths[i]))
        .join("  ")
        .trimEnd(),
    );
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** SQL string literal. */
export const sqlText = (value) => `'${String(value).replaceAll("'", "''")}'`;

/**
 * Runs a lead bench as a script: it needs its own server (its checks read that server's D1
 * and log), saves its report as bench/results/{name}-latest.json and exits 1 unless the
 * verdict says every lead is accounted for.
 */
export async function runLeadBench(name, run, print, verdict) {
  if (process.env.BASE_URL) {
    console.error("this bench starts its own server; unset BASE_URL");
    process.exit(2);
  }
  const report = await run();
  print(report);
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(`bench/results/${name}-latest.json`, JSON.stringify(report, null, 2));
  const { ok, message } = verdict(report);
  if (ok) {
    console.log(`\n${message}`);
  } else {
    console.error(message);
    process.exitCode = 1;
  }
}
