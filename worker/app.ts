import { Hono } from "hono";
import { mergedLandingPages } from "../content/landing/catalogue";
import { isAdminPath } from "../contracts/admin-paths";
import { adminApi } from "./api/admin/index";
import { appointmentsApi } from "./api/appointments";
import { chatApi } from "./api/chat";
import { apiError } from "./api/errors";
import { eventsApi } from "./api/events";
import { healthApi } from "./api/health";
import { insightsApi } from "./api/insights";
import { landingPagesApi } from "./api/landing-pages";
import { leadsApi } from "./api/leads";
import { reviewsApi } from "./api/reviews";
import { siteApi } from "./api/site";
import { searchIndexing } from "./config";
import { type AppEnv, executionContext, requestContext } from "./env";
import { errorSummary, logEvent, redactPrivatePaths } from "./operations/log";
import { cachedPage } from "./render/page-cache";
import { isAdminPage, renderPage } from "./render/pages";
import { adminGuard, devSignIn } from "./security/admin-guard";
import { securityHeaders } from "./security/headers";
import { sameOriginPath } from "./security/redirect";
import { seoFiles } from "./seo/routes";

/** The service pages used to live under /services/*; those addresses move permanently. */
const MOVED_SERVICES = new Set(["roofing", "siding", "windows"]);

export const app = new Hono<AppEnv>();

app.use(securityHeaders({ dev: import.meta.env.DEV }));
app.use(requestContext);

// A site that is not to be indexed (staging) says so on every answer, cached pages included.
app.use(async (c, next) => {
  await next();
  if (searchIndexing(c.env)) return;
  const response = new Response(c.res.body, c.res);
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  c.res = response;
});

app.onError((error, c) => {
  logEvent("request.failed", { method: c.req.method, path: redactPrivatePaths(c.req.path), error: errorSummary(error) }, "error");
  if (c.req.path.startsWith("/api/")) return apiError(c, 500, "internal", "Something went wrong. Please try again.");
  return c.text("Something went wrong. Please try again.", 500);
});

// Town pages merged into another (content/landing/catalogue.ts): the old address moves for good.
app.get("*", async (c, next) => {
  const merged = mergedLandingPages[c.req.path];
  return merged ? c.redirect(merged, 301) : next();
});

app.get("/services/:service", async (c, next) => {
  const service = c.req.param("service");
  if (!MOVED_SERVICES.has(service)) return next();
  return c.redirect(`/${service}`, 301);
});

// The admin area: Cloudflare Access (or, locally, the development sign-in) before anything else.
const guard = adminGuard();
app.use("*", (c, next) => (isAdminPath(c.req.path) ? guard(c, next) : next()));
app.post("/dev-sign-in", devSignIn());

// API answers are not stored anywhere unless a handler says they are public (no personal data).
app.use("/api/*", async (c, next) => {
  await next();
  if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
});

const api = new Hono<AppEnv>();
api.route("/insights", insightsApi);
api.route("/leads", leadsApi);
api.route("/landing-pages", landingPagesApi);
api.route("/site", siteApi);
api.route("/chat", chatApi);
api.route("/appointments", appointmentsApi);
api.route("/events", eventsApi);
api.route("/admin", adminApi);
api.route("/health", healthApi);
api.route("/reviews", reviewsApi);
app.route("/api", api);
app.all("/api/*", (c) => apiError(c, 404, "not_found", "No such API endpoint."));

app.route("/", seoFiles);

// Hashed files are served before the worker runs; a miss here is a stale or mistyped name.
app.get("/assets/*", (c) => c.text("Not Found", 404));

app.get("*", async (c, next) => {
  const { pathname, search } = new URL(c.req.url);
  // One address per page: drop a trailing slash (and never leave the site: "//evil.com/" -> "/evil.com").
  if (pathname.length > 1 && pathname.endsWith("/"))
    return c.redirect(sameOriginPath(`${pathname.replace(/\/+$/, "")}${search}`, c.req.url), 301);
  return next();
});

// Every other address is a page: React Router's request handler (framework mode) answers it.
app.on(["GET", "POST"], "*", async (c) => {
  // Defence in depth: whatever path reached it, an admin page renders (and loads) only for a signed-in admin.
  if (!c.get("adminEmail") && isAdminPage(c.req.path)) {
    c.header("Cache-Control", "no-store");
    return c.text("Access denied.", 403);
  }
  return cachedPage(c, () => renderPage(c, async (request) => app.fetch(request, c.env, executionContext(c))));
});
