import { Hono } from "hono";
import type { AppEnv } from "../../env";

/** IndexNow from /admin/indexnow: submit all or changed URLs, and the history of submissions. */
export const indexNowAdminApi = new Hono<AppEnv>();
