import { and, eq, gt, lt } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { getCookie, setCookie } from "hono/cookie";
import { e164 } from "../../contracts/person";
import { toBase64Url } from "../../contracts/text";
import { leads, leadVisits } from "../db/schema";
import type { AppContext } from "../env";
import { errorSummary, logEvent } from "../operations/log";
import { sha256Hex } from "../security/sha256";

/**
 * "Same person, same visit" (docs/decisions/017-booking-joins-the-lead.md). When a form or the
 * chat makes a lead, the browser gets a random secret in an HttpOnly, SameSite=Strict cookie
 * that only the booking API sees; the database keeps its SHA-256. A booking from that browser
 * within a day, for the same e-mail address or phone number, joins that lead instead of making
 * a second one. Without the cookie (another browser, a stranger, a script), a booking is a lead
 * of its own, so nobody can attach anything to a lead they did not make.
 */

const VISIT_COOKIE = "lead_visit";
/** How long a visit lasts: a day, from the lead. */
const VISIT_MS = 24 * 60 * 60 * 1000;
const SECRET = /^[A-Za-z0-9_-]{43}$/;

/** Remembers the lead for this browser's visit. Never throws: without it, a booking makes a lead of its own. */
export async function rememberVisit(c: AppContext, leadId: string, now = new Date()): Promise<void> {
  try {
    const secret = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
    await c.var.db.insert(leadVisits).values({ keyHash: await sha256Hex(secret), leadId, createdAt: now.toISOString() });
    setCookie(c, VISIT_COOKIE, secret, {
      httpOnly: true,
      sameSite: "Strict",
      secure: new URL(c.req.url).protocol === "https:",
      path: "/api/appointments",
      maxAge: VISIT_MS / 1000,
    });
  } catch (error) {
    logEvent("visit.unremembered", { leadId, error: errorSummary(error) }, "error");
  }
}

export type VisitLead = typeof leads.$inferSelect;

/** The lead this browser's visit made, when its cookie proves it and the visit is less than a day old. */
export async function visitLead(c: AppContext, now: Date): Promise<VisitLead | null> {
  const secret = getCookie(c, VISIT_COOKIE);
  if (!secret || !SECRET.test(secret)) return null;
  const since = new Date(now.getTime() - VISIT_MS).toISOString();
  const [row] = await c.var.db
    .select({ lead: leads })
    .from(leadVisits)
    .innerJoin(leads, eq(leads.id, leadVisits.leadId))
    .where(and(eq(leadVisits.keyHash, await sha256Hex(secret)), gt(leadVisits.createdAt, since)))
    .limit(1);
  return row?.lead ?? null;
}

/** Whether a booking is by the lead's person: the same e-mail address, or the same phone number. */
export function samePerson(lead: Pick<VisitLead, "email" | "phoneE164">, person: { email: string; phone: string }): boolean {
  if (lead.email.trim().toLowerCase() === person.email.trim().toLowerCase()) return true;
  const phone = e164(person.phone);
  return phone !== null && phone === lead.phoneE164;
}

/** The cron's part: visits older than a day prove nothing any more. */
export async function forgetOldVisits(db: DrizzleD1Database, now = new Date()): Promise<void> {
  await db.delete(leadVisits).where(lt(leadVisits.createdAt, new Date(now.getTime() - VISIT_MS).toISOString()));
}
