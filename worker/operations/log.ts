/**
 * The Worker's log: one JSON line per event, which Workers Logs (observability in wrangler.toml)
 * turns into fields to filter and count by. Lines carry ids, names and counts, never a person's
 * data: no names, e-mail addresses, phone numbers, IP addresses or private links.
 *
 * @example logEvent("lead.accepted", { leadId, kind: "Contact Page" })
 * // {"event":"lead.accepted","leadId":"…","kind":"Contact Page"}
 */

/** Every event the Worker logs, so a dashboard query can rely on the names. */
export type LogEvent =
  | "lead.accepted"
  | "lead.rejected"
  | "lead.queue_failed"
  | "lead.unreached"
  | "lead.requeued"
  | "lead.acknowledged"
  | "delivery.attempt"
  | "delivery.dead_letter"
  | "delivery.dead_letter_unrecorded"
  | "notice.attempt"
  | "delivery.gone"
  | "delivery.error"
  | "sms.ceiling_reached"
  | "sms.not_texted"
  | "booking.created"
  | "booking.cancelled"
  | "booking.moved"
  | "admin.change"
  | "admin.refused"
  | "alert.sent"
  | "alert.failed"
  | "digest.sent"
  | "digest.failed"
  | "retention.applied"
  | "daily.failed"
  | "cron.failed"
  | "person.erased"
  | "person.erase_failed"
  | "admin.upload_conflict"
  | "rate_limit.unavailable"
  | "turnstile.unavailable"
  | "chat.lead_failed"
  | "chat.assistant_fallback"
  | "chat.rating_unavailable"
  | "chat.unread"
  | "health.database_unreachable"
  | "request.failed"
  | "render.failed"
  | "page_cache.failed"
  | "config.warning"
  | "team.invalid_entry"
  | "sms.invalid_number"
  | "follow_up.failed"
  | "visit.unremembered";

type Field = string | number | boolean | null | undefined | readonly string[];

const EMAIL_ADDRESS = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[a-z]{2,}/gi;
const PHONE_NUMBER = /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/g;

/**
 * Text with every e-mail address and phone number masked: what a third party's error message
 * quotes (Twilio names the number it refused, a mail server the address) never reaches the log.
 * @example redactContacts("Twilio answered 400 for +14105550111") // "Twilio answered 400 for [phone]"
 */
export function redactContacts(text: string): string {
  return text.replace(EMAIL_ADDRESS, "[e-mail]").replace(PHONE_NUMBER, "[phone]");
}

/** Ids are left as they are (a UUID is never a phone number); every other text field is masked. */
const redactField = (name: string, value: Field): Field => {
  if (/id$/i.test(name)) return value;
  if (typeof value === "string") return redactContacts(value);
  if (Array.isArray(value)) return value.map((item: string) => redactContacts(item));
  return value;
};

/** Writes one event: info to console.log, warnings and errors to their own levels (Workers Logs keeps the level). */
export function logEvent(event: LogEvent, fields: Record<string, Field> = {}, level: "info" | "warn" | "error" = "info"): void {
  const line = JSON.stringify({
    event,
    ...Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, redactField(name, value)])),
  });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

/**
 * An error as one short line without the data it was about: drizzle's "Failed query" errors
 * carry the statement's parameters (a lead's name, e-mail, phone), which are cut off here, and
 * so is anything past 300 characters. The cause's message follows the error's.
 */
export function errorSummary(error: unknown): string {
  const text = (value: unknown) => {
    const message = value instanceof Error ? `${value.name}: ${value.message}` : String(value);
    return message
      .split(/\nparams:/)[0]!
      .replace(/\s+/g, " ")
      .trim();
  };
  const cause = error instanceof Error && error.cause !== undefined ? ` (cause: ${text(error.cause)})` : "";
  return `${text(error)}${cause}`.slice(0, 300);
}

/**
 * Text with every private booking link's secret replaced (`/schedule/manage/Zq…9` ->
 * `/schedule/manage/:token`, and the same for its API), so neither a log line nor the local
 * server's access log holds a working link.
 */
export function redactPrivatePaths(text: string): string {
  return text.replace(/(\/(?:api\/appointments|schedule)\/manage\/)[^/?#\s]+/g, "$1:token");
}
