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
  | "health.database_unreachable"
  | "request.failed"
  | "render.failed"
  | "page_cache.failed"
  | "config.warning"
  | "team.invalid_entry";

type Field = string | number | boolean | null | undefined | readonly string[];

/** Writes one event: info to console.log, warnings and errors to their own levels (Workers Logs keeps the level). */
export function logEvent(event: LogEvent, fields: Record<string, Field> = {}, level: "info" | "warn" | "error" = "info"): void {
  const line = JSON.stringify({ event, ...fields });
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
