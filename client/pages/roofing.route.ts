import { business } from "../../content/business";
import { definePage, pageTitle } from "../../contracts/page-meta";

export default definePage({
  path: "/roofing",
  content: "roofing",
  sitemap: { priority: 0.9 },
  meta: {
    title: pageTitle("Roofing Services in Maryland & Delaware"),
    description: `Roof replacement, repair and inspections for homes and commercial buildings in MD and DE. Certified installers, ${business.warrantyYears} year warranty, free written estimates.`,
    pageType: "service",
    serviceName: "roofing",
    breadcrumbs: [{ name: "Roofing", path: "/roofing" }],
    category: "service",
    keywords: ["roofing services", "roof replacement", "roof repair", "asphalt shingles", "metal roofing"],
    canonical: "/roofing",
  },
});
