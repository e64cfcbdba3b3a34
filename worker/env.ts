import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { Context, MiddlewareHandler } from "hono";
import type { SiteConfig } from "../contracts/site-config";
import type { AiBinding } from "./chat/workers-ai-assistant";
import { siteConfig } from "./config";
import { database } from "./db/client";
import type { IdempotencyClaim } from "./db/idempotency";

/**
 * The Worker's bindings and configuration, generated from wrangler.toml by `npm run types`
 * into worker-configuration.d.ts; secrets come from `.dev.vars` / `wrangler secret`.
 */
export type Env = Cloudflare.Env & {
  /** Secrets (see .dev.vars.example); absent unless configured. */
  LEAD_WEBHOOK_SECRET?: string;
  TURNSTILE_SECRET_KEY?: string;
  /** Signs the proof a tagged page gives its visit's campaign (worker/security/page-proof.ts). */
  PAGE_PROOF_SECRET?: string;
  /** Twilio's Messaging API: text messages about new leads (worker/leads/sms.ts). */
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  TWILIO_FROM_NUMBER?: string;
  /** Signs the render time carried in lead forms (worker/security/form-stamp.ts). */
  FORM_STAMP_SECRET?: string;
  /** "true" in .dev.vars turns on the admin's development sign-in for requests to localhost. */
  ADMIN_DEV_SIGN_IN?: string;
  /** Workers AI, when configured (production); the chat falls back to its local assistant without it. */
  AI?: AiBinding;
};

interface AppVariables {
  /** D1 through drizzle, and the site's configuration: set for every request (see `requestContext`). */
  db: DrizzleD1Database;
  config: SiteConfig;
  /** The request's Idempotency-Key (null without one), and with the input's fingerprint (worker/api/idempotency.ts). */
  idempotencyKey?: string | null;
  idempotencyClaim?: IdempotencyClaim | null;
  secureHeadersNonce?: string;
  /** The signed-in admin (Cloudflare Access e-mail or the development sign-in), for audit records. */
  adminEmail?: string;
  /** Set when part of the page failed to render; such a page is not kept in the page cache. */
  renderFailed?: boolean;
}

export type AppEnv = { Bindings: Env; Variables: AppVariables };
export type AppContext = Context<AppEnv>;

/** Sets `c.var.db` and `c.var.config`, so handlers take them from the context instead of the bindings. */
export const requestContext: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("db", database(c.env.DB));
  c.set("config", siteConfig(c.env));
  await next();
};

/** The request's execution context, when it has one (tests calling app.request, and in-process calls, may not). */
export function executionContext(c: AppContext): AppContext["executionCtx"] | undefined {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}
