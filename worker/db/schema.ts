import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { DELIVERY_CHANNELS, DELIVERY_STATES, NOTIFY_STATES, SMS_TEXT_KINDS } from "../../contracts/admin";
import { APPOINTMENT_STATUSES, CONSENT_PURPOSES, NOTICE_AUDIENCES, NOTICE_EVENTS } from "../../contracts/appointments";
import { DEVICES, EVENT_NAMES } from "../../contracts/attribution";
import type { TranscriptMessage } from "../../contracts/chat";
import { LEAD_STATUSES } from "../../contracts/leads";
import { HIDE_REASONS, REVIEW_CHANNELS, REVIEW_REQUEST_STATES, REVIEW_STATUSES } from "../../contracts/reviews";
import { CHANNELS } from "../../contracts/sources";
import type { Touch } from "../../contracts/touch";
import { PAGE_TYPES, VITAL_NAMES } from "../../contracts/vitals";

const createdAt = () => text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

/** Insight articles: seeded from content/articles (markdown rendered at build time), later uploadable. */
export const insightPosts = sqliteTable(
  "insight_posts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    excerpt: text("excerpt").notNull(),
    category: text("category").notNull(),
    author: text("author").notNull(),
    html: text("html").notNull(),
    wordCount: integer("word_count").notNull(),
    readTime: integer("read_time").notNull().default(5),
    publishedAt: text("published_at"),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [index("insight_posts_published_idx").on(t.publishedAt)],
);

/** Other addresses of an article (e.g. a second slug); they render the article with its canonical. */
export const insightPostAliases = sqliteTable("insight_post_aliases", {
  slug: text("slug").primaryKey(),
  postId: integer("post_id")
    .notNull()
    .references(() => insightPosts.id, { onDelete: "cascade" }),
});

/**
 * Leads from every form (contact page, portfolio dialog, chat, booking). A row is committed
 * before the visitor is told the lead was received; notifications are tracked separately.
 */
