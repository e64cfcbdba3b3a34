import type { ComponentType } from "react";
import type { LoaderFunction, RouteObject } from "react-router";
import { Pages, Root, RootErrorBoundary, notFoundLoader, rootLoader } from "./root";
import type { PageMeta, RouteHandle } from "./lib/page-meta";
import { NotFound } from "./components/not-found";

/** What a page module exports: the component, and a loader when the page reads data. */
export interface PageModule {
  default: ComponentType;
  loader?: LoaderFunction;
}

// One chunk per page, loaded on demand; the keys double as the manifest ids the server preloads.
const pageModules = import.meta.glob<PageModule>("./pages/*.tsx");

export const PAGE_MODULE_PREFIX = "client/pages/";

function page(
  path: string,
  file: string,
  meta: PageMeta | null,
  extra: Omit<RouteHandle, "meta" | "module"> = {},
): RouteObject {
  const load = pageModules[`./pages/${file}.tsx`];
  if (!load) throw new Error(`No page module client/pages/${file}.tsx for ${path}`);
  return {
    path,
    id: path,
    handle: { ...extra, meta: meta ?? undefined, module: `${PAGE_MODULE_PREFIX}${file}.tsx` },
    lazy: async () => {
      const mod = await load();
      return { Component: mod.default, loader: mod.loader };
    },
  };
}

const company = "Old Line Exteriors";
const t = (title: string) => `${title} | ${company}`;

/**
 * The route table, shared by the worker's static handler and the browser router.
 * Every page's title, description, category and keywords live here.
 */
