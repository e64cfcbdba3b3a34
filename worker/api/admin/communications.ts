import { Hono } from "hono";
import type { AppEnv } from "../../env";

/** The communications test (/communications-test): a test e-mail and a test webhook through the real delivery path. */
export const communicationsAdminApi = new Hono<AppEnv>();
