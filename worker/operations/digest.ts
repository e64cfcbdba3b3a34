import { and, asc, count, desc, eq, gte } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { OperationsAlerts } from "../../contracts/admin";
import { countOf } from "../../contracts/text";
import { appointments, deliveries, leads } from "../db/schema";
import type { ChannelConfig } from "../leads/channels";
import { type Notice, raiseAlert, sendNotice } from "./alerts";
import { configuredChannelNames, operationsAlerts } from "./health";
import { errorSummary, logEvent } from "./log";

/**
 * The contractor's daily digest: the last 24 hours in counts (leads by source, bookings,
 * deliveries that gave up) and anything that needs attention now. Sent every morning by the
 * cron, by e-mail (by webhook when e-mail is not set up), so a channel that broke is noticed
 * within a day even when nothing else reports it.
 */

export interface Digest {
  since: string;
  until: string;
  leads: number;
  bySource: { source: string; count: number }[];
  bookings: number;
  failedDeliveries: number;
  alerts: OperationsAlerts;
}

const DAY_MS = 24 * 60 * 60 * 1000;

async function dailyDigest(db: DrizzleD1Database, config: ChannelConfig, now = new Date()): Promise<Digest> {
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  const [bySource, [booked], [failed], alerts] = await Promise.all([
    db
      .select({ source: leads.source, count: count() })
      .from(leads)
      .where(gte(leads.createdAt, since))
      .groupBy(leads.source)
      .orderBy(desc(count()), asc(leads.source)),
    db.select({ count: count() }).from(appointments).where(gte(appointments.createdAt, since)),
    db
      .select({ count: count() })
      .from(deliveries)
      .where(and(eq(deliveries.status, "failed"), gte(deliveries.createdAt, since))),
    operationsAlerts(db, configuredChannelNames(config), now),
  ]);
  return {
    since,
    until: now.toISOString(),
    leads: bySource.reduce((sum, row) => sum + row.count, 0),
    bySource,
    bookings: booked?.count ?? 0,
    failedDeliveries: failed?.count ?? 0,
    alerts,
  };
}

const CHANNEL_WORDS = { email: "E-mail", webhook: "The webhook", sms: "Text messaging" } as const;

/** The digest as a short e-mail: counts only, no homeowner's details. */
function digestNotice(digest: Digest, siteUrl: string): Notice {
  const day = new Date(digest.until).toLocaleDateString("en-US", { timeZone: "America/New_York", dateStyle: "full" });
  const sources = digest.bySource.map((row) => `${row.source} ${row.count}`).join(", ");
  const attention = [
    ...digest.alerts.failingChannels.map(
      (failing) => `${CHANNEL_WORDS[failing.channel]} has failed ${countOf(failing.failures, "time")} in a row.`,
    ),
    ...(digest.alerts.undeliveredLeads > 0 ? [`${countOf(digest.alerts.undeliveredLeads, "lead")} not delivered on every channel.`] : []),
  ];
  const lines = [
    `The last 24 hours, to ${day}:`,
    "",
    `Leads received: ${digest.leads}${sources ? ` (${sources})` : ""}`,
    `Consultations booked: ${digest.bookings}`,
    `Failed deliveries: ${digest.failedDeliveries}`,
    ...(attention.length ? ["", "Needs attention:", ...attention.map((line) => `- ${line}`)] : []),
    "",
    `Admin: ${siteUrl}/admin`,
  ];
  return {
    event: "digest",
    subject: `Daily summary: ${countOf(digest.leads, "lead")}, ${countOf(digest.bookings, "booking")}, ${countOf(digest.failedDeliveries, "failed delivery", "failed deliveries")}`,
    text: `${lines.join("\n")}\n`,
    data: { ...digest },
  };
}

/** Sends the digest by e-mail, or by webhook without e-mail; a failed e-mail is reported by webhook. */
export async function sendDailyDigest(db: DrizzleD1Database, config: ChannelConfig, fetcher: typeof fetch = fetch, now = new Date()) {
  const channel = config.email ? "email" : config.webhook ? "webhook" : null;
  if (!channel) return logEvent("digest.failed", { via: null, error: "no channel is configured" }, "warn");
  const digest = await dailyDigest(db, config, now);
  try {
    await sendNotice(config, channel, digestNotice(digest, config.siteUrl), fetcher);
    logEvent("digest.sent", { via: channel, leads: digest.leads, bookings: digest.bookings, failedDeliveries: digest.failedDeliveries });
  } catch (error) {
    logEvent("digest.failed", { via: channel, error: errorSummary(error) }, "error");
    if (channel === "email") await raiseAlert(config, ["email"], { kind: "digest_failed", error: errorSummary(error) }, fetcher);
  }
}
