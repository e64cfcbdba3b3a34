import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { ChannelName } from "../../contracts/admin";
import { telHref } from "../../contracts/site-config";
import { escapeHtml } from "../../contracts/text";
import { type ChannelConfig, headerText, signWebhook } from "../leads/channels";
import { sendText } from "../leads/sms";
import { configuredChannelNames, FAILING_STREAK, failureStreak } from "./health";
import { errorSummary, logEvent } from "./log";

/**
 * Alerts to the contractor when leads stop getting through: sent through the channels that are
 * not the one failing (the e-mail when the webhook fails, and the reverse), so a broken channel
 * never has to report itself. They name ids and channels, never a homeowner's details, except the
 * low review's: the office is to call that homeowner today, so it carries their name and number.
 */
export type Alert =
  /** A lead's notification gave up on these channels and went to the dead-letter queue. */
  | { kind: "dead_letter"; leadId: string; channels: ChannelName[] }
  /** A channel's latest attempts, across leads, all failed. */
  | { kind: "channel_failing"; channel: ChannelName; failures: number; error: string | null }
  /** The daily digest e-mail could not be sent. */
  | { kind: "digest_failed"; error: string }
  /** A lead arrived and no working channel could take it: nobody was told. */
  | { kind: "unreached"; leadId: string }
  /** An appointment e-mail (to the homeowner, or to the office) gave up after every retry. */
  | { kind: "notice_failed"; leadId: string; noticeId: number }
  /** A homeowner gave a low rating: the office calls them the same day (worker/api/reviews.ts), so it names them and their number. */
  | { kind: "low_review"; leadId: string; reviewId: string; rating: number; name: string; phone: string };

/** A message for the contractor, by e-mail (subject and text) or webhook (the event and its fields). */
export interface Notice {
  event: "alert" | "digest";
  subject: string;
  text: string;
  /** An HTML part, for a notice with something to tap (the low review's Call button). */
  html?: string;
  data: Record<string, unknown>;
}

const CHANNEL_WORDS: Record<ChannelName, string> = { email: "e-mail", webhook: "webhook", sms: "text message" };

/** The office's channels, which carry alerts and the digest; text messages go to people's phones and carry leads only. */
export type NoticeChannel = Exclude<ChannelName, "sms">;
/** " by webhook", " by e-mail and webhook", or nothing when no channel was recorded. */
const by = (channels: readonly ChannelName[]) => (channels.length ? ` by ${channels.map((c) => CHANNEL_WORDS[c]).join(" and ")}` : "");

function alertNotice(alert: Alert, siteUrl: string): Notice {
  const delivery = `${siteUrl}/admin/delivery`;
  switch (alert.kind) {
    case "dead_letter":
      return {
        event: "alert",
        subject: `Lead not delivered${by(alert.channels)}`,
        text: `A new lead could not be delivered${by(alert.channels)} after every retry.\n\nOpen the lead: ${siteUrl}/admin/leads/${alert.leadId}\nRetry failed deliveries: ${delivery}?status=failed\n`,
        data: alert,
      };
    case "channel_failing":
      return {
        event: "alert",
        subject: `Lead notifications by ${CHANNEL_WORDS[alert.channel]} are failing`,
        text: `The last ${alert.failures} attempts to deliver leads by ${CHANNEL_WORDS[alert.channel]} failed${alert.error ? ` (last error: ${alert.error})` : ""}.\n\nCheck the settings with the communications test: ${siteUrl}/communications-test\nFailed deliveries can be retried once it works: ${delivery}\n`,
        data: alert,
      };
    case "unreached":
      return {
        event: "alert",
        subject: "A new lead reached no one",
        text: `A new lead arrived and no lead channel could take it: nobody was told.\n\nOpen the lead: ${siteUrl}/admin/leads/${alert.leadId}\nCheck the settings with the communications test: ${siteUrl}/communications-test\n`,
        data: alert,
      };
    case "notice_failed":
      return {
        event: "alert",
        subject: "An appointment e-mail could not be sent",
        text: `An e-mail about an appointment (a booking or a change) could not be sent after every retry: the homeowner may not know.\n\nCall them: ${siteUrl}/admin/leads/${alert.leadId}\nRetry it: ${delivery}?status=failed\n`,
        data: alert,
      };
    case "low_review":
      return lowReviewNotice(alert, siteUrl);
    case "digest_failed":
      return {
        event: "alert",
        subject: "The daily digest e-mail could not be sent",
        text: `The daily digest e-mail failed (${alert.error}), so lead e-mails may be failing too.\n\nCheck the e-mail settings with the communications test: ${siteUrl}/communications-test\n`,
        data: alert,
      };
  }
}

/**
 * A low rating, to be acted on from the message alone: who, their number (a Call button in the
 * e-mail, a tappable number in the text), the lead and the review.
 */
