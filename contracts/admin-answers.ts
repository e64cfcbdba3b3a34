import type { AdminMe as AdminSession } from "./admin";
import {
  type AdminAppointment,
  type AppointmentsAnswer,
  CHANNEL_NAMES,
  type ChannelSetup,
  type CommunicationsStatus,
  type CommunicationsTestResult,
  type Dashboard,
  type DeliveryLogAnswer,
  type ErasureHistory,
  type ErasurePreview,
  type ErasureResult,
  type IndexNowStatus,
  type LeadDetailAnswer,
  type LeadFacets,
  type LeadPageAnswer,
  type NeedsAction,
  type OfficeBookingAnswer,
  type OperationsAlerts,
  QUEUE_REASONS,
  type SystemStatus,
  type TeamAnswer,
  type UploadPreview,
  type UploadRecord,
  type UploadResult,
} from "./admin";
import { CONSENT_PURPOSES } from "./appointments";
import { touchSchema } from "./attribution";
import { transcriptSchema } from "./chat";
import type { Check } from "./check";
import { CHANNELS, CREDITS, type SourcesReport } from "./sources";
import { PAGE_TYPES, VITAL_RATINGS, type VitalsReport } from "./vitals";
import { z } from "./z";

/**
 * The admin API's answers as zod schemas, each declared against its type in contracts/admin.ts
 * so the compiler keeps them in step. Only admin pages import this file (their own chunks), so
 * zod costs the public pages nothing here.
 */

/** A schema as a check for `readAnswer`: its first problems, one per line, as the error. */
function check<T>(schema: z.ZodType<T>): Check<T> {
  return (value) => {
    const result = schema.safeParse(value);
    if (!result.success) throw new TypeError(z.prettifyError(result.error));
    return result.data;
  };
}

const text = z.string();
const count = z.number();
const when = z.string();

const channelSetupSchema: z.ZodType<ChannelSetup> = z.discriminatedUnion("configured", [
  z.object({ channel: z.enum(CHANNEL_NAMES), configured: z.literal(true), destination: text }),
  z.object({ channel: z.enum(CHANNEL_NAMES), configured: z.literal(false), message: text }),
]);
const channels = z.array(channelSetupSchema);

const leadSchema = z.object({
  id: text,
  createdAt: when,
  name: text,
  email: text,
  phone: text,
  company: text,
  address: text,
  zip: text.nullable(),
  outOfArea: z.boolean(),
  service: text,
  projectDetails: text,
  summary: text,
  transcript: transcriptSchema,
  source: text,
  urgency: text,
  contactPreference: text,
  status: text,
  consentText: text,
  consentPage: text,
  consentAt: when,
  ip: text,
  userAgent: text,
  notifyState: text,
  notifyQueuedAt: when.nullable(),
  assignee: text.nullable(),
  followUpOn: text.nullable(),
  estimateCents: count.nullable(),
  contractCents: count.nullable(),
  outcomeReason: text.nullable(),
  duplicateOf: text.nullable(),
  mergedInto: text.nullable(),
  firstTouch: touchSchema.nullable(),
  lastTouch: touchSchema.nullable(),
  firstChannel: z.enum(CHANNELS).nullable(),
  lastChannel: z.enum(CHANNELS).nullable(),
});

const appointmentSchema: z.ZodType<AdminAppointment> = z.object({
  id: text,
  reference: text,
  leadId: text,
  service: text,
  windowId: text,
  windowStart: when,
  windowEnd: when,
  name: text,
  email: text,
  phone: text,
  address: text,
  zip: text,
  notes: text,
  status: text,
  sequence: count,
  createdAt: when,
  updatedAt: when,
});

const periodSchema = z.object({
  from: text,
  leads: count,
  bySource: z.array(z.object({ source: text, count })),
  appointments: count,
});

const uploadRecordSchema: z.ZodType<UploadRecord> = z.object({
  index: count,
  file: text,
  entry: count,
  slug: text,
  title: text,
  action: z.enum(["create", "update"]).nullable(),
  errors: z.record(z.string(), text),
});

const indexNowSubmissionSchema = z.object({
  id: count,
  at: when,
  actor: text,
  mode: z.enum(["all", "changed"]),
  urlCount: count,
  ok: z.boolean(),
  batches: z.array(z.object({ urls: count, status: count, ok: z.boolean(), attempts: count, message: text })),
});

const testResultFields = { channel: z.enum(CHANNEL_NAMES), ok: z.boolean(), message: text, durationMs: count };

