import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deliveryLog, failedDeliveryCount } from "../admin/deliveries";
import { database } from "../db/client";
import { deliveries, leads } from "../db/schema";
import type { Env } from "../env";
import { storeTestLead } from "../test/leads";
import { getLead, listLeads } from "./queries";

const db = database((env as unknown as Env).DB);

const addLead = storeTestLead;

describe("admin lead queries", () => {
  it("should page through leads newest first with a stable cursor", async () => {
    const marker = `Pager${Date.now()}`;
    const base = Date.now() + 10 * 60_000; // newer than anything else in the table
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await addLead({ name: `${marker} ${i}` }, new Date(base + i * 1000)));
    const first = await listLeads(db, { search: marker, limit: 2 });
    expect(first.leads.map((l) => l.id)).toEqual([ids[4], ids[3]]);
    const second = await listLeads(db, { search: marker, limit: 2, before: first.next! });
    expect(second.leads.map((l) => l.id)).toEqual([ids[2], ids[1]]);
    const third = await listLeads(db, { search: marker, limit: 2, before: second.next! });
    expect(third.leads.map((l) => l.id)).toEqual([ids[0]]);
    expect(third.next).toBeNull();
  });

  it("should find a lead by a whole e-mail address or name longer than D1's 50-byte LIKE pattern", async () => {
    const email = `homeowner.with.a.long.address.${Date.now()}1234567@example.org`;
    const name = `Alexandra Montgomery-Featherstonehaugh ${Date.now()}`;
    const id = await addLead({ email, name });
    expect((await listLeads(db, { search: email })).leads.map((l) => l.id)).toEqual([id]);
    expect((await listLeads(db, { search: email.toUpperCase() })).leads.map((l) => l.id)).toEqual([id]);
    expect((await listLeads(db, { search: name })).leads.map((l) => l.id)).toEqual([id]);
    expect((await listLeads(db, { search: "x".repeat(200) })).leads).toEqual([]);
  });

  it("should filter by status and find a lead with its delivery history", async () => {
    const id = await addLead({ name: "Status Check" });
    await db.update(leads).set({ status: "contacted" }).where(eq(leads.id, id));
    await db.insert(deliveries).values({ leadId: id, channel: "email", attempt: 1, status: "sent" });
    const contacted = await listLeads(db, { status: "contacted", search: "Status Check" });
    expect(contacted.leads.map((l) => l.id)).toContain(id);
    const detail = await getLead(db, id);
    expect(detail?.lead.name).toBe("Status Check");
    expect(detail?.deliveries.map((d) => [d.channel, d.status])).toEqual([["email", "sent"]]);
    expect(await getLead(db, "no-such-lead")).toBeNull();
  });

  it("should list deliveries that gave up, until a later attempt succeeds", async () => {
    const id = await addLead({ name: "Failing Hook" });
    await db.insert(deliveries).values([
      { leadId: id, channel: "webhook", attempt: 1, status: "retrying", error: "webhook answered 500" },
      { leadId: id, channel: "webhook", attempt: 2, status: "failed", error: "webhook answered 502" },
      { leadId: id, channel: "email", attempt: 1, status: "sent" },
    ]);
    const failedBefore = await failedDeliveryCount(db);
    expect((await deliveryLog(db, { leadId: id })).entries).toEqual([
      expect.objectContaining({ leadName: "Failing Hook", channel: "email", attempts: 1, status: "sent", lastError: null }),
      expect.objectContaining({
        leadName: "Failing Hook",
        channel: "webhook",
        attempts: 2,
        status: "failed",
        lastError: "webhook answered 502",
      }),
    ]);
    expect((await deliveryLog(db, { status: "failed", leadId: id })).entries.map((e) => e.channel)).toEqual(["webhook"]);
    await db.insert(deliveries).values({ leadId: id, channel: "webhook", attempt: 3, status: "sent" });
    expect((await deliveryLog(db, { status: "failed", leadId: id })).entries).toEqual([]);
    expect(await failedDeliveryCount(db)).toBe(failedBefore - 1);
  });
});
