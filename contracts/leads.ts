import { attributionSchema } from "./attribution";
import { type Check, object, oneOf, string } from "./check";
import { ADDRESS_MAX, EMAIL_MAX, e164, emailAddress, NAME_MAX, PHONE_MAX, PHONE_MESSAGE, personName, plainText } from "./person";
import { groupDigits } from "./text";
import { z } from "./z";
import { PORTFOLIO_REQUEST } from "./zip";

export { findZip, PORTFOLIO_REQUEST, zipState } from "./zip";

/**
 * POST /api/leads: one schema for the browser forms and the worker (SPEC sections 3, 5, 7).
 * Length limits are ours (SPEC shows none); see docs/decisions/003-lead-intake.md.
 */
export const LEAD_LIMITS = {
  name: NAME_MAX,
  email: EMAIL_MAX,
  phone: PHONE_MAX,
  company: 120,
  address: ADDRESS_MAX,
  service: 80,
  projectDetails: 5000,
  consentText: 1000,
  page: 300,
} as const;

export const URGENCIES = ["low", "medium", "high", "emergency"] as const;
export type Urgency = (typeof URGENCIES)[number];

/** The contractor's pipeline for a lead (admin area); spam is left out of every count and queue. */
export const LEAD_STATUSES = ["new", "contacted", "scheduled", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
/** Statuses that close a lead: no queue, no follow-up. */
export const CLOSED_STATUSES: readonly LeadStatus[] = ["won", "lost", "spam"];

/** Why a deal was won or lost: a fixed list, so the office can count them (a note says the rest). */
export const OUTCOME_REASONS = {
  won: ["Price", "Quality and warranty", "Fast response", "Referral or reputation", "Financing", "Insurance claim handled", "Other"],
  lost: [
    "Price too high",
    "Chose another contractor",
    "No response from the homeowner",
    "Postponed or not ready",
    "Insurance claim denied",
    "Outside our service area",
    "Not a job we do",
    "Other",
  ],
} as const;

export const CONTACT_PREFERENCES = ["email", "phone", "text"] as const;
export type ContactPreference = (typeof CONTACT_PREFERENCES)[number];

/** The sources the site's own forms send to POST /api/leads; nothing else is accepted there. */
export const FORM_SOURCES = ["Contact Page", "Instant Estimate", PORTFOLIO_REQUEST] as const;
/** Leads the worker makes itself: a chat contact, a consultation booked online, one booked by the office on the phone. */
export const CHAT_SOURCE = "chat";
export const BOOKING_SOURCE = "schedule";
export const PHONE_BOOKING_SOURCE = "phone";
const LEAD_SOURCES = [...FORM_SOURCES, CHAT_SOURCE, BOOKING_SOURCE, PHONE_BOOKING_SOURCE] as const;

/** A lead's source as the office reads it: the worker's own sources named like the forms' ("Booking page" beside "Contact Page"). */
export function sourceLabel(source: string): string {
  const labels: Record<string, string> = {
    [BOOKING_SOURCE]: "Booking page",
    [PHONE_BOOKING_SOURCE]: "Booked by phone",
    [CHAT_SOURCE]: "Chat",
  };
  return labels[source] ?? source;
}
const SOURCE_MESSAGE = "This form's source is not recognised";

/** Recorded as the consent text of a lead whose form showed no consent statement (SPEC's own payload). */
export const NO_CONSENT_SHOWN = "No consent statement was shown";

const tooLong = (label: string, max: number) => `${label} must be at most ${groupDigits(max)} characters`;

const text = (label: string, max: number) => z.string().trim().max(max, tooLong(label, max));
/** One line of text: no control or bidirectional formatting characters. */
const line = (label: string, max: number) => z.string().overwrite(plainText).trim().max(max, tooLong(label, max));

const fields = {
  name: personName("Please enter your full name", LEAD_LIMITS.name, tooLong("Name", LEAD_LIMITS.name)),
  email: emailAddress(),
  phone: z
    .string({ error: PHONE_MESSAGE })
    .trim()
    .max(LEAD_LIMITS.phone, PHONE_MESSAGE)
    .refine((value) => value === "" || e164(value) !== null, PHONE_MESSAGE)
    .default(""),
  company: line("Company", LEAD_LIMITS.company).default(""),
  address: line("Address", LEAD_LIMITS.address).default(""),
  service: z
    .string({ error: "Please choose a service" })
    .overwrite(plainText)
    .trim()
    .min(1, "Please choose a service")
    .max(LEAD_LIMITS.service, tooLong("Service", LEAD_LIMITS.service)),
  projectDetails: text("Project details", LEAD_LIMITS.projectDetails).default(""),
  source: z.enum(LEAD_SOURCES, { error: SOURCE_MESSAGE }),
  urgency: z.enum(URGENCIES, { error: "Urgency must be low, medium, high or emergency" }),
  contactPreference: z.enum(CONTACT_PREFERENCES, { error: "Preferred contact must be email, phone or text" }),
  /** The consent statement shown beside the form, stored with the lead; SPEC's own payload has none. */
  consentText: z
    .string({ error: "The consent statement is missing" })
    .trim()
    .min(1, "The consent statement is missing")
    .max(LEAD_LIMITS.consentText, tooLong("Consent statement", LEAD_LIMITS.consentText))
    .default(NO_CONSENT_SHOWN),
  /** The path of the page the form was on. */
  page: z
    .string()
    .trim()
    .max(LEAD_LIMITS.page, tooLong("Page", LEAD_LIMITS.page))
    .regex(/^\/\S*$/, "Page must be a path such as /contact")
    .optional(),
  /** Honeypot: a field people never see. Anything typed here marks the submission as automated. */
  website: z.string().max(500).default(""),
  /** Milliseconds between the form appearing and its submission (a form without the server's stamp). */
  elapsedMs: z.number().int().nonnegative().optional(),
  /** The server's signed stamp of the time it rendered the form (its first paint); the worker times the fill from it. */
  formStamp: z.string().max(200).optional(),
  /** The server's signed "tap again" token, sent with a second tap after a first one came too fast. */
  secondTap: z.string().max(200).optional(),
  /** Cloudflare Turnstile token, when the site uses Turnstile. */
  turnstileToken: z.string().max(2048).optional(),
};

function phoneForCalls(lead: { contactPreference: ContactPreference; phone: string }, ctx: z.RefinementCtx) {
  if (lead.contactPreference !== "email" && lead.phone === "") {
    ctx.addIssue({ code: "custom", path: ["phone"], message: "Please enter a phone number so we can call or text you" });
  }
}

/** Any lead, including those the worker makes itself (chat, booking). */
export const leadSchema = z.object(fields).superRefine(phoneForCalls);

/** POST /api/leads: what the site's forms send (the worker-made sources are not accepted). */
export const leadSubmissionSchema = z
  .object({
    ...fields,
    source: z.enum(FORM_SOURCES, { error: SOURCE_MESSAGE }),
    /** Where the visitor came from (docs/decisions/022a); the worker derives the channels. */
    attribution: attributionSchema.optional(),
  })
  .superRefine(phoneForCalls);

export type LeadSubmission = z.input<typeof leadSchema>;
export type ValidLead = z.output<typeof leadSchema>;

/** A successful POST /api/leads answer. */
export interface LeadReceipt {
  id: string;
  status: "received";
}

export const checkLeadReceipt: Check<LeadReceipt> = object({ id: string, status: oneOf(["received"]) });
