import { and, count, eq, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { DeliveryChannel } from "../../contracts/admin";
import type { NoticeAudience, NoticeEvent } from "../../contracts/appointments";
import type { SiteConfig } from "../../contracts/site-config";
import { siteConfig } from "../config";
import { chunked } from "../db/chunks";
import { insertWhere } from "../db/insert-where";
import { appointmentNotices, appointments, deliveries } from "../db/schema";
import type { Env } from "../env";
import type { LeadNotification } from "../leads/notify";
import { errorSummary, logEvent } from "../operations/log";
import { homeownerEmail, type NoticeRecord, officeEmail } from "./notice-email";
import type { AppointmentRecord } from "./queries";

/**
 * Appointment notices: what the homeowner (and, for changes the office did not make, the office)
 * is told about an appointment. Each is a row written in the same batch as the change, then a
 * message on the lead-notifications queue ({leadId, noticeId}); the consumer sends the e-mail,
 * records every attempt in `deliveries` (with the notice's id) and retries like a lead
 * notification. A notice still pending after 30 s is queued by the cron sweep.
 */

/** The appointment as it stands after a change (the notice keeps this copy). */
export type AppointmentState = Pick<AppointmentRecord, "id" | "leadId" | "status" | "sequence" | "windowId" | "windowStart" | "windowEnd">;

export interface NoticeRequest {
  audience: NoticeAudience;
  event: NoticeEvent;
  previousWindowId?: string | null;
  /** The private link's token, when this change knows it (a booking, "e-mail me my link"). */
  manageToken?: string | null;
}

/** The insert of one notice, for the change's batch, written only when `guard` holds. */
export function noticeInsert(db: DrizzleD1Database, state: AppointmentState, request: NoticeRequest, guard: SQL, now: Date) {
  return insertWhere(
    db,
    appointmentNotices,
    {
      appointmentId: state.id,
      leadId: state.leadId,
      audience: request.audience,
      event: request.event,
      sequence: state.sequence,
      status: state.status,
      windowId: state.windowId,
      windowStart: state.windowStart,
      windowEnd: state.windowEnd,
      previousWindowId: request.previousWindowId ?? null,
      manageToken: request.manageToken ?? null,
      state: "pending",
      createdAt: now.toISOString(),
    },
    guard,
  );
}

/** Queues the pending notices of an appointment and marks them queued. Never throws: the sweep retries. */
export async function queueNotices(db: DrizzleD1Database, queue: Queue, appointmentId: string): Promise<void> {
  try {
    const pending = await db
      .select({ id: appointmentNotices.id, leadId: appointmentNotices.leadId })
      .from(appointmentNotices)
      .where(and(eq(appointmentNotices.appointmentId, appointmentId), eq(appointmentNotices.state, "pending")));
    await sendNotices(db, queue, pending);
  } catch (error) {
    logEvent("lead.queue_failed", { appointmentId, error: errorSummary(error) }, "error");
  }
}

async function sendNotices(db: DrizzleD1Database, queue: Queue, notices: { id: number; leadId: string }[], now = new Date()) {
  // The queue takes at most 100 messages per call; each hundred is marked queued once it is on the queue.
  for (let at = 0; at < notices.length; at += 100) {
    const hundred = notices.slice(at, at + 100);
    await queue.sendBatch(
      hundred.map(({ id, leadId }) => ({ body: { leadId, noticeId: id } satisfies LeadNotification, contentType: "json" as const })),
    );
    const marks = chunked(
      hundred.map((n) => n.id),
      (run) =>
        db
          .update(appointmentNotices)
          .set({ state: "queued", queuedAt: now.toISOString() })
          .where(and(inArray(appointmentNotices.id, run), inArray(appointmentNotices.state, ["pending", "queued", "retrying"]))),
    );
    for (const mark of marks) await mark;
  }
}

/** Notices still queued or retrying this long after they were queued lost their message (retries take about 9 minutes). */
const NOTICE_STUCK_AFTER_MS = 20 * 60_000;

/**
 * The cron's part: notices that never reached the queue, 30 s after they were written, and
 * notices queued or retrying whose message was lost, 20 minutes after they were queued.
 */
export async function sweepNotices(db: DrizzleD1Database, queue: Queue, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - 30_000).toISOString();
  const stuck = new Date(now.getTime() - NOTICE_STUCK_AFTER_MS).toISOString();
  const stragglers = await db
    .select({ id: appointmentNotices.id, leadId: appointmentNotices.leadId })
    .from(appointmentNotices)
    .where(
      or(
        and(eq(appointmentNotices.state, "pending"), lt(appointmentNotices.createdAt, cutoff)),
        and(
          inArray(appointmentNotices.state, ["queued", "retrying"]),
          lt(sql`coalesce(${appointmentNotices.queuedAt}, ${appointmentNotices.createdAt})`, stuck),
        ),
      ),
    )
    .orderBy(appointmentNotices.createdAt)
    .limit(500);
  await sendNotices(db, queue, stragglers, now);
  return stragglers.length;
}

