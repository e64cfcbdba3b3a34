import { definePage, pageTitle } from "../../contracts/page-meta";

export default definePage({
  path: "/data-upload",
  meta: {
    title: pageTitle("Data Upload"),
    description: "Upload insight articles.",
    category: "utility",
    pageType: "admin",
    keywords: [],
    noindex: true,
  },
});
