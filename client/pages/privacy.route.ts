import { definePage, pageTitle } from "../../contracts/page-meta";

export default definePage({
  path: "/privacy",
  content: "privacy",
  sitemap: { priority: 0.3 },
  meta: {
    title: pageTitle("Privacy Policy"),
    description:
      "What this website collects when you ask for an estimate, book a consultation or chat with us, how long it is kept, and how to have it erased.",
    category: "utility",
    keywords: ["privacy policy", "data retention", "erase my data"],
    breadcrumbs: [{ name: "Privacy Policy", path: "/privacy" }],
  },
});
