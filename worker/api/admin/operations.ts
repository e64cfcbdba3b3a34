import { Hono } from "hono";
import type { AppEnv } from "../../env";

/** The dashboard, appointments, deliveries and system operations. */
export const operationsAdminApi = new Hono<AppEnv>();
