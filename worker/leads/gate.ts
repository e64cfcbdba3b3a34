import type { ApiError } from "../../contracts/errors";
import { URGENCIES, type Urgency } from "../../contracts/leads";
import { apiError } from "../api/errors";
import { isUrgent } from "../chat/understand";
import type { AppContext } from "../env";
import { logEvent } from "../operations/log";
import { formAge, isSecondTap, secondTapToken, stampSecret } from "../security/form-stamp";
import { clientIp, leadRateKey, tooManyLeads, withinQuota } from "../security/rate-limit";
import { checkSpam, type SpamSignals, turnstileFor } from "./spam";

/**
 * The one gate every new lead passes, whichever way it comes in (docs/decisions/035-lead-gate-one-gate.md).
 * Each path states what it can check; the order is the same for all: the spam checks first (so a
 * bot behind a visitor's address cannot use up their quota), then the visitor's lead quota, one
 * quota per address shared by every path.
 */
export type LeadPath =
  /** The contact form, the instant estimate and the portfolio request (POST /api/leads). */
  | "form"
  /** The chat's contact form. */
  | "chat-form"
  /** Name, e-mail and phone typed into a chat message. */
  | "chat-typed"
  /** An online booking. */
  | "booking"
  /** The office books a caller (signed in). */
  | "office";

interface GatePolicy {
  /** The honeypot and the fill time, for forms that have them. */
  formChecks: boolean;
  /**
   * "verify": the path can show the widget, so a token is required when Turnstile is configured.
   * "unshowable": it cannot (a chat message), so while Turnstile is configured this path makes no
   * lead and the visitor is offered a path that shows it. "none": staff, signed in.
   */
  turnstile: "verify" | "unshowable" | "none";
  /** Counts against the visitor's lead quota. */
  quota: boolean;
}

const POLICIES: Record<LeadPath, GatePolicy> = {
  form: { formChecks: true, turnstile: "verify", quota: true },
  "chat-form": { formChecks: true, turnstile: "verify", quota: true },
  "chat-typed": { formChecks: false, turnstile: "unshowable", quota: true },
  booking: { formChecks: true, turnstile: "verify", quota: true },
  office: { formChecks: false, turnstile: "none", quota: false },
};

export type GateRefusal = "honeypot" | "too_fast" | "turnstile" | "quota";
export type GateVerdict = { ok: true } | { ok: false; reason: GateRefusal };

/**
 * Whether this request may make a lead. A passed gate has counted the request against the
 * visitor's quota; a refused one is logged (`lead.rejected`) and has written nothing.
 */
export async function leadGate(c: AppContext, path: LeadPath, signals: SpamSignals = {}): Promise<GateVerdict> {
  const verdict = await judge(c, POLICIES[path], signals);
  if (!verdict.ok) logEvent("lead.rejected", { path, reason: verdict.reason }, "warn");
  return verdict;
}

async function judge(c: AppContext, policy: GatePolicy, signals: SpamSignals): Promise<GateVerdict> {
  const ip = clientIp(c);
  const secret = stampSecret(c.env, c.var.config.siteUrl);
  // The fill time counts from the form's first paint: the server's stamp in its HTML, whichever door it came through.
  const elapsedMs = !policy.formChecks
    ? undefined
    : signals.formStamp !== undefined
      ? await formAge(secret, signals.formStamp)
      : signals.elapsedMs;
  const spam = await checkSpam(
    {
      website: policy.formChecks ? (signals.website ?? "") : "",
      elapsedMs,
      confirmed: policy.formChecks && (await isSecondTap(secret, signals.secondTap)),
      // A path that cannot show the widget has no token: while Turnstile is configured, it is refused.
      turnstileToken: policy.turnstile === "verify" ? signals.turnstileToken : undefined,
    },
    policy.turnstile === "none" ? null : turnstileFor(c.env),
    ip,
  );
  if (!spam.ok) return spam;
  if (policy.quota && !(await withinQuota(c, c.env.LEAD_RATE_LIMITER, leadRateKey(ip)))) return { ok: false, reason: "quota" };
  return { ok: true };
}

/** Asked of a submission that came faster than a person fills a form: nothing is refused, one more tap sends it. */
const TAP_AGAIN_MESSAGE = "Please check your details, then tap the button again to send them.";

/**
 * What a visitor is told when the gate refuses: every spam check alike (a bot learns nothing), the
 * quota as such, and a too-fast fill as a request to tap again.
 */
export function gateMessage(
  c: AppContext,
  reason: GateRefusal,
): { status: 400 | 409 | 429; code: "rejected" | "rate_limited" | "tap_again"; message: string } {
  const { phone } = c.var.config;
  if (reason === "quota") return { status: 429, code: "rate_limited", message: tooManyLeads(phone) };
  if (reason === "too_fast") return { status: 409, code: "tap_again", message: TAP_AGAIN_MESSAGE };
  return {
    status: 400,
    code: "rejected",
    message: `We could not accept this request. Please try again in a moment, or call us at ${phone}.`,
  };
}

/** The refusal as the JSON error every lead API answers with (Retry-After is set for the quota; a "tap again" token for a too-fast fill). */
export async function refuseLead(c: AppContext, reason: GateRefusal): Promise<Response> {
  const { status, code, message } = gateMessage(c, reason);
  if (reason === "too_fast") {
    // The token the next tap sends back, so a person who taps again at once is not asked twice.
    const secondTap = await secondTapToken(stampSecret(c.env, c.var.config.siteUrl));
    return c.json({ error: { code, message, secondTap } } satisfies ApiError, status);
  }
  return apiError(c, status, code, message);
}

/**
 * Damage the weather or a failing roof did, told in the person's words: the office should call
 * today, though nothing is open to the rain yet. "Storm windows" and "storm doors" are products.
 */
const DAMAGE =
  /\b(hail\w*|storm damage|damaged? (in|by|from) (the |a |last night'?s )?(storm|wind)|(storm|wind|tree|water) damage\w*|(high )?winds? (took|blew|tore|ripped)|(shingles|siding|gutters?|flashing)\b.{0,20}\b(blew|blown|came|fell|ripped|torn|missing|off)\b|(missing|lost) shingles|leak(s|ing|y|ed)?|water stains?|insurance claim|adjuster)\b/;

/**
 * How soon the office should answer, from everything the person told us: the choice they made
 * on a form (or the chat's reading of the conversation), and every word they wrote (project
 * details, booking notes, the chat's messages). Every way a lead comes in scores it with this
 * one function, so hail described in the chat and hail written in a booking's notes rate alike.
 * Words only ever raise the choice: something open to the weather is an emergency, damage
 * (hail, wind, a leak, an insurance claim) is high; a chosen "low" stays low only without them.
 *
 * @example leadUrgency({ chosen: "medium", words: ["Hail last night, shingles missing"] }) // "high"
 */
export function leadUrgency(told: { chosen?: Urgency; words?: readonly (string | null | undefined)[] }): Urgency {
  let rank = URGENCIES.indexOf(told.chosen ?? "medium");
  for (const said of told.words ?? []) {
    // Sentence by sentence, as the chat reads a message ("Do you do tarps? Water is coming in.").
    for (const sentence of (said ?? "").toLowerCase().split(/(?<=[.!?])\s+|\n+/)) {
      if (isUrgent(sentence)) return "emergency";
      if (DAMAGE.test(sentence)) rank = Math.max(rank, URGENCIES.indexOf("high"));
    }
  }
  return URGENCIES[rank]!;
}
