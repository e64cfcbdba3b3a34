import { definePage, pageTitle } from "../../contracts/page-meta";

export default definePage({
  path: "/schedule",
  sitemap: { priority: 0.9 },
  meta: {
    title: pageTitle("Book a Free Onsite Consultation"),
    description:
      "Pick a time for a free onsite consultation: we inspect, measure and leave you a written estimate for your roof, siding or windows.",
    pageType: "schedule",
    breadcrumbs: [{ name: "Schedule", path: "/schedule" }],
    category: "primary",
    keywords: ["schedule consultation", "book roof inspection", "free onsite estimate"],
  },
});
