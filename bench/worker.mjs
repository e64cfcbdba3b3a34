// npm run bench:worker
// The Worker as Cloudflare receives it, from the current build (dist/server): its upload size as
// `wrangler deploy --dry-run` states it (gzip is what counts against Workers' limits), and its
// startup as `wrangler check startup` profiles it on this machine (the CPU spent evaluating the
// modules before the first request; Cloudflare allows 1 s). Offline: nothing is uploaded.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildOnce } from "./support/site.mjs";

export const WORKER_BUDGET_KIB = 500;
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" };

function wrangler(args) {
  const result = spawnSync("npx", ["wrangler", ...args], { env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`wrangler ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** Sampled CPU time of a V8 profile, idle time left out, and the modules that took most of it. */
function profileFigures(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byModule = new Map();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id).callFrame;
    if (frame.functionName === "(idle)") return;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    busy += ms;
    const module = frame.url.replace(/^.*\//, "") || frame.functionName;
    byModule.set(module, (byModule.get(module) ?? 0) + ms);
  });
  const top = [...byModule].sort((a, b) => b[1] - a[1]).slice(0, 5);
  return { startupCpuMs: busy, topModules: top.map(([module, ms]) => ({ module, ms })) };
}

export function runWorker({ build } = {}) {
  buildOnce(build);
  const dir = mkdtempSync(join(tmpdir(), "bench-worker-"));
  try {
    const deploy = wrangler(["deploy", "--dry-run", "--outdir", join(dir, "out")]);
    const size = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(deploy);
    if (!size) throw new Error(`wrangler did not state the upload's size:\n${deploy}`);
    const profileFile = join(dir, "startup.cpuprofile");
    wrangler(["check", "startup", "--config", "dist/server/wrangler.json", "--outfile", profileFile]);
    const report = {
      date: new Date().toISOString(),
      uploadKiB: Number(size[1]),
      gzipKiB: Number(size[2]),
      ...profileFigures(JSON.parse(readFileSync(profileFile, "utf8"))),
    };
    mkdirSync("bench/results", { recursive: true });
    writeFileSync("bench/results/worker-latest.json", JSON.stringify(report, null, 2));
    return report;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printWorker(report) {
  console.log(
    `Worker upload  ${report.uploadKiB.toFixed(2)} KiB, gzip ${report.gzipKiB.toFixed(2)} KiB (budget ${WORKER_BUDGET_KIB} KiB gzip)`,
  );
  const top = report.topModules.map((m) => `${m.module} ${m.ms.toFixed(0)} ms`).join(", ");
  console.log(`Worker startup ${report.startupCpuMs.toFixed(0)} ms CPU sampled by wrangler check startup on this machine (most: ${top})`);
}

if (import.meta.url === `file://${process.argv[1]}`) printWorker(runWorker());
