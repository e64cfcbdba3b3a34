import { Hono } from "hono";
import type { AppEnv } from "../../env";

/** Insight article upload (/data-upload): validate and preview, then create or update in one batch. */
export const uploadAdminApi = new Hono<AppEnv>();
