import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * The site's pages, one route module each (`client/pages/<name>.tsx`: handle, loader, component).
 * Every registry keyed by path (sitemaps, structured data, IndexNow, the assistant's index, the
 * admin guard) is read from this table, through the server build (worker/pages/route-table.ts).
 */
export default [
  layout("page-errors.tsx", [
    index("pages/home.tsx"),
    route("roofing", "pages/roofing.tsx"),
    route("siding", "pages/siding.tsx"),
    route("windows", "pages/windows.tsx"),
    route("services", "pages/services.tsx"),
    route("about", "pages/about.tsx"),
    route("projects", "pages/projects.tsx"),
    route("contact", "pages/contact.tsx"),
    route("schedule", "pages/schedule.tsx"),
    route("schedule/manage/:token", "pages/schedule-manage.tsx"),
    route("insights", "pages/insights.tsx"),
    route("insights/:slug", "pages/insight-article.tsx"),
    route("financing", "pages/financing.tsx"),
    route("warranty", "pages/warranty.tsx"),
    route("privacy", "pages/privacy.tsx"),
    route("terms", "pages/terms.tsx"),
    route("sitemap", "pages/sitemap.tsx"),
    route("social-preview", "pages/social-preview.tsx"),
    route("emergency-roof-repair", "pages/emergency-roof-repair.tsx"),
    route("roof-repair-vs-replacement", "pages/roof-repair-vs-replacement.tsx"),
    route("roof-replacement-estimate", "pages/roof-replacement-estimate.tsx"),
    route("admin", "pages/admin.tsx"),
    route("admin/appointments", "pages/admin-appointments.tsx"),
    route("admin/delivery", "pages/admin-delivery.tsx"),
    route("admin/indexnow", "pages/admin-indexnow.tsx"),
    route("admin/leads/:id", "pages/admin-lead.tsx"),
    route("admin/privacy", "pages/admin-privacy.tsx"),
    route("admin/sources", "pages/admin-sources.tsx"),
    route("communications-test", "pages/communications-test.tsx"),
    route("data-upload", "pages/data-upload.tsx"),
    // What the menu and chat buttons open when tapped before the page's script has run.
    route("menu", "pages/menu.tsx"),
    route("chat", "pages/chat.tsx"),
    route("review/:token", "pages/review.tsx"),
    route("admin/reviews", "pages/admin-reviews.tsx"),
    // Local landing pages (/roofing-bel-air, /abingdon-roofing, ...): the loader answers 404 for any other single-segment path.
    route(":landing", "pages/landing.tsx"),
    route("*", "pages/not-found.tsx"),
  ]),
] satisfies RouteConfig;
