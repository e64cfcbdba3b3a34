import type { Context } from "hono";

/** The Worker's bindings and configuration (wrangler.toml); secrets come from `.dev.vars` / `wrangler secret`. */
export interface Env {
  DB: D1Database;
  PHONE?: string;
  EMAIL?: string;
  SITE_URL?: string;
}

export interface AppVariables {
  secureHeadersNonce?: string;
}

export type AppEnv = { Bindings: Env; Variables: AppVariables };
export type AppContext = Context<AppEnv>;
