// npm run bench:faults
// "No lead is ever lost" when the webhook receiver misbehaves: a local receiver answers 500
// for a first phase, then hangs past the channel's 10 s timeout, then recovers. The site runs
// with LEAD_WEBHOOK_URL pointing at it; 100 leads arrive at the start. The bench waits until
// every lead is either delivered on the webhook (the receiver answered 200 for its id, with a
// valid signature, and D1 says sent) or visibly dead-lettered (notify_state failed), then
// prints the phases, the attempts on each side, and the retry gaps the local queue kept.
// Exits non-zero when a lead is missing, an attempt went unrecorded, or a delivery repeated.
// Options: LEADS (default 100), FAIL_UNTIL and HANG_UNTIL (phase ends, seconds after the
// first submission; defaults 30 and 70), DEADLINE (seconds, default 240), NEVER_RECOVER (how
// many leads the receiver refuses for good, to see the dead-letter path end to end: their
// six attempts take the queue's full backoff, about 9 minutes; default 0).
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";
import { printTable, queryD1, queueReport, runLeadBench, sleep, sqlText, submitLeads } from "./support/leads.mjs";
import { startSite } from "./support/site.mjs";

const LEADS = Number(process.env.LEADS) || 100;
const FAIL_UNTIL_S = Number(process.env.FAIL_UNTIL) || 30;
const HANG_UNTIL_S = Number(process.env.HANG_UNTIL) || 70;
const NEVER_RECOVER = Number(process.env.NEVER_RECOVER) || 0;
const DEADLINE_S = Number(process.env.DEADLINE) || (NEVER_RECOVER > 0 ? 720 : 240);
const PERSIST = ".wrangler/bench-faults-state";
const SECRET = "whsec-bench-faults";
/** worker/leads/notify.ts and channels.ts: retry delays after attempts 1-5, and the webhook timeout. */
const RETRY_DELAYS_S = [10, 30, 60, 120, 300];
const WEBHOOK_TIMEOUT_S = 10;

const runId = `faults${Date.now().toString(36)}`;

const PHASES = [
  { name: "failing", answer: "500 Internal Server Error", from: 0, until: FAIL_UNTIL_S },
  { name: "hanging", answer: `no answer (past the ${WEBHOOK_TIMEOUT_S} s timeout)`, from: FAIL_UNTIL_S, until: HANG_UNTIL_S },
  { name: "recovered", answer: "200 OK", from: HANG_UNTIL_S, until: Infinity },
];
/** Leads the receiver refuses in every phase (NEVER_RECOVER of them). */
const REFUSED = { name: "refused for good", answer: "500 Internal Server Error, always", from: 0, until: Infinity };

/** The signature check a receiver should make (worker/leads/channels.ts signWebhook). */
function signatureValid(header, body) {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? "");
  if (!match) return false;
  const expected = createHmac("sha256", SECRET).update(`${match[1]}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(match[2], "hex"));
}

/** The misbehaving CRM: answers by phase, records every request by lead id. */
function startReceiver() {
  const state = { t0: null, requests: [], rejected: 0 };
  const phaseAt = (seconds) => PHASES.find((p) => seconds >= p.from && seconds < p.until);
  const server = createServer((req, res) => {
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const arrived = (Date.now() - (state.t0 ?? Date.now())) / 1000;
      let leadId = null;
      let n = -1;
      try {
        const { lead } = JSON.parse(body);
        leadId = lead?.id ?? null;
        n = Number(/ (\d+)$/.exec(lead?.name ?? "")?.[1] ?? -1);
      } catch {
        // not JSON
      }
      const wellFormed =
        leadId && signatureValid(req.headers["x-lead-signature"], body) && req.headers["idempotency-key"] === `"lead-${leadId}"`;
      if (!wellFormed) {
        state.rejected += 1;
        res.writeHead(400).end("bad signature");
        return;
      }
      const phase = n >= 0 && n < NEVER_RECOVER ? REFUSED : phaseAt(arrived);
      const request = { leadId, arrived, ended: arrived, phase: phase.name, outcome: "" };
      state.requests.push(request);
      const end = (outcome) => {
        request.outcome = outcome;
        request.ended = (Date.now() - state.t0) / 1000;
      };
      if (phase === REFUSED || phase.name === "failing") {
        res.writeHead(500).end("receiver down");
        end("500");
      } else if (phase.name === "hanging") {
        // Say nothing; the sender's timeout closes the connection. A cap keeps sockets from leaking.
        const cap = setTimeout(() => res.destroy(), 3 * WEBHOOK_TIMEOUT_S * 1000);
        res.on("close", () => {
          clearTimeout(cap);
          if (!request.outcome) end("timed out");
        });
      } else {
        res.writeHead(200, { "Content-Type": "application/json" }).end('{"ok":true}');
        end("200");
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () =>
      resolve({ state, url: `http://127.0.0.1:${server.address().port}/leads`, close: () => server.close() }),
    );
  });
}

