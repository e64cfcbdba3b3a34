import type { Context } from "hono";
import type { AiBinding } from "./chat/workers-ai-assistant";

/**
 * The Worker's bindings and configuration, generated from wrangler.toml by `npm run types`
 * into worker-configuration.d.ts; secrets come from `.dev.vars` / `wrangler secret`.
 */
export type Env = Cloudflare.Env & {
  /** Secrets (see .dev.vars.example); absent unless configured. */
  LEAD_WEBHOOK_SECRET?: string;
  TURNSTILE_SECRET_KEY?: string;
  /** "true" in .dev.vars turns on the admin's development sign-in for requests to localhost. */
  ADMIN_DEV_SIGN_IN?: string;
  /** Workers AI, when configured (production); the chat falls back to its local assistant without it. */
  AI?: AiBinding;
};

interface AppVariables {
  secureHeadersNonce?: string;
  /** The signed-in admin (Cloudflare Access e-mail or the development sign-in), for audit records. */
  adminEmail?: string;
  /** Set when part of the page failed to render; such a page is not kept in the page cache. */
  renderFailed?: boolean;
}

export type AppEnv = { Bindings: Env; Variables: AppVariables };
export type AppContext = Context<AppEnv>;

/** The request's execution context, when it has one (tests calling app.request, and in-process calls, may not). */
export function executionContext(c: AppContext): AppContext["executionCtx"] | undefined {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}
