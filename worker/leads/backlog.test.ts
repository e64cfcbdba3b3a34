import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "../db/client";
import { leads } from "../db/schema";
import type { Env } from "../env";
import { storeTestLead } from "../test/leads";
import type { LeadNotification } from "./notify";
import { sweep } from "./notify";

/** D1 binds at most 100 parameters per statement: a backlog of more leads than that must drain in one sweep, each lead once. */

const db = database((env as unknown as Env).DB);

describe("the notification sweep after an outage", () => {
  it("should queue a 250-lead backlog once, in statements D1 accepts", async () => {
    const backlog: string[] = [];
    for (let i = 0; i < 250; i++) backlog.push(await storeTestLead({}, new Date(Date.now() - 10 * 60_000)));
    const sent: LeadNotification[] = [];
    const queue = {
      sendBatch: async (messages: { body: LeadNotification }[]) => {
        // Queues take at most 100 messages per call.
        expect(messages.length).toBeLessThanOrEqual(100);
        sent.push(...messages.map((m) => m.body));
      },
    } as unknown as Queue;

    expect((await sweep(db, queue)).queued).toBe(250);
    await sweep(db, queue, new Date(Date.now() + 60_000));
    expect(sent.map((m) => m.leadId).sort()).toEqual([...backlog].sort());
    const states = await db
      .select({ state: leads.notifyState })
      .from(leads)
      .where(inArray(leads.id, backlog.slice(0, 90)));
    expect(new Set(states.map((s) => s.state))).toEqual(new Set(["queued"]));
    expect(await db.select({ id: leads.id }).from(leads).where(eq(leads.notifyState, "pending"))).toEqual([]);
  });
});
