import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "../db/client";
import { cronRuns, leads } from "../db/schema";
import type { Env } from "../env";
import worker from "../index";
import { storeTestLead } from "../test/leads";
import { CRONS } from "./crons";

/**
 * The Worker's real `scheduled()` export, called as Cloudflare's cron trigger calls it, for both
 * schedules of wrangler.toml: each runs its jobs and records its success (docs/decisions/056).
 */

const baseEnv = env as unknown as Env;
const db = database(baseEnv.DB);

async function trigger(cron: string, at: Date) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron, scheduledTime: at.getTime() }), baseEnv, ctx);
  await waitOnExecutionContext(ctx);
}

const lastSuccess = async (cron: string) => (await db.select().from(cronRuns).where(eq(cronRuns.cron, cron)))[0]?.lastSuccessAt;

describe("the scheduled() export", () => {
  it("should run the every-minute schedule: a lead whose message never left is queued, and the run is recorded", async () => {
    const leadId = await storeTestLead({}, new Date(Date.now() - 5 * 60_000));
    const before = Date.now();
    await trigger(CRONS.minute.schedule, new Date());
    const [lead] = await db.select({ state: leads.notifyState }).from(leads).where(eq(leads.id, leadId));
    expect(lead?.state).not.toBe("pending");
    expect(Date.parse((await lastSuccess("minute"))!)).toBeGreaterThanOrEqual(before);
  });

  it("should run the daily schedule: a spam lead past its days is deleted, and the run is recorded", async () => {
    const leadId = await storeTestLead({}, new Date(Date.now() - 90 * 86_400_000));
    await db
      .update(leads)
      .set({ status: "spam", spamAt: new Date(Date.now() - 40 * 86_400_000).toISOString() })
      .where(eq(leads.id, leadId));
    const before = Date.now();
    await trigger(CRONS.daily.schedule, new Date());
    expect(await db.select().from(leads).where(eq(leads.id, leadId))).toEqual([]);
    expect(Date.parse((await lastSuccess("daily"))!)).toBeGreaterThanOrEqual(before);
  });
});
