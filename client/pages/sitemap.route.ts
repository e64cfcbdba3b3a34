import { definePage, pageTitle } from "../../contracts/page-meta";

export default definePage({
  path: "/sitemap",
  sitemap: { priority: 0.3 },
  meta: {
    title: pageTitle("Sitemap"),
    description: "Every page of the site, grouped by section: services, local service areas, insights and more.",
    breadcrumbs: [{ name: "Sitemap", path: "/sitemap" }],
    category: "utility",
    keywords: ["sitemap", "service areas"],
  },
});
