import { definePage, pageTitle } from "../../contracts/page-meta";

export default definePage({
  path: "/admin",
  meta: {
    title: pageTitle("Admin Dashboard"),
    description: "Leads, appointments and system operations.",
    pageType: "admin",
    category: "admin",
    keywords: [],
    noindex: true,
  },
});