const deliveredIds = (requests) => new Set(requests.filter((r) => r.outcome === "200").map((r) => r.leadId));
const deadLetteredIds = (log) =>
  new Set([...log.matchAll(/lead notification dead-lettered; retry it from \/admin\/delivery ([0-9a-f-]{36})/g)].map((m) => m[1]));

export async function runFaults() {
  const receiver = await startReceiver();
  const site = await startSite({ port: 8799, persist: PERSIST, vars: { LEAD_WEBHOOK_URL: receiver.url, LEAD_WEBHOOK_SECRET: SECRET } });
  let answers;
  let log;
  let waited;
  try {
    receiver.state.t0 = Date.now();
    ({ answers } = await submitLeads(site.base, { runId, count: LEADS, concurrency: 10 }));
    const ids = answers.filter((a) => a.status === 201 && a.id).map((a) => a.id);
    console.error(
      `${ids.length} leads accepted; the receiver is ${PHASES[0].name} for ${FAIL_UNTIL_S} s, then ${PHASES[1].name} until ${HANG_UNTIL_S} s`,
    );
    let shown = "";
    for (;;) {
      const seconds = (Date.now() - receiver.state.t0) / 1000;
      const current = site.log();
      const delivered = deliveredIds(receiver.state.requests);
      const dead = deadLetteredIds(current);
      const main = queueReport(current, "lead-notifications");
      const dlq = queueReport(current, "lead-notifications-dlq");
      const settled = ids.filter((id) => delivered.has(id) || dead.has(id)).length;
      const line = `${seconds.toFixed(0)} s: ${receiver.state.requests.length} webhook requests, ${delivered.size} delivered, ${dead.size} dead-lettered`;
      if (line.replace(/^\d+ s/, "") !== shown) console.error(line);
      shown = line.replace(/^\d+ s/, "");
      // Settled on the receiver's side, and the consumer has acked what it delivered (its D1 writes are done).
      if (settled === ids.length && main.acked >= delivered.size && dlq.acked >= dead.size) {
        waited = { seconds, timedOut: false };
        break;
      }
      if (!site.running()) throw new Error(`the server stopped during the run:\n${current.slice(-3000)}`);
      if (seconds > DEADLINE_S) {
        waited = { seconds, timedOut: true };
        break;
      }
      await sleep(500);
    }
    log = site.log();
  } finally {
    await site.stop();
    receiver.close();
  }
  return report(answers, receiver.state, log, waited);
}

