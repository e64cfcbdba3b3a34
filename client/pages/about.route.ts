import { business } from "../../content/business";
import { definePage, pageTitle } from "../../contracts/page-meta";

export default definePage({
  path: "/about",
  content: "about",
  sitemap: { priority: 0.8 },
  meta: {
    title: pageTitle(`About Us: Exterior Contractor Since ${business.founded}`),
    description: `Licensed and insured in Maryland and Delaware since ${business.founded}, with ${business.projectsCompleted} projects and an ${business.bbbRating} accredited rating. Meet the team behind the work.`,
    pageType: "about",
    breadcrumbs: [{ name: "About", path: "/about" }],
    category: "primary",
    keywords: ["about", "roofing company Maryland", "licensed contractor MD DE"],
  },
});
