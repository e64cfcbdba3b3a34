import { definePage, pageTitle } from "../../contracts/page-meta";

export default definePage({
  path: "/warranty",
  content: "warranty",
  meta: {
    title: pageTitle("Workmanship Warranty Terms"),
    description:
      "What our workmanship warranty covers and excludes, how it sits next to the warranties manufacturers give on your materials, and how to make a claim.",
    breadcrumbs: [{ name: "Warranty", path: "/warranty" }],
    category: "primary",
    keywords: ["roofing workmanship warranty", "roof warranty terms", "siding warranty", "window installation warranty"],
  },
});
