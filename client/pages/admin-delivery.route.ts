import { definePage, pageTitle } from "../../contracts/page-meta";

export default definePage({
  path: "/admin/delivery",
  meta: {
    title: pageTitle("Delivery Management"),
    description: "Lead notification deliveries: attempts, failures and retries.",
    pageType: "admin",
    category: "admin",
    keywords: [],
    noindex: true,
  },
});