export const leads = sqliteTable(
  "leads",
  {
    id: text("id").primaryKey(),
    createdAt: createdAt(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** As the visitor typed it. */
    phone: text("phone").notNull().default(""),
    /** The same number in E.164 ("+14105550100"), for search and dialling; null without a phone. */
    phoneE164: text("phone_e164"),
    company: text("company").notNull().default(""),
    address: text("address").notNull().default(""),
    /** The first 5-digit ZIP code found in the address, if any. */
    zip: text("zip"),
    /** True when the ZIP code is outside Maryland and Delaware (accepted, but flagged). */
    outOfArea: integer("out_of_area", { mode: "boolean" }).notNull().default(false),
    service: text("service").notNull(),
    /** What the visitor wrote as project details (chat leads have none; see summary and transcript). */
    projectDetails: text("project_details").notNull().default(""),
    /** Chat leads: what the assistant made of the conversation, one paragraph; empty for other sources. */
    summary: text("summary").notNull().default(""),
    /**
     * Chat leads: the conversation, oldest message first (JSON, checked by transcriptSchema when
     * written); [] for other sources. Chat leads stored before this column have [] here and the
     * transcript packed into project_details: worker/leads/transcript.ts reads them.
     */
    transcript: text("transcript", { mode: "json" }).$type<TranscriptMessage[]>().notNull().default([]),
    /** Chat leads: the conversation's session id, so erasing the person also empties its Durable Object; null otherwise. */
    chatSessionId: text("chat_session_id"),
    source: text("source").notNull(),
    urgency: text("urgency").notNull(),
    contactPreference: text("contact_preference").notNull(),
    /** The contractor's working state: new, contacted, scheduled, won, lost, spam. */
    status: text("status", { enum: LEAD_STATUSES }).notNull().default("new"),
    /** When the office marked it spam (its retention counts from here); null while it is not spam. */
    spamAt: text("spam_at"),
    // Consent record: what the visitor was shown, where and when, and from which device.
    consentText: text("consent_text").notNull(),
    consentPage: text("consent_page").notNull(),
    consentAt: text("consent_at").notNull(),
    ip: text("ip").notNull().default(""),
    userAgent: text("user_agent").notNull().default(""),
    /** pending until the notification message is on the queue; the cron sweep picks up stragglers. */
    notifyState: text("notify_state", { enum: NOTIFY_STATES }).notNull().default("pending"),
    notifyQueuedAt: text("notify_queued_at"),
    // Sales (docs/decisions/023-working-leads.md).
    /** The team member's e-mail (SALES_TEAM) the lead is assigned to; null: the office's. */
    assignee: text("assignee"),
    /** The day to get back to the homeowner ("YYYY-MM-DD", New York). */
    followUpOn: text("follow_up_on"),
    estimateCents: integer("estimate_cents"),
    contractCents: integer("contract_cents"),
    /** Why it was won or lost (OUTCOME_REASONS); cleared when it opens again. */
    outcomeReason: text("outcome_reason"),
    /** The earliest earlier lead with the same e-mail or phone number, set on arrival. */
    duplicateOf: text("duplicate_of"),
    /** The lead this one was merged into (this one stays, with its history, out of every queue and count). */
    mergedInto: text("merged_into"),
    /**
     * Where the visitor first came from (kept 90 days in their browser) and the visit that became
     * this lead, as the browser sent them (docs/decisions/022a); null when it sent none.
     */
    firstTouch: text("first_touch", { mode: "json" }).$type<Touch>(),
    lastTouch: text("last_touch", { mode: "json" }).$type<Touch>(),
    /** The touches' channels (worker/attribution/channel.ts), for the Sources report. */
    firstChannel: text("first_channel", { enum: CHANNELS }),
    lastChannel: text("last_channel", { enum: CHANNELS }),
    /** The day the won job was finished ("YYYY-MM-DD", New York): set by the office, it asks for a review (worker/reviews). */
    jobCompletedOn: text("job_completed_on"),
  },
  (t) => [
    index("leads_created_idx").on(t.createdAt, t.id),
    index("leads_email_idx").on(sql`lower(${t.email})`),
    index("leads_phone_idx").on(t.phoneE164),
    index("leads_assignee_idx").on(t.assignee, t.followUpOn),
    index("leads_follow_up_idx").on(t.followUpOn),
    index("leads_duplicate_idx").on(t.duplicateOf),
    index("leads_status_created_idx").on(t.status, t.createdAt),
    index("leads_source_created_idx").on(t.source, t.createdAt),
    index("leads_notify_idx").on(t.notifyState, t.createdAt),
  ],
);

/**
 * Idempotency-Key records (IETF httpapi draft): the first request with a key creates the
 * resource and stores its answer; a repeat with the same payload gets the same answer.
 */
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    fingerprint: text("fingerprint").notNull(),
    resourceId: text("resource_id").notNull(),
    status: integer("status").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);

/**
 * Every attempt to deliver a lead notification on a channel (e-mail, webhook), or an appointment
 * notice (then `noticeId` says which: the homeowner's e-mail, or the office's e-mail).
 */
export const deliveries = sqliteTable(
  "deliveries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: text("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: DELIVERY_CHANNELS }).notNull(),
    /** The appointment notice this attempt delivered; null for the lead's own notification. */
    noticeId: integer("notice_id").references(() => appointmentNotices.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    /** sent, retrying (failed, will be retried) or failed (no retries left); a channel that is not configured records nothing. */
    status: text("status", { enum: DELIVERY_STATES }).notNull(),
    error: text("error"),
    createdAt: createdAt(),
  },
  (t) => [
    index("deliveries_lead_idx").on(t.leadId, t.channel),
    index("deliveries_status_idx").on(t.status, t.createdAt),
    // A channel's latest attempts, newest first (its rowid order): the failure streak /api/health reads.
    index("deliveries_channel_idx").on(t.channel),
  ],
);

/**
 * Booked onsite consultations. A booking takes one place in an arrival window while it is
 * requested or confirmed; a window's capacity is checked in the same statement that inserts.
 */
