import { definePage, pageTitle } from "../../contracts/page-meta";

export default definePage({
  path: "/services",
  content: "services",
  sitemap: { priority: 0.8 },
  meta: {
    title: pageTitle("Exterior Services: Roofing, Siding & Windows"),
    description:
      "Every exterior service we offer in Maryland and Delaware: roofing, siding, windows, gutters, roof inspections and storm damage repair.",
    breadcrumbs: [{ name: "Services", path: "/services" }],
    category: "primary",
    keywords: ["home exterior services", "roofing siding windows", "exterior contractor"],
  },
});
