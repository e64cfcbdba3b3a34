import { definePage, pageTitle } from "../../contracts/page-meta";

export default definePage({
  path: "/roof-repair-vs-replacement",
  content: "roof-repair-vs-replacement",
  sitemap: { priority: 0.8 },
  meta: {
    title: pageTitle("Roof Repair vs Replacement: How to Decide"),
    description:
      "When a repair is enough and when a new roof is the better buy: age, damage, layers, decking and cost, explained for MD and DE homeowners.",
    breadcrumbs: [{ name: "Roof Repair vs Replacement", path: "/roof-repair-vs-replacement" }],
    category: "service",
    keywords: ["roof repair vs replacement", "repair or replace roof", "roof lifespan"],
  },
});
