import { business } from "../../content/business";
import { definePage, pageTitle } from "../../contracts/page-meta";

export default definePage({
  path: "/windows",
  content: "windows",
  sitemap: { priority: 0.9 },
  meta: {
    title: pageTitle("Window Installation in Maryland & Delaware"),
    description: `Energy efficient replacement windows for Maryland and Delaware homes: double-hung, casement, bay and bow, installed with a ${business.warrantyYears} year warranty.`,
    pageType: "service",
    serviceName: "windows",
    breadcrumbs: [{ name: "Windows", path: "/windows" }],
    category: "service",
    keywords: ["window installation", "replacement windows", "energy efficient windows", "window replacement"],
    canonical: "/windows",
  },
});
