// `npm run cron -- minute` or `npm run cron -- daily` (after `npm run build`): runs one of the
// Worker's two schedules once, on the built Worker, against the local D1 and Durable Objects the
// local site uses (.wrangler/state). The local server cannot do this itself: its
// /cdn-cgi/handler/scheduled goes through the static-assets router, which has no scheduled
// handler and answers "exception" (docs/decisions/056). The Worker's own `scheduled()` export
// runs, as Cloudflare's cron trigger would call it; the minute's run then waits for the lead
// notifications it queued to be handled before stopping.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";

const BUILT = "dist/server";
const config = join(BUILT, "wrangler.json");
if (!existsSync(config)) {
  console.error("No built Worker: run `npm run build` first.");
  process.exit(1);
}
const { triggers } = JSON.parse(readFileSync(config, "utf8")) as { triggers?: { crons?: string[] } };
const crons = triggers?.crons ?? [];
const schedules: Record<string, string | undefined> = {
  minute: crons.find((cron) => cron === "* * * * *"),
  daily: crons.find((cron) => cron !== "* * * * *"),
};
const which = process.argv[2] ?? "";
const cron = schedules[which];
if (!cron) {
  console.error(
    `Say which schedule to run: \`npm run cron -- minute\` or \`npm run cron -- daily\` (the built Worker has ${crons.join(", ")}).`,
  );
  process.exit(1);
}

const { workerOptions } = unstable_getMiniflareWorkerOptions(config);
// Without the static-assets router in front, the Worker itself takes the scheduled event.
const { assets: _assets, ...worker } = workerOptions as Record<string, unknown>;
const modules = (readdirSync(BUILT, { recursive: true }) as string[])
  .filter((file) => file.endsWith(".js"))
  .sort((a, b) => (a === "index.js" ? -1 : b === "index.js" ? 1 : a.localeCompare(b)))
  .map((file) => ({ type: "ESModule" as const, path: join(BUILT, file) }));
const miniflare = new Miniflare({
  ...worker,
  modulesRoot: BUILT,
  modules,
  defaultPersistRoot: ".wrangler/state/v3",
} as ConstructorParameters<typeof Miniflare>[0]);
try {
  const result = await (await miniflare.getWorker()).scheduled({ cron, scheduledTime: new Date() });
  if (which === "minute") {
    // The sweep's messages are handled by this instance's queue consumer: wait until none is left queued.
    const db = await miniflare.getD1Database("DB");
    for (let waited = 0; waited < 30; waited++) {
      const row = await db.prepare("SELECT count(*) AS n FROM leads WHERE notify_state = 'queued'").first<{ n: number }>();
      if (!row?.n) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  console.log(`The ${which} schedule (${cron}) ran: ${result.outcome}.`);
  process.exitCode = result.outcome === "ok" ? 0 : 1;
} finally {
  await miniflare.dispose();
}