const alertsSchema: z.ZodType<OperationsAlerts> = z.object({
  unreachedLeads: count,
  failedNotices: count,
  overdueCrons: z.array(text),
  failedLeads: count,
  undeliveredLeads: count,
  failingChannels: z.array(z.object({ channel: z.enum(CHANNEL_NAMES), failures: count, lastError: text.nullable(), since: when })),
  textCeiling: z.object({ limit: count, since: when, heldLeads: count }).optional(),
});

/** GET /api/admin/me */
export const checkAdminSession = check<AdminSession>(z.object({ email: text.nullable(), alerts: alertsSchema }));

/** GET /api/admin/leads */
export const checkLeadPage = check<LeadPageAnswer>(z.object({ leads: z.array(leadSchema), next: text.nullable() }));

/** GET /api/admin/leads/facets */
export const checkLeadFacets = check<LeadFacets>(z.object({ statuses: z.array(text), sources: z.array(text), services: z.array(text) }));

/** GET /api/admin/leads/{id} */
export const checkLeadDetail = check<LeadDetailAnswer>(
  z.object({
    lead: leadSchema,
    deliveries: z.array(
      z.object({
        id: count,
        leadId: text,
        channel: text,
        noticeId: count.nullable(),
        attempt: count,
        status: text,
        error: text.nullable(),
        createdAt: when,
      }),
    ),
    appointments: z.array(appointmentSchema),
    consents: z.array(
      z.object({
        id: count,
        leadId: text,
        appointmentId: text.nullable(),
        purpose: z.enum(CONSENT_PURPOSES),
        text,
        agreed: z.boolean(),
        page: text,
        at: when,
      }),
    ),
    audit: z.array(
      z.object({
        id: count,
        at: when,
        actor: text,
        action: text,
        subjectType: text,
        subjectId: text,
        detail: z.record(z.string(), z.unknown()),
      }),
    ),
    linked: z.array(
      z.object({ id: text, name: text, createdAt: when, status: text, urgency: text, service: text, mergedInto: text.nullable() }),
    ),
    queueReason: z.enum(QUEUE_REASONS).nullable(),
  }),
);

/** GET /api/admin/team */
export const checkTeam = check<TeamAnswer>(z.object({ me: text.nullable(), members: z.array(z.object({ name: text, email: text })) }));

/** GET /api/admin/queue */
export const checkNeedsAction = check<NeedsAction>(
  z.object({
    now: when,
    today: text,
    promise: z.object({ hours: count, officeHours: z.boolean() }),
    counts: z.object({ emergency: count, confirm: count, waiting: count, new: count, "follow-up": count, repeat: count }),
    leads: z.array(
      z.object({
        reason: z.enum(QUEUE_REASONS),
        id: text,
        createdAt: when,
        name: text,
        email: text,
        phone: text,
        zip: text.nullable(),
        service: text,
        source: text,
        urgency: text,
        status: text,
        assignee: text.nullable(),
        followUpOn: text.nullable(),
        duplicateOf: text.nullable(),
        visit: z.object({ reference: text, windowId: text, windowStart: when }).nullable(),
        servedLead: text.nullable(),
        cancelled: z
          .object({
            reference: text,
            windowStart: when,
            at: when,
            by: z.enum(["homeowner", "office"]),
            actor: text,
            reason: text.nullable(),
          })
          .nullable(),
      }),
    ),
  }),
);

/** GET /api/admin/appointments */
export const checkAppointments = check<AppointmentsAnswer>(
  z.object({ from: text, to: text, today: text, appointments: z.array(appointmentSchema) }),
);

/** POST /api/admin/appointments/{id}/reschedule */
export const checkAdminAppointment = check(appointmentSchema);

/** POST /api/admin/appointments: a booking the office made on the phone. */
export const checkOfficeBooking = check<OfficeBookingAnswer>(z.object({ appointment: appointmentSchema, joined: z.boolean() }));

/** GET /api/admin/dashboard */
export const checkDashboard = check<Dashboard>(
  z.object({
    now: when,
    today: periodSchema,
    week: periodSchema,
    waiting: z.object({
      count,
      oldest: z.array(z.object({ id: text, name: text, urgency: text, service: text, source: text, phone: text, createdAt: when })),
      promise: z.object({ hours: count, officeHours: z.boolean() }),
      since: when,
    }),
    failedDeliveries: count,
    chart: z.object({ weeks: z.array(text), series: z.record(z.string(), z.array(count)) }),
    channelsThisWeek: z.array(z.object({ channel: z.enum(CHANNELS).nullable(), leads: count })),
  }),
);

