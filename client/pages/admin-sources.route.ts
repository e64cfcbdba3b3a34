import { definePage, pageTitle } from "../../contracts/page-meta";

export default definePage({
  path: "/admin/sources",
  meta: {
    title: pageTitle("Sources"),
    description: "Where leads come from: channels, campaigns, landing pages and city pages, with visits and conversion rates.",
    pageType: "admin",
    category: "admin",
    keywords: [],
    noindex: true,
  },
});
