import { env } from "cloudflare:workers";
import { count, eq, inArray, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ErasurePreview, ErasureResult } from "../../contracts/admin";
import type { LeadStatus } from "../../contracts/leads";
import { database } from "../db/client";
import { appointments, auditLog, cronRuns, deliveries, leads } from "../db/schema";
import type { Env } from "../env";
import { daily } from "../operations/daily";
import { fetchAdmin } from "../test/fetch";

/**
 * Volume (docs/decisions/055): the retention job and erasure bind lists of lead ids into SQL,
 * and D1 refuses a statement that binds more than 100 parameters. These are the sizes that broke
 * them: 1,000 leads due for deletion on one morning, one person with 120 leads, a preview of 500.
 */

const baseEnv = env as unknown as Env;
const db = database(baseEnv.DB);

/** `n` leads written in one batch, as they would have arrived at `at`, with `status`; returns their ids. */
async function manyLeads(n: number, { at, status = "new", email, tag }: { at: Date; status?: LeadStatus; email?: string; tag: string }) {
  const ids = Array.from({ length: n }, () => crypto.randomUUID());
  const created = at.toISOString();
  const rows = ids.map((id, i) => ({
    id,
    createdAt: created,
    name: `Volume ${tag} ${i}`,
    email: email ?? `${tag}.${i}.${Date.now()}@example.net`,
    service: "Roofing",
    source: "Contact Page",
    urgency: "medium",
    contactPreference: "phone",
    status,
    consentText: "I agree to be contacted.",
    consentPage: "/contact",
    consentAt: created,
    notifyState: "delivered" as const,
  }));
  const [first, ...rest] = rows.map((row) => db.insert(leads).values(row));
  await db.batch([first!, ...rest]);
  return ids;
}

/** One delivery attempt on each lead, a statement each. */
async function deliveriesFor(leadIds: string[]) {
  const [first, ...rest] = leadIds.map((leadId) => db.insert(deliveries).values({ leadId, channel: "email", attempt: 1, status: "sent" }));
  await db.batch([first!, ...rest]);
}

const leadsLeft = async (ids: string[]) => {
  let left = 0;
  for (let at = 0; at < ids.length; at += 90)
    left +=
      (
        await db
          .select({ n: count() })
          .from(leads)
          .where(inArray(leads.id, ids.slice(at, at + 90)))
      )[0]?.n ?? 0;
  return left;
};

const send = (path: string, body: unknown) =>
  fetchAdmin(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

describe("retention and erasure at volume", () => {
  it("should delete 1,000 leads due on one morning over the daily runs, merged ones and all, and record each run", async () => {
    const now = new Date("2032-03-01T11:00:00.000Z");
    const fourYearsAgo = new Date("2028-02-01T12:00:00.000Z");
    const due = await manyLeads(1000, { at: fourYearsAgo, tag: "due" });
    // Leads of others merged into due ones come back on their own; a few deliveries hang on the due ones.
    const kept = await manyLeads(60, { at: new Date("2032-02-20T12:00:00.000Z"), tag: "kept" });
    for (const [i, id] of kept.entries()) await db.update(leads).set({ mergedInto: due[i] }).where(eq(leads.id, id));
    await deliveriesFor(due.slice(0, 40));

    const started = Date.now();
    await daily(baseEnv, fetch, now);
    await daily(baseEnv, fetch, now);
    const seconds = (Date.now() - started) / 1000;

    expect(await leadsLeft(due)).toBe(0);
    expect(await leadsLeft(kept)).toBe(kept.length);
    const rehomed = await db
      .select({ mergedInto: leads.mergedInto })
      .from(leads)
      .where(inArray(leads.id, kept.slice(0, 50)));
    expect(rehomed.every((row) => row.mergedInto === null)).toBe(true);
    const [run] = await db.select().from(cronRuns).where(eq(cronRuns.cron, "daily"));
    expect(run?.lastSuccessAt).toBe(now.toISOString());
    console.log(`volume: 1,000 leads due for retention deleted in two daily runs, ${seconds.toFixed(1)} s`);
  });

  it("should preview and erase a person with 120 leads, and preview one with 500", async () => {
    const email = `many.leads.${Date.now()}@example.net`;
    const ids = await manyLeads(120, { at: new Date(Date.now() - 86_400_000), email, tag: "person" });
    await deliveriesFor(ids.slice(0, 30));

    const started = Date.now();
    const preview = (await (await send("/api/admin/erasure/preview", { person: email })).json()) as ErasurePreview;
    expect(preview.leads).toHaveLength(120);
    expect(preview.deliveries).toBe(30);
    const erased = await send("/api/admin/erasure", { person: email, leadIds: preview.leads.map((lead) => lead.id) });
    expect(erased.status).toBe(200);
    expect((await erased.json()) as ErasureResult).toMatchObject({ leads: 120, deliveries: 30 });
    const seconds = (Date.now() - started) / 1000;
    expect(await leadsLeft(ids)).toBe(0);
    const [audit] = await db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(like(auditLog.detail, `%${ids[0]}%`));
    expect(JSON.parse(audit!.detail)).toMatchObject({ leads: 120 });

    const busy = `five.hundred.${Date.now()}@example.net`;
    await manyLeads(500, { at: new Date(Date.now() - 86_400_000), email: busy, tag: "busy" });
    const startedBusy = Date.now();
    const big = await send("/api/admin/erasure/preview", { person: busy });
    expect(big.status).toBe(200);
    expect(((await big.json()) as ErasurePreview).leads).toHaveLength(500);
    console.log(
      `volume: a person with 120 leads previewed and erased in ${seconds.toFixed(1)} s; a preview of 500 leads in ${((Date.now() - startedBusy) / 1000).toFixed(1)} s`,
    );
    expect(
      await db
        .select({ n: count() })
        .from(appointments)
        .where(inArray(appointments.leadId, ids.slice(0, 90))),
    ).toEqual([{ n: 0 }]);
  });
});
