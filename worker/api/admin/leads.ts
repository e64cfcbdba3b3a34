import { desc, eq } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { type Context, Hono } from "hono";
import type { LeadDetailAnswer, LeadFacets, LeadPageAnswer } from "../../../client/lib/contracts/admin";
import { fieldErrors } from "../../../client/lib/contracts/errors";
import { LEAD_STATUSES } from "../../../client/lib/contracts/leads";
import { z } from "../../../client/lib/contracts/z";
import { isCalendarDate } from "../../../client/lib/dates";
import { fromBase64Url, toBase64Url } from "../../../client/lib/text";
import { actorOf, auditInsert, leadHistory } from "../../admin/audit";
import { csvRow, leadCell } from "../../admin/csv";
import { appointments, consents, leads } from "../../db/schema";
import type { AppEnv } from "../../env";
import { getLead, type Lead, type LeadFilter, listLeads } from "../../leads/queries";
import { addDays, instant } from "../../schedule/calendar";
import { adminView } from "../../schedule/queries";
import { apiError } from "../errors";
import { jsonInput } from "../json-input";

/** /api/admin/leads: the list and its filters, detail and the status pipeline; /api/admin/leads.csv: the export. */
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
  const { q, cursor, from, to, ...rest } = parsed.data;
  const before = cursor ? decodeCursor(cursor) : undefined;
  if (cursor && !before)
    return { response: apiError(c, 400, "invalid_query", "The page cursor is not valid.", { cursor: "The page cursor is not valid." }) };
  return {
    filter: {
      ...rest,
      from: from && startOf(from),
      to: to && (DAY.test(to) ? startOf(addDays(to, 1)) : to),
      search: q,
      ...(before ? { before } : {}),
    },
  };
}

/** GET /api/admin/leads?status&source&service&from&to&q&limit&cursor -> { leads, next } */
leadsAdminApi.get("/", async (c) => {
  const read = filterFrom(c);
  if ("response" in read) return read.response;
  const page = await listLeads(c.var.db, read.filter);
  return c.json({ leads: page.leads, next: page.next ? encodeCursor(page.next) : null } satisfies LeadPageAnswer);
});

const CSV_COLUMNS: readonly (keyof Lead)[] = [
  "createdAt",
  "name",
  "email",
  "phone",
  "company",
  "address",
  "zip",
  "outOfArea",
  "service",
  "source",
  "urgency",
  "contactPreference",
  "status",
  "projectDetails",
  "summary",
  "transcript",
  "notifyState",
  "id",
];

/** GET /api/admin/leads.csv with the list's filters: every matching lead, streamed page by page. */
leadsCsvAdminApi.get("/", (c) => {
  const read = filterFrom(c);
  if ("response" in read) return read.response;
  const { db } = c.var;
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(csvRow(CSV_COLUMNS)));
      let before = read.filter.before;
      for (;;) {
        const page = await listLeads(db, { ...read.filter, before, limit: 1000 });
        controller.enqueue(encoder.encode(page.leads.map((lead) => csvRow(CSV_COLUMNS.map((column) => leadCell(lead, column)))).join("")));
        if (!page.next) break;
        before = page.next;
      }
      controller.close();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="leads.csv"',
      "Cache-Control": "no-store",
    },
  });
});

/** The lead, its deliveries, appointments, consent records and history (null when there is no such lead). */
async function leadDetail(db: DrizzleD1Database, id: string): Promise<LeadDetailAnswer | null> {
  const detail = await getLead(db, id);
  if (!detail) return null;
  const [audit, booked, consentRecords] = await Promise.all([
    leadHistory(db, id),
    db.select().from(appointments).where(eq(appointments.leadId, id)).orderBy(desc(appointments.windowId)),
    db.select().from(consents).where(eq(consents.leadId, id)).orderBy(consents.id),
  ]);
  return { ...detail, appointments: booked.map(adminView), consents: consentRecords, audit };
}

/** GET /api/admin/leads/facets: the sources and services the list can be filtered by. */
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

/** GET /api/admin/leads/{id}: the lead, its deliveries, appointments and audit trail. */
leadsAdminApi.get("/:id", async (c) => {
  const detail = await leadDetail(c.var.db, c.req.param("id"));
  if (!detail) return apiError(c, 404, "not_found", "No such lead.");
  return c.json(detail satisfies LeadDetailAnswer);
});

const statusChangeSchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: `Status must be one of ${LEAD_STATUSES.join(", ")}` }),
  note: z.string().trim().max(2000, "Notes can be at most 2,000 characters").default(""),
});

/**
 * PATCH /api/admin/leads/{id} {status, note}: moves the lead in the pipeline, or with the same
 * status adds a note; the change and its author are audited.
 */
leadsAdminApi.patch("/:id", jsonInput(statusChangeSchema), async (c) => {
  const { db } = c.var;
  const id = c.req.param("id");
  const [current] = await db.select({ status: leads.status }).from(leads).where(eq(leads.id, id)).limit(1);
  if (!current) return apiError(c, 404, "not_found", "No such lead.");
  const { status, note } = c.req.valid("json");
  if (status === current.status && !note) {
    return apiError(c, 400, "validation_failed", "Choose another status or write a note.", {
      note: "Choose another status or write a note.",
    });
  }
  await db.batch([
    db.update(leads).set({ status }).where(eq(leads.id, id)),
    auditInsert(db, {
      actor: actorOf(c),
      action: status === current.status ? "lead.note" : "lead.status",
      subjectType: "lead",
      subjectId: id,
      detail: status === current.status ? { note } : { from: current.status, to: status, ...(note ? { note } : {}) },
    }),
  ]);
  return c.json(await leadDetail(db, id));
});
