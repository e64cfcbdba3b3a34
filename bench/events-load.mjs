// npm run bench:events
// The visit counter under load: 20,000 events in beacons of 1-20 (as browsers batch them), 50
// beacons in flight, through the local production server (each beacon from its own address, so
// the per-IP limit is not what is measured). Then waits for the `site-events` queue to drain
// and checks the bench's own D1: the daily counts add up to exactly the events the server
// accepted, per event too, with no 5xx. Prints events/s. Exits non-zero when a figure does not match.
// Options: EVENTS (default 20000), CONCURRENCY (default 50), PORT (default 8961), DRAIN_TIMEOUT (s, default 300).

import { percentile, printTable, queryD1, queueReport, runLeadBench, sleep } from "./support/leads.mjs";
import { startSite } from "./support/site.mjs";

const EVENTS = Number(process.env.EVENTS) || 20_000;
const CONCURRENCY = Number(process.env.CONCURRENCY) || 50;
const PORT = Number(process.env.PORT) || 8961;
const DRAIN_TIMEOUT_S = Number(process.env.DRAIN_TIMEOUT) || 300;
const PERSIST = ".wrangler/bench-events-state";
const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

// Page views three times as often as anything else.
const WEIGHTS = { visit: 1, page_view: 3, phone_tap: 1, email_tap: 1, form_start: 1, form_submit: 1, chat_open: 1, booking: 1 };
const NAMES = Object.entries(WEIGHTS).flatMap(([name, weight]) => Array(weight).fill(name));
// The site's pages, landing pages, an article, and addresses that count as "other".
const PATHS = [
  "/",
  "/roofing",
  "/contact",
  "/schedule",
  "/roofing-bel-air",
  "/siding-towson",
  "/abingdon-roofing",
  "/insights/storm-chasers",
  "/no-such-page",
  "/schedule/manage/secret",
];
const at = new Date().toISOString();
const TOUCHES = [
  { at, landing: "/roofing-bel-air", utm_source: "google", utm_medium: "cpc", utm_campaign: "bel-air-roofs", gclid: "bench-gclid" },
  { at, landing: "/", referrer: "www.google.com" },
  { at, landing: "/roofing", referrer: "www.facebook.com" },
  { at, landing: "/siding-towson", utm_source: "gmb" },
  { at, landing: "/contact" },
  undefined,
];
const DEVICES = ["phone", "tablet", "desktop"];

/** A fixed sequence (the same beacons every run): mulberry32, a small 32-bit generator. */
function random(seed) {
  let state = seed >>> 0;
  return (n) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * n);
  };
}

function beacons(total) {
  const pick = random(42);
  const list = [];
  for (let left = total; left > 0; ) {
    const size = Math.min(left, 1 + pick(20));
    left -= size;
    const touch = TOUCHES[pick(TOUCHES.length)];
    const events = Array.from({ length: size }, () => ({ name: NAMES[pick(NAMES.length)], path: PATHS[pick(PATHS.length)] }));
    list.push({ ...(touch ? { touch } : {}), device: DEVICES[pick(DEVICES.length)], events });
  }
  return list;
}

