import { definePage, pageTitle } from "../../contracts/page-meta";

export default definePage({
  path: "/admin/privacy",
  meta: {
    title: pageTitle("Privacy Requests"),
    description: "Erase everything held about a person, and the retention policy.",
    pageType: "admin",
    category: "admin",
    keywords: [],
    noindex: true,
  },
});