/** GET /api/admin/system */
export const checkSystemStatus = check<SystemStatus>(
  z.object({
    database: z.object({
      reachable: z.boolean(),
      latencyMs: count,
      error: text.optional(),
      tables: z.array(z.object({ name: text, rows: count })),
    }),
    notifications: z.object({ pending: count, queued: count, retrying: count, failed: count, oldestWaitingAt: when.nullable() }),
    lastErrors: z.array(z.object({ leadId: text, leadName: text, channel: text, attempt: count, error: text, at: when })),
    channels,
  }),
);

/** GET /api/admin/deliveries */
export const checkDeliveryLog = check<DeliveryLogAnswer>(
  z.object({
    entries: z.array(
      z.object({
        id: count,
        leadId: text,
        leadName: text,
        channel: text,
        noticeId: count.nullable(),
        notice: text.nullable(),
        attempts: count,
        status: text,
        lastError: text.nullable(),
        lastAttemptAt: when,
      }),
    ),
    next: count.nullable(),
    failed: count,
    channels,
  }),
);

/** POST /api/admin/deliveries/retry and retry-failed: what was queued again. */
export const checkRetryAnswer = check(z.object({ message: text }));

/** GET /api/admin/indexnow */
export const checkIndexNowStatus = check<IndexNowStatus>(
  z.object({
    urlCount: count,
    changedCount: count,
    keyProblem: text.nullable(),
    lastSubmission: indexNowSubmissionSchema.nullable(),
    history: z.array(indexNowSubmissionSchema),
  }),
);

/** POST /api/admin/indexnow: whether the search engines took it, in words. */
export const checkIndexNowSubmit = check(z.object({ ok: z.boolean(), message: text }));

/** GET /api/admin/communications */
export const checkCommunicationsStatus = check<CommunicationsStatus>(
  z.object({ channels, recent: z.array(z.object({ ...testResultFields, at: when, actor: text })) }),
);

/** POST /api/admin/communications/test */
export const checkCommunicationsTest = check<CommunicationsTestResult>(z.object(testResultFields));

/** POST /api/admin/insights/preview */
export const checkUploadPreview = check<UploadPreview>(z.object({ records: z.array(uploadRecordSchema), valid: z.boolean() }));

/** POST /api/admin/insights/upload */
export const checkUploadResult = check<UploadResult>(z.object({ created: count, updated: count, records: z.array(uploadRecordSchema) }));

const erasureCounts = { leads: count, appointments: count, deliveries: count, chats: count };

/** GET /api/admin/erasure */
export const checkErasureHistory = check<ErasureHistory>(
  z.object({ recent: z.array(z.object({ ...erasureCounts, at: when, actor: text })) }),
);

/** POST /api/admin/erasure/preview */
export const checkErasurePreview = check<ErasurePreview>(
  z.object({
    person: text,
    leads: z.array(z.object({ id: text, createdAt: when, name: text, source: text, status: text })),
    appointments: count,
    appointmentIds: z.array(text),
    deliveries: count,
    chats: count,
    historyEntries: count,
    rehomed: count,
  }),
);

/** POST /api/admin/erasure */
export const checkErasureResult = check<ErasureResult>(z.object({ ...erasureCounts, message: text }));

const sourceRowSchema = z.object({
  key: text,
  label: text,
  visits: count.nullable(),
  formStarts: count.nullable(),
  leads: count,
  people: count,
  booked: count,
  won: count,
  wonValue: z.number().nullable(),
});

/** GET /api/admin/sources */
export const checkSourcesReport = check<SourcesReport>(
  z.object({
    from: text,
    to: text,
    credit: z.enum(CREDITS),
    totals: sourceRowSchema,
    channels: z.array(sourceRowSchema),
    campaigns: z.array(sourceRowSchema),
    landingPages: z.array(sourceRowSchema),
    cityPages: z.array(sourceRowSchema),
    phoneTaps: z.array(z.object({ path: text, pageViews: count, phoneTaps: count })),
  }),
);

const vitalFigureSchema = z.object({ p75: z.number(), rating: z.enum(VITAL_RATINGS), samples: count }).nullable();

/** GET /api/admin/vitals */
export const checkVitalsReport = check<VitalsReport>(
  z.object({
    periods: z.array(
      z.object({
        days: count,
        from: text,
        to: text,
        rows: z.array(
          z.object({
            pageType: z.enum(PAGE_TYPES),
            metrics: z.object({ LCP: vitalFigureSchema, INP: vitalFigureSchema, CLS: vitalFigureSchema, TTFB: vitalFigureSchema }),
          }),
        ),
      }),
    ),
  }),
);
