import type { Context } from "hono";

/** The visitor's address as Cloudflare reports it ("" when absent, e.g. in local tools). */
export function clientIp(c: Context): string {
  return c.req.header("CF-Connecting-IP")?.trim() ?? "";
}

/**
 * Asks a Workers rate-limiting binding whether this visitor may go on. The binding's window
 * is a minute, so a refused visitor is told to come back in 60 seconds.
 */
export async function withinRateLimit(limiter: RateLimit | undefined, key: string): Promise<boolean> {
  if (!limiter) return true;
  try {
    const { success } = await limiter.limit({ key: key || "unknown" });
    return success;
  } catch (error) {
    // A limiter outage must not cost a real visitor their lead.
    console.error("rate limiter unavailable; allowing the request", error);
    return true;
  }
}

export const RETRY_AFTER_SECONDS = 60;

/** One lead quota per visitor, shared by the lead form and the chat's contact form. */
export const leadRateKey = (ip: string) => `lead:${ip}`;
