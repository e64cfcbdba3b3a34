import {
  type AdminAppointment,
  type AppointmentsAnswer,
  CHANNEL_NAMES,
  type ChannelSetup,
  type CommunicationsStatus,
  type CommunicationsTestResult,
  type Dashboard,
  type DeliveryLogAnswer,
  type IndexNowStatus,
  type LeadDetailAnswer,
  type LeadFacets,
  type LeadPageAnswer,
  type OfficeBookingAnswer,
  type SystemStatus,
  type UploadPreview,
  type UploadRecord,
  type UploadResult,
} from "../contracts/admin";
import { CONSENT_PURPOSES } from "../contracts/appointments";
import { transcriptSchema } from "../contracts/chat";
import type { Check } from "../contracts/check";
import { z } from "../contracts/z";
import type { AdminSession } from "./api";

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

/** GET /api/admin/me */
export const checkAdminSession = check<AdminSession>(z.object({ email: text.nullable() }));

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
      oldest: z.array(z.object({ id: text, name: text, service: text, source: text, phone: text, createdAt: when })),
    }),
    failedDeliveries: count,
    chart: z.object({ weeks: z.array(text), series: z.record(z.string(), z.array(count)) }),
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
