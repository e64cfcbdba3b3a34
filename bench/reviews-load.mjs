// npm run bench:reviews
// "Every finished job asks once": JOBS leads (default 1,000) arrive, the office marks each won and
// then completed on the same day, and each completion is sent twice at once (a double click: two
// review messages on the queue for one job, as a redelivery would bring). Waits for the queue to
// drain, then counts what left: the review e-mails the local send_email binding wrote, their
// distinct links and recipients, and the request rows in the bench's own D1. Exits non-zero
// unless there is exactly one request e-mail per job and no duplicate.
// Options: JOBS (default 1000), CONCURRENCY (default 20), DRAIN_TIMEOUT (seconds, default 300).
import { readdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";

// The local send_email binding writes into the server's temporary directory: one of this bench's own.
const OUTBOX = resolve(".wrangler/bench-reviews-tmp");
process.env.TMPDIR = OUTBOX;
const { printTable, queryD1, queueReport, runLeadBench, sleep, submitLeads } = await import("./support/leads.mjs");
const { startSite } = await import("./support/site.mjs");

const JOBS = Number(process.env.JOBS) || 1000;
const CONCURRENCY = Number(process.env.CONCURRENCY) || 20;
const DRAIN_TIMEOUT_S = Number(process.env.DRAIN_TIMEOUT) || 300;
const PERSIST = ".wrangler/bench-reviews-state";
const runId = `rev${Date.now().toString(36)}`;
const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());

async function signIn(base) {
  const response = await fetch(`${base}/dev-sign-in`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: "next=%2Fadmin",
    redirect: "manual",
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error(`the development sign-in answered ${response.status} without a session (ADMIN_DEV_SIGN_IN in .dev.vars?)`);
  return cookie;
}

/** Runs `work(i)` for i < count, `concurrency` at a time. */
async function pool(count, concurrency, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

async function reviewEmails() {
  const roots = (await readdir(OUTBOX).catch(() => [])).filter((name) => name.startsWith("miniflare-"));
  const texts = [];
  for (const root of roots) {
    const folder = join(OUTBOX, root, "files", "email-text");
    for (const name of await readdir(folder).catch(() => [])) texts.push(await readFile(join(folder, name), "utf8"));
  }
  return texts.filter((text) => text.includes("/review/"));
}

async function run() {
  const site = await startSite({ port: 8798, persist: PERSIST });
  const report = { jobs: JOBS, runId };
  let emails = [];
  try {
    console.error(`${JOBS} leads arrive...`);
    const { answers } = await submitLeads(site.base, { runId, count: JOBS, concurrency: CONCURRENCY });
    const ids = answers.filter((a) => a.status === 201 && a.id).map((a) => a.id);
    report.leadsAccepted = ids.length;
    const cookie = await signIn(site.base);
    const admin = (path, method, body) =>
      fetch(`${site.base}${path}`, {
        method,
        headers: { Cookie: cookie, "Content-Type": "application/json", Origin: site.base },
        body: JSON.stringify(body),
      });
    const statuses = {};
    let queued = 0;
    const started = performance.now();
    console.error("marking each won, then completed (twice at once)...");
    await pool(ids.length, CONCURRENCY, async (i) => {
      const won = await admin(`/api/admin/leads/${ids[i]}`, "PATCH", { status: "won", reason: "Price", contractCents: 1_200_000 });
      statuses[`won ${won.status}`] = (statuses[`won ${won.status}`] ?? 0) + 1;
      const twice = await Promise.all([0, 1].map(() => admin(`/api/admin/reviews/jobs/${ids[i]}`, "POST", { completedOn: today })));
      for (const answer of twice) {
        statuses[`completed ${answer.status}`] = (statuses[`completed ${answer.status}`] ?? 0) + 1;
        const body = await answer.json().catch(() => null);
        if (body?.request?.state === "queued") queued += 1;
      }
    });
    report.markSeconds = Math.round((performance.now() - started) / 100) / 10;
    report.answers = statuses;
    report.reviewMessagesQueued = queued;
    const goal = ids.length + queued;
    console.error(`waiting for the queue: ${ids.length} lead notifications and ${queued} review messages...`);
    const drainStart = Date.now();
    let last = -1;
    let changedAt = Date.now();
    for (;;) {
      const { acked } = queueReport(site.log(), "lead-notifications");
      if (acked !== last) {
        console.error(`queue: ${acked}/${goal} acked`);
        last = acked;
        changedAt = Date.now();
      }
      if (acked >= goal) break;
      if ((Date.now() - drainStart) / 1000 > DRAIN_TIMEOUT_S) {
        report.timedOut = true;
        break;
      }
      if (Date.now() - changedAt > 35_000) {
        changedAt = Date.now();
        await fetch(`${site.base}/cdn-cgi/handler/scheduled?cron=*+*+*+*+*`).catch(() => {});
      }
      await sleep(500);
    }
    report.drainSeconds = Math.round((Date.now() - drainStart) / 1000);
    // Read while the server runs: its temporary directory goes when it stops.
    emails = await reviewEmails();
  } finally {
    await site.stop();
  }
  const links = emails.map((text) => /\/review\/([A-Za-z0-9_-]+)/.exec(text)?.[1]);
  report.reviewEmails = emails.length;
  report.distinctLinks = new Set(links).size;
  const [rows] = await queryD1(
    PERSIST,
    "SELECT count(*) AS requests, sum(state = 'sent') AS sent, sum(attempts) AS claims, sum(state = 'skipped') AS skipped FROM review_requests",
  );
  Object.assign(report, { requestRows: rows.requests, sentRows: rows.sent, claims: rows.claims, skipped: rows.skipped });
  return report;
}

function print(report) {
  printTable([
    ["figure", "value"],
    ["completed jobs", report.leadsAccepted],
    ["answers", JSON.stringify(report.answers)],
    ["review messages queued (two per job at most)", report.reviewMessagesQueued],
    ["request rows", report.requestRows],
    ["requests sent (rows)", report.sentRows],
    ["claims made", report.claims],
    ["review e-mails in the outbox", report.reviewEmails],
    ["distinct review links", report.distinctLinks],
    ["marking time (s)", report.markSeconds],
    ["queue drain (s)", report.drainSeconds],
  ]);
}

function verdict(report) {
  const ok =
    !report.timedOut &&
    report.leadsAccepted === JOBS &&
    report.requestRows === JOBS &&
    report.reviewEmails === JOBS &&
    report.distinctLinks === JOBS &&
    report.sentRows === JOBS;
  return {
    ok,
    message: ok
      ? `${JOBS} completed jobs: exactly ${report.reviewEmails} review requests, no duplicate (${report.reviewMessagesQueued} messages queued)`
      : `expected ${JOBS} requests, one each: ${JSON.stringify(report)}`,
  };
}

await runLeadBench("reviews-load", run, print, verdict);
