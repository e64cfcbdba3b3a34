import { definePage, pageTitle } from "../../contracts/page-meta";

export default definePage({
  path: "/communications-test",
  meta: {
    title: pageTitle("Communications Test"),
    description: "Send a test e-mail and a test webhook through the delivery path.",
    category: "utility",
    pageType: "admin",
    keywords: [],
    noindex: true,
  },
});
