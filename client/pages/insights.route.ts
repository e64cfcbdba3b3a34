import { definePage, pageTitle } from "../../contracts/page-meta";

export default definePage({
  path: "/insights",
  sitemap: { priority: 0.8, changefreq: "weekly" },
  meta: {
    title: pageTitle("Roofing & Exterior Insights"),
    description:
      "Plain guidance on roof insurance claims, warranties, materials, inspections and storm damage for Maryland and Delaware homeowners.",
    breadcrumbs: [{ name: "Insights", path: "/insights" }],
    category: "primary",
    keywords: ["roofing articles", "roof insurance claim", "roof warranty", "ice dams"],
  },
});
