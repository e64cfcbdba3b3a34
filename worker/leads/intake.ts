import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { SQLiteInsertValue } from "drizzle-orm/sqlite-core";
import { findZip, type LeadReceipt, type ValidLead, zipState } from "../../contracts/leads";
import { e164 } from "../../contracts/person";
import type { Attribution } from "../../contracts/touch";
import { attributionColumns } from "../attribution/lead-columns";
import { claimKey, findStoredAnswer, type IdempotencyClaim, keyHeldBy, type StoredAnswer } from "../db/idempotency";
import { insertWhere } from "../db/insert-where";
import { leads } from "../db/schema";
import { arrivalLinks } from "./duplicates";

export const LEAD_SCOPE = "leads";

/** Where the submission came from: the consent record's page, IP and device. */
export interface SubmissionContext {
  page: string;
  ip: string;
  userAgent: string;
  now: Date;
  /** The visit's first and last touch, when the browser sent them (docs/decisions/022a). */
  attribution?: Attribution;
}

export type IntakeResult =
  | { kind: "created"; receipt: LeadReceipt }
  /** Another request with the same key created the lead first. */
  | { kind: "repeat"; stored: StoredAnswer };

/** The lead row a validated submission becomes, linked on arrival to an earlier lead of the same homeowner. */
export function leadRow(id: string, lead: ValidLead, context: SubmissionContext): SQLiteInsertValue<typeof leads> {
  const zip = findZip(lead.address);
  const at = context.now.toISOString();
  const phoneE164 = lead.phone ? e164(lead.phone) : null;
  return {
    ...arrivalLinks(lead.email, phoneE164),
    id,
    createdAt: at,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    phoneE164,
    company: lead.company,
    address: lead.address,
    zip,
    outOfArea: zip !== null && zipState(zip) === null,
    service: lead.service,
    projectDetails: lead.projectDetails,
    source: lead.source,
    urgency: lead.urgency,
    contactPreference: lead.contactPreference,
    consentText: lead.consentText,
    consentPage: context.page,
    consentAt: at,
    ip: context.ip,
    userAgent: context.userAgent.slice(0, 500),
    ...attributionColumns(context.attribution),
  };
}

/**
 * Commits the lead to D1. With an idempotency key, the key and the lead are written in one
 * transaction and the lead only if this request holds the key, so one key makes one lead.
 */
export async function storeLead(
  db: DrizzleD1Database,
  lead: ValidLead,
  context: SubmissionContext,
  claim: IdempotencyClaim | null,
): Promise<IntakeResult> {
  const id = crypto.randomUUID();
  const receipt: LeadReceipt = { id, status: "received" };
  const row = leadRow(id, lead, context);
  if (!claim) {
    await db.insert(leads).values(row);
    return { kind: "created", receipt };
  }
  const answer: StoredAnswer = { fingerprint: claim.fingerprint, resourceId: id, status: 201, body: JSON.stringify(receipt) };
  await db.batch([claimKey(db, LEAD_SCOPE, claim.key, answer), insertWhere(db, leads, row, keyHeldBy(LEAD_SCOPE, claim.key, id))]);
  const stored = await findStoredAnswer(db, LEAD_SCOPE, claim.key);
  if (!stored) throw new Error(`idempotency key ${claim.key} vanished after its batch`);
  return stored.resourceId === id ? { kind: "created", receipt } : { kind: "repeat", stored };
}
