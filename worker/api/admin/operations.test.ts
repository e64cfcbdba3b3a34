import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import type { Dashboard, DeliveryLogEntry, SystemStatus } from "../../../contracts/admin";
import { auditTrail } from "../../admin/audit";
import { NOT_CONFIGURED } from "../../admin/communications";
import { app } from "../../app";
import { database } from "../../db/client";
import { deliveries, leads } from "../../db/schema";
import type { Env } from "../../env";
import { deliverNotification } from "../../leads/notify";
import { addDays, bookableDates, instant, localDate, windowsForDay } from "../../schedule/calendar";
import { bookDirectly } from "../../test/bookings";
import { devAdminHeaders, fetchAdmin } from "../../test/fetch";
import { storeTestLead } from "../../test/leads";

const db = database((env as Env).DB);
const run = `ops${Date.now()}`;
const json = <T>(response: Response) => response.json() as Promise<T>;
const send = (path: string, method: string, body: unknown) =>
  fetchAdmin(path, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

/** The app with a stand-in notification queue, to see what a retry puts on it. */
function withQueue() {
  const queue = { send: vi.fn(async () => {}), sendBatch: vi.fn(async () => {}) };
  const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
  const request = (path: string, body?: unknown) =>
    app.request(
      `http://localhost:8787${path}`,
      {
        method: "POST",
        headers: { ...devAdminHeaders(), "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      { ...(env as Env), LEAD_NOTIFICATIONS: queue as unknown as Queue },
      ctx,
    );
  return { queue, request };
}

describe("admin dashboard API", () => {
  it("should count today's and this week's leads by source, and the leads waiting past the promise", async () => {
    const source = `Dash ${run}`;
    const before = await json<Dashboard>(await fetchAdmin("/api/admin/dashboard"));
    await storeTestLead({ source }, new Date());
    // Waiting is counted in office hours: a month old is past the promise whatever day the test runs.
    await storeTestLead({ source }, new Date(Date.now() - 30 * 24 * 60 * 60 * 1000));
    const after = await json<Dashboard>(await fetchAdmin("/api/admin/dashboard"));
    const bySource = (period: Dashboard["today"]) => period.bySource.find((row) => row.source === source)?.count ?? 0;
    expect(bySource(after.today)).toBe(1);
    expect(after.waiting.promise).toEqual({ hours: 2, officeHours: true });
    expect(after.today.leads - before.today.leads).toBe(bySource(after.today));
    expect(after.waiting.count).toBe(before.waiting.count + 1);
    const oldest = after.waiting.oldest.map((lead) => lead.createdAt);
    expect(oldest).toEqual([...oldest].sort());
    expect(after.today.from).toBe(localDate(new Date()));
    expect(new Date(`${after.week.from}T12:00:00Z`).getUTCDay()).toBe(1);
  });

  it("should chart 12 weeks of leads by source, Monday to Sunday in New York", async () => {
    const source = `Chart ${run}`;
    const today = localDate(new Date());
    await storeTestLead({ source }, new Date());
    await storeTestLead({ source }, instant(addDays(today, -21), "12:00"));
    await storeTestLead({ source }, instant(addDays(today, -21), "12:30"));
    await storeTestLead({ source }, instant(addDays(today, -7 * 12 - 1), "12:00")); // before the chart
    const { chart } = await json<Dashboard>(await fetchAdmin("/api/admin/dashboard"));
    expect(chart.weeks).toHaveLength(12);
    for (const week of chart.weeks) expect(new Date(`${week}T12:00:00Z`).getUTCDay()).toBe(1);
    expect(chart.weeks.at(-1)! <= today && today < addDays(chart.weeks.at(-1)!, 7)).toBe(true);
    expect(chart.series[source]).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 1]);
  });

  it("should report the database, the notification backlog, recent errors and the channels", async () => {
    const id = await storeTestLead({ name: `Backlog ${run}` });
    await db
      .insert(deliveries)
      .values({ leadId: id, channel: "webhook", attempt: 1, status: "retrying", error: `webhook answered 503 ${run}` });
    const status = await json<SystemStatus>(await fetchAdmin("/api/admin/system"));
    expect(status.database.reachable).toBe(true);
    expect(status.database.tables.map((t) => t.name)).toEqual([
      "leads",
      "deliveries",
      "appointments",
      "insight_posts",
      "audit_log",
      "idempotency_keys",
      "indexnow_submissions",
    ]);
    expect(status.database.tables.find((t) => t.name === "insight_posts")!.rows).toBeGreaterThanOrEqual(15);
    expect(status.notifications.pending).toBeGreaterThanOrEqual(1);
    expect(status.lastErrors[0]).toMatchObject({ leadId: id, channel: "webhook", error: `webhook answered 503 ${run}` });
    expect(status.channels.map((c) => c.channel)).toEqual(["email", "webhook", "sms"]);
    // wrangler.toml leaves the webhook unset: the screen says what to set.
    expect(status.channels[1]).toEqual({ channel: "webhook", configured: false, message: NOT_CONFIGURED.webhook });
  });
});

describe("admin deliveries API", () => {
  async function failingLead(name: string) {
    const id = await storeTestLead({ name });
    await db.insert(deliveries).values([
      { leadId: id, channel: "email", attempt: 1, status: "sent" },
      { leadId: id, channel: "webhook", attempt: 1, status: "retrying", error: "webhook answered 500" },
      { leadId: id, channel: "webhook", attempt: 6, status: "failed", error: "webhook answered 502" },
    ]);
    await db.update(leads).set({ notifyState: "failed" }).where(eq(leads.id, id));
    return id;
  }

  it("should list the latest attempt per lead and channel, and filter the failed ones", async () => {
    const id = await failingLead(`Log ${run}`);
    const all = await json<{ entries: DeliveryLogEntry[]; failed: number }>(await fetchAdmin("/api/admin/deliveries?limit=200"));
    expect(all.entries.filter((e) => e.leadId === id).map((e) => [e.channel, e.status, e.attempts, e.lastError])).toEqual([
      ["webhook", "failed", 6, "webhook answered 502"],
      ["email", "sent", 1, null],
    ]);
    const failed = await json<{ entries: DeliveryLogEntry[] }>(await fetchAdmin("/api/admin/deliveries?status=failed&limit=200"));
    expect(failed.entries.every((e) => e.status === "failed")).toBe(true);
    expect(failed.entries.some((e) => e.leadId === id)).toBe(true);
    const bad = await fetchAdmin("/api/admin/deliveries?status=lost");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { fields: { status: "status must be one of sent, retrying, failed" } } });
  });

  it("should page the log by cursor without repeating an entry", async () => {
    for (let i = 0; i < 3; i++) await failingLead(`Pager ${run} ${i}`);
    const first = await json<{ entries: DeliveryLogEntry[]; next: number }>(await fetchAdmin("/api/admin/deliveries?limit=2"));
    const second = await json<{ entries: DeliveryLogEntry[] }>(await fetchAdmin(`/api/admin/deliveries?limit=2&cursor=${first.next}`));
    expect(first.entries).toHaveLength(2);
    expect(second.entries[0]!.id).toBeLessThan(first.entries[1]!.id);
  });

  it("should retry one failed delivery through the queue, record who asked, and deliver it", async () => {
    const id = await failingLead(`Retry ${run}`);
    const { queue, request } = withQueue();
    const response = await request("/api/admin/deliveries/retry", { leadId: id, channel: "webhook" });
    expect(response.status).toBe(200);
    expect(queue.sendBatch).toHaveBeenCalledWith([{ body: { leadId: id, channels: ["webhook"] }, contentType: "json" }]);
    const [lead] = await db.select().from(leads).where(eq(leads.id, id));
    expect(lead!.notifyState).toBe("queued");
    expect((await auditTrail(db, "lead", id))[0]).toMatchObject({
      actor: "developer@localhost",
      action: "delivery.retry",
      detail: { channel: "webhook" },
    });

    // The consumer takes the message: only the webhook is attempted, and this time it goes through.
    const webhook = { name: "webhook" as const, deliver: vi.fn(async () => {}) };
    const email = { name: "email" as const, deliver: vi.fn(async () => {}) };
    expect(await deliverNotification(db, [email, webhook], { leadId: id, channels: ["webhook"] }, false)).toBe("done");
    expect(email.deliver).not.toHaveBeenCalled();
    const after = await json<{ entries: DeliveryLogEntry[] }>(await fetchAdmin("/api/admin/deliveries?status=failed&limit=200"));
    expect(after.entries.some((e) => e.leadId === id)).toBe(false);

    expect((await request("/api/admin/deliveries/retry", { leadId: id, channel: "email" })).status).toBe(409);
    const retrying = await storeTestLead({ name: `Retrying ${run}` });
    await db.insert(deliveries).values({ leadId: retrying, channel: "webhook", attempt: 1, status: "retrying", error: "timeout" });
    expect(await (await request("/api/admin/deliveries/retry", { leadId: retrying, channel: "webhook" })).json()).toMatchObject({
      error: { code: "still_retrying" },
    });
    expect((await request("/api/admin/deliveries/retry", { leadId: "no-such-lead", channel: "email" })).status).toBe(404);
    const bad = await request("/api/admin/deliveries/retry", { leadId: id, channel: "fax" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { fields: { channel: "channel must be one of email, webhook, sms, homeowner" } } });
  });

  it("should retry every failed delivery at once", async () => {
    const ids = [await failingLead(`All ${run} 1`), await failingLead(`All ${run} 2`)];
    const { queue, request } = withQueue();
    const response = await json<{ retried: number }>(await request("/api/admin/deliveries/retry-failed", {}));
    const sent = queue.sendBatch.mock.calls.flatMap((call) =>
      (call as unknown as [{ body: { leadId: string } }[]])[0].map((m) => m.body.leadId),
    );
    for (const id of ids) expect(sent).toContain(id);
    expect(response.retried).toBe(sent.length);
    for (const id of ids) expect((await auditTrail(db, "lead", id))[0]).toMatchObject({ action: "delivery.retry" });
  });
});

