import type { Env } from "../env";
import { errorSummary, logEvent } from "../operations/log";

/**
 * Spam checks that real visitors never notice: a honeypot field, a minimum fill time and,
 * when its secret is configured, Cloudflare Turnstile. The caller answers every rejection
 * the same way, so a bot cannot learn which check caught it.
 */

/** Faster than this from form to submit is a script, not a person typing. */
export const MIN_FILL_MS = 2000;

export type SpamVerdict = { ok: true } | { ok: false; reason: "honeypot" | "too_fast" | "turnstile" };

export type TurnstileVerifier = (token: string, ip: string) => Promise<boolean>;

/** The anti-spam fields a form sends; the chat form sends only the Turnstile token. */
export interface SpamSignals {
  website?: string;
  /** The fill time as the browser counted it (forms without the server's stamp: the chat's). */
  elapsedMs?: number;
  /** The server's signed render time of the form: the fill time counts from it. */
  formStamp?: string;
  /** The server's "tap again" token after a too-fast first tap. */
  secondTap?: string;
  turnstileToken?: string;
}

/**
 * The checks in order: the honeypot; then, when Turnstile is configured, its token is the proof
 * of a person and the fill time is not asked; otherwise a fill faster than a person types asks
 * for a second tap (`confirmed` once it came) instead of refusing on timing alone
 * (docs/decisions/043-forms-fill-time-and-second-tap.md).
 */
export async function checkSpam(
  lead: { website: string; elapsedMs?: number; confirmed?: boolean; turnstileToken?: string },
  verifyTurnstile: TurnstileVerifier | null,
  ip: string,
): Promise<SpamVerdict> {
  if (lead.website.trim() !== "") return { ok: false, reason: "honeypot" };
  if (verifyTurnstile)
    return (await passesTurnstile(verifyTurnstile, lead.turnstileToken, ip)) ? { ok: true } : { ok: false, reason: "turnstile" };
  // A client that does not time its form (SPEC section 7's payload has no such field) is judged
  // by the other checks; one that reports an inhuman time is asked to tap again.
  if (lead.elapsedMs !== undefined && lead.elapsedMs < MIN_FILL_MS && !lead.confirmed) return { ok: false, reason: "too_fast" };
  return { ok: true };
}

/** Turnstile verification passes when the token checks out, or when this deployment does not use Turnstile. */
async function passesTurnstile(verifyTurnstile: TurnstileVerifier | null, token: string | undefined, ip: string): Promise<boolean> {
  return !verifyTurnstile || (token !== undefined && token !== "" && (await verifyTurnstile(token, ip)));
}

/** Turnstile needs both halves: the widget (site key) in the forms and the secret in the worker. */
export function turnstileFor(env: Env): TurnstileVerifier | null {
  return turnstileVerifier(env.TURNSTILE_SITE_KEY?.trim() ? env.TURNSTILE_SECRET_KEY : undefined);
}

const SITEVERIFY = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
let noticeLogged = false;

/**
 * The Turnstile check for this deployment: server-side siteverify when a secret is given
 * (the caller passes it only when the forms also have a site key), otherwise none, with a
 * one-time notice in the log.
 */
export function turnstileVerifier(secret: string | undefined, fetcher: typeof fetch = fetch): TurnstileVerifier | null {
  if (!secret) {
    if (!noticeLogged) {
      logEvent("config.warning", {
        message:
          "Turnstile: TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY are not both set; lead submissions are not verified with Turnstile",
      });
    }
    noticeLogged = true;
    return null;
  }
  return async (token, ip) => {
    const form = new FormData();
    form.set("secret", secret);
    form.set("response", token);
    if (ip) form.set("remoteip", ip);
    try {
      const response = await fetcher(SITEVERIFY, { method: "POST", body: form, signal: AbortSignal.timeout(5000) });
      if (!response.ok) return false;
      const outcome = (await response.json()) as { success?: boolean };
      return outcome.success === true;
    } catch (error) {
      logEvent("turnstile.unavailable", { error: errorSummary(error) }, "error");
      return false;
    }
  };
}
