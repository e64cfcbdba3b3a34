import type { CONSENT_PURPOSES } from "./appointments";
import type { TranscriptMessage } from "./chat";
import type { Channel, ChannelCount } from "./sources";
import type { Touch } from "./touch";

/**
 * What the admin API answers (worker/api/admin/*), for the admin pages, and the states the
 * database's status columns may hold (worker/db/schema.ts types its columns with them).
 */

/** The channels a lead notification leaves through. */
export const CHANNEL_NAMES = ["email", "webhook", "sms"] as const;
export type ChannelName = (typeof CHANNEL_NAMES)[number];
/** Where a delivery attempt went: a lead channel, or the homeowner's e-mail (appointment notices). */
export const DELIVERY_CHANNELS = [...CHANNEL_NAMES, "homeowner"] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** A delivery attempt's outcome: sent, retrying (failed, will be retried) or failed (no retries left). */
export const DELIVERY_STATES = ["sent", "retrying", "failed"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** What the SMS channel did with a lead (worker/leads/sms-ceiling.ts). */
export const SMS_TEXT_KINDS = ["texted", "repeat", "held", "summary"] as const;

/**
 * A lead's notification: pending until its message is on the queue, then queued, and at last delivered or failed;
 * undelivered when no working channel could take it (an alarm, like failed); acknowledged when the office has
 * dealt with a failed or undelivered lead by hand, so it no longer keeps the alarm raised.
 */
export const NOTIFY_STATES = ["pending", "queued", "retrying", "delivered", "failed", "undelivered", "acknowledged"] as const;
export type NotifyState = (typeof NOTIFY_STATES)[number];
/** The states in which a lead has reached nobody yet, and can be sent again. */
export const UNDELIVERED_STATES = ["pending", "queued", "retrying", "failed", "undelivered"] as const satisfies readonly NotifyState[];

/** Where a lead channel delivers (never its secret), or what to set to turn it on. */
export type ChannelSetup =
  | { channel: ChannelName; configured: true; destination: string }
  | { channel: ChannelName; configured: false; message: string };

/** A lead as the admin sees it (the leads table's row). */
interface AdminLead {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  address: string;
  zip: string | null;
  outOfArea: boolean;
  service: string;
  /** What the visitor wrote as project details. */
  projectDetails: string;
  /** Chat leads: the assistant's one-paragraph summary of the conversation; empty otherwise. */
  summary: string;
  /** Chat leads: the conversation, oldest message first; empty otherwise. */
  transcript: TranscriptMessage[];
  source: string;
  urgency: string;
  contactPreference: string;
  status: string;
  consentText: string;
  consentPage: string;
  consentAt: string;
  ip: string;
  userAgent: string;
  notifyState: string;
  notifyQueuedAt: string | null;
  /** The team member's e-mail the lead is assigned to; null while unassigned (the office's). */
  assignee: string | null;
  /** The day ("YYYY-MM-DD", New York) someone should get back to the homeowner. */
  followUpOn: string | null;
  /** Amounts in cents. */
  estimateCents: number | null;
  contractCents: number | null;
  /** Why it was won or lost (OUTCOME_REASONS); null for open leads. */
  outcomeReason: string | null;
  /** The earlier lead with the same e-mail or phone number, found when this one arrived. */
  duplicateOf: string | null;
  /** Set once this lead was merged into another: that lead carries on. */
  mergedInto: string | null;
  /** Where the visitor first came from and the visit that became the lead (null: not recorded). */
  firstTouch: Touch | null;
  lastTouch: Touch | null;
  firstChannel: Channel | null;
  lastChannel: Channel | null;
}

export interface LeadPageAnswer {
  leads: AdminLead[];
  /** Opaque cursor of the next page; null on the last page. */
  next: string | null;
}

export interface LeadFacets {
  statuses: string[];
  sources: string[];
  services: string[];
}

interface DeliveryAttempt {
  id: number;
  leadId: string;
  channel: string;
  noticeId: number | null;
  attempt: number;
  status: string;
  error: string | null;
  createdAt: string;
}

export interface AuditEntryView {
  id: number;
  at: string;
  actor: string;
  action: string;
  subjectType: string;
  subjectId: string;
  detail: Record<string, unknown>;
}

/** An appointment row without its private link's hash. */
export interface AdminAppointment {
  id: string;
  reference: string;
  leadId: string;
  service: string;
  windowId: string;
  windowStart: string;
  windowEnd: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  zip: string;
  notes: string;
  status: string;
  /** The calendar file's SEQUENCE: how many times it changed. */
  sequence: number;
  createdAt: string;
  updatedAt: string;
}

/** 201 from POST /api/admin/appointments: the booking, and whether it joined a lead the office already had. */
export interface OfficeBookingAnswer {
  appointment: AdminAppointment;
  joined: boolean;
}

/** What a person was shown and whether they agreed, purpose by purpose (a booking's appointment contact, marketing). */
export interface ConsentRecord {
  id: number;
  leadId: string;
  appointmentId: string | null;
  purpose: (typeof CONSENT_PURPOSES)[number];
  text: string;
  agreed: boolean;
  page: string;
  at: string;
}

/** Another lead of the same homeowner (same e-mail or phone number). */
export interface LinkedLead {
  id: string;
  name: string;
  createdAt: string;
  status: string;
  urgency: string;
  service: string;
  mergedInto: string | null;
}

export interface LeadDetailAnswer {
  lead: AdminLead;
  deliveries: DeliveryAttempt[];
  appointments: AdminAppointment[];
  consents: ConsentRecord[];
  /** The lead's history: its own changes and its appointments', newest first. */
  audit: AuditEntryView[];
  /** The lead it duplicates and the leads that duplicate it. */
  linked: LinkedLead[];
  /** Why the lead is in the "Needs action" queue now; null when it is not there. */
  queueReason: QueueReason | null;
}

/** A member of the sales team (configuration: SALES_TEAM); people sign in with this e-mail. */
export interface TeamMember {
  name: string;
  email: string;
}

/** GET /api/admin/team: the team, and who of them is signed in. */
export interface TeamAnswer {
  me: string | null;
  members: TeamMember[];
}

/** Why a lead is in the "Needs action" queue, in the queue's order. */
export const QUEUE_REASONS = ["emergency", "confirm", "waiting", "new", "follow-up", "repeat"] as const;
export type QueueReason = (typeof QUEUE_REASONS)[number];

export interface QueueLead {
  reason: QueueReason;
  id: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string;
  zip: string | null;
  service: string;
  source: string;
  urgency: string;
  status: string;
  assignee: string | null;
  followUpOn: string | null;
  duplicateOf: string | null;
  /** "confirm": the visit booked online that awaits the office's call; null for the other reasons. */
  visit: QueueVisit | null;
  /** "repeat": the same homeowner's lead that is won or whose job is completed; null for the other reasons. */
  servedLead: string | null;
  /** The lead's visit was cancelled and none is open: when, by whom; null otherwise. */
  cancelled: QueueCancellation | null;
}

export interface QueueCancellation {
  reference: string;
  /** The cancelled arrival window's start (ISO instant). */
  windowStart: string;
  /** When it was cancelled (ISO instant). */
  at: string;
  by: "homeowner" | "office";
  /** "homeowner", or the e-mail of the office's person who cancelled it. */
  actor: string;
  /** The office's reason, when it gave one. */
  reason: string | null;
}

/** The call-back promise the queue counts "waiting" by: this many hours, of office hours when they are configured. */
export interface ResponsePromise {
  hours: number;
  officeHours: boolean;
}

/**
 * The promise in words, for the screens' labels.
 * @example promiseWords({ hours: 2, officeHours: true }) // "2 office hours"
 */
export const promiseWords = ({ hours, officeHours }: ResponsePromise) =>
  `${hours} ${officeHours ? "office " : ""}hour${hours === 1 ? "" : "s"}`;

interface QueueVisit {
  reference: string;
  windowId: string;
  /** The arrival window's start (ISO instant). */
  windowStart: string;
}

/** GET /api/admin/queue: what to do now, most urgent first, and how many of each kind. */
export interface NeedsAction {
  now: string;
  today: string;
  promise: ResponsePromise;
  counts: Record<QueueReason, number>;
  leads: QueueLead[];
}

export interface AppointmentsAnswer {
  from: string;
  to: string;
  today: string;
  appointments: AdminAppointment[];
}

interface SourceCount {
  source: string;
  count: number;
}

export interface Period {
  /** First day of the period ("YYYY-MM-DD", New York). */
  from: string;
  leads: number;
  bySource: SourceCount[];
  appointments: number;
}

interface WaitingLead {
  id: string;
  name: string;
  urgency: string;
  service: string;
  source: string;
  phone: string;
  createdAt: string;
}

export interface Dashboard {
  now: string;
  today: Period;
  week: Period;
  /**
   * New leads nobody has answered within the call-back promise (counted in office hours), oldest
   * first; a new lead received at or before `since` is waiting past it.
   */
  waiting: { count: number; oldest: WaitingLead[]; promise: ResponsePromise; since: string };
  failedDeliveries: number;
  /** Leads per week by source; `weeks` are the Mondays, `series[source][i]` the count of week i. */
  chart: { weeks: string[]; series: Record<string, number[]> };
  /** This week's leads by the channel of the visit that became the lead. */
  channelsThisWeek: ChannelCount[];
}

export interface SystemStatus {
  database: { reachable: boolean; latencyMs: number; error?: string; tables: { name: string; rows: number }[] };
  /** Notifications not yet delivered, by state: the site's view of the queue's backlog. */
  notifications: { pending: number; queued: number; retrying: number; failed: number; oldestWaitingAt: string | null };
  lastErrors: { leadId: string; leadName: string; channel: string; attempt: number; error: string; at: string }[];
  channels: ChannelSetup[];
}

export interface DeliveryLogEntry {
  /** The latest attempt's row id: the log's cursor. */
  id: number;
  leadId: string;
  leadName: string;
  channel: string;
  /** An appointment notice's delivery (its id and what happened: booked, rescheduled ...); null for the lead's own. */
  noticeId: number | null;
  notice: string | null;
  attempts: number;
  status: string;
  lastError: string | null;
  lastAttemptAt: string;
}

export interface DeliveryLogAnswer {
  entries: DeliveryLogEntry[];
  next: number | null;
  /** Lead and channel pairs that gave up. */
  failed: number;
  channels: ChannelSetup[];
}

/** A lead channel whose latest attempts all failed. */
export interface FailingChannel {
  channel: ChannelName;
  /** Failed attempts in a row, newest back to the last success. */
  failures: number;
  lastError: string | null;
  /** When the first of those failures happened. */
  since: string;
}

/** What the banner on every admin page reports (worker/operations/health.ts). */
export interface OperationsAlerts {
  /** Leads that no working channel could take: nobody was told (shown first). */
  unreachedLeads: number;
  /** Appointment e-mails (to a homeowner, or to the office) that gave up after every retry. */
  failedNotices: number;
  /** Crons whose last successful run is overdue: the sweeps or the daily jobs have stopped. */
  overdueCrons: string[];
  /** Leads whose notification failed after every retry on some channel, and has not been delivered since. */
  failedLeads: number;
  /** Leads that arrived over 15 minutes ago and are not delivered on every channel (failed ones included). */
  undeliveredLeads: number;
  failingChannels: FailingChannel[];
  /** Present while the hourly text-message ceiling holds texts back (worker/leads/sms-ceiling.ts). */
  textCeiling?: TextCeiling;
}

/** The text-message ceiling was reached: since then, new leads reach the office by e-mail only. */
export interface TextCeiling {
  /** SMS_HOURLY_LIMIT: texts in any hour. */
  limit: number;
  /** When it was reached (the office's summary text). */
  since: string;
  /** Leads not texted since then. */
  heldLeads: number;
}

/** GET /api/health: public, for uptime monitors; counts and channel names only. */
export interface HealthAnswer {
  /** "ok", or "degraded" (leads are not getting through), or "down" (the database cannot be read). */
  status: "ok" | "degraded" | "down";
  database: "reachable" | "unreachable";
  failingChannels: ChannelName[];
  undeliveredLeads: number;
  unreachedLeads: number;
  failedNotices: number;
  /** Each cron's last successful run (null before its first), and those overdue. */
  crons: Record<string, string | null>;
  overdueCrons: string[];
  checkedAt: string;
}

/** One article of an upload as the preview shows it. */
export interface UploadRecord {
  /** Position in the whole upload, from 0. */
  index: number;
  file: string;
  /** Position inside its file, from 1 (a JSON file may hold several articles). */
  entry: number;
  slug: string;
  title: string;
  /** What the upload would do: null when the record cannot be read far enough to tell. */
  action: "create" | "update" | null;
  /** Problems by field; empty when the record is valid. */
  errors: Record<string, string>;
}

/** POST /api/admin/insights/preview */
export interface UploadPreview {
  records: UploadRecord[];
  valid: boolean;
}

/** POST /api/admin/insights/upload */
export interface UploadResult {
  created: number;
  updated: number;
  records: UploadRecord[];
}

export type IndexNowMode = "all" | "changed";

/** What one batch of an IndexNow submission got back. */
export interface IndexNowBatchResult {
  urls: number;
  /** The last HTTP status; 0 when the request never got an answer. */
  status: number;
  ok: boolean;
  attempts: number;
  message: string;
}

export interface IndexNowSubmission {
  id: number;
  at: string;
  actor: string;
  mode: IndexNowMode;
  urlCount: number;
  ok: boolean;
  batches: IndexNowBatchResult[];
}

/** GET /api/admin/indexnow */
export interface IndexNowStatus {
  urlCount: number;
  changedCount: number;
  keyProblem: string | null;
  lastSubmission: IndexNowSubmission | null;
  history: IndexNowSubmission[];
}

export interface CommunicationsTestResult {
  channel: ChannelName;
  ok: boolean;
  message: string;
  durationMs: number;
}

export interface CommunicationsTestRecord extends CommunicationsTestResult {
  at: string;
  actor: string;
}

/** GET /api/admin/communications */
export interface CommunicationsStatus {
  channels: ChannelSetup[];
  recent: CommunicationsTestRecord[];
}

/** GET /api/admin/me: who is signed in, and what needs attention (the banner on every admin page). */
export interface AdminMe {
  email: string | null;
  alerts: OperationsAlerts;
}

/** POST /api/admin/deliveries/retry and /retry-failed */
export interface RetryAnswer {
  retried: number;
  message: string;
}

/** POST /api/admin/indexnow */
export interface IndexNowSubmitAnswer {
  ok: boolean;
  message: string;
  urlCount: number;
  submitted: number;
  rejected: string[];
  batches: IndexNowBatchResult[];
  submission: IndexNowSubmission | null;
}

/** 422 from POST /api/admin/insights/upload: the usual error shape plus every record. */
export interface InvalidUploadAnswer {
  error: { code: "invalid_records"; message: string; records: UploadRecord[] };
}

/** One lead that erasing a person would remove. */
interface ErasureLead {
  id: string;
  createdAt: string;
  name: string;
  source: string;
  status: string;
}

/** POST /api/admin/erasure/preview {person}: everything held about an e-mail address or phone number. */
export interface ErasurePreview {
  /** What was searched for, as matched: the e-mail address in lower case, or the number in E.164. */
  person: string;
  leads: ErasureLead[];
  /** Every appointment that goes: on their leads, and theirs on someone else's lead. */
  appointments: number;
  /** Their appointments on someone else's lead (a booking that joined the lead of the same browser): confirmed with the leads. */
  appointmentIds: string[];
  deliveries: number;
  /** Chat conversations (Durable Objects) of the person's chat leads. */
  chats: number;
  /** History entries on other leads that carry them: their merged request's record goes, notes naming them are struck out. */
  historyEntries: number;
  /** Leads of others merged into one of theirs: they come back to the list on their own. */
  rehomed: number;
}

/** How much an erasure removed; the audit log keeps these counts and the leads' ids, nothing else. */
export interface ErasureCounts {
  leads: number;
  appointments: number;
  deliveries: number;
  chats: number;
}

/** POST /api/admin/erasure {person, leadIds} */
export interface ErasureResult extends ErasureCounts {
  message: string;
}

/** An erasure as the audit log recorded it. */
export interface ErasureRecord extends ErasureCounts {
  at: string;
  actor: string;
}

/** GET /api/admin/erasure: the latest erasures. */
export interface ErasureHistory {
  recent: ErasureRecord[];
}

/** What came of a call the office made from the admin: one tap after the call (issue 42, item 8). */
export const CALL_OUTCOMES = ["reached", "voicemail", "no-answer"] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];
export const CALL_OUTCOME_WORDS: Record<string, string> = { reached: "Reached", voicemail: "Left a voicemail", "no-answer": "No answer" };
/** Days from today to the follow-up each outcome sets: try again later today, tomorrow after a voicemail, in two days once reached (a day the office is closed moves to its next open day). */
export const CALL_FOLLOW_UP_DAYS: Record<CallOutcome, number> = { reached: 2, voicemail: 1, "no-answer": 0 };

/** POST /api/admin/leads/{id}/calls: the call recorded, and the follow-up day an outcome set. */
export interface CallAnswer {
  at: string;
  outcome: CallOutcome | null;
  followUpOn: string | null;
}
