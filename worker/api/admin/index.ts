import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { communicationsAdminApi } from "./communications";
import { indexNowAdminApi } from "./indexnow";
import { leadsAdminApi } from "./leads";
import { operationsAdminApi } from "./operations";
import { uploadAdminApi } from "./upload";

/**
 * The admin API, mounted at /api/admin behind the admin guard (worker/app.ts): every handler
 * can rely on `c.get("adminEmail")` and records it in the audit log on every change.
 */
export const adminApi = new Hono<AppEnv>();

adminApi.get("/me", (c) => c.json({ email: c.get("adminEmail") ?? null }));
adminApi.route("/", leadsAdminApi);
adminApi.route("/", operationsAdminApi);
adminApi.route("/", indexNowAdminApi);
adminApi.route("/", communicationsAdminApi);
adminApi.route("/", uploadAdminApi);
