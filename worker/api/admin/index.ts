import { Hono } from "hono";
import type { AdminMe, Dashboard, SystemStatus } from "../../../client/lib/contracts/admin";
import { channelSetup } from "../../admin/communications";
import { dashboard, systemStatus } from "../../admin/dashboard";
import type { AppEnv } from "../../env";
import { appointmentsAdminApi } from "./appointments";
import { communicationsAdminApi } from "./communications";
import { deliveriesAdminApi } from "./deliveries";
import { indexNowAdminApi } from "./indexnow";
import { leadsAdminApi, leadsCsvAdminApi } from "./leads";
import { sourcesAdminApi, sourcesCsvAdminApi } from "./sources";
import { uploadAdminApi } from "./upload";

/**
 * The admin API, mounted at /api/admin behind the admin guard (worker/app.ts): every handler
 * can rely on `c.get("adminEmail")` and records it in the audit log on every change. Each
 * area is mounted at its own path and lives in the file of that name.
 */
export const adminApi = new Hono<AppEnv>();

/** GET /api/admin/me: the signed-in e-mail. */
adminApi.get("/me", (c) => c.json({ email: c.get("adminEmail") ?? null } satisfies AdminMe));

/** GET /api/admin/dashboard: today, this week, waiting leads, failed deliveries and the 12-week chart. */
adminApi.get("/dashboard", async (c) => c.json((await dashboard(c.var.db)) satisfies Dashboard));

/** GET /api/admin/system: D1 and its row counts, the notification backlog, recent delivery errors, channels. */
adminApi.get("/system", async (c) => c.json({ ...(await systemStatus(c.var.db)), channels: channelSetup(c.env) } satisfies SystemStatus));

adminApi.route("/leads", leadsAdminApi);
adminApi.route("/leads.csv", leadsCsvAdminApi);
adminApi.route("/appointments", appointmentsAdminApi);
adminApi.route("/deliveries", deliveriesAdminApi);
adminApi.route("/indexnow", indexNowAdminApi);
adminApi.route("/communications", communicationsAdminApi);
adminApi.route("/insights", uploadAdminApi);
adminApi.route("/sources", sourcesAdminApi);
adminApi.route("/sources.csv", sourcesCsvAdminApi);
