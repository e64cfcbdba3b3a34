import { definePage, pageTitle } from "../../contracts/page-meta";

export default definePage({
  path: "/roof-replacement-estimate",
  bare: true,
  sitemap: { priority: 0.8 },
  meta: {
    title: pageTitle("Instant Roof Replacement Estimate"),
    description:
      "Get an instant price range for a new roof in Maryland or Delaware from your roof size, pitch and material, then lock in an exact written quote.",
    breadcrumbs: [{ name: "Roof Replacement Estimate", path: "/roof-replacement-estimate" }],
    category: "primary",
    keywords: ["roof replacement cost", "roof estimate", "roof price calculator"],
  },
});
