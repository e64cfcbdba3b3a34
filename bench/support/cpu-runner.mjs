// Runs under Node 22 (node:sqlite): the production worker (dist/server/index.js, as built for
// Cloudflare) answering requests in this process, one at a time, many times each, against
// SQLite in memory with the site's migrations and seed. For each request it measures the
// process's CPU time and the part spent in SQLite (D1 runs outside the worker on Cloudflare),
// and prints a JSON report on stdout. Started by bench/cpu.mjs.
// Usage: <node 22> bench/support/cpu-runner.mjs <seed.sql> [runs]
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { createD1 } from "./d1-sqlite.mjs";

// The worker's one import from the runtime is the Durable Object base class. A copy of the
// entry module next to the original imports a stand-in instead (a loader hook would put a
// round trip to its thread into every dynamic import the worker makes).
const RUNTIME = "data:text/javascript,export class DurableObject{constructor(ctx,env){this.ctx=ctx;this.env=env}}";
const ENTRY = "dist/server/index.node-bench.mjs";
writeFileSync(ENTRY, readFileSync("dist/server/index.js", "utf8").replaceAll('"cloudflare:workers"', JSON.stringify(RUNTIME)));
process.on("exit", () => rmSync(ENTRY, { force: true }));

const [seedFile, runsArgument] = process.argv.slice(2);
const RUNS = Number(runsArgument) || 300;
const WARM_UP = 50;
const ALL_TARGETS = [
  { name: "home", path: "/" },
  { name: "roofing", path: "/roofing" },
  { name: "article", path: "/insights/storm-chasers" },
  { name: "city page", path: "/roofing-bel-air" },
  { name: "schedule", path: "/schedule" },
  { name: "availability", path: "/api/appointments/availability" },
];
// CPU_TARGETS=home,schedule measures part of the set (while working on one page).
const TARGETS = process.env.CPU_TARGETS ? ALL_TARGETS.filter((t) => process.env.CPU_TARGETS.split(",").includes(t.name)) : ALL_TARGETS;

const timing = { ms: 0 };
const DB = createD1(timing);
for (const file of readdirSync("migrations")
  .filter((f) => f.endsWith(".sql"))
  .sort())
  DB.load(readFileSync(`migrations/${file}`, "utf8"));
DB.load(readFileSync(seedFile, "utf8"));

const config = JSON.parse(readFileSync("dist/server/wrangler.json", "utf8"));
const allow = { limit: async () => ({ success: true }) };
const env = {
  ...config.vars,
  DB,
  LEAD_RATE_LIMITER: allow,
  CHAT_RATE_LIMITER: allow,
  LEAD_NOTIFICATIONS: { send: async () => {}, sendBatch: async () => {} },
  LEAD_EMAIL: { send: async () => {} },
  // The static assets (the page's stylesheet is read once, then kept).
  ASSETS: { fetch: async (request) => new Response(readFileSync(`dist/client${new URL(request.url).pathname}`)) },
};
const worker = (await import(pathToFileURL(ENTRY).href)).default;

/** One request through the worker, its body read to the end and its waitUntil work done. */
async function answer(path) {
  const pending = [];
  const ctx = { waitUntil: (promise) => pending.push(promise), passThroughOnException() {}, props: {} };
  const response = await worker.fetch(new Request(`http://localhost:8787${path}`, { headers: { Accept: "text/html,*/*" } }), env, ctx);
  // Read to the end as the runtime would send it, without gathering it into one buffer.
  let bytes = 0;
  const reader = response.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) bytes += chunk.value.byteLength;
  await Promise.all(pending);
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return bytes;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const results = [];
for (const target of TARGETS) {
  for (let i = 0; i < WARM_UP; i++) await answer(target.path);
  const cpu = [];
  const database = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const db = timing.ms;
    const started = process.cpuUsage();
    bytes = await answer(target.path);
    const used = process.cpuUsage(started);
    const inDatabase = timing.ms - db;
    database.push(inDatabase);
    cpu.push((used.user + used.system) / 1000 - inDatabase);
  }
  cpu.sort((a, b) => a - b);
  database.sort((a, b) => a - b);
  results.push({
    ...target,
    runs: RUNS,
    bytes,
    medianMs: percentile(cpu, 50),
    p99Ms: percentile(cpu, 99),
    databaseMedianMs: percentile(database, 50),
  });
  console.error(`${target.name}: median ${percentile(cpu, 50).toFixed(2)} ms, p99 ${percentile(cpu, 99).toFixed(2)} ms`);
}
process.stdout.write(JSON.stringify({ date: new Date().toISOString(), node: process.version, results }));
