import type { Context, MiddlewareHandler } from "hono";
import { apiError } from "../api/errors";
import type { AppContext, AppEnv, Env } from "../env";
import { errorSummary, logEvent } from "../operations/log";

/** The visitor's address as Cloudflare reports it ("" when absent, e.g. in local tools). */
export function clientIp(c: Context): string {
  return c.req.header("CF-Connecting-IP")?.trim() ?? "";
}

/**
 * Asks a Workers rate-limiting binding whether this visitor may go on. The binding's window
 * is a minute, so a refused visitor is told to come back in 60 seconds.
 */
async function withinRateLimit(limiter: RateLimit | undefined, key: string): Promise<boolean> {
  if (!limiter) return true;
  try {
    const { success } = await limiter.limit({ key: key || "unknown" });
    return success;
  } catch (error) {
    // A limiter outage must not cost a real visitor their lead.
    logEvent("rate_limit.unavailable", { error: errorSummary(error) }, "error");
    return true;
  }
}

const RETRY_AFTER_SECONDS = 60;

/** One lead quota per visitor, shared by the lead form and the chat's contact form. */
export const leadRateKey = (ip: string) => `lead:${ip}`;

/** What the lead forms (and the chat's contact form) say to a visitor over the lead quota. */
export const tooManyLeads = (phone: string) => `Too many requests. Please wait a minute and try again, or call us at ${phone}.`;

/** Counts the request against the visitor's quota; over it, sets Retry-After and answers false. */
export async function withinQuota(c: Context, limiter: RateLimit | undefined, key: string): Promise<boolean> {
  if (await withinRateLimit(limiter, key)) return true;
  c.header("Retry-After", String(RETRY_AFTER_SECONDS));
  return false;
}

/**
 * 429 `rate_limited` with Retry-After once the visitor is over the limiter's quota; `key` names
 * the quota from the visitor's address.
 *
 * @example app.post("/", rateLimited((env) => env.LEAD_RATE_LIMITER, leadRateKey, (c) => tooManyLeads(c.var.config.phone)), handler)
 */
export function rateLimited(
  limiter: (env: Env) => RateLimit | undefined,
  key: (ip: string) => string,
  message: (c: AppContext) => string,
): MiddlewareHandler<AppEnv> {
  return async (c, next) =>
    (await withinQuota(c, limiter(c.env), key(clientIp(c)))) ? next() : apiError(c, 429, "rate_limited", message(c));
}
