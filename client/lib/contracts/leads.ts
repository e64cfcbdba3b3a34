import { z } from "./z";

/**
 * POST /api/leads: one schema for the browser forms and the worker (SPEC sections 3, 5, 7).
 * Length limits are ours (SPEC shows none); see docs/decisions/003-lead-intake.md.
 */
export const LEAD_LIMITS = {
  name: 100,
  email: 254,
  phone: 32,
  company: 120,
  address: 200,
  service: 80,
  projectDetails: 5000,
  source: 80,
  consentText: 1000,
  page: 300,
} as const;

export const URGENCIES = ["low", "medium", "high", "emergency"] as const;
export type Urgency = (typeof URGENCIES)[number];

/** The contractor's pipeline for a lead (admin area). */
export const LEAD_STATUSES = ["new", "contacted", "scheduled", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const CONTACT_PREFERENCES = ["email", "phone", "text"] as const;
export type ContactPreference = (typeof CONTACT_PREFERENCES)[number];

/** What the portfolio access dialog sends in the fixed fields (SPEC section 7). */
export const PORTFOLIO_REQUEST = "Portfolio Access Request";

const tooLong = (label: string, max: number) => `${label} must be at most ${max.toLocaleString("en-US")} characters`;

const text = (label: string, max: number) => z.string().trim().max(max, tooLong(label, max));

function phoneDigits(value: string): number {
  return value.replace(/\D/g, "").length;
}

export const leadSubmissionSchema = z
  .object({
    name: z
      .string({ error: "Please enter your full name" })
      .trim()
      .min(2, "Please enter your full name")
      .max(LEAD_LIMITS.name, tooLong("Name", LEAD_LIMITS.name)),
    email: z
      .string({ error: "Please enter a valid email address" })
      .trim()
      .max(LEAD_LIMITS.email, tooLong("Email", LEAD_LIMITS.email))
      .pipe(z.email("Please enter a valid email address")),
    phone: text("Phone", LEAD_LIMITS.phone)
      .refine((value) => value === "" || (phoneDigits(value) >= 10 && phoneDigits(value) <= 15), "Please enter a valid phone number")
      .default(""),
    company: text("Company", LEAD_LIMITS.company).default(""),
    address: text("Address", LEAD_LIMITS.address).default(""),
    service: z
      .string({ error: "Please choose a service" })
      .trim()
      .min(1, "Please choose a service")
      .max(LEAD_LIMITS.service, tooLong("Service", LEAD_LIMITS.service)),
    projectDetails: text("Project details", LEAD_LIMITS.projectDetails).default(""),
    source: z
      .string({ error: "Source is required" })
      .trim()
      .min(1, "Source is required")
      .max(LEAD_LIMITS.source, tooLong("Source", LEAD_LIMITS.source)),
    urgency: z.enum(URGENCIES, { error: "Urgency must be low, medium, high or emergency" }),
    contactPreference: z.enum(CONTACT_PREFERENCES, { error: "Preferred contact must be email, phone or text" }),
    /** The consent statement shown beside the form, stored with the lead. */
    consentText: z
      .string({ error: "The consent statement is missing" })
      .trim()
      .min(1, "The consent statement is missing")
      .max(LEAD_LIMITS.consentText, tooLong("Consent statement", LEAD_LIMITS.consentText)),
    /** The path of the page the form was on. */
    page: z
      .string()
      .trim()
      .max(LEAD_LIMITS.page, tooLong("Page", LEAD_LIMITS.page))
      .regex(/^\/\S*$/, "Page must be a path such as /contact")
      .optional(),
    /** Honeypot: a field people never see. Anything typed here marks the submission as automated. */
    website: z.string().max(500).default(""),
    /** Milliseconds between the form appearing and its submission. */
    elapsedMs: z.number().int().nonnegative().optional(),
    /** Cloudflare Turnstile token, when the site uses Turnstile. */
    turnstileToken: z.string().max(2048).optional(),
  })
  .superRefine((lead, ctx) => {
    if (lead.contactPreference !== "email" && lead.phone === "") {
      ctx.addIssue({ code: "custom", path: ["phone"], message: "Please enter a phone number so we can call or text you" });
    }
  });

export type LeadSubmission = z.input<typeof leadSubmissionSchema>;
export type ValidLead = z.output<typeof leadSubmissionSchema>;

/** A successful POST /api/leads answer. */
export interface LeadReceipt {
  id: string;
  status: "received";
}

/** ZIP codes of the service area: Maryland 206-219, Delaware 197-199. */
export function zipState(zip: string): "MD" | "DE" | null {
  const prefix = Number(zip.slice(0, 3));
  if (prefix >= 206 && prefix <= 219) return "MD";
  if (prefix >= 197 && prefix <= 199) return "DE";
  return null;
}

/** The first 5-digit ZIP code in an address ("12 Main St, Bel Air, MD 21014" -> "21014"). */
export function findZip(address: string): string | null {
  return address.match(/(?:^|\D)(\d{5})(?:-\d{4})?(?!\d)/)?.[1] ?? null;
}
