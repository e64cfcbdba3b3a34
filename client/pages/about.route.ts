import { definePage, pageTitle } from "../lib/page-meta";

export default definePage({
  path: "/about",
  content: "about",
  sitemap: { priority: 0.8 },
  meta: {
    title: pageTitle("About Us: Exterior Contractor Since 1995"),
    description:
      "Licensed and insured in Maryland and Delaware since 1995, with 15K+ projects and an A+ accredited rating. Meet the team behind the work.",
    pageType: "about",
    breadcrumbs: [{ name: "About", path: "/about" }],
    category: "primary",
    keywords: ["about", "roofing company Maryland", "licensed contractor MD DE"],
  },
});
