// npm run bench:appointments
// The booking calendar under load, against the local production server:
// - availability (GET /api/appointments/availability) with autocannon, CONNECTIONS (default 10)
//   for DURATION seconds (default 10): requests per second, p50 and p99;
// - PARALLEL (default 50) visitors booking the same arrival window at once, each from its own
//   address: how long until every one has an answer, and that exactly the window's capacity
//   was booked (201) while everyone else heard it was taken (409), with no other answer.
import { mkdirSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import { startSite, stylesheetPath } from "./support/site.mjs";

const DURATION = Number(process.env.DURATION) || 10;
const CONNECTIONS = Number(process.env.CONNECTIONS) || 10;
const PARALLEL = Number(process.env.PARALLEL) || 50;

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: { "accept-encoding": "br, gzip" } }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/**
 * One visitor's booking, from an address and a phone number of its own (the booking rate limit
 * counts per address, and a person who already holds a booking is told so instead of booking twice).
 */
function book(base, windowId, visitor) {
  return fetch(`${base}/api/appointments`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": `198.51.100.${visitor}`, Referer: `${base}/schedule` },
    body: JSON.stringify({
      service: "Roofing",
      windowId,
      name: `Visitor Number${visitor}`,
      email: `visitor.${visitor}.${Date.now()}@example.net`,
      phone: `(410) 555-01${String(visitor).padStart(2, "0")}`,
      street: "1204 Ridge Rd, Bel Air",
      zip: "21014",
      notes: "",
      consent: true,
      website: "",
    }),
  });
}

export async function runAppointments({ build } = {}) {
  const site = await startSite({ build });
  try {
    const availabilityUrl = `${site.base}/api/appointments/availability`;
    // For scale, in the same run: what the same server gives a static file (see bench/ssr.mjs).
    const staticLoad = await load(site.base + (await stylesheetPath(site.base)));
    for (let i = 0; i < 20; i++) await (await fetch(availabilityUrl)).arrayBuffer();
    const availability = await load(availabilityUrl);
    console.error(
      `availability: ${Math.round(availability.requests.average)} req/s (static file ${Math.round(staticLoad.requests.average)})`,
    );

    const { days } = await (await fetch(availabilityUrl)).json();
    // The database is fresh: the emptiest window has the full capacity (content/schedule.ts: crewsPerWindow).
    const windows = days.flatMap((day) => day.windows);
    const capacity = Math.max(...windows.map((w) => w.remaining));
    const window = windows.findLast((w) => w.remaining === capacity);
    if (!window) throw new Error("no open window to book");
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, async (_, i) => {
        const response = await book(site.base, window.id, i + 1);
        const body = await response.json().catch(() => null);
        return { status: response.status, code: body?.error?.code, ms: performance.now() - started };
      }),
    );
    const after = (await (await fetch(availabilityUrl)).json()).days.flatMap((day) => day.windows).find((w) => w.id === window.id);
    const statuses = {};
    const codes = {};
    for (const { status, code } of answers) {
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (code) codes[code] = (codes[code] ?? 0) + 1;
    }
    const report = {
      date: new Date().toISOString(),
      availability: {
        connections: CONNECTIONS,
        durationSeconds: DURATION,
        rps: availability.requests.average,
        p50: availability.latency.p50,
        p99: availability.latency.p99,
        errors: availability.errors + availability.non2xx,
        staticRps: staticLoad.requests.average,
      },
      bookings: {
        parallel: PARALLEL,
        windowId: window.id,
        capacity,
        allAnsweredMs: Math.max(...answers.map((a) => a.ms)),
        statuses,
        // The refusals' error codes: every one must be "window_taken".
        codes,
        remainingAfter: after?.remaining ?? null,
      },
    };
    mkdirSync("bench/results", { recursive: true });
    writeFileSync("bench/results/appointments-latest.json", JSON.stringify(report, null, 2));
    return report;
  } finally {
    await site.stop();
  }
}

/** Whether the race booked exactly the window's capacity and told everyone else it was taken. */
export const exactlyCapacity = ({ bookings: b }) =>
  (b.statuses[201] ?? 0) === b.capacity &&
  (b.statuses[409] ?? 0) === b.parallel - b.capacity &&
  (b.codes?.window_taken ?? b.statuses[409] ?? 0) === b.parallel - b.capacity &&
  b.remainingAfter === 0;

export function printAppointments(report) {
  const a = report.availability;
  const b = report.bookings;
  console.log(
    `availability  ${Math.round(a.rps)} req/s  p50 ${a.p50} ms  p99 ${a.p99} ms  errors ${a.errors}  (${a.connections} connections, ${a.durationSeconds} s; a static file: ${Math.round(a.staticRps)} req/s)`,
  );
  const answered = Object.entries(b.statuses)
    .map(([status, count]) => `${status}: ${count}`)
    .join(", ");
  console.log(
    `bookings      ${b.parallel} at once for ${b.windowId}: all answered in ${(b.allAnsweredMs / 1000).toFixed(2)} s; ${answered}; capacity ${b.capacity}, places left ${b.remainingAfter}`,
  );
  console.log(exactlyCapacity(report) ? "exactly the window's capacity was booked" : "the window was NOT booked to exactly its capacity");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await runAppointments();
  printAppointments(report);
  if (!exactlyCapacity(report)) process.exitCode = 1;
}