async function report(answers, receiverState, log, waited) {
  const ids = answers.filter((a) => a.status === 201 && a.id).map((a) => a.id);
  const rows = await queryD1(PERSIST, `SELECT id, notify_state AS state FROM leads WHERE email LIKE '%@${runId}.bench.test'`);
  const deliveries = await queryD1(
    PERSIST,
    `SELECT lead_id AS leadId, channel, attempt, status, error FROM deliveries
     WHERE lead_id IN (${ids.map(sqlText).join(",") || "''"}) ORDER BY id`,
  );
  const stateOf = new Map(rows.map((r) => [r.id, r.state]));
  const requests = receiverState.requests;
  const dead = deadLetteredIds(log);

  const perLead = ids.map((id) => {
    const seen = requests.filter((r) => r.leadId === id);
    const recorded = deliveries.filter((d) => d.leadId === id);
    const hooks = recorded.filter((d) => d.channel === "webhook");
    const emails = recorded.filter((d) => d.channel === "email");
    const okOnReceiver = seen.filter((r) => r.outcome === "200").length;
    const sentInD1 = hooks.filter((d) => d.status === "sent").length;
    let outcome = "missing";
    if (okOnReceiver === 1 && sentInD1 === 1 && stateOf.get(id) === "delivered") outcome = "delivered";
    else if (stateOf.get(id) === "failed" && hooks.at(-1)?.status === "failed") outcome = "dead-lettered";
    return {
      id,
      outcome,
      requests: seen.length,
      recorded: hooks.length,
      // Attempt numbers run 1..n without gaps, in order.
      attemptsInOrder: hooks.every((d, i) => d.attempt === i + 1),
      // Nothing reached the receiver after it answered 200.
      repeatsAfterSuccess: Math.max(0, seen.length - 1 - seen.findIndex((r) => r.outcome === "200")) * (okOnReceiver > 0 ? 1 : 0),
      emails: emails.filter((d) => d.status === "sent").length,
      emailAttempts: emails.length,
    };
  });

  // Retry gaps: from the end of attempt n (answer or timeout) to the arrival of attempt n+1.
  const gaps = RETRY_DELAYS_S.map(() => []);
  for (const id of ids) {
    const seen = requests.filter((r) => r.leadId === id);
    for (let i = 1; i < seen.length; i++) gaps[i - 1]?.push(seen[i].arrived - seen[i - 1].ended);
  }
  const retryRows = gaps
    .map((list, i) => ({ after: i + 1, expected: RETRY_DELAYS_S[i], count: list.length, min: Math.min(...list), max: Math.max(...list) }))
    .filter((r) => r.count > 0)
    // Some slack below (timer granularity); above, the batch timeout and queue order add time.
    .map((r) => ({ ...r, honoured: r.min >= r.expected - 0.5 }));

  const phases = [...PHASES, ...(NEVER_RECOVER > 0 ? [REFUSED] : [])].map((phase) => {
    const inPhase = requests.filter((r) => r.phase === phase.name);
    return { ...phase, requests: inPhase.length, leads: new Set(inPhase.map((r) => r.leadId)).size };
  });
  const count = (outcome) => perLead.filter((l) => l.outcome === outcome).length;
  const sum = (key) => perLead.reduce((total, l) => total + l[key], 0);
  const checks = [
    ["leads accepted (201)", LEADS, ids.length],
    ["5xx answers", 0, answers.filter((a) => a.status >= 500 || a.status === 0).length],
    ["lead rows in D1", ids.length, ids.filter((id) => stateOf.has(id)).length],
    ["delivered + dead-lettered", ids.length, count("delivered") + count("dead-lettered")],
    ["missing", 0, count("missing")],
    ["webhook attempts recorded in D1 = requests the receiver saw", sum("requests"), sum("recorded")],
    ["leads whose attempt numbers skip or repeat", 0, perLead.filter((l) => !l.attemptsInOrder).length],
    ["webhook requests after the receiver answered 200", 0, sum("repeatsAfterSuccess")],
    ["e-mails sent (once per lead, never again on retries)", ids.length, sum("emails")],
    ["e-mail attempts recorded", ids.length, sum("emailAttempts")],
    ["unsigned or malformed webhook requests", 0, receiverState.rejected],
    ["dead-lettered in the log = failed in D1", count("dead-lettered"), ids.filter((id) => dead.has(id)).length],
    ["dead-lettered = leads the receiver refused for good", NEVER_RECOVER, count("dead-lettered")],
  ];
  return {
    date: new Date().toISOString(),
    leads: LEADS,
    waitedSeconds: waited.seconds,
    timedOut: waited.timedOut,
    phases: phases.map(({ until, ...p }) => ({ ...p, until: until === Infinity ? null : until })),
    outcomes: { delivered: count("delivered"), deadLettered: count("dead-lettered"), missing: count("missing") },
    attemptsByOutcome: Object.fromEntries(["500", "timed out", "200"].map((o) => [o, requests.filter((r) => r.outcome === o).length])),
    attemptsPerLead: Object.fromEntries(
      [...new Set(perLead.map((l) => l.requests))].sort((a, b) => a - b).map((n) => [n, perLead.filter((l) => l.requests === n).length]),
    ),
    retries: retryRows,
    checks: checks.map(([name, expected, found]) => ({ name, expected, found, ok: expected === found })),
  };
}

export function printFaults(report) {
  printTable([
    ["phase", "window", "receiver answers", "webhook requests", "leads"],
    ...report.phases.map((p) => [
      p.name,
      p.until === null && p.from === 0 ? "whole run" : `${p.from}-${p.until ?? ""} s`,
      p.answer,
      p.requests,
      p.leads,
    ]),
  ]);
  console.log();
  printTable([
    ["leads", "delivered", "dead-lettered", "missing", "webhook attempts (500 / timed out / 200)", "attempts per lead (attempts: leads)"],
    [
      report.leads,
      report.outcomes.delivered,
      report.outcomes.deadLettered,
      report.outcomes.missing,
      `${report.attemptsByOutcome["500"]} / ${report.attemptsByOutcome["timed out"]} / ${report.attemptsByOutcome["200"]}`,
      Object.entries(report.attemptsPerLead)
        .map(([n, leads]) => `${n}: ${leads}`)
        .join(", "),
    ],
  ]);
  console.log(`settled ${report.waitedSeconds.toFixed(0)} s after the first submission${report.timedOut ? " (DEADLINE REACHED)" : ""}`);
  console.log();
  printTable([
    ["retry after attempt", "queue delay asked", "gaps seen", "min", "max", "honoured locally"],
    ...report.retries.map((r) => [
      r.after,
      `${r.expected} s`,
      r.count,
      `${r.min.toFixed(1)} s`,
      `${r.max.toFixed(1)} s`,
      r.honoured ? "yes" : "NO",
    ]),
  ]);
  if (report.retries.some((r) => !r.honoured)) console.log("the local queue retried sooner than asked: retry delays are not honoured here");
  console.log();
  printTable([["check", "expected", "found", ""], ...report.checks.map((c) => [c.name, c.expected, c.found, c.ok ? "ok" : "MISMATCH"])]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runLeadBench("webhook-faults", runFaults, printFaults, (report) => {
    const failed = report.checks.filter((c) => !c.ok);
    return failed.length > 0 || report.timedOut
      ? { ok: false, message: `not every lead is accounted for: ${failed.map((c) => c.name).join("; ") || "the deadline passed"}` }
      : {
          ok: true,
          message: `no lead lost: ${report.outcomes.delivered} delivered, ${report.outcomes.deadLettered} dead-lettered, 0 missing`,
        };
  });
}
