import { definePage, pageTitle } from "../../contracts/page-meta";

export default definePage({
  path: "/financing",
  content: "financing",
  sitemap: { priority: 0.8 },
  meta: {
    title: pageTitle("Financing for Roofing, Siding & Windows"),
    description:
      "Monthly payment options for roof replacement, siding and windows. Estimate your payment and find a plan that fits your budget.",
    breadcrumbs: [{ name: "Financing", path: "/financing" }],
    category: "primary",
    keywords: ["roof financing", "home improvement financing", "monthly payments"],
  },
});
