import { definePage, pageTitle } from "../../contracts/page-meta";

export default definePage({
  path: "/admin/leads/:id",
  meta: {
    title: pageTitle("Lead"),
    description: "One lead: contact details, consent record, deliveries, pipeline and notes.",
    pageType: "admin",
    category: "admin",
    keywords: [],
    noindex: true,
  },
});
