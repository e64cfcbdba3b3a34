import { definePage, pageTitle } from "../../contracts/page-meta";

export default definePage({
  path: "/terms",
  content: "terms",
  sitemap: { priority: 0.3 },
  meta: {
    title: pageTitle("Terms of Service"),
    description:
      "The terms for using this website: estimates and online price ranges, booking and cancelling consultations, calls and texts, and licensing.",
    category: "utility",
    keywords: ["terms of service", "terms of use"],
    breadcrumbs: [{ name: "Terms of Service", path: "/terms" }],
  },
});
