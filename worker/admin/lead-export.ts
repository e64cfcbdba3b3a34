import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { scheduling } from "../../content/schedule";
import { attributionColumns } from "../attribution/lead-csv";
import type { SalesPerson } from "../config";
import { appointments, auditLog } from "../db/schema";
import { type Lead, type LeadFilter, listLeads } from "../leads/queries";
import { transcriptText } from "../leads/transcript";
import { ACTIVE } from "../schedule/availability";
import { csvRow } from "./csv";

/**
 * The lead export (GET /api/admin/leads.csv): a file a spreadsheet opens right. UTF-8 with a
 * byte-order mark (without it Excel reads "José" as "JosÃ©"), times in the company's time zone
 * with the zone named ("2026-11-24 09:15 EST"), amounts as plain numbers, and a column for each
 * thing the office works with. A column is one entry of LEAD_COLUMNS: add one there.
 */

/** What the rows of one page need beyond the lead itself, read once per page. */
interface ExportExtras {
  /** The lead's notes, oldest first, each with its day. */
  notes: Map<string, string[]>;
  /** The lead's next requested or confirmed appointment. */
  nextAppointment: Map<string, { windowStart: string; status: string; reference: string }>;
  /** Team members by e-mail. */
  team: Map<string, SalesPerson>;
}

interface LeadColumn {
  header: string;
  value(lead: Lead, extras: ExportExtras): unknown;
}

const LOCAL = new Intl.DateTimeFormat("en-US", {
  timeZone: scheduling.timeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZoneName: "short",
});

/** "2026-11-24 09:15 EST": the company's wall clock, sortable as text, with the zone named. */
export function localTime(iso: string | null | undefined): string {
  if (!iso) return "";
  const parts = Object.fromEntries(LOCAL.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} ${parts.timeZoneName}`;
}

/** Cents as a number a spreadsheet sums: 1850000 -> "18500.00". */
const dollars = (cents: number | null) => (cents === null ? "" : (cents / 100).toFixed(2));

export const LEAD_COLUMNS: readonly LeadColumn[] = [
  { header: "Received", value: (lead) => localTime(lead.createdAt) },
  { header: "Name", value: (lead) => lead.name },
  { header: "Email", value: (lead) => lead.email },
  { header: "Phone", value: (lead) => lead.phone },
  { header: "Company", value: (lead) => lead.company },
  { header: "Address", value: (lead) => lead.address },
  { header: "ZIP", value: (lead) => lead.zip },
  { header: "Out of area", value: (lead) => (lead.outOfArea ? "yes" : "no") },
  { header: "Service", value: (lead) => lead.service },
  { header: "Source", value: (lead) => lead.source },
  { header: "Urgency", value: (lead) => lead.urgency },
  { header: "Preferred contact", value: (lead) => lead.contactPreference },
  { header: "Status", value: (lead) => lead.status },
  { header: "Won or lost because", value: (lead) => lead.outcomeReason },
  { header: "Assignee", value: (lead, { team }) => (lead.assignee ? (team.get(lead.assignee)?.name ?? lead.assignee) : "") },
  { header: "Follow up on", value: (lead) => lead.followUpOn },
  { header: "Estimate (USD)", value: (lead) => dollars(lead.estimateCents) },
  { header: "Contract (USD)", value: (lead) => dollars(lead.contractCents) },
  {
    header: "Next appointment",
    value: (lead, { nextAppointment }) => {
      const next = nextAppointment.get(lead.id);
      return next ? `${localTime(next.windowStart)} (${next.status}, ${next.reference})` : "";
    },
  },
  { header: "Notes", value: (lead, { notes }) => (notes.get(lead.id) ?? []).join("\n") },
  { header: "Project details", value: (lead) => lead.projectDetails },
  { header: "Chat summary", value: (lead) => lead.summary },
  { header: "Chat transcript", value: (lead) => transcriptText(lead.transcript, localTime) },
  { header: "Same homeowner as lead", value: (lead) => lead.duplicateOf },
  { header: "Notification", value: (lead) => lead.notifyState },
  { header: "Lead ID", value: (lead) => lead.id },
  ...attributionColumns(localTime),
];

/** The page's ids as one bound parameter (D1 allows 100 per statement; a page has up to 1,000 leads). */
const idsIn = (column: typeof auditLog.subjectId | typeof appointments.leadId, ids: string[]) =>
  sql`${column} in (select value from json_each(${JSON.stringify(ids)}))`;

async function extrasFor(db: DrizzleD1Database, page: Lead[], team: SalesPerson[], now: Date): Promise<ExportExtras> {
  const ids = page.map((lead) => lead.id);
  const [noted, booked] = await Promise.all([
    db
      .select({ leadId: auditLog.subjectId, at: auditLog.at, detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, "lead"), inArray(auditLog.action, ["lead.note", "lead.status"]), idsIn(auditLog.subjectId, ids)))
      .orderBy(asc(auditLog.id)),
    db
      .select({
        leadId: appointments.leadId,
        windowStart: appointments.windowStart,
        status: appointments.status,
        reference: appointments.reference,
      })
      .from(appointments)
      .where(
        and(idsIn(appointments.leadId, ids), inArray(appointments.status, [...ACTIVE]), gte(appointments.windowStart, now.toISOString())),
      )
      .orderBy(asc(appointments.windowStart)),
  ]);
  const notes = new Map<string, string[]>();
  for (const row of noted) {
    const note = (JSON.parse(row.detail) as { note?: string }).note;
    if (note) notes.set(row.leadId, [...(notes.get(row.leadId) ?? []), `${localTime(row.at).slice(0, 10)}: ${note}`]);
  }
  const nextAppointment = new Map<string, ExportExtras["nextAppointment"] extends Map<string, infer V> ? V : never>();
  for (const row of booked) if (!nextAppointment.has(row.leadId)) nextAppointment.set(row.leadId, row);
  return { notes, nextAppointment, team: new Map(team.map((member) => [member.email, member])) };
}

/** Every lead matching the filter as CSV, page by page: the byte-order mark, the header, then the rows. */
export function leadExport(db: DrizzleD1Database, filter: LeadFilter, team: SalesPerson[], now = new Date()): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvRow(LEAD_COLUMNS.map((column) => column.header))}`));
      let before = filter.before;
      for (;;) {
        const page = await listLeads(db, { ...filter, before, limit: 1000 });
        if (page.leads.length > 0) {
          const extras = await extrasFor(db, page.leads, team, now);
          const rows = page.leads.map((lead) => csvRow(LEAD_COLUMNS.map((column) => column.value(lead, extras))));
          controller.enqueue(encoder.encode(rows.join("")));
        }
        if (!page.next) break;
        before = page.next;
      }
      controller.close();
    },
  });
}
