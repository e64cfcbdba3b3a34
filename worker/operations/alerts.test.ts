import { createMessageBatch } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdminMe, HealthAnswer } from "../../contracts/admin";
import { database } from "../db/client";
import { leads } from "../db/schema";
import type { Env } from "../env";
import { handleDeadLetters, handleNotificationBatch, type LeadNotification, MAX_RETRIES } from "../leads/notify";
import { testChannels } from "../test/channels";
import { fetchAdmin, fetchWorker } from "../test/fetch";
import { storeTestLead } from "../test/leads";
import { FAILING_STREAK } from "./health";

const baseEnv = env as unknown as Env;
const db = database(baseEnv.DB);

const batch = (leadId: string, attempts: number) =>
  createMessageBatch<LeadNotification>("lead-notifications", [
    { id: `m-${leadId}-${attempts}`, timestamp: new Date(), attempts, body: { leadId } },
  ]);

const health = async () => {
  const response = await fetchWorker("/api/health");
  return { response, body: (await response.json()) as HealthAnswer };
};

describe("alerts, the admin banner and /api/health", () => {
  it("should answer /api/health 200 ok, cacheable for seconds and without personal data, while all is well", async () => {
    await storeTestLead({ name: "Hazel Okafor" });
    const { response, body } = await health();
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=15");
    expect(body).toMatchObject({ status: "ok", database: "reachable", failingChannels: [], undeliveredLeads: 0 });
    expect(JSON.stringify(body)).not.toContain("Hazel");
    const me = (await (await fetchAdmin("/api/admin/me")).json()) as AdminMe;
    expect(me.alerts).toEqual({
      unreachedLeads: 0,
      failedNotices: 0,
      overdueCrons: [],
      failedLeads: 0,
      undeliveredLeads: 0,
      failingChannels: [],
    });
  });

  it("should alert by e-mail when a lead's webhook is dead-lettered, show the admin banner and count it on /api/health", async () => {
    const { env: configured, emails, hooks, fetcher } = testChannels({ webhookStatus: 500 });
    const leadId = await storeTestLead({ name: "Priya Lindqvist" }, new Date(Date.now() - 20 * 60 * 1000));
    // The last retry fails on the webhook (the e-mail went through), then the message is dead-lettered.
    await handleNotificationBatch(batch(leadId, MAX_RETRIES + 1), configured, fetcher);
    const dead = createMessageBatch<LeadNotification>("lead-notifications-dlq", [
      { id: "dead-1", timestamp: new Date(), attempts: 1, body: { leadId } },
    ]);
    await handleDeadLetters(dead, configured, fetcher);

    const alert = emails.find((email) => email.subject === "Lead not delivered by webhook");
    expect(alert?.to).toBe("owner@example.com");
    expect(alert?.text).toContain(`/admin/leads/${leadId}`);
    expect(alert?.text).not.toContain("Priya");
    // The alert does not go back through the channel that failed.
    expect(hooks.filter((hook) => hook.event === "alert")).toEqual([]);

    // The page's text, without the markers React puts between neighbouring pieces of text.
    const page = (await (await fetchAdmin("/admin")).text()).replaceAll("<!-- -->", "");
    expect(page).toContain("Leads are not reaching you");
    expect(page).toContain("1 lead could not be delivered after every retry.");

    const { response, body } = await health();
    expect(response.status).toBe(503);
    expect(body.status).toBe("degraded");
    expect(body.undeliveredLeads).toBeGreaterThan(0);
    expect(JSON.stringify(body)).not.toContain("Priya");
  });

  it("should alert once by webhook when e-mail fails several times in a row", async () => {
    const { env: configured, hooks, fetcher } = testChannels({ emailFails: true });
    for (let i = 0; i < FAILING_STREAK + 1; i++) {
      const leadId = await storeTestLead();
      await handleNotificationBatch(batch(leadId, 1), configured, fetcher);
    }
    const alerts = hooks.filter((hook) => hook.event === "alert");
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      alert: { kind: "channel_failing", channel: "email", failures: FAILING_STREAK, error: "destination address is not verified" },
    });
    expect(String(alerts[0]!.message)).toContain(`The last ${FAILING_STREAK} attempts to deliver leads by e-mail failed`);

    const me = (await (await fetchAdmin("/api/admin/me")).json()) as AdminMe;
    expect(me.alerts.failingChannels).toEqual([
      expect.objectContaining({ channel: "email", failures: FAILING_STREAK + 1, lastError: "destination address is not verified" }),
    ]);
    const { body } = await health();
    expect(body.failingChannels).toEqual(["email"]);
  });

  it("should clear the banner once the failed deliveries go through", async () => {
    const { env: configured, fetcher } = testChannels();
    const waiting = await db.select({ id: leads.id }).from(leads).where(ne(leads.notifyState, "delivered"));
    for (const { id } of waiting) await handleNotificationBatch(batch(id, 1), configured, fetcher);
    const me = (await (await fetchAdmin("/api/admin/me")).json()) as AdminMe;
    expect(me.alerts.failedLeads).toBe(0);
    expect(me.alerts.failingChannels).toEqual([]);
    expect(await (await fetchAdmin("/admin")).text()).not.toContain("Leads are not reaching you");
  });
});