export const appointments = sqliteTable(
  "appointments",
  {
    id: text("id").primaryKey(),
    /** Short code the homeowner quotes on the phone, e.g. "OLX-7K3Q9M". */
    reference: text("reference").notNull().unique(),
    leadId: text("lead_id")
      .notNull()
      .references(() => leads.id),
    service: text("service").notNull(),
    /** The window's local id ("YYYY-MM-DDTHH:MM", America/New_York) and its UTC instants. */
    windowId: text("window_id").notNull(),
    windowStart: text("window_start").notNull(),
    windowEnd: text("window_end").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    /** The phone number in E.164, so "the same person" finds their open booking however they typed it (null before 0012). */
    phoneE164: text("phone_e164"),
    address: text("address").notNull(),
    zip: text("zip").notNull(),
    notes: text("notes").notNull().default(""),
    /** requested, confirmed, completed, cancelled or no-show. */
    status: text("status", { enum: APPOINTMENT_STATUSES }).notNull().default("requested"),
    /** The calendar file's SEQUENCE: 0 when booked, one more with every change (time or status). */
    sequence: integer("sequence").notNull().default(0),
    /** SHA-256 of the private manage link's token; the token itself is kept only until its e-mail is sent. */
    manageTokenHash: text("manage_token_hash").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [index("appointments_window_idx").on(t.windowId, t.status), index("appointments_start_idx").on(t.windowStart)],
);

/**
 * The text-message ledger (worker/leads/sms-ceiling.ts): one row per lead the SMS channel
 * considered, saying whether it was texted, and the summary text sent when the hourly ceiling
 * was hit. The person is kept only as hashes, and rows go after a day (the cron).
 */
export const smsTexts = sqliteTable(
  "sms_texts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: text("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** texted; repeat (the same person was texted within a day); held (over the hourly ceiling); summary. */
    kind: text("kind", { enum: SMS_TEXT_KINDS }).notNull(),
    /** SHA-256 of the lead's lower-cased e-mail address, and of its phone number in E.164. */
    emailHash: text("email_hash").notNull(),
    phoneHash: text("phone_hash"),
    /** How many text messages this row stands for (one per recipient). */
    texts: integer("texts").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("sms_texts_lead_kind_idx").on(t.leadId, t.kind), index("sms_texts_created_idx").on(t.createdAt, t.kind)],
);

/**
 * What a person was shown and agreed to, purpose by purpose (docs/decisions/017): the contact
 * needed to run an appointment, and automated marketing, each with its text, answer and time.
 */
export const consents = sqliteTable(
  "consents",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: text("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    appointmentId: text("appointment_id").references(() => appointments.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: CONSENT_PURPOSES }).notNull(),
    /** The exact statement shown. */
    text: text("text").notNull(),
    agreed: integer("agreed", { mode: "boolean" }).notNull(),
    page: text("page").notNull(),
    at: text("at").notNull(),
  },
  (t) => [index("consents_lead_idx").on(t.leadId, t.id)],
);

/**
 * A visit's proof that it made a lead: the SHA-256 of the secret in the visitor's HttpOnly
 * cookie. A booking from the same browser within a day joins that lead (docs/decisions/017).
 */
