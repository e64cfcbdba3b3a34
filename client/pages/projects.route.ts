import { definePage, pageTitle } from "../../contracts/page-meta";

export default definePage({
  path: "/projects",
  sitemap: { priority: 0.8, changefreq: "weekly" },
  meta: {
    title: pageTitle("Project Portfolio: Roofs, Siding & Windows"),
    description:
      "Completed roofing, siding and window projects across Maryland and Delaware, from single-family roof replacements to multi-unit commercial work.",
    pageType: "projects",
    breadcrumbs: [{ name: "Portfolio", path: "/projects" }],
    category: "primary",
    keywords: ["roofing projects", "portfolio", "before and after", "commercial roofing"],
  },
});
