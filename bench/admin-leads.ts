// The admin lead list at 100,000 leads: first page, a deep page (keyset cursor vs OFFSET, in
// the same run), filtered and searched pages, the CSV walk, the dashboard and the filter
// choices, on local D1.
// Usage: npx tsx bench/admin-leads.ts [leads=100000]   (a throwaway database under .wrangler/bench-state)
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { desc } from "drizzle-orm";
import { getPlatformProxy } from "wrangler";
import { dashboard } from "../worker/admin/dashboard";
import { database } from "../worker/db/client";
import { leads } from "../worker/db/schema";
import { type LeadFilter, listLeads } from "../worker/leads/queries";

const COUNT = Number(process.argv[2] ?? 100_000);
const RUNS = 15;
const STATE = ".wrangler/bench-state";

rmSync(STATE, { recursive: true, force: true });
const proxy = await getPlatformProxy<{ DB: D1Database }>({ configPath: "wrangler.toml", persist: { path: STATE } });
const d1 = proxy.env.DB;
const db = database(d1);

for (const file of readdirSync("migrations")
  .filter((name) => name.endsWith(".sql"))
  .sort()) {
  for (const statement of readFileSync(join("migrations", file), "utf8").split("--> statement-breakpoint")) {
    if (statement.trim()) await d1.prepare(statement).run();
  }
}

// 100,000 leads over the last 400 days, 6 sources, 5 statuses and 8 services, in one statement.
const filled = performance.now();
await d1
  .prepare(
    `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?1)
     insert into leads (id, created_at, name, email, phone, service, source, urgency, contact_preference, status, consent_text, consent_page, consent_at, notify_state)
     select printf('lead-%06d', i),
            strftime('%Y-%m-%dT%H:%M:%fZ', 'now', printf('-%d seconds', (i * 345) % 34560000)),
            printf('Homeowner %d', i), printf('owner%d@example.net', i), printf('(410) 555-%04d', i % 10000),
            case i % 8 when 0 then 'Roofing' when 1 then 'Siding' when 2 then 'Windows' when 3 then 'Gutters' when 4 then 'Roof Inspection' when 5 then 'Storm Damage' when 6 then 'Multiple Services' else 'Other' end,
            case i % 6 when 0 then 'Contact Page' when 1 then 'chat' when 2 then 'schedule' when 3 then 'Instant Estimate' when 4 then 'Portfolio Access Request' else 'Landing Page' end,
            'medium', 'phone',
            case i % 10 when 0 then 'won' when 1 then 'lost' when 2 then 'contacted' when 3 then 'scheduled' else 'new' end,
            'I agree to be contacted.', '/contact', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'delivered'
     from n`,
  )
  .bind(COUNT)
  .run();
console.log(`filled ${COUNT.toLocaleString("en-US")} leads in ${((performance.now() - filled) / 1000).toFixed(1)} s`);

async function time(label: string, work: () => Promise<unknown>): Promise<number> {
  await work(); // warm
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)]!;
  console.log(
    `${label.padEnd(52)} median ${median.toFixed(2).padStart(8)} ms   p90 ${samples[Math.floor(samples.length * 0.9)]!.toFixed(2).padStart(8)} ms`,
  );
  return median;
}

// The cursor of the last lead on page 3,600 (25 a page): the 90,000th newest lead.
const depth = Math.min(COUNT - 25, 90_000);
const [atDepth] = await db
  .select({ createdAt: leads.createdAt, id: leads.id })
  .from(leads)
  .orderBy(desc(leads.createdAt), desc(leads.id))
  .limit(1)
  .offset(depth - 1);
const page = (filter: LeadFilter) => () => listLeads(db, { limit: 25, ...filter });

const first = await time("first page (25, newest first)", page({}));
const deep = await time(`deep page after ${depth.toLocaleString("en-US")} leads (keyset cursor)`, page({ before: atDepth! }));
const offset = await time(`deep page after ${depth.toLocaleString("en-US")} leads (OFFSET, for comparison)`, () =>
  db.select().from(leads).orderBy(desc(leads.createdAt), desc(leads.id)).limit(26).offset(depth),
);
await time("first page, status = contacted", page({ status: "contacted" }));
await time("first page, source = chat, last 30 days", page({ source: "chat", from: new Date(Date.now() - 30 * 86_400_000).toISOString() }));
await time("first page, service = Gutters (no index on service)", page({ service: "Gutters" }));
await time("search 'owner4242@' (name/e-mail/phone/ZIP)", page({ search: "owner4242@" }));
await time("dashboard (today, week, waiting, 12-week chart)", () =>
  dashboard(db, { officeHours: "Mo-Fr 08:00-18:00", callbackHours: "2" }),
);
await time("filter choices (distinct sources and services)", () =>
  Promise.all([db.selectDistinct({ value: leads.source }).from(leads), db.selectDistinct({ value: leads.service }).from(leads)]),
);
const walked = performance.now();
let rows = 0;
for (let before: LeadFilter["before"]; ; ) {
  const next = await listLeads(db, { limit: 1000, before });
  rows += next.leads.length;
  if (!next.next) break;
  before = next.next;
}
console.log(`CSV walk: ${rows.toLocaleString("en-US")} leads in 1,000-lead pages in ${((performance.now() - walked) / 1000).toFixed(2)} s`);
console.log(`deep page / first page: ${(deep / first).toFixed(2)}x   OFFSET / keyset at depth: ${(offset / deep).toFixed(1)}x`);

await proxy.dispose();
rmSync(STATE, { recursive: true, force: true });
