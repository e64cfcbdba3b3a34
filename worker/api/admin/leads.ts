import { eq, inArray } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { type Context, Hono } from "hono";
import {
  CALL_FOLLOW_UP_DAYS,
  CALL_OUTCOMES,
  type CallAnswer,
  type LeadDetailAnswer,
  type LeadFacets,
  type LeadPageAnswer,
} from "../../../contracts/admin";
import { officeDayFrom } from "../../../contracts/business-settings";
import { isCalendarDate } from "../../../contracts/dates";
import { fieldErrors } from "../../../contracts/errors";
import { LEAD_STATUSES } from "../../../contracts/leads";
import { fromBase64Url, toBase64Url } from "../../../contracts/text";
import { z } from "../../../contracts/z";
import { actorOf, auditInsert, leadHistory } from "../../admin/audit";
import { planLeadChange } from "../../admin/lead-changes";
import { leadExport } from "../../admin/lead-export";
import { type QueueClock, queueReasonOf } from "../../admin/queue";
import { salesTeam, siteConfig } from "../../config";
import { rowsInChunks } from "../../db/chunks";
import { appointments, consents, leads } from "../../db/schema";
import type { AppEnv } from "../../env";
import { enqueueAssignment } from "../../leads/assignment";
import { historySubjects, linkedLeads, mergeLead, unmergeLead, withRepeats } from "../../leads/duplicates";
import { getLead, type LeadFilter, listLeads } from "../../leads/queries";
import { addDays, instant, localDate } from "../../schedule/calendar";
import { adminView } from "../../schedule/queries";
import { apiError } from "../errors";
import { jsonInput, jsonOnly } from "../json-input";

/** /api/admin/leads: the list and its filters, detail, the pipeline and the sales fields, merging; /api/admin/leads.csv: the export. */
export const leadsAdminApi = new Hono<AppEnv>();
export const leadsCsvAdminApi = new Hono<AppEnv>();

const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?$/, "Use a date such as 2026-11-24")
  .refine((value) => isCalendarDate(value.slice(0, 10)) && !Number.isNaN(Date.parse(value)), "Use a real day, such as 2026-11-24");
const leadQuerySchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: `status must be one of ${LEAD_STATUSES.join(", ")}` }).optional(),
  source: z.string().trim().max(80).optional(),
  service: z.string().trim().max(80).optional(),
  from: date.optional(),
  to: date.optional(),
  q: z.string().trim().max(100).optional(),
  /** "me" (the signed-in admin), "none" (unassigned) or a team member's e-mail. */
  assignee: z.string().trim().toLowerCase().max(254).optional(),
  sort: z.enum(["newest", "oldest"], { error: "sort must be newest or oldest" }).default("newest"),
  limit: z.coerce.number().int().min(1, "limit must be 1-100").max(100, "limit must be 1-100").default(25),
  cursor: z.string().max(200).optional(),
});

/** Keyset cursors are opaque to the browser: base64url of "createdAt|id". */
const encodeCursor = (next: { createdAt: string; id: string }) => toBase64Url(new TextEncoder().encode(`${next.createdAt}|${next.id}`));
function decodeCursor(cursor: string): { createdAt: string; id: string } | null {
  try {
    const [createdAt, id] = new TextDecoder().decode(fromBase64Url(cursor)).split("|");
    return createdAt && id ? { createdAt, id } : null;
  } catch {
    return null;
  }
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A plain date is the company's day (New York): from its midnight; `to` includes the whole day. */
const startOf = (value: string) => (DAY.test(value) ? instant(value, "00:00").toISOString() : value);

function filterFrom(c: Context<AppEnv>): { filter: LeadFilter } | { response: Response } {
  const parsed = leadQuerySchema.safeParse(c.req.query());
  if (!parsed.success) return { response: apiError(c, 400, "invalid_query", "The filter is not valid.", fieldErrors(parsed.error)) };
  const { q, cursor, from, to, assignee, ...rest } = parsed.data;
  const before = cursor ? decodeCursor(cursor) : undefined;
  if (cursor && !before)
    return { response: apiError(c, 400, "invalid_query", "The page cursor is not valid.", { cursor: "The page cursor is not valid." }) };
  return {
    filter: {
      ...rest,
      from: from && startOf(from),
      to: to && (DAY.test(to) ? startOf(addDays(to, 1)) : to),
      search: q,
      assignee: assignee === "me" ? (c.get("adminEmail") ?? "none") : assignee,
      ...(before ? { before } : {}),
    },
  };
}

/** GET /api/admin/leads?status&source&service&from&to&q&assignee&sort&limit&cursor -> { leads, next } */
leadsAdminApi.get("/", async (c) => {
  const read = filterFrom(c);
  if ("response" in read) return read.response;
  const page = await listLeads(c.var.db, read.filter);
  return c.json({ leads: page.leads, next: page.next ? encodeCursor(page.next) : null } satisfies LeadPageAnswer);
});

/** GET /api/admin/leads.csv with the list's filters: every matching lead, streamed page by page. */
leadsCsvAdminApi.get("/", (c) => {
  const read = filterFrom(c);
  if ("response" in read) return read.response;
  return new Response(leadExport(c.var.db, read.filter, salesTeam(c.env)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="leads.csv"',
      "Cache-Control": "no-store",
    },
  });
});

