// npm run bench:load
// "No lead is ever lost" under load: 2,000 valid lead submissions, 50 in flight, through the
// local production server (each from its own visitor address, so the per-IP rate limit is
// not what is measured). Then waits for the notification queue to drain and checks the
// bench's own D1: every accepted answer is a lead row (by receipt id), every lead has its
// notification recorded (a sent delivery on each configured channel, notify_state delivered),
// and no answer was a 5xx. Exits non-zero when a figure does not match.
// Options: LEADS (default 2000), CONCURRENCY (default 50), DRAIN_TIMEOUT (seconds, default 300).

import { percentile, printTable, queryD1, queueReport, runLeadBench, sleep, submitLeads } from "./support/leads.mjs";
import { startSite } from "./support/site.mjs";

const LEADS = Number(process.env.LEADS) || 2000;
const CONCURRENCY = Number(process.env.CONCURRENCY) || 50;
const DRAIN_TIMEOUT_S = Number(process.env.DRAIN_TIMEOUT) || 300;
const PERSIST = ".wrangler/bench-load-state";
/** Production's cron sweeps leads still pending after 30 s (worker/leads/notify.ts); locally no cron runs. */
const SWEEP_AFTER_S = 35;

const runId = `load${Date.now().toString(36)}`;
const ofThisRun = `email LIKE '%@${runId}.bench.test'`;

/**
 * Waits until the queue has acked a message for every accepted lead, reading the server log
 * (D1 is read once the server has stopped). A lead whose message never reached the queue
 * stays pending until the cron's sweep, which `vite preview` does not run on its own: when
 * the queue has been idle for a while short of the goal, the sweep runs as production's
 * cron would.
 */
async function drain(site, goal) {
  const started = Date.now();
  let swept = 0;
  let last = { acked: -1 };
  let changedAt = Date.now();
  for (;;) {
    const report = queueReport(site.log(), "lead-notifications");
    const seconds = (Date.now() - started) / 1000;
    if (report.acked !== last.acked) {
      console.error(`queue: ${report.acked}/${goal} acked in ${report.batches} batches after ${seconds.toFixed(0)} s`);
      changedAt = Date.now();
    }
    last = report;
    if (!site.running()) throw new Error(`the server stopped during the run:\n${site.log().slice(-3000)}`);
    if (report.acked >= goal) return { seconds, swept, timedOut: false };
    if (seconds > DRAIN_TIMEOUT_S) return { seconds, swept, timedOut: true };
    if (Date.now() - changedAt > SWEEP_AFTER_S * 1000) {
      swept += 1;
      changedAt = Date.now();
      console.error("queue idle short of the goal: running the cron sweep");
      await fetch(`${site.base}/cdn-cgi/handler/scheduled?cron=*+*+*+*+*`).catch(() => {});
    }
    await sleep(500);
  }
}

