import { definePage, pageTitle } from "../../contracts/page-meta";

export default definePage({
  path: "/social-preview",
  meta: {
    title: pageTitle("Social Preview"),
    description: "See how any page of the site appears when shared on Facebook, X and LinkedIn.",
    category: "utility",
    keywords: [],
    noindex: true,
  },
});