/** How notices are sent: the lead e-mail binding and sender, the office's inbox, and the site's facts. */
export interface NoticeSetup {
  email: { binding: SendEmail; from: string; office: string } | null;
  site: SiteConfig;
}

export function noticeSetup(env: Env): NoticeSetup {
  const site = siteConfig(env);
  const from = env.LEAD_EMAIL_FROM?.trim();
  return {
    site,
    email: env.LEAD_EMAIL && from ? { binding: env.LEAD_EMAIL, from, office: env.LEAD_EMAIL_TO?.trim() || site.email } : null,
  };
}

async function send(setup: NonNullable<NoticeSetup["email"]>, site: SiteConfig, notice: NoticeRecord, appointment: AppointmentRecord) {
  if (notice.audience === "office") {
    await setup.binding.send({
      from: setup.from,
      to: setup.office,
      replyTo: appointment.email,
      ...officeEmail(notice, appointment, site.siteUrl),
    });
    return;
  }
  const manageUrl = notice.manageToken ? `${site.siteUrl}/schedule/manage/${notice.manageToken}` : null;
  await setup.binding.send({
    from: setup.from,
    to: appointment.email,
    replyTo: site.email,
    ...homeownerEmail(notice, appointment, site, manageUrl),
  });
}

/**
 * Delivers one notice unless an earlier attempt already did, records the attempt, and erases
 * the private link's token once it is sent. A notice whose e-mail is not configured is done.
 */
export async function deliverNotice(
  db: DrizzleD1Database,
  setup: NoticeSetup,
  noticeId: number,
  final: boolean,
): Promise<"done" | "retry" | "gone"> {
  const [found] = await db
    .select({ notice: appointmentNotices, appointment: appointments })
    .from(appointmentNotices)
    .innerJoin(appointments, eq(appointments.id, appointmentNotices.appointmentId))
    .where(eq(appointmentNotices.id, noticeId))
    .limit(1);
  if (!found) return "gone";
  const { notice, appointment } = found;
  const channel: DeliveryChannel = notice.audience === "homeowner" ? "homeowner" : "email";
  const [history] = await db
    .select({ attempts: count(), sent: sql<number>`coalesce(sum(${deliveries.status} = 'sent'), 0)` })
    .from(deliveries)
    .where(eq(deliveries.noticeId, noticeId));
  if (!setup.email || (history?.sent ?? 0) > 0) {
    await db.update(appointmentNotices).set({ state: "delivered", manageToken: null }).where(eq(appointmentNotices.id, noticeId));
    return "done";
  }
  const attempt = (history?.attempts ?? 0) + 1;
  let error: string | null = null;
  try {
    await send(setup.email, setup.site, notice, appointment);
  } catch (failure) {
    error = (failure instanceof Error ? failure.message : String(failure)).slice(0, 500);
    // The error may name the address it was sent to: the log carries ids and the error's kind only.
    logEvent("notice.attempt", { leadId: notice.leadId, noticeId, channel, attempt, outcome: "failed", error: errorKind(failure) }, "warn");
  }
  const status = error === null ? "sent" : final ? "failed" : "retrying";
  await db.batch([
    db.insert(deliveries).values({ leadId: notice.leadId, channel, noticeId, attempt, status, error }),
    db
      .update(appointmentNotices)
      .set(error === null ? { state: "delivered", manageToken: null } : { state: final ? "failed" : "retrying" })
      .where(eq(appointmentNotices.id, noticeId)),
  ]);
  return error === null ? "done" : "retry";
}

/** An error's kind without its message (which may quote an address): "Error", "TypeError", "TimeoutError". */
function errorKind(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}

/** A notice's message went to the dead-letter queue: its delivery is marked failed, for the admin's retry. */
export async function markNoticeFailed(db: DrizzleD1Database, noticeId: number): Promise<void> {
  await db
    .update(appointmentNotices)
    .set({ state: "failed" })
    .where(and(eq(appointmentNotices.id, noticeId), sql`${appointmentNotices.state} <> 'delivered'`));
}