/** The lead, its deliveries, appointments, consent records, linked leads and history (null when there is no such lead). */
async function leadDetail(db: DrizzleD1Database, clock: QueueClock, id: string): Promise<LeadDetailAnswer | null> {
  const detail = await getLead(db, id);
  if (!detail) return null;
  const subjects = await historySubjects(db, id);
  const [audit, booked, consentRecords, linked, queueReason] = await Promise.all([
    leadHistory(db, subjects),
    rowsInChunks(subjects, (run) => db.select().from(appointments).where(inArray(appointments.leadId, run))).then((rows) =>
      rows.sort((a, b) => b.windowId.localeCompare(a.windowId)),
    ),
    rowsInChunks(subjects, (run) => db.select().from(consents).where(inArray(consents.leadId, run))).then((rows) =>
      rows.sort((a, b) => a.id - b.id),
    ),
    linkedLeads(db, detail.lead),
    queueReasonOf(db, id, clock),
  ]);
  const history = withRepeats(audit, detail.lead, linked);
  return { ...detail, appointments: booked.map(adminView), consents: consentRecords, audit: history, linked, queueReason };
}

/** GET /api/admin/leads/facets: the statuses, sources and services the list can be filtered by. */
leadsAdminApi.get("/facets", async (c) => {
  const { db } = c.var;
  const [sources, services] = await Promise.all([
    db.selectDistinct({ value: leads.source }).from(leads).orderBy(leads.source),
    db.selectDistinct({ value: leads.service }).from(leads).orderBy(leads.service),
  ]);
  return c.json({
    statuses: [...LEAD_STATUSES],
    sources: sources.map((r) => r.value),
    services: services.map((r) => r.value),
  } satisfies LeadFacets);
});

/** GET /api/admin/leads/{id}: the lead, its deliveries, appointments, linked leads and history. */
leadsAdminApi.get("/:id", async (c) => {
  const detail = await leadDetail(c.var.db, siteConfig(c.env), c.req.param("id"));
  if (!detail) return apiError(c, 404, "not_found", "No such lead.");
  return c.json(detail satisfies LeadDetailAnswer);
});

const cents = z
  .number({ error: "Enter an amount in cents" })
  .int("Enter an amount in cents")
  .min(0, "An amount cannot be negative")
  .max(100_000_000_00, "That amount is too large")
  .nullable();
const leadChangeSchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: `Status must be one of ${LEAD_STATUSES.join(", ")}` }).optional(),
  reason: z.string().trim().max(80).optional(),
  note: z.string().trim().max(2000, "Notes can be at most 2,000 characters").default(""),
  assignee: z.string().trim().toLowerCase().max(254).nullable().optional(),
  followUpOn: z.string().refine(isCalendarDate, "Use a date such as 2026-11-24").nullable().optional(),
  estimateCents: cents.optional(),
  contractCents: cents.optional(),
  undo: z.boolean().optional(),
});

/**
 * PATCH /api/admin/leads/{id} {status?, reason?, note?, assignee?, followUpOn?, estimateCents?,
 * contractCents?, undo?}: moves the lead in the pipeline, assigns it, sets its follow-up day and
 * amounts, or adds a note, by the rules of worker/admin/lead-changes.ts; each change is audited.
 */