export async function runLoad() {
  const site = await startSite({ port: 8797, persist: PERSIST });
  let answers;
  let seconds;
  let drained;
  let log;
  try {
    console.error(`submitting ${LEADS} leads, ${CONCURRENCY} at a time...`);
    ({ answers, seconds } = await submitLeads(site.base, { runId, count: LEADS, concurrency: CONCURRENCY }));
    const accepted = answers.filter((a) => a.status >= 200 && a.status < 300).length;
    console.error("waiting for the notification queue...");
    drained = await drain(site, accepted);
    log = site.log();
  } finally {
    await site.stop();
  }

  const byStatus = {};
  for (const a of answers) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
  const accepted = answers.filter((a) => a.status >= 200 && a.status < 300);
  const latencies = answers.map((a) => a.ms);
  const rows = await queryD1(PERSIST, `SELECT id, notify_state AS state FROM leads WHERE ${ofThisRun}`);
  const stored = new Set(rows.map((r) => r.id));
  const receipts = new Set(accepted.map((a) => a.id).filter(Boolean));
  const deliveries = await queryD1(
    PERSIST,
    `SELECT channel, status, COUNT(*) AS attempts, COUNT(DISTINCT lead_id) AS leads FROM deliveries
     WHERE lead_id IN (SELECT id FROM leads WHERE ${ofThisRun}) GROUP BY channel, status ORDER BY channel, status`,
  );
  const channels = [...new Set(deliveries.map((d) => d.channel))];
  const sentOn = (channel) => deliveries.find((d) => d.channel === channel && d.status === "sent") ?? { attempts: 0, leads: 0 };
  // Wrangler's local send_email logs every message it writes to disk, subject included.
  const mailed = new Set([...log.matchAll(new RegExp(`Subject: New lead: Bench ${runId} (\\d+) `, "g"))].map((m) => m[1]));
  const queue = queueReport(log, "lead-notifications");

  const checks = [
    ["valid submissions accepted (2xx)", LEADS, accepted.length],
    ["5xx answers", 0, answers.filter((a) => a.status >= 500).length],
    ["requests that got no answer", 0, answers.filter((a) => a.status === 0).length],
    ["receipt ids found as lead rows in D1", accepted.length, [...receipts].filter((id) => stored.has(id)).length],
    ["lead rows in D1 for this run", accepted.length, stored.size],
    ["leads notified (notify_state delivered)", accepted.length, rows.filter((r) => r.state === "delivered").length],
    ["leads failed (dead-lettered)", 0, rows.filter((r) => r.state === "failed").length],
    ...channels.flatMap((channel) => [
      [`${channel}: leads with a sent delivery`, accepted.length, sentOn(channel).leads],
      [`${channel}: sent deliveries (one per lead)`, accepted.length, sentOn(channel).attempts],
    ]),
    ["e-mails written by wrangler (server log)", channels.includes("email") ? accepted.length : 0, mailed.size],
    ["queue messages acked (server log)", accepted.length, queue.acked],
  ];
  if (channels.length === 0) checks.push(["notification channels configured", ">0", 0]);
  return {
    date: new Date().toISOString(),
    leads: LEADS,
    concurrency: CONCURRENCY,
    submitSeconds: seconds,
    requestsPerSecond: LEADS / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: Math.max(...latencies),
    byStatus,
    channels,
    deliveries,
    queue,
    drainSeconds: drained.seconds,
    drainTimedOut: drained.timedOut,
    sweeps: drained.swept,
    checks: checks.map(([name, expected, found]) => ({ name, expected, found, ok: expected === found })),
  };
}

export function printLoad(report) {
  const ms = (v) => `${Math.round(v)} ms`;
  printTable([
    ["submissions", "concurrency", "req/s", "p50", "p99", "max", "answers by status"],
    [
      report.leads,
      report.concurrency,
      Math.round(report.requestsPerSecond),
      ms(report.p50),
      ms(report.p99),
      ms(report.max),
      Object.entries(report.byStatus)
        .map(([s, n]) => `${s === "0" ? "no answer" : s}: ${n}`)
        .join(", "),
    ],
  ]);
  console.log();
  console.log(
    `notification queue drained in ${report.drainSeconds.toFixed(0)} s after the last answer${report.drainTimedOut ? " (TIMED OUT)" : ""}; ` +
      `${report.queue.batches} batches; channels configured: ${report.channels.join(", ") || "none"}${report.sweeps ? `; cron sweep run ${report.sweeps}x` : ""}`,
  );
  console.log();
  printTable([["check", "expected", "found", ""], ...report.checks.map((c) => [c.name, c.expected, c.found, c.ok ? "ok" : "MISMATCH"])]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runLeadBench("leads-load", runLoad, printLoad, (report) => {
    const failed = report.checks.filter((c) => !c.ok);
    return failed.length > 0 || report.drainTimedOut
      ? { ok: false, message: `a lead went missing or failed: ${failed.map((c) => c.name).join("; ") || "the queue did not drain"}` }
      : { ok: true, message: `no lead lost: ${report.leads} accepted, ${report.leads} stored, ${report.leads} notified` };
  });
}
