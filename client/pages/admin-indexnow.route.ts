import { definePage, pageTitle } from "../../contracts/page-meta";

export default definePage({
  path: "/admin/indexnow",
  meta: {
    title: pageTitle("IndexNow Submissions"),
    description: "Submit changed pages to search engines and review past submissions.",
    pageType: "admin",
    category: "admin",
    keywords: [],
    noindex: true,
  },
});