export const pageRoutes: RouteObject[] = [
  page("/", "home", {
    title: `Best Prices on Roofing, Siding & Windows in MD & DE | ${company}`,
    description:
      "Roofing, siding and window replacement across Maryland and Delaware since 1995. Free written estimates, 25 year warranty, 24/7 emergency service.",
    pageType: "homepage",
    category: "primary",
    keywords: ["roofing contractor Maryland", "siding contractor Delaware", "window replacement", "roof replacement Baltimore"],
    canonical: "/",
  }),
  page("/roofing", "roofing", {
    title: t("Roofing Services in Maryland & Delaware"),
    description:
      "Roof replacement, repair and inspections for homes and commercial buildings in MD and DE. Certified installers, 25 year warranty, free written estimates.",
    pageType: "service",
    serviceName: "roofing",
    breadcrumbs: [{ name: "Roofing", path: "/roofing" }],
    category: "service",
    keywords: ["roofing services", "roof replacement", "roof repair", "asphalt shingles", "metal roofing"],
    canonical: "/roofing",
  }),
  page("/siding", "siding", {
    title: t("Siding Installation in Maryland & Delaware"),
    description:
      "Vinyl, fiber cement and engineered wood siding installed by licensed crews across Maryland and Delaware. Free written estimates and a 25 year warranty.",
    pageType: "service",
    serviceName: "siding",
    breadcrumbs: [{ name: "Siding", path: "/siding" }],
    category: "service",
    keywords: ["siding installation", "vinyl siding", "fiber cement siding", "siding replacement"],
    canonical: "/siding",
  }),
  page("/windows", "windows", {
    title: t("Window Installation in Maryland & Delaware"),
    description:
      "Energy efficient replacement windows for Maryland and Delaware homes: double-hung, casement, bay and bow, installed with a 25 year warranty.",
    pageType: "service",
    serviceName: "windows",
    breadcrumbs: [{ name: "Windows", path: "/windows" }],
    category: "service",
    keywords: ["window installation", "replacement windows", "energy efficient windows", "window replacement"],
    canonical: "/windows",
  }),
  page("/services", "services", {
    title: t("Exterior Services: Roofing, Siding & Windows"),
    description:
      "Every exterior service we offer in Maryland and Delaware: roofing, siding, windows, gutters, roof inspections and storm damage repair.",
    breadcrumbs: [{ name: "Services", path: "/services" }],
    category: "primary",
    keywords: ["home exterior services", "roofing siding windows", "exterior contractor"],
  }),
  page("/about", "about", {
    title: t("About Us: Exterior Contractor Since 1995"),
    description:
      "Licensed and insured in Maryland and Delaware since 1995, with 15K+ projects and an A+ accredited rating. Meet the team behind the work.",
    pageType: "about",
    breadcrumbs: [{ name: "About", path: "/about" }],
    category: "primary",
    keywords: ["about", "roofing company Maryland", "licensed contractor MD DE"],
  }),
  page("/projects", "projects", {
    title: t("Project Portfolio: Roofs, Siding & Windows"),
    description:
      "Completed roofing, siding and window projects across Maryland and Delaware, from single-family roof replacements to multi-unit commercial work.",
    pageType: "projects",
    breadcrumbs: [{ name: "Portfolio", path: "/projects" }],
    category: "primary",
    keywords: ["roofing projects", "portfolio", "before and after", "commercial roofing"],
  }),
  page("/contact", "contact", {
    title: t("Free Consultation & Review Request"),
    description:
      "Request a free, written estimate or a review of your roof, siding or windows. Licensed MD and DE contractor with a 24/7 emergency line.",
    pageType: "contact",
    breadcrumbs: [{ name: "Contact", path: "/contact" }],
    canonical: "/contact",
    category: "primary",
    keywords: ["free estimate", "roofing quote", "contact roofer", "free consultation"],
  }),
  page("/schedule", "schedule", {
    title: t("Book a Free Onsite Consultation"),
    description:
      "Pick a time for a free onsite consultation: we inspect, measure and leave you a written estimate for your roof, siding or windows.",
    pageType: "schedule",
    breadcrumbs: [{ name: "Schedule", path: "/schedule" }],
    category: "primary",
    keywords: ["schedule consultation", "book roof inspection", "free onsite estimate"],
  }),
  page("/schedule/manage/:token", "schedule-manage", {
    title: t("Your Consultation"),
    description: "Your booked onsite consultation: the time, the calendar file, and changes.",
    category: "utility",
    keywords: [],
    noindex: true,
  }),
  page("/insights", "insights", {
    title: t("Roofing & Exterior Insights"),
    description:
      "Plain guidance on roof insurance claims, warranties, materials, inspections and storm damage for Maryland and Delaware homeowners.",
    breadcrumbs: [{ name: "Insights", path: "/insights" }],
    category: "primary",
    keywords: ["roofing articles", "roof insurance claim", "roof warranty", "ice dams"],
  }),
  page("/insights/:slug", "insight-article", null),
  page("/financing", "financing", {
    title: t("Financing for Roofing, Siding & Windows"),
    description:
      "Monthly payment options for roof replacement, siding and windows. Estimate your payment and find a plan that fits your budget.",
    breadcrumbs: [{ name: "Financing", path: "/financing" }],
    category: "primary",
    keywords: ["roof financing", "home improvement financing", "monthly payments"],
  }),
  page("/admin", "admin", {
    title: t("Admin Dashboard"),
    description: "Leads, appointments and system operations.",
    pageType: "admin",
    category: "admin",
    keywords: [],
    noindex: true,
  }),
  page("/admin/leads/:id", "admin-lead", {
    title: t("Lead"),
    description: "One lead: contact details, consent record, deliveries, pipeline and notes.",
    pageType: "admin",
    category: "admin",
    keywords: [],
    noindex: true,
  }),
  page("/admin/appointments", "admin-appointments", {
    title: t("Appointments"),
    description: "Onsite consultations by day: confirm, complete, cancel or reschedule.",
    pageType: "admin",
    category: "admin",
    keywords: [],
    noindex: true,
  }),
  page("/admin/indexnow", "admin-indexnow", {
    title: t("IndexNow Submissions"),
    description: "Submit changed pages to search engines and review past submissions.",
    pageType: "admin",
    category: "admin",
    keywords: [],
    noindex: true,
  }),
  page("/admin/delivery", "admin-delivery", {
    title: t("Delivery Management"),
    description: "Lead notification deliveries: attempts, failures and retries.",
    pageType: "admin",
    category: "admin",
    keywords: [],
    noindex: true,
  }),
  page("/communications-test", "communications-test", {
    title: t("Communications Test"),
    description: "Send a test e-mail and a test webhook through the delivery path.",
    category: "utility",
    keywords: [],
    noindex: true,
  }),
  page("/social-preview", "social-preview", {
    title: t("Social Preview"),
    description: "See how any page of the site appears when shared on Facebook, X and LinkedIn.",
    category: "utility",
    keywords: [],
    noindex: true,
  }),
  page("/sitemap", "sitemap", {
    title: t("Sitemap"),
    description: "Every page of the site, grouped by section: services, local service areas, insights and more.",
    breadcrumbs: [{ name: "Sitemap", path: "/sitemap" }],
    category: "utility",
    keywords: ["sitemap", "service areas"],
  }),
  page("/data-upload", "data-upload", {
    title: t("Data Upload"),
    description: "Upload insight articles.",
    category: "utility",
    keywords: [],
    noindex: true,
  }),
  page(
    "/roof-replacement-estimate",
    "roof-replacement-estimate",
    {
      title: t("Instant Roof Replacement Estimate"),
      description:
        "Get an instant price range for a new roof in Maryland or Delaware from your roof size, pitch and material, then lock in an exact written quote.",
      breadcrumbs: [{ name: "Roof Replacement Estimate", path: "/roof-replacement-estimate" }],
    category: "primary",
      keywords: ["roof replacement cost", "roof estimate", "roof price calculator"],
    },
    { bare: true },
  ),
  page("/emergency-roof-repair", "emergency-roof-repair", {
    title: t("24/7 Emergency Roof Repair"),
    description:
      "Storm damage, a leak or a tree on the roof? Our crews answer 24/7 across Maryland and Delaware with tarping and emergency repairs.",
    breadcrumbs: [{ name: "Emergency Roof Repair", path: "/emergency-roof-repair" }],
    category: "service",
    keywords: ["emergency roof repair", "roof leak", "storm damage", "roof tarping"],
  }),
  page("/roof-repair-vs-replacement", "roof-repair-vs-replacement", {
    title: t("Roof Repair vs Replacement: How to Decide"),
    description:
      "When a repair is enough and when a new roof is the better buy: age, damage, layers, decking and cost, explained for MD and DE homeowners.",
    breadcrumbs: [{ name: "Roof Repair vs Replacement", path: "/roof-repair-vs-replacement" }],
    category: "service",
    keywords: ["roof repair vs replacement", "repair or replace roof", "roof lifespan"],
  }),
  // Local landing pages (/roofing-bel-air, /abingdon-roofing, ...): the loader answers 404 for
  // any other single-segment path, so unknown pages look the same as below.
  page("/:landing", "landing", null),
  // Unknown paths: the loader answers 404 and the error boundary shows the page inside the
  // frame; the component only tells the router the route renders something.
  { path: "*", id: "not-found", loader: notFoundLoader, Component: NotFound },
];

export const routes: RouteObject[] = [
  {
    id: "root",
    loader: rootLoader,
    shouldRevalidate: () => false,
    Component: Root,
    children: [{ id: "pages", Component: Pages, ErrorBoundary: RootErrorBoundary, children: pageRoutes }],
  },
];