export const leadVisits = sqliteTable(
  "lead_visits",
  {
    keyHash: text("key_hash").primaryKey(),
    leadId: text("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("lead_visits_created_idx").on(t.createdAt)],
);

/**
 * What to tell whom about an appointment change: the homeowner (e-mail with the calendar file)
 * or the office (e-mail). Written in the change's batch, delivered through the lead queue; the
 * window and status are the appointment's at the change, so a late retry still says what happened.
 */
export const appointmentNotices = sqliteTable(
  "appointment_notices",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    appointmentId: text("appointment_id")
      .notNull()
      .references(() => appointments.id, { onDelete: "cascade" }),
    leadId: text("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    audience: text("audience", { enum: NOTICE_AUDIENCES }).notNull(),
    event: text("event", { enum: NOTICE_EVENTS }).notNull(),
    sequence: integer("sequence").notNull(),
    status: text("status", { enum: APPOINTMENT_STATUSES }).notNull(),
    windowId: text("window_id").notNull(),
    windowStart: text("window_start").notNull(),
    windowEnd: text("window_end").notNull(),
    /** A move: the window it left. */
    previousWindowId: text("previous_window_id"),
    /** The private link's token while its e-mail is on its way (erased once sent); null when the link is not known. */
    manageToken: text("manage_token"),
    state: text("state", { enum: NOTIFY_STATES }).notNull().default("pending"),
    /** When its message last went on the queue: one still queued or retrying long after is queued again by the sweep. */
    queuedAt: text("queued_at"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    index("appointment_notices_appointment_idx").on(t.appointmentId, t.id),
    index("appointment_notices_state_idx").on(t.state, t.createdAt),
  ],
);

/** Every change made in the admin area: who (the signed-in e-mail), when, to what, and what. */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: createdAt(),
    actor: text("actor").notNull(),
    /** e.g. "lead.status", "appointment.status", "delivery.retry" */
    action: text("action").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    /** JSON: before/after values and the note, as the action needs. */
    detail: text("detail").notNull().default("{}"),
  },
  (t) => [index("audit_log_subject_idx").on(t.subjectType, t.subjectId, t.id)],
);

/** IndexNow submissions from /admin/indexnow: what was sent, by whom, and what the engines answered. */
export const indexNowSubmissions = sqliteTable(
  "indexnow_submissions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: createdAt(),
    actor: text("actor").notNull(),
    /** "all" (every indexable URL) or "changed" (new or updated since their last submission). */
    mode: text("mode").notNull(),
    urlCount: integer("url_count").notNull(),
    /** Whether every batch was accepted (200 or 202). */
    ok: integer("ok", { mode: "boolean" }).notNull(),
    /** JSON: the report of each batch (status, attempts, message). */
    report: text("report").notNull().default("[]"),
  },
  (t) => [index("indexnow_submissions_at_idx").on(t.at)],
);

/** When each URL was last accepted by IndexNow, so "changed since the last submission" can be worked out. */
export const indexNowUrls = sqliteTable("indexnow_urls", {
  url: text("url").primaryKey(),
  /** The page's last modification as the sitemap knows it when it was submitted ("" when it has none). */
  lastmod: text("lastmod").notNull().default(""),
  submittedAt: text("submitted_at").notNull(),
});

/**
 * Chat sessions that have stored a message. Reading a session's history addresses its Durable
 * Object only when a row here says it exists, so a read of an unknown id creates no object (and
 * no storage no alarm would ever delete). Rows older than the chat retention are swept daily.
 */
export const chatSessions = sqliteTable("chat_sessions", {
  id: text("id").primaryKey(),
  /** When the session last stored a message (ISO); its object deletes itself a retention period later. */
  lastActiveAt: text("last_active_at").notNull(),
});

/**
 * The visit counter's daily counts (docs/decisions/022a): how many of an event on a page, by the
 * visit's channel and the device class. Nothing about a visitor is stored. Paths are the route
 * table's, the landing pages' and the articles' ("other" otherwise); campaign is kept on visits
 * only ("" elsewhere), at most 50 a day. Kept without a time limit.
 */
export const siteEventCounts = sqliteTable(
  "site_event_counts",
  {
    /** The company's day (America/New_York), "YYYY-MM-DD". */
    day: text("day").notNull(),
    path: text("path").notNull(),
    event: text("event", { enum: EVENT_NAMES }).notNull(),
    channel: text("channel", { enum: CHANNELS }).notNull(),
    device: text("device", { enum: DEVICES }).notNull(),
    campaign: text("campaign").notNull().default(""),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.event, t.channel, t.device, t.campaign] })],
);

/**
 * Speed as visitors feel it (docs/decisions/037-real-user-speed.md): how many page
 * loads of a page type reported a Core Web Vital within a bucket, by day. A bucket is its upper
 * edge (milliseconds; CLS in thousandths), fixed in worker/attribution/vitals.ts, so the 75th
 * percentile of any days is read from summed buckets. Nothing about a visitor or a path is stored.
 */
