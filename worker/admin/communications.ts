import { desc, eq } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { ChannelName, ChannelSetup, CommunicationsTestRecord, CommunicationsTestResult } from "../../contracts/admin";
import { auditLog } from "../db/schema";
import type { Env } from "../env";
import { configuredChannels, type LeadRecord } from "../leads/channels";
import { channelConfig } from "../leads/notify";
import { smsDestination, smsRecipients } from "../leads/sms";
import { auditInsert } from "./audit";

/**
 * The communications test (/communications-test): a test e-mail and a test webhook through
 * the lead channels' own delivery code and configuration, on a lead that exists only in memory.
 */

export const COMMUNICATION_CHANNELS = ["email", "webhook", "sms"] as const satisfies readonly ChannelName[];
const COMMUNICATIONS_TEST_ACTION = "communications.test";

export const NOT_CONFIGURED: Readonly<Record<ChannelName, string>> = {
  email: "E-mail is not configured: set LEAD_EMAIL_FROM and LEAD_EMAIL_TO (and the LEAD_EMAIL send_email binding in wrangler.toml).",
  webhook: "The webhook is not configured: set LEAD_WEBHOOK_URL and the LEAD_WEBHOOK_SECRET secret.",
  sms: "Text messages are not configured: set the TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER secrets, and OFFICE_SMS_TO or ON_CALL_SMS_TO.",
};

export type { ChannelSetup, CommunicationsTestRecord, CommunicationsTestResult };

/** Only the host of the webhook's address: its path may carry a token. */
function webhookHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "(not a valid URL)";
  }
}

/** Where each channel delivers, without secrets: e-mail to/from, the webhook's host. */
export function channelSetup(env: Env): ChannelSetup[] {
  const config = channelConfig(env);
  return [
    config.email
      ? { channel: "email", configured: true, destination: `To ${config.email.to}, from ${config.email.from}` }
      : { channel: "email", configured: false, message: NOT_CONFIGURED.email },
    config.webhook
      ? { channel: "webhook", configured: true, destination: `Posts to ${webhookHost(config.webhook.url)}` }
      : { channel: "webhook", configured: false, message: NOT_CONFIGURED.webhook },
    config.sms
      ? { channel: "sms", configured: true, destination: smsDestination(config.sms) }
      : { channel: "sms", configured: false, message: NOT_CONFIGURED.sms },
  ];
}

/** The clearly-marked lead a test delivers; never stored. Replies go to whoever ran the test. */
function testLead(actor: string, now = new Date()): LeadRecord {
  const at = now.toISOString();
  return {
    id: `communications-test-${crypto.randomUUID()}`,
    createdAt: at,
    name: "Communications test",
    email: actor,
    phone: "",
    phoneE164: null,
    company: "",
    address: "",
    zip: null,
    outOfArea: false,
    service: "Test",
    projectDetails: `This is a test from /communications-test by ${actor}. It is not a lead: no reply or action is needed.`,
    summary: "",
    transcript: [],
    chatSessionId: null,
    source: "Communications test",
    urgency: "low",
    contactPreference: "email",
    status: "new",
    spamAt: null,
    consentText: "",
    consentPage: "/communications-test",
    consentAt: at,
    ip: "",
    userAgent: "",
    notifyState: "pending",
    notifyQueuedAt: null,
    assignee: null,
    followUpOn: null,
    estimateCents: null,
    contractCents: null,
    outcomeReason: null,
    duplicateOf: null,
    mergedInto: null,
    firstTouch: null,
    lastTouch: null,
    firstChannel: null,
    lastChannel: null,
    jobCompletedOn: null,
  };
}

/** How a test's outcome is put, per channel: "<done> <where>." or "<thing> to <where> failed: ...". */
const TEST_WORDS: Record<ChannelName, (config: ReturnType<typeof channelConfig>) => { done: string; thing: string; where: string }> = {
  email: (config) => ({ done: "Test e-mail sent to", thing: "The test e-mail", where: config.email!.to }),
  webhook: (config) => ({ done: "Test webhook accepted by", thing: "The test webhook", where: webhookHost(config.webhook!.url) }),
  sms: (config) => ({
    done: "Test text message sent to",
    thing: "The test text message",
    where: smsRecipients(config.sms!, { assignee: null, urgency: "low" }).join(", "),
  }),
};

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** Delivers the test lead on one channel and records the outcome in the audit log. */
export async function sendTest(
  db: DrizzleD1Database,
  env: Env,
  channel: ChannelName,
  actor: string,
  fetcher: typeof fetch = fetch,
): Promise<CommunicationsTestResult> {
  const config = channelConfig(env);
  const target = configuredChannels(config, fetcher).find((c) => c.name === channel);
  const started = Date.now();
  let result: CommunicationsTestResult;
  const lead = testLead(actor, new Date(started));
  if (!target) {
    result = { channel, ok: false, message: NOT_CONFIGURED[channel], durationMs: 0 };
  } else if (!(target.appliesTo?.(lead) ?? true)) {
    result = { channel, ok: false, message: "No number to text about an unassigned lead: set OFFICE_SMS_TO.", durationMs: 0 };
  } else {
    const { done, thing, where } = TEST_WORDS[channel](config);
    try {
      await target.deliver(lead);
      result = { channel, ok: true, message: `${done} ${where}.`, durationMs: Date.now() - started };
    } catch (error) {
      result = { channel, ok: false, message: `${thing} to ${where} failed: ${errorText(error)}`, durationMs: Date.now() - started };
    }
  }
  await auditInsert(db, {
    actor,
    action: COMMUNICATIONS_TEST_ACTION,
    subjectType: "communications",
    subjectId: channel,
    detail: { ok: result.ok, message: result.message, durationMs: result.durationMs },
  });
  return result;
}

/** The latest tests from the audit log, newest first. */
export async function recentTests(db: DrizzleD1Database, limit = 10): Promise<CommunicationsTestRecord[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, COMMUNICATIONS_TEST_ACTION))
    .orderBy(desc(auditLog.id))
    .limit(limit);
  return rows.map((row) => {
    const detail = JSON.parse(row.detail) as Partial<CommunicationsTestResult>;
    return {
      at: row.at,
      actor: row.actor,
      channel: row.subjectId as ChannelName,
      ok: detail.ok === true,
      message: detail.message ?? "",
      durationMs: detail.durationMs ?? 0,
    };
  });
}
