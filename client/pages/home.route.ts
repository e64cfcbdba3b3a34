import { business } from "../../content/business";
import { company, definePage } from "../../contracts/page-meta";

export default definePage({
  path: "/",
  sitemap: { priority: 1.0, changefreq: "weekly" },
  meta: {
    title: `Best Prices on Roofing, Siding & Windows in MD & DE | ${company}`,
    description: `Roofing, siding and window replacement across Maryland and Delaware since ${business.founded}. Free written estimates, ${business.warrantyYears} year warranty, 24/7 emergency service.`,
    pageType: "homepage",
    category: "primary",
    keywords: ["roofing contractor Maryland", "siding contractor Delaware", "window replacement", "roof replacement Baltimore"],
    canonical: "/",
  },
});
