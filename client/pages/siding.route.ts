import { business } from "../../content/business";
import { definePage, pageTitle } from "../../contracts/page-meta";

export default definePage({
  path: "/siding",
  content: "siding",
  sitemap: { priority: 0.9 },
  meta: {
    title: pageTitle("Siding Installation in Maryland & Delaware"),
    description: `Vinyl, fiber cement and engineered wood siding installed by licensed crews across Maryland and Delaware. Free written estimates and a ${business.warrantyYears} year warranty.`,
    pageType: "service",
    serviceName: "siding",
    breadcrumbs: [{ name: "Siding", path: "/siding" }],
    category: "service",
    keywords: ["siding installation", "vinyl siding", "fiber cement siding", "siding replacement"],
    canonical: "/siding",
  },
});