describe("admin appointments API", () => {
  const days = bookableDates(new Date()).filter((date) => windowsForDay(date).length >= 2);
  // One day per test, clear of the other appointment tests' days.
  const pick = (offset: number) => {
    const day = days.at(offset)!;
    const [w1, w2] = windowsForDay(day) as [ReturnType<typeof windowsForDay>[number], ReturnType<typeof windowsForDay>[number]];
    return { day, w1, w2 };
  };

  async function book(windowId: string, name: string) {
    const day = windowId.slice(0, 10);
    const result = await bookDirectly(db, windowId, {
      service: "Windows",
      name,
      email: `${run}.${name.replace(/\s/g, ".")}@example.net`.toLowerCase(),
    });
    const list = await json<{ appointments: { id: string; reference: string }[] }>(
      await fetchAdmin(`/api/admin/appointments?from=${day}&days=1`),
    );
    return list.appointments.find((a) => a.reference === result.confirmation.reference)!;
  }

  it("should list a day's appointments, change their status and reschedule them, audited", async () => {
    const { day, w1, w2 } = pick(-3);
    const a = await book(w1.id, "Gale Ross");
    const list = await json<{ from: string; to: string; appointments: Record<string, unknown>[] }>(
      await fetchAdmin(`/api/admin/appointments?from=${day}&days=1`),
    );
    expect(list).toMatchObject({ from: day, to: day });
    expect(list.appointments.find((row) => row.id === a.id)).not.toHaveProperty("manageTokenHash");

    const confirmed = await send(`/api/admin/appointments/${a.id}`, "PATCH", { status: "confirmed" });
    expect(await confirmed.json()).toMatchObject({ id: a.id, status: "confirmed" });
    const moved = await send(`/api/admin/appointments/${a.id}/reschedule`, "POST", { windowId: w2.id });
    expect(await moved.json()).toMatchObject({ id: a.id, windowId: w2.id, status: "confirmed" });
    expect((await auditTrail(db, "appointment", a.id)).map((e) => [e.action, e.actor])).toEqual([
      ["appointment.reschedule", "developer@localhost"],
      ["appointment.status", "developer@localhost"],
      ["appointment.booked", "homeowner"],
    ]);
  });

  it("should refuse bad input and moves into a full window, changing nothing", async () => {
    const { day, w1, w2 } = pick(-4);
    const a = await book(w1.id, "Hal Reed");
    await book(w2.id, "Ivy Cole");
    await book(w2.id, "Jon Ward");
    const full = await send(`/api/admin/appointments/${a.id}/reschedule`, "POST", { windowId: w2.id });
    expect(full.status).toBe(409);
    expect(await full.json()).toMatchObject({ error: { code: "window_taken" } });
    expect((await send(`/api/admin/appointments/${a.id}/reschedule`, "POST", { windowId: "tomorrow" })).status).toBe(400);
    expect((await send(`/api/admin/appointments/${a.id}/reschedule`, "POST", { windowId: `${localDate(new Date())}T08:00` })).status).toBe(
      400,
    );
    const badStatus = await send(`/api/admin/appointments/${a.id}`, "PATCH", { status: "maybe" });
    expect(badStatus.status).toBe(400);
    expect((await send("/api/admin/appointments/no-such-id", "PATCH", { status: "confirmed" })).status).toBe(404);
    expect((await fetchAdmin("/api/admin/appointments?days=90")).status).toBe(400);
    const row = (
      await json<{ appointments: { id: string; windowId: string; status: string }[] }>(
        await fetchAdmin(`/api/admin/appointments?from=${day}&days=1`),
      )
    ).appointments.find((r) => r.id === a.id)!;
    expect(row).toMatchObject({ windowId: w1.id, status: "requested", sequence: 0 });
    expect((await auditTrail(db, "appointment", a.id)).map((e) => e.action)).toEqual(["appointment.booked"]);
  });
});