leadsAdminApi.patch("/:id", jsonInput(leadChangeSchema), async (c) => {
  const { db } = c.var;
  const id = c.req.param("id");
  const [current] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  if (!current) return apiError(c, 404, "not_found", "No such lead.");
  const { assignee, ...change } = c.req.valid("json");
  const team = salesTeam(c.env).map((member) => member.email);
  const plan = planLeadChange(current, { ...change, assignee: assignee === "" ? null : assignee }, team);
  if ("errors" in plan) return apiError(c, 400, "validation_failed", Object.values(plan.errors)[0]!, plan.errors);
  const actor = actorOf(c);
  const entries = plan.entries.map((entry) => auditInsert(db, { actor, subjectType: "lead", subjectId: id, ...entry }));
  if (Object.keys(plan.set).length > 0) await db.batch([db.update(leads).set(plan.set).where(eq(leads.id, id)), ...entries]);
  else await db.batch([entries[0]!, ...entries.slice(1)]);
  // A newly assigned salesperson is told, by text or e-mail as they chose in SALES_TEAM.
  if (plan.set.assignee && plan.set.assignee !== current.assignee)
    c.executionCtx.waitUntil(enqueueAssignment(c.env.LEAD_NOTIFICATIONS, id, plan.set.assignee));
  return c.json((await leadDetail(db, siteConfig(c.env), id)) satisfies LeadDetailAnswer | null);
});

const callSchema = z.object({ outcome: z.enum(CALL_OUTCOMES, { error: "Outcome must be reached, voicemail or no-answer" }).optional() });

/**
 * POST /api/admin/leads/{id}/calls {outcome?}: the Call button was tapped (recorded with its time),
 * or, one tap after the call, what came of it: the follow-up day moves to match, and a new lead
 * that was reached is contacted. Both are in the lead's history.
 */
leadsAdminApi.post("/:id/calls", jsonInput(callSchema), async (c) => {
  const { db } = c.var;
  const id = c.req.param("id");
  const [current] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  if (!current) return apiError(c, 404, "not_found", "No such lead.");
  const { outcome } = c.req.valid("json");
  const actor = actorOf(c);
  const at = new Date();
  // Later today after no answer; otherwise the day the outcome says, or the office's next open day after it.
  const days = outcome ? CALL_FOLLOW_UP_DAYS[outcome] : 0;
  const followUpOn = outcome
    ? days === 0
      ? localDate(at)
      : officeDayFrom(addDays(localDate(at), days), siteConfig(c.env).officeHours)
    : null;
  const contacted = outcome === "reached" && current.status === "new";
  const audit = (action: string, detail: Record<string, unknown>) =>
    auditInsert(db, { actor, action, subjectType: "lead", subjectId: id, detail });
  const writes = [
    audit("lead.call", outcome ? { outcome, followUpOn } : {}),
    ...(outcome
      ? [
          db
            .update(leads)
            .set({ followUpOn, ...(contacted ? { status: "contacted" as const } : {}) })
            .where(eq(leads.id, id)),
        ]
      : []),
    ...(contacted ? [audit("lead.status", { from: "new", to: "contacted", note: "Reached by phone" })] : []),
  ];
  await db.batch([writes[0]!, ...writes.slice(1)]);
  return c.json({ at: at.toISOString(), outcome: outcome ?? null, followUpOn } satisfies CallAnswer);
});

const mergeSchema = z.object({ into: z.string({ error: "Choose the lead to merge into" }).trim().min(1).max(64) });

/** POST /api/admin/leads/{id}/merge {into}: merges a duplicate into the lead it duplicates; both histories stay (409 when either is merged by then). */
leadsAdminApi.post("/:id/merge", jsonInput(mergeSchema), async (c) => {
  const { db } = c.var;
  const into = c.req.valid("json").into;
  const outcome = await mergeLead(db, c.req.param("id"), into, actorOf(c));
  if (outcome.kind === "refused") return apiError(c, outcome.status, "not_mergeable", outcome.message);
  return c.json((await leadDetail(db, siteConfig(c.env), into)) satisfies LeadDetailAnswer | null);
});

/** POST /api/admin/leads/{id}/unmerge {}: takes a merge back; the lead returns to the list with what the merge moved. */
leadsAdminApi.post("/:id/unmerge", jsonOnly, async (c) => {
  const { db } = c.var;
  const id = c.req.param("id");
  const outcome = await unmergeLead(db, id, actorOf(c));
  if (outcome.kind === "refused") return apiError(c, outcome.status, "not_merged", outcome.message);
  return c.json((await leadDetail(db, siteConfig(c.env), id)) satisfies LeadDetailAnswer | null);
});