async function send(base, list) {
  const answers = new Array(list.length);
  let next = 0;
  const started = performance.now();
  async function sender() {
    while (next < list.length) {
      const n = next++;
      const t0 = performance.now();
      try {
        const response = await fetch(`${base}/api/events`, {
          method: "POST",
          headers: {
            "Content-Type": "text/plain;charset=UTF-8",
            "Sec-Fetch-Site": "same-origin",
            "User-Agent": CHROME,
            "CF-Connecting-IP": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
          },
          body: JSON.stringify(list[n]),
        });
        const body = await response.json().catch(() => ({}));
        answers[n] = { status: response.status, accepted: body.accepted ?? 0, ms: performance.now() - t0 };
      } catch (error) {
        answers[n] = { status: 0, accepted: 0, ms: performance.now() - t0, error: String(error) };
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, sender));
  return { answers, seconds: (performance.now() - started) / 1000 };
}

/** Waits until the queue has acked a message for every beacon the server accepted (read from the server log). */
async function drain(site, goal) {
  const started = Date.now();
  let last = -1;
  for (;;) {
    const report = queueReport(site.log(), "site-events");
    const seconds = (Date.now() - started) / 1000;
    if (report.acked !== last) console.error(`queue: ${report.acked}/${goal} messages acked after ${seconds.toFixed(0)} s`);
    last = report.acked;
    if (!site.running()) throw new Error(`the server stopped during the run:\n${site.log().slice(-3000)}`);
    if (report.acked >= goal) return { seconds, timedOut: false, queue: report };
    if (seconds > DRAIN_TIMEOUT_S) return { seconds, timedOut: true, queue: report };
    await sleep(500);
  }
}

async function runEvents() {
  const list = beacons(EVENTS);
  const site = await startSite({ port: PORT, persist: PERSIST });
  let sent;
  let drained;
  try {
    console.error(`sending ${EVENTS} events in ${list.length} beacons, ${CONCURRENCY} at a time...`);
    sent = await send(site.base, list);
    const acceptedBeacons = sent.answers.filter((a) => a.accepted > 0).length;
    console.error("waiting for the site-events queue...");
    drained = await drain(site, acceptedBeacons);
  } finally {
    await site.stop();
  }
  const { answers, seconds } = sent;
  const accepted = answers.reduce((sum, a) => sum + a.accepted, 0);
  const expectedByEvent = {};
  list.forEach((beacon, n) => {
    if (answers[n].accepted === 0) return;
    for (const event of beacon.events) expectedByEvent[event.name] = (expectedByEvent[event.name] ?? 0) + 1;
  });
  const byStatus = {};
  for (const a of answers) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
  const [total] = await queryD1(PERSIST, "SELECT COALESCE(SUM(count), 0) AS n, COUNT(*) AS rows FROM site_event_counts");
  const byEvent = await queryD1(PERSIST, "SELECT event, SUM(count) AS n FROM site_event_counts GROUP BY event ORDER BY event");
  const paths = await queryD1(PERSIST, "SELECT DISTINCT path FROM site_event_counts ORDER BY path");
  const checks = [
    ["events sent", EVENTS, list.reduce((sum, b) => sum + b.events.length, 0)],
    ["events accepted", EVENTS, accepted],
    ["5xx answers", 0, answers.filter((a) => a.status >= 500).length],
    ["beacons without an answer", 0, answers.filter((a) => a.status === 0).length],
    ["sum of the daily counts = events accepted", accepted, total.n],
    ...Object.entries(expectedByEvent)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, n]) => [`  ${name}`, n, byEvent.find((row) => row.event === name)?.n ?? 0]),
    ["paths counted (the site's own, or other)", "<= 9", paths.length <= 9 ? "<= 9" : paths.map((p) => p.path).join(" ")],
  ];
  return {
    date: new Date().toISOString(),
    events: EVENTS,
    beacons: list.length,
    concurrency: CONCURRENCY,
    sendSeconds: seconds,
    eventsPerSecond: accepted / seconds,
    beaconsPerSecond: list.length / seconds,
    p50: percentile(
      answers.map((a) => a.ms),
      50,
    ),
    p99: percentile(
      answers.map((a) => a.ms),
      99,
    ),
    byStatus,
    rollupRows: total.rows,
    drainSeconds: drained.seconds,
    drainTimedOut: drained.timedOut,
    queue: drained.queue,
    checks: checks.map(([name, expected, found]) => ({ name, expected, found, ok: expected === found })),
  };
}

function printEvents(report) {
  printTable([
    ["events", "beacons", "concurrency", "events/s", "beacons/s", "p50", "p99", "answers by status"],
    [
      report.events,
      report.beacons,
      report.concurrency,
      Math.round(report.eventsPerSecond),
      Math.round(report.beaconsPerSecond),
      `${Math.round(report.p50)} ms`,
      `${Math.round(report.p99)} ms`,
      Object.entries(report.byStatus)
        .map(([s, n]) => `${s === "0" ? "no answer" : s}: ${n}`)
        .join(", "),
    ],
  ]);
  console.log();
  console.log(
    `queue drained in ${report.drainSeconds.toFixed(0)} s after the last answer${report.drainTimedOut ? " (TIMED OUT)" : ""}: ` +
      `${report.queue.acked} messages in ${report.queue.batches} batches, into ${report.rollupRows} roll-up rows`,
  );
  console.log();
  printTable([["check", "expected", "found", ""], ...report.checks.map((c) => [c.name, c.expected, c.found, c.ok ? "ok" : "MISMATCH"])]);
}

await runLeadBench("events-load", runEvents, printEvents, (report) => {
  const failed = report.checks.filter((c) => !c.ok);
  return failed.length > 0 || report.drainTimedOut
    ? { ok: false, message: `the counts do not add up: ${failed.map((c) => c.name.trim()).join("; ") || "the queue did not drain"}` }
    : {
        ok: true,
        message: `${report.events} events accepted at ${Math.round(report.eventsPerSecond)} events/s; the roll-ups add up to exactly ${report.events}`,
      };
});
