import words from "../../content/pages/privacy";
import { definePage, pageTitle } from "../../contracts/page-meta";
import { LegalPageView } from "../components/content/legal-page";
import { pageLoader, pageMeta } from "../lib/page";

export const handle = definePage({
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

export const loader = pageLoader(handle);
export const meta = pageMeta;
/** /privacy: the words of content/pages/privacy.ts with the configured facts, in the legal pages' layout. */

export default function Page() {
  return <LegalPageView content={words} />;
}