export const siteVitalCounts = sqliteTable(
  "site_vital_counts",
  {
    /** The company's day (America/New_York), "YYYY-MM-DD". */
    day: text("day").notNull(),
    pageType: text("page_type", { enum: PAGE_TYPES }).notNull(),
    metric: text("metric", { enum: VITAL_NAMES }).notNull(),
    bucket: integer("bucket").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.pageType, t.metric, t.bucket] })],
);

/** Queue messages already added into site_event_counts, so a redelivered one is not counted twice; swept after a week. */
export const countedEventMessages = sqliteTable(
  "counted_event_messages",
  {
    id: text("id").primaryKey(),
    countedAt: text("counted_at").notNull(),
  },
  (t) => [index("counted_event_messages_at_idx").on(t.countedAt)],
);

/** Each cron's last run that finished without an error: /api/health goes unhealthy when one is overdue. */
export const cronRuns = sqliteTable("cron_runs", {
  /** "minute" or "daily" (worker/operations/crons.ts). */
  cron: text("cron").primaryKey(),
  lastSuccessAt: text("last_success_at").notNull(),
});

/**
 * The review request of a completed job (docs/decisions/044-reviews-real-reviews.md): one per
 * lead (the unique key that keeps a redelivered queue message from asking twice), the channel it
 * went by, a reminder at most once, and what came of it, for the Sources screen.
 */
export const reviewRequests = sqliteTable(
  "review_requests",
  {
    id: text("id").primaryKey(),
    leadId: text("lead_id")
      .notNull()
      .unique()
      .references(() => leads.id, { onDelete: "cascade" }),
    state: text("state", { enum: REVIEW_REQUEST_STATES }).notNull(),
    /** email or sms; null when it was not sent (skipped: no consent, opted out or no way to reach them). */
    channel: text("channel", { enum: REVIEW_CHANNELS }),
    /** Why it was not sent. */
    skipReason: text("skip_reason"),
    /** SHA-256 of the /review/<token> link's token. */
    tokenHash: text("token_hash").notNull().unique(),
    /** The token itself, while a message may still carry it (until the review, the opt-out or the reminder). */
    token: text("token"),
    attempts: integer("attempts").notNull().default(0),
    error: text("error"),
    queuedAt: text("queued_at"),
    sentAt: text("sent_at"),
    remindedAt: text("reminded_at"),
    openedAt: text("opened_at"),
    reviewedAt: text("reviewed_at"),
    googleClickedAt: text("google_clicked_at"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("review_requests_state_idx").on(t.state, t.sentAt), index("review_requests_created_idx").on(t.createdAt)],
);

/** A homeowner's review: one per request (a second is refused), shown only with their consent and once published. */
export const reviews = sqliteTable(
  "reviews",
  {
    id: text("id").primaryKey(),
    requestId: text("request_id")
      .notNull()
      .unique()
      .references(() => reviewRequests.id, { onDelete: "cascade" }),
    leadId: text("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    text: text("text").notNull(),
    /** Whether the homeowner agreed to the words being shown with first name, last initial and town, and the statement shown. */
    showOnSite: integer("show_on_site", { mode: "boolean" }).notNull(),
    consentText: text("consent_text").notNull(),
    /** As shown: "Dana W.", "Bel Air, MD" (county for matching town pages), the service done. */
    author: text("author").notNull(),
    town: text("town").notNull().default(""),
    state: text("state").notNull().default(""),
    county: text("county").notNull().default(""),
    service: text("service").notNull(),
    status: text("status", { enum: REVIEW_STATUSES }).notNull(),
    hiddenReason: text("hidden_reason", { enum: HIDE_REASONS }),
    reply: text("reply"),
    repliedAt: text("replied_at"),
    publishedAt: text("published_at"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("reviews_status_idx").on(t.status, t.createdAt), index("reviews_rating_idx").on(t.rating, t.createdAt)],
);

/** People who asked not to be asked for a review again: SHA-256 of the lower-cased e-mail, or of the phone in E.164. */
export const reviewOptOuts = sqliteTable("review_opt_outs", {
  contactHash: text("contact_hash").primaryKey(),
  at: text("at").notNull(),
});