function lowReviewNotice(alert: Extract<Alert, { kind: "low_review" }>, siteUrl: string): Notice {
  const name = headerText(alert.name) || "A homeowner";
  const phone = headerText(alert.phone);
  const lead = `${siteUrl}/admin/leads/${alert.leadId}`;
  const reviews = `${siteUrl}/admin/reviews?filter=low`;
  const call = phone ? `Call ${name} today: ${phone}` : `Call ${name} today: the number is on the lead`;
  const button = phone
    ? `<p><a href="${escapeHtml(telHref(phone))}" style="display:inline-block;padding:12px 20px;background:#0f3d6e;color:#ffffff;font-weight:bold;text-decoration:none;border-radius:6px">Call ${escapeHtml(name)} ${escapeHtml(phone)}</a></p>`
    : "";
  return {
    event: "alert",
    subject: `Low review: ${alert.rating} out of 5 stars from ${name}${phone ? `, ${phone}` : ""}`,
    text: `${name} rated their finished job ${alert.rating} out of 5.\n\n${call}\nThe lead: ${lead}\nThe review: ${reviews}\n`,
    html:
      `<p>${escapeHtml(name)} rated their finished job ${alert.rating} out of 5. Call them today.</p>${button}` +
      `<p><a href="${escapeHtml(lead)}">Open the lead</a> · <a href="${escapeHtml(reviews)}">Low reviews</a></p>`,
    data: alert,
  };
}

/** Sends a notice on one channel; throws with a readable reason when the channel fails. */
export async function sendNotice(
  config: ChannelConfig,
  channel: NoticeChannel,
  notice: Notice,
  fetcher: typeof fetch = fetch,
): Promise<void> {
  if (channel === "email") {
    if (!config.email) throw new Error("e-mail is not configured");
    await config.email.binding.send({
      from: config.email.from,
      to: config.email.to,
      subject: notice.subject,
      text: notice.text,
      ...(notice.html ? { html: notice.html } : {}),
    });
    return;
  }
  if (!config.webhook) throw new Error("the webhook is not configured");
  const body = JSON.stringify({ event: notice.event, message: notice.text, [notice.event]: notice.data });
  const response = await fetcher(config.webhook.url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Lead-Signature": await signWebhook(config.webhook.secret, body, Math.floor(Date.now() / 1000)),
    },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`webhook answered ${response.status} ${response.statusText}`.trim());
}

/**
 * Raises an alert on every configured channel (e-mail, webhook, text message) except the failing ones. Returns the channels it
 * went through; never throws (an alert that cannot be sent is logged, and the admin banner and
 * /api/health still show the problem).
 */
export async function raiseAlert(
  config: ChannelConfig,
  failing: readonly ChannelName[],
  alert: Alert,
  fetcher: typeof fetch = fetch,
): Promise<ChannelName[]> {
  const others = configuredChannelNames(config).filter((channel) => !failing.includes(channel));
  const notice = alertNotice(alert, config.siteUrl);
  const sent: ChannelName[] = [];
  const leadId = "leadId" in alert ? alert.leadId : undefined;
  for (const channel of others) {
    try {
      if (channel === "sms") await textAlert(config, notice, leadId, fetcher);
      else await sendNotice(config, channel, notice, fetcher);
      sent.push(channel);
      logEvent("alert.sent", { kind: alert.kind, via: channel, failing: [...failing], leadId });
    } catch (error) {
      logEvent("alert.failed", { kind: alert.kind, via: channel, error: errorSummary(error) }, "error");
    }
  }
  if (others.length === 0) logEvent("alert.failed", { kind: alert.kind, via: null, error: "no other channel is configured" }, "error");
  return sent;
}

/**
 * An alert by text message: to the office's numbers and the on-call number (the people who answer
 * for the business as a whole; a salesperson's mobile carries only their own leads).
 */
async function textAlert(config: ChannelConfig, notice: Notice, leadId: string | undefined, fetcher: typeof fetch) {
  const sms = config.sms;
  const recipients = [...new Set([...(sms?.office ?? []), ...(sms?.onCall ? [sms.onCall] : [])])];
  if (!sms || recipients.length === 0) throw new Error("no office or on-call number to text alerts to");
  const link = leadId ? `${config.siteUrl}/admin/leads/${leadId}` : `${config.siteUrl}/admin/delivery`;
  const body = `ALERT: ${notice.subject}. ${link}`;
  const outcomes = await Promise.allSettled(recipients.map((to) => sendText(sms, to, body, fetcher)));
  if (outcomes.every((outcome) => outcome.status === "rejected")) throw new Error("every alert text failed");
}

/**
 * After a batch of deliveries: alerts for each channel whose failures in a row reached
 * FAILING_STREAK with the attempts made since `sinceId` (so one run of failures alerts once).
 */
export async function alertNewFailureStreaks(
  db: DrizzleD1Database,
  config: ChannelConfig,
  sinceId: number,
  fetcher: typeof fetch = fetch,
): Promise<void> {
  for (const channel of configuredChannelNames(config)) {
    const streak = await failureStreak(db, channel);
    const earlier = streak.filter((attempt) => attempt.id <= sinceId).length;
    if (streak.length >= FAILING_STREAK && earlier < FAILING_STREAK) {
      await raiseAlert(config, [channel], { kind: "channel_failing", channel, failures: streak.length, error: streak[0]!.error }, fetcher);
    }
  }
}
