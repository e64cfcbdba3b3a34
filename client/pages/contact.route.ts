import { definePage, pageTitle } from "../../contracts/page-meta";

export default definePage({
  path: "/contact",
  sitemap: { priority: 0.9 },
  meta: {
    title: pageTitle("Free Consultation & Review Request"),
    description:
      "Request a free, written estimate or a review of your roof, siding or windows. Licensed MD and DE contractor with a 24/7 emergency line.",
    pageType: "contact",
    breadcrumbs: [{ name: "Contact", path: "/contact" }],
    canonical: "/contact",
    category: "primary",
    keywords: ["free estimate", "roofing quote", "contact roofer", "free consultation"],
  },
});
