import { Hono } from "hono";
import { routePath } from "hono/route";
import type { AdminMe, Dashboard, NeedsAction, SystemStatus, TeamAnswer } from "../../../contracts/admin";
import { channelSetup } from "../../admin/communications";
import { dashboard, systemStatus } from "../../admin/dashboard";
import { needsAction } from "../../admin/queue";
import { salesTeam, siteConfig } from "../../config";
import type { AppEnv } from "../../env";
import { channelConfig } from "../../leads/notify";
import { alertsFor } from "../../operations/health";
import { logEvent } from "../../operations/log";
import { sameOriginOnly } from "../../security/same-origin";
import { jsonOnly } from "../json-input";
import { appointmentsAdminApi } from "./appointments";
import { communicationsAdminApi } from "./communications";
import { deliveriesAdminApi } from "./deliveries";
import { erasureAdminApi } from "./erasure";
import { indexNowAdminApi } from "./indexnow";
import { leadsAdminApi, leadsCsvAdminApi } from "./leads";
import { reviewsAdminApi } from "./reviews";
import { sourcesAdminApi, sourcesCsvAdminApi } from "./sources";
import { uploadAdminApi } from "./upload";
import { vitalsAdminApi } from "./vitals";

/**
 * The admin API, mounted at /api/admin behind the admin guard (worker/app.ts): every handler
 * can rely on `c.get("adminEmail")` and records it in the audit log on every change. Each
 * area is mounted at its own path and lives in the file of that name.
 */
export const adminApi = new Hono<AppEnv>();

// Every change comes from the admin's own pages, as JSON: another site's page or form is refused
// (403 foreign origin, 415 not JSON), as for the homeowner's manage actions.
const CHANGES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
adminApi.use(sameOriginOnly(), (c, next) => (CHANGES.has(c.req.method) ? jsonOnly(c, next) : next()));

// Every change made here, as one log line: the route and the ids it names (who made it is in the
// audit log, not in the logs). Previews and reads change nothing and are not logged.
adminApi.use(async (c, next) => {
  await next();
  const route = routePath(c);
  if (c.req.method === "GET" || c.res.status >= 400 || route.endsWith("/preview")) return;
  logEvent("admin.change", { method: c.req.method, route, status: c.res.status, ...c.req.param() });
});

/** GET /api/admin/me: the signed-in e-mail, and the alerts every admin page shows in its banner. */
adminApi.get("/me", async (c) =>
  c.json({
    email: c.get("adminEmail") ?? null,
    alerts: await alertsFor(c.var.db, channelConfig(c.env)),
  } satisfies AdminMe),
);

/** GET /api/admin/dashboard: today, this week, waiting leads, failed deliveries and the 12-week chart. */
adminApi.get("/dashboard", async (c) => c.json((await dashboard(c.var.db, siteConfig(c.env))) satisfies Dashboard));

/** GET /api/admin/system: D1 and its row counts, the notification backlog, recent delivery errors, channels. */
adminApi.get("/system", async (c) => c.json({ ...(await systemStatus(c.var.db)), channels: channelSetup(c.env) } satisfies SystemStatus));

/** GET /api/admin/queue: the "Needs action" queue, most urgent first. */
adminApi.get("/queue", async (c) => c.json((await needsAction(c.var.db, siteConfig(c.env))) satisfies NeedsAction));

/** GET /api/admin/team: the sales team (SALES_TEAM) and which of them is signed in. */
adminApi.get("/team", (c) => {
  const members = salesTeam(c.env).map(({ name, email }) => ({ name, email }));
  const me = c.get("adminEmail")?.toLowerCase() ?? null;
  return c.json({ me, members } satisfies TeamAnswer);
});

adminApi.route("/leads", leadsAdminApi);
adminApi.route("/leads.csv", leadsCsvAdminApi);
adminApi.route("/appointments", appointmentsAdminApi);
adminApi.route("/deliveries", deliveriesAdminApi);
adminApi.route("/indexnow", indexNowAdminApi);
adminApi.route("/communications", communicationsAdminApi);
adminApi.route("/insights", uploadAdminApi);
adminApi.route("/erasure", erasureAdminApi);
adminApi.route("/sources", sourcesAdminApi);
adminApi.route("/sources.csv", sourcesCsvAdminApi);
adminApi.route("/vitals", vitalsAdminApi);
adminApi.route("/reviews", reviewsAdminApi);
